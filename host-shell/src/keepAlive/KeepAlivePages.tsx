import { atom, useAtomValue } from 'jotai';
import { memo, Suspense, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { NavigationType, Route, Routes, UNSAFE_LocationContext, UNSAFE_RouteContext, useLocation, type Location } from 'react-router-dom';
import { PageActiveContext, platformStore } from '@console/sdk';
import { revealPagesAtom, slowPagesAtom } from '../loading/loadingState';
import { RouteLoading } from '../loading/RouteLoading';
import type { CatalogRoute } from '../remotes/catalog';
import { catalogAtom } from '../remotes/catalogState';
import { RemotePage } from '../remotes/RemotePage';
import { tabsAtom } from '../tabs/tabsState';
import { keptPages } from './keepAliveRules';

/**
 * Hidden pages kept mounted at most. Chosen from the measurement in bench/keepAlive.ts (see the
 * README's numbers): each kept list page costs a few MB of heap, so 88 kept pages would not do.
 */
export const HIDDEN_PAGE_LIMIT = 12;

/** A tab's 刷新 remounts its page: a new key, fresh state. */
const refreshCountsAtom = atom<Record<string, number>>({});
export function refreshPage(path: string): void {
  platformStore.set(refreshCountsAtom, (counts) => ({ ...counts, [path]: (counts[path] ?? 0) + 1 }));
}

/**
 * Each page scrolls in its own box. A hidden page's box is only out of view: its components stay
 * mounted as they are, effects included, so showing it again re-renders nothing. Its layer is
 * hidden with `content-visibility: hidden` (global.css, keyed to the layer's `aria-hidden`), not
 * `display: none`: the browser keeps the page's layout, so hiding it resizes nothing (a wide table
 * measured its columns again, at width 0, on leaving and at full width on coming back), and showing
 * it again lays nothing out anew. The box and all it holds are then neither painted, hit, focused,
 * found nor read (the browser moves the focus out of it), and the layer sits under the page on
 * screen.
 * Nothing inherited changes in the page: `visibility: hidden` and `inert` on the box did, and the
 * click that left a wide list restyled every element of it (600 and more) before drawing the next
 * page.
 * The box's scroll position is kept here (the hidden box scrolls to the top) and given back on coming
 * back, when it was not the top.
 */
function PageBox({ path, title, visible, children }: { path: string; title: string; visible: boolean; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const position = useRef(0);
  useLayoutEffect(() => {
    // Setting it lays the page out at once: only a page that was scrolled pays for it.
    if (visible && box.current && position.current) box.current.scrollTop = position.current;
  }, [visible]);
  return (
    <div className="console-page-layer" aria-hidden={!visible || undefined}>
      <div
        ref={box}
        className="console-page"
        data-path={path}
        // The box scrolls: a keyboard user must be able to reach it to scroll a page with no control
        // in it (WCAG 2.1.1), and a screen reader names it by the page.
        tabIndex={0}
        role="region"
        aria-label={title}
        // Only while on screen: hidden, the box scrolls to the top by itself.
        onScroll={(event) => visible && (position.current = event.currentTarget.scrollTop)}
      >
        <PageActiveContext.Provider value={visible}>{children}</PageActiveContext.Provider>
      </div>
    </div>
  );
}

/** The route context at the router's root: a kept page's routes start from `/` whatever is current. */
const ROOT_ROUTE = { outlet: null, matches: [], isDataRoute: false };

/**
 * One kept page and its own location. A navigation changes the router's location and route
 * contexts, and every component reading them renders again, memo or not: the page gets them from
 * here instead, fixed while its own location stays, so that a navigation elsewhere renders
 * nothing in it, visible or hidden.
 */
const KeptPage = memo(function KeptPage({ route, location }: { route: CatalogRoute; location: Location }) {
  const own = useMemo(() => ({ location, navigationType: NavigationType.Pop }), [location]);
  return (
    <UNSAFE_LocationContext.Provider value={own}>
      <UNSAFE_RouteContext.Provider value={ROOT_ROUTE}>
        <Routes location={location}>
          <Route path="*" element={<RemotePage route={route} />} />
        </Routes>
      </UNSAFE_RouteContext.Provider>
    </UNSAFE_LocationContext.Provider>
  );
});

const sameAddress = (kept: Location | undefined, next: Location) =>
  kept !== undefined && kept.pathname === next.pathname && kept.search === next.search && kept.hash === next.hash && kept.state === next.state;

/**
 * The visited pages of open tabs, each with its own location, the current one visible and the
 * others hidden: switching back shows a page exactly as it was left, and renders nothing in it.
 * Not React's <Activity>: revealing one re-ran every effect of the page, and the state updates
 * of antd's effects rendered the page again, twice. `pnpm bench`: back to a kept tab in 29 ms,
 * against 102 ms at 5c734de (Activity). Hidden pages keep their effects; the kit's run no timers.
 */
export function KeepAlivePages({ current }: { current: string | null }) {
  const { catalog } = useAtomValue(catalogAtom);
  const tabs = useAtomValue(tabsAtom);
  const refreshCounts = useAtomValue(refreshCountsAtom);
  const slowPages = useAtomValue(slowPagesAtom);
  // A page's code arrived while a loading state is on screen: this render reveals it unthrottled.
  useAtomValue(revealPagesAtom);
  const location = useLocation();
  const order = useRef<string[]>([]);
  const locations = useRef(new Map<string, Location>());

  // Coming back to a page makes a new location for the same address: the page keeps the one it
  // has, and renders nothing again.
  if (current && !sameAddress(locations.current.get(current), location)) locations.current.set(current, location);
  order.current = keptPages(
    order.current,
    current,
    tabs.map((tab) => tab.path),
    HIDDEN_PAGE_LIMIT,
  );
  for (const path of locations.current.keys()) if (!order.current.includes(path)) locations.current.delete(path);

  return (
    // One Suspense outside every page (MF-NOTES: one per kept page slowed first visits): a
    // navigation is a transition, so the page on screen stays while the next one's code loads. A
    // page whose code is slow (slowPagesAtom) gets a boundary of its own: the navigation then
    // shows its tab, loading in its own box, and the page left stays as it was in its tab.
    <Suspense fallback={<RouteLoading />}>
      {order.current.map((path) => {
        const route = catalog.routes.get(path);
        const kept = locations.current.get(path);
        if (!route || !kept) return null;
        const page = <KeptPage route={route} location={kept} />;
        return (
          <PageBox key={`${path}#${refreshCounts[path] ?? 0}`} path={path} title={route.title} visible={path === current}>
            {slowPages.has(path) ? <Suspense fallback={<RouteLoading />}>{page}</Suspense> : page}
          </PageBox>
        );
      })}
    </Suspense>
  );
}
