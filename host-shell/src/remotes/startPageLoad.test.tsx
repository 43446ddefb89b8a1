import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { App } from 'antd';
import { Provider } from 'jotai';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { platformStore, type RemoteManifest } from '@console/sdk';
import { routeTable, type RemoteRecord } from './catalog';
import { catalogAtom } from './catalogState';
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
