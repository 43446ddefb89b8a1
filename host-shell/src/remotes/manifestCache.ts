import { validateManifest, type RemoteManifest } from '@console/sdk';

/**
 * Last good manifest of each released version. A release is immutable, so when a remote's origin is
 * down at start-up the shell can still draw its menu and routes (and show the area's error panel
 * with retry) instead of forgetting the area exists.
 */
const key = (name: string, version: string) => `console:manifest:${name}@${version}`;

export const manifestCache = {
  read(name: string, version: string): RemoteManifest | null {
    try {
      const raw = localStorage.getItem(key(name, version));
      if (!raw) return null;
      const checked = validateManifest(JSON.parse(raw));
      return checked.ok ? checked.value : null;
    } catch {
      return null;
    }
  },
  write(manifest: RemoteManifest): void {
    try {
      for (let i = localStorage.length - 1; i >= 0; i--) {
        const existing = localStorage.key(i);
        if (existing?.startsWith(`console:manifest:${manifest.name}@`)) localStorage.removeItem(existing);
      }
      localStorage.setItem(key(manifest.name, manifest.version), JSON.stringify(manifest));
    } catch {
      /* storage full or unavailable: the cache is an optimisation only */
    }
  },
};
