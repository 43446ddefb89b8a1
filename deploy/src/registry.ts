import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { validateRegistry, validateRollouts, type Registry, type RegistryEntry, type Rollout, type Rollouts } from '@console/sdk/manifest';

export function readRegistry(file: string): Registry {
  if (!existsSync(file)) return { remotes: [] };
  const checked = validateRegistry(JSON.parse(readFileSync(file, 'utf8')));
  if (!checked.ok) throw new Error(checked.error);
  return checked.value;
}

/** Written to a temporary file and renamed: a shell polling the registry never reads half a file. */
export function writeRegistry(file: string, registry: Registry): void {
  writeJsonFile(file, registry);
}

/** Written to a temporary file and renamed (readers see the old file or the new one, never half). */
export function writeJsonFile(file: string, value: unknown): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(temporary, file);
}

export function readRollouts(file: string): Rollouts {
  if (!existsSync(file)) return { remotes: [] };
  const checked = validateRollouts(JSON.parse(readFileSync(file, 'utf8')));
  if (!checked.ok) throw new Error(checked.error);
  return checked.value;
}

/** Sets (or, with only a name, removes) one remote's canary, leaving the others' as they were. */
export function withRollout(rollouts: Rollouts, name: string, rollout?: Rollout): Rollouts {
  const others = rollouts.remotes.filter((remote) => remote.name !== name);
  return { remotes: [...others, ...(rollout ? [rollout] : [])].sort((a, b) => a.name.localeCompare(b.name)) };
}

/** Replaces one remote's entry, leaving every other remote's entry as it was. */
export function withEntry(registry: Registry, entry: RegistryEntry): Registry {
  const others = registry.remotes.filter((remote) => remote.name !== entry.name);
  return { remotes: [...others, entry].sort((a, b) => a.name.localeCompare(b.name)) };
}
