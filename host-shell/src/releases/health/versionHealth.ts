import { HEALTH_SOAK_MINUTES, releaseHealthApi, type HealthFigures } from '../../contract';
import { registryUrl } from '../../app/pageAddress';
import { fetchJson } from '../../remotes/catalog';

/** The file beside registry.json that names each remote's canary (README, "Canary releases"). */
export const ROLLOUTS_FILE = 'rollouts.json';

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

const versionsOf = (json: unknown): Record<string, string> =>
  Object.fromEntries(
    ((json as { remotes?: { name?: unknown; version?: unknown }[] } | null)?.remotes ?? [])
      .filter((entry) => typeof entry?.name === 'string' && typeof entry.version === 'string')
      .map((entry) => [entry.name as string, entry.version as string]),
  );

/** Reads registry.json and rollouts.json where the shells read them (no rollouts.json: no canary). */
export async function readReleased(registry = registryUrl(), fetcher = fetchJson): Promise<Released> {
  const [stable, canary] = await Promise.all([fetcher(registry), fetcher(new URL(ROLLOUTS_FILE, registry).href).catch(() => null)]);
  return { stable: versionsOf(stable), canary: versionsOf(canary) };
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
