import { act, render, screen } from '@testing-library/react';
import { Provider, atom } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useContext } from 'react';
import { createMemoryRouter, RouterProvider, UNSAFE_RouteContext, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { platformStore } from '@console/sdk';
import { usePageActive } from '@console/sdk/kit';
import type { CatalogRoute } from '../remotes/catalog';
import { catalogAtom } from '../remotes/catalogState';
import { KeepAlivePages } from './KeepAlivePages';

/** How often each page rendered, and the route contexts its content saw (a list reads its search and navigates). */
const renders: Record<string, number> = {};
const routeContexts: Record<string, Set<unknown>> = {};

vi.mock('../tabs/tabsState', () => ({ tabsAtom: atom([{ path: '/a' }, { path: '/b' }]) }));
vi.mock('../remotes/RemotePage', () => ({
  RemotePage: ({ route }: { route: CatalogRoute }) => {
    renders[route.path] = (renders[route.path] ?? 0) + 1;
    return <Content path={route.path} />;
  },
}));

function Content({ path }: { path: string }) {
  const [params] = useSearchParams();
  useNavigate();
  (routeContexts[path] ??= new Set()).add(useContext(UNSAFE_RouteContext));
  return (
    <div data-testid={path}>
      {params.toString()}
      <span data-testid={`${path} active`}>{String(usePageActive())}</span>
    </div>
  );
}

const route = (path: string) => ({ path, title: path, module: `.${path}`, remote: 'remote-test' }) as unknown as CatalogRoute;

function Layout() {
  return <KeepAlivePages current={useLocation().pathname} />;
}

/** The layer a kept page's box lies in: hidden (aria-hidden, skipped by content-visibility) while another page is on screen. */
const layer = (path: string) => document.querySelector<HTMLElement>(`.console-page[data-path="${path}"]`)!.parentElement!;

describe('KeepAlivePages', () => {
  beforeEach(() => {
    for (const path of Object.keys(renders)) delete renders[path];
    for (const path of Object.keys(routeContexts)) delete routeContexts[path];
    platformStore.set(catalogAtom, {
      status: 'ready',
      catalog: {
        remotes: [],
        routes: new Map([
          ['/a', route('/a')],
          ['/b', route('/b')],
        ]),
      },
    });
  });

  it('a navigation elsewhere renders no kept page again, hidden or shown; a page still gets its own address', async () => {
    const router = createMemoryRouter([{ path: '*', element: <Layout /> }], { initialEntries: ['/a?x=1'] });
    render(
      <Provider store={platformStore}>
        <RouterProvider router={router} />
      </Provider>,
    );
    expect(screen.getByTestId('/a').textContent).toBe('x=1true');

    await act(() => router.navigate('/b?y=2'));
    expect(layer('/a').getAttribute('aria-hidden')).toBe('true');
    expect(layer('/b').hasAttribute('aria-hidden')).toBe(false);
    // Nothing inherited changes in the hidden page: visibility or inert on it restyled all of it.
    expect(screen.getByTestId('/a').closest('[inert], [style*="visibility"]')).toBeNull();
    // The hidden page keeps its own address, and knows it is hidden.
    expect(screen.getByTestId('/a').textContent).toBe('x=1false');
    expect(screen.getByTestId('/b').textContent).toBe('y=2true');

    await act(() => router.navigate('/a?x=1'));
    expect(layer('/a').hasAttribute('aria-hidden')).toBe(false);
    expect(layer('/b').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByTestId('/a active').textContent).toBe('true');
    expect(renders).toEqual({ '/a': 1, '/b': 1 });
    // Nor do its routes: what its content reads from them is what it read first.
    expect(routeContexts['/a']?.size).toBe(1);
    expect(routeContexts['/b']?.size).toBe(1);

    // A new address for the page on screen is its own navigation: it renders with it.
    await act(() => router.navigate('/a?x=2'));
    expect(screen.getByTestId('/a').textContent).toBe('x=2true');
    expect(renders).toEqual({ '/a': 2, '/b': 1 });
  });
});
