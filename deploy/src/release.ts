import { cpSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MANIFEST_FILE } from '@console/build-config';
import { validateManifest } from '@console/sdk/manifest';
import { appSourceDir, findApp, originOf, REGISTRY_FILE, remoteDir, SHELL_DIR } from './layout';
import { readRegistry, withEntry, writeRegistry } from './registry';

function builtManifest(distDir: string) {
  const file = path.join(distDir, MANIFEST_FILE);
  if (!existsSync(file)) throw new Error(`${file} 不存在：请先构建`);
  const checked = validateManifest(JSON.parse(readFileSync(file, 'utf8')));
  if (!checked.ok) throw new Error(checked.error);
  return checked.value;
}

/**
 * Copies a built remote into its versioned directory and points the registry at it. Only this
 * remote's registry entry changes.
 */
export function releaseRemote(name: string, distDir = path.join(appSourceDir(name), 'dist')): string {
  const manifest = builtManifest(distDir);
  const target = path.join(remoteDir(name), manifest.version);
  mkdirSync(target, { recursive: true });
  cpSync(distDir, target, { recursive: true });
  const url = `${originOf(findApp(name))}/${manifest.version}/${MANIFEST_FILE}`;
  writeRegistry(REGISTRY_FILE, withEntry(readRegistry(REGISTRY_FILE), { name, version: manifest.version, manifest: url }));
  return manifest.version;
}

/** The shell's files are copied over the previous ones: old hashed chunks stay for open pages. */
export function releaseShell(distDir = path.join(appSourceDir('host-shell'), 'dist')): void {
  if (!existsSync(path.join(distDir, 'index.html'))) throw new Error(`${distDir} 中没有 index.html：请先构建主应用`);
  mkdirSync(SHELL_DIR, { recursive: true });
  cpSync(distDir, SHELL_DIR, { recursive: true });
}
