import { HEALTH_SOAK_MINUTES, releaseHealthApi, type HealthFigures } from '../../contract';
import { registryUrl } from '../../app/pageAddress';
import { validateRegistry } from '@console/sdk';
import { fetchJson } from '../../remotes/catalog';
import { readRollouts, rolloutsUrlOf } from '../../remotes/rollout';

/** What is released now: per remote the stable version (registry.json) and the canary, if any (rollouts.json). */
export interface Released {
  stable: Record<string, string>;
  canary: Record<string, string>;
}

/** One remote's two versions and their figures over the window (none: nobody reported on it). */
export interface SideBySide {
  remote: string;
  stable?: { version: string; figures?: HealthFigures };
  canary?: { version: string; figures?: HealthFigures };
}

const versionsOf = (entries: readonly { name: string; version: string }[]): Record<string, string> =>
  Object.fromEntries(entries.map((entry) => [entry.name, entry.version]));

/**
 * Reads registry.json and rollouts.json where the shells read them, with the schemas and the reader
 * the shell chooses versions by (remotes/rollout.ts): absent or invalid rollouts.json, no canary.
 */
export async function readReleased(registry = registryUrl(), fetcher = fetchJson): Promise<Released> {
  const [stable, rollouts] = await Promise.all([fetcher(registry), readRollouts(rolloutsUrlOf(registry), fetcher)]);
  const checked = validateRegistry(stable);
  if (!checked.ok) throw new Error(checked.error);
  return { stable: versionsOf(checked.value.remotes), canary: versionsOf(rollouts.remotes) };
}

/** Each remote's stable and canary side by side with their figures; remotes in the order given. */
export function sideBySide(remotes: readonly string[], released: Released, figures: readonly HealthFigures[]): SideBySide[] {
  const of = (remote: string, version: string | undefined) =>
    version === undefined ? undefined : { version, figures: figures.find((row) => row.remote === remote && row.version === version) };
  return remotes.map((remote) => ({ remote, stable: of(remote, released.stable[remote]), canary: of(remote, released.canary[remote]) }));
}

/** The figures over the soak window, and what is released. */
export async function loadVersionHealth(): Promise<{ released: Released; figures: HealthFigures[] }> {
  const [released, answer] = await Promise.all([readReleased(), releaseHealthApi.figures({ windowMinutes: HEALTH_SOAK_MINUTES })]);
  return { released, figures: answer.data };
}
