import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { validateRegistry, type Registry, type RegistryEntry } from '@console/sdk/manifest';

export function readRegistry(file: string): Registry {
  if (!existsSync(file)) return { remotes: [] };
  const checked = validateRegistry(JSON.parse(readFileSync(file, 'utf8')));
  if (!checked.ok) throw new Error(checked.error);
  return checked.value;
}

/** Written to a temporary file and renamed: a shell polling the registry never reads half a file. */
export function writeRegistry(file: string, registry: Registry): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(registry, null, 2)}\n`);
  renameSync(temporary, file);
}

/** Replaces one remote's entry, leaving every other remote's entry as it was. */
export function withEntry(registry: Registry, entry: RegistryEntry): Registry {
  const others = registry.remotes.filter((remote) => remote.name !== entry.name);
  return { remotes: [...others, entry].sort((a, b) => a.name.localeCompare(b.name)) };
}
