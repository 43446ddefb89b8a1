import { render, screen } from '@testing-library/react';
import { Provider, atom } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { platformStore } from '@console/sdk';
import type { CatalogRoute, RemoteRecord } from '../remotes/catalog';
import { catalogAtom } from '../remotes/catalogState';
import type { PageComponent } from '../remotes/loadPage';
import { KeepAlivePages } from './KeepAlivePages';

/** The page's code, answered by the test. */
let arrive!: (page: PageComponent) => void;
const code = () => new Promise<PageComponent>((resolve) => (arrive = resolve));

vi.mock('../tabs/tabsState', () => ({ tabsAtom: atom([{ path: '/record' }]) }));
vi.mock('../remotes/loadPage', async (original) => ({ ...(await original<typeof import('../remotes/loadPage')>()), loadPage: () => code() }));

const route = { path: '/record', title: '通话记录', module: './Record', remote: 'remote-cloudcall' } as unknown as CatalogRoute;
const remote = { name: 'remote-cloudcall', entryUrl: 'http://cloudcall.test/remoteEntry.js' } as unknown as RemoteRecord;

function Layout() {
  return <KeepAlivePages current={useLocation().pathname} />;
}

/** Lets `count` tasks run (React renders an ordinary update in a task of its own), without waiting for any time to pass. */
async function tasks(count: number): Promise<void> {
  for (let i = 0; i < count; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('a page whose code arrives while its loading state is on screen (a deep link)', () => {
  beforeEach(() => {
    // The clock stands still: React holds a retry back until 300 ms after its fallback appeared
    // (FALLBACK_THROTTLE_MS, read from performance.now), so a throttled page would wait for a timer
    // of 300 real ms, which the few tasks below never reach.
    vi.spyOn(performance, 'now').mockReturnValue(10_000);
    platformStore.set(catalogAtom, {
      status: 'ready',
      catalog: { remotes: [remote], routes: new Map([[route.path, route]]) },
    } as never);
  });
  afterEach(() => vi.restoreAllMocks());

  it('is drawn as soon as React has rendered it, not after the throttle of a Suspense retry', async () => {
    const router = createMemoryRouter([{ path: '*', element: <Layout /> }], { initialEntries: ['/record'] });
    render(
      <Provider store={platformStore}>
        <RouterProvider router={router} />
      </Provider>,
    );
    expect(await screen.findByRole('status', { name: '页面加载中' })).toBeTruthy();

    arrive(() => <div data-testid="record-page">通话记录列表</div>);
    await tasks(20);
    expect(screen.queryByTestId('record-page')).not.toBeNull();
    expect(screen.queryByRole('status', { name: '页面加载中' })).toBeNull();
  });
});
