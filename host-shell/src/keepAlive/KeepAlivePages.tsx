import { atom, useAtomValue } from 'jotai';
import { Activity, memo, Suspense, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Route, Routes, useLocation, type Location } from 'react-router-dom';
import { platformStore } from '@console/sdk';
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

/** Each page scrolls in its own box, and gets its scroll position back when shown again. */
function ScrollKeeper({ path, children }: { path: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const position = useRef(0);
  useLayoutEffect(() => {
    if (box.current) box.current.scrollTop = position.current;
  });
  return (
    <div ref={box} className="console-page" data-path={path} onScroll={(event) => (position.current = event.currentTarget.scrollTop)}>
      {children}
    </div>
  );
}

/**
 * One kept page. Memoised: a navigation re-renders the layout, and without this every kept page
 * (hidden ones included) would render again although its route and location did not change; the
 * page coming back into view would render all its rows before it shows.
 */
const KeptPage = memo(function KeptPage({ path, route, location }: { path: string; route: CatalogRoute; location: Location | undefined }) {
  return (
    <ScrollKeeper path={path}>
      <Routes location={location}>
        <Route path="*" element={<RemotePage route={route} />} />
      </Routes>
    </ScrollKeeper>
  );
});

/**
 * The visited pages of open tabs, each with its own location, the current one visible and the
 * others hidden by React's <Activity>: switching back shows a page exactly as it was left.
 */
export function KeepAlivePages({ current }: { current: string | null }) {
  const { catalog } = useAtomValue(catalogAtom);
  const tabs = useAtomValue(tabsAtom);
  const refreshCounts = useAtomValue(refreshCountsAtom);
  const location = useLocation();
  const order = useRef<string[]>([]);
  const locations = useRef(new Map<string, Location>());

  if (current) locations.current.set(current, location);
  order.current = keptPages(order.current, current, tabs.map((tab) => tab.path), HIDDEN_PAGE_LIMIT);
  for (const path of locations.current.keys()) if (!order.current.includes(path)) locations.current.delete(path);

  return (
    // One Suspense outside every Activity (MF-NOTES: one per Activity slowed first visits).
    <Suspense fallback={<RouteLoading />}>
      {order.current.map((path) => {
        const route = catalog.routes.get(path);
        if (!route) return null;
        return (
          <Activity key={`${path}#${refreshCounts[path] ?? 0}`} mode={path === current ? 'visible' : 'hidden'}>
            <KeptPage path={path} route={route} location={locations.current.get(path)} />
          </Activity>
        );
      })}
    </Suspense>
  );
}
