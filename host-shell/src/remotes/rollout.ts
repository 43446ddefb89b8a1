import { getStoredToken, ROLLOUTS_FILE, validateRollouts, type RegistryEntry, type Rollout, type Rollouts } from '@console/sdk';
import { releaseApi, type ReleaseCohort } from '../contract/release';

/**
 * Which version of each remote this user gets (README, "Canary releases"): a pin an admin set for
 * them, else the canary if they are in its cohort, else the stable version the registry names. Who
 * the user is comes from the backend (`GET /api/release/cohort`, from the session's token), never
 * from local storage.
 */

export type Channel = 'stable' | 'canary' | 'pin';

/** A registry entry as this user gets it; `fallback` is what a pin falls back to when its version cannot be read. */
export interface ChosenEntry extends RegistryEntry {
  channel: Channel;
  fallback?: ChosenEntry;
}

export interface ReleaseChoice {
  rollouts: Rollouts;
  /** Null when the backend could not say (no session, an error): everyone gets the stable version. */
  cohort: ReleaseCohort | null;
  /** `location.hostname`, for a canary targeted at a brand host. */
  host: string;
}

export const NO_CHOICE: ReleaseChoice = { rollouts: { remotes: [] }, cohort: null, host: '' };

/** Whether the user is in the canary's cohort: every target given matches, and their bucket is below its percent. */
export function inCanary(rollout: Rollout, cohort: ReleaseCohort | null, host: string): boolean {
  if (!cohort) return false;
  const bucket = cohort.buckets[rollout.name];
  if (bucket === undefined) return false;
  const { hosts, roles, companies, users } = rollout.targets ?? {};
  if (hosts && !hosts.includes(host)) return false;
  if (roles && !roles.includes(cohort.role)) return false;
  if (companies && (cohort.companyId === null || !companies.includes(cohort.companyId))) return false;
  if (users && !users.includes(cohort.userId)) return false;
  return bucket < rollout.percent;
}

/**
 * The manifest of another version of a remote: releases of a remote sit side by side, each in a
 * folder named by its version (deploy directory and bucket alike), so it is the stable manifest's
 * sibling.
 */
export function siblingManifest(manifestUrl: string, version: string): string {
  const file = manifestUrl.split('/').pop() ?? '';
  return new URL(`../${encodeURIComponent(version)}/${file}`, manifestUrl).href;
}

/** Each registry entry as this user gets it: pin > canary (in its cohort) > stable. */
export function chooseEntries(stable: RegistryEntry[], { rollouts, cohort, host }: ReleaseChoice, registryUrl: string): ChosenEntry[] {
  return stable.map((entry) => {
    const rollout = rollouts.remotes.find((candidate) => candidate.name === entry.name);
    const otherwise: ChosenEntry =
      rollout && inCanary(rollout, cohort, host)
        ? { name: entry.name, version: rollout.version, manifest: rollout.manifest, channel: 'canary' }
        : { ...entry, channel: 'stable' };
    const pinned = cohort?.pins[entry.name];
    if (!pinned || pinned === otherwise.version) return otherwise;
    return {
      name: entry.name,
      version: pinned,
      manifest: siblingManifest(new URL(entry.manifest, registryUrl).href, pinned),
      channel: 'pin',
      fallback: otherwise,
    };
  });
}

/** rollouts.json beside the registry; absent, unreadable or invalid: no canary (logged, never in the way). */
export async function readRollouts(url: string, fetcher: (url: string) => Promise<unknown>): Promise<Rollouts> {
  try {
    const checked = validateRollouts(await fetcher(url));
    if (checked.ok) return checked.value;
    console.warn('[远程模块] 灰度发布表无效，全部使用稳定版本', checked.error);
  } catch (error) {
    console.warn('[远程模块] 读取灰度发布表失败，全部使用稳定版本', (error as Error).message);
  }
  return { remotes: [] };
}

/** The backend's answer for the session's user; null without a session or when it fails (stable versions then). */
export async function readCohort(): Promise<ReleaseCohort | null> {
  if (!getStoredToken()) return null;
  try {
    const envelope = await releaseApi.cohort(undefined, { silent: true });
    return envelope.code === 200 ? envelope.data : null;
  } catch {
    return null;
  }
}

/** rollouts.json's URL: beside the registry, wherever that is published. */
export const rolloutsUrlOf = (registryUrl: string) => new URL(ROLLOUTS_FILE, registryUrl).href;

/** What decides this user's versions now: the canaries and the backend's cohort, read side by side. */
export async function readReleaseChoice(
  registryUrl: string,
  fetcher: (url: string) => Promise<unknown>,
  cohort: () => Promise<ReleaseCohort | null> = readCohort,
  host = globalThis.location?.hostname ?? '',
): Promise<ReleaseChoice> {
  const [rollouts, answer] = await Promise.all([readRollouts(rolloutsUrlOf(registryUrl), fetcher), cohort()]);
  return { rollouts, cohort: answer, host };
}
