import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { App } from 'antd';
import { Provider } from 'jotai';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { platformStore, type RemoteManifest } from '@console/sdk';
import { routeTable, type RemoteRecord } from './catalog';
import { catalogAtom } from './catalogState';
import { healthReporter } from '../releases/health';
import { RemotePage, startPageLoad } from './RemotePage';

vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: vi.fn(), registerPlugins: vi.fn(), registerRemotes: vi.fn() }));

const remote = {
  name: 'remote-carrier',
  version: '1.0.0',
  manifestUrl: 'http://localhost:8082/1.0.0/console-manifest.json',
  entryUrl: 'http://localhost:8082/1.0.0/remoteEntry.js',
  manifest: {
    name: 'remote-carrier',
    container: 'remote_carrier',
    version: '1.0.0',
    routes: [{ path: '/blackList', title: '黑名单', module: './BlackList' }],
  } as unknown as RemoteManifest,
  problem: null,
} as RemoteRecord;

afterEach(() => vi.mocked(loadRemote).mockReset());

describe('startPageLoad (a menu click or a search hit)', () => {
  it("starts loading the chosen page's code before the page renders, and the page takes that load over", async () => {
    platformStore.set(catalogAtom, { status: 'ready', catalog: { remotes: [remote], routes: routeTable([remote]) } });
    let arrive!: (module: { default: () => string }) => void;
    vi.mocked(loadRemote).mockReturnValue(new Promise((resolve) => (arrive = resolve)));

    startPageLoad('/blackList');
    startPageLoad('/nowhere');
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(loadRemote).toHaveBeenCalledWith('remote_carrier/BlackList');

    const route = platformStore.get(catalogAtom).catalog.routes.get('/blackList')!;
    render(
      <Provider store={platformStore}>
        <App>
          <RemotePage route={route} />
        </App>
      </Provider>,
    );
    arrive({ default: () => '黑名单的页面' });
    expect(await screen.findByText('黑名单的页面')).toBeTruthy();
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });
});

describe('release health of a remote page', () => {
  const renderPage = (path: string) => {
    const route = platformStore.get(catalogAtom).catalog.routes.get(path)!;
    render(
      <Provider store={platformStore}>
        <App>
          <RemotePage route={route} />
        </App>
      </Provider>,
    );
  };
  const canary = { ...remote, version: '1.1.0', entryUrl: 'http://localhost:8082/1.1.0/remoteEntry.js' } as RemoteRecord;
  const crmRemote = {
    ...remote,
    name: 'remote-crm',
    version: '2.1.0',
    entryUrl: 'http://localhost:8083/2.1.0/remoteEntry.js',
    manifest: { ...remote.manifest!, name: 'remote-crm', container: 'remote_crm', routes: [{ path: '/customer', title: '客户', module: './Customer' }] },
  } as RemoteRecord;

  it('counts a page load and a crash against the version loaded, and a failed load as such', async () => {
    platformStore.set(catalogAtom, { status: 'ready', catalog: { remotes: [canary, crmRemote], routes: routeTable([canary, crmRemote]) } });
    healthReporter.batch.take();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(loadRemote).mockImplementation(async (id: string) => {
      if (id === 'remote_crm/Customer') throw new Error('入口脚本 404');
      return {
        default: () => {
          throw new Error('坏了');
        },
      };
    });
    renderPage('/blackList');
    expect(await screen.findByText('坏了')).toBeTruthy();
    renderPage('/customer');
    expect(await screen.findByText('入口脚本 404')).toBeTruthy();
    expect(healthReporter.batch.take()).toEqual([
      expect.objectContaining({ remote: 'remote-carrier', version: '1.1.0', pageLoads: 1, crashed: 1, loadFailed: 0 }),
      expect.objectContaining({ remote: 'remote-crm', version: '2.1.0', pageLoads: 1, crashed: 0, loadFailed: 1 }),
    ]);
  });
});
