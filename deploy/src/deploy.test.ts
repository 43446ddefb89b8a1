import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cacheControlFor, IMMUTABLE, NO_CACHE } from './cachePolicy';
import { readRegistry, withEntry, writeRegistry } from './registry';

describe('cache policy', () => {
  it('caches content-hashed files for a year and revalidates everything that names other files', () => {
    expect(cacheControlFor('/x/1.0.0/415.71ff6acc9c.js')).toBe(IMMUTABLE);
    expect(cacheControlFor('/x/main.d719997397.css')).toBe(IMMUTABLE);
    expect(IMMUTABLE).toBe('public, max-age=31536000, immutable');
    for (const file of ['remoteEntry.js', 'console-manifest.json', 'index.html', 'registry.json']) {
      expect(cacheControlFor(`/x/${file}`)).toBe(NO_CACHE);
    }
  });
});

describe('registry', () => {
  it('replaces one remote’s entry and leaves the others as they were', () => {
    const registry = {
      remotes: [
        { name: 'remote-admin', version: '1.0.0', manifest: 'a' },
        { name: 'remote-crm', version: '1.0.0', manifest: 'c' },
      ],
    };
    expect(withEntry(registry, { name: 'remote-crm', version: '1.1.0', manifest: 'c2' })).toEqual({
      remotes: [
        { name: 'remote-admin', version: '1.0.0', manifest: 'a' },
        { name: 'remote-crm', version: '1.1.0', manifest: 'c2' },
      ],
    });
  });

  it('is written whole and read back validated', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'registry-'));
    const file = path.join(dir, 'registry.json');
    expect(readRegistry(file)).toEqual({ remotes: [] });
    writeRegistry(file, { remotes: [{ name: 'remote-crm', version: '1.0.0', manifest: 'm' }] });
    expect(readRegistry(file).remotes[0].name).toBe('remote-crm');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toHaveProperty('remotes');
    rmSync(dir, { recursive: true });
  });
});
