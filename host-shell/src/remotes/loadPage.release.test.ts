import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { markUnsaved, type RemoteManifest } from '@console/sdk';
import type { RemoteRecord } from './catalog';
import { pollRegistry } from './catalogState';
import { loadPage } from './loadPage';

vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: vi.fn(), registerPlugins: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('./catalogState', () => ({
  pollRegistry: vi.fn(async () => {}),
  // The entries this user gets now: the registry's new release (README, "Canary releases").
  readChosenEntries: vi.fn(async () => [
    { name: 'remote-crm', version: '1.1.0', manifest: 'http://localhost:8081/1.1.0/console-manifest.json', channel: 'stable' },
  ]),
}));

const remote: RemoteRecord = {
  name: 'remote-crm',
  version: '1.0.0',
  manifestUrl: 'http://localhost:8081/1.0.0/console-manifest.json',
  entryUrl: 'http://localhost:8081/1.0.0/remoteEntry.js',
  manifest: { name: 'remote-crm', container: 'remote_crm', version: '1.0.0' } as RemoteManifest,
  problem: null,
};
const chunkGone = () => Object.assign(new Error('Loading chunk 415 failed.'), { name: 'ChunkLoadError' });
let reload: ReturnType<typeof vi.fn>;

beforeEach(async () => {
  sessionStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  reload = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, href: 'http://localhost:8080/crm', reload } as Location);
  const registry = { remotes: [{ name: 'remote-crm', version: '1.1.0', manifest: 'http://localhost:8081/1.1.0/console-manifest.json' }] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => ({ ok: true, json: async () => registry })),
  );
  // The area's code runs in the page; then a release removes the chunk of its next page.
  vi.mocked(loadRemote)
    .mockResolvedValueOnce({ default: () => null })
    .mockRejectedValueOnce(chunkGone());
  await loadPage(remote, './Customers');
});
afterEach(() => {
  markUnsaved('form', false);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.mocked(pollRegistry).mockClear();
});

describe('a running area whose chunk a release removed', () => {
  it('reloads the page once', async () => {
    await expect(loadPage(remote, './Orders')).rejects.toThrow();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(pollRegistry).not.toHaveBeenCalled();
  });

  it('does not reload over unsaved input: its error panel stays and the registry is read for the release notice', async () => {
    markUnsaved('form', true);
    await expect(loadPage(remote, './Orders')).rejects.toThrow();
    await vi.waitFor(() => expect(pollRegistry).toHaveBeenCalledTimes(1));
    expect(reload).not.toHaveBeenCalled();
  });
});
