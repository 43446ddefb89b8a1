import { createContext, useEffect, useRef } from 'react';
import { useInRouterContext, useLocation } from 'react-router-dom';
import type { Page, PageQuery } from '../api/envelope';
import { toQueryParams, type FilterField } from './filters';
import { listRequestKey, type Query } from './ListPage';
import { listStateFromSearch } from './listLocation';

type Fetch = (query: Query & PageQuery) => Promise<Page<unknown>>;

/** A list request started before the list was there: the key of its query and its answer. */
interface EarlyRequest {
  key: string;
  page: Promise<Page<unknown>>;
}
type EarlyList = { current: EarlyRequest | null };

/** The request a page started for its list while it loaded what it needs to declare itself. */
export const EarlyListContext = createContext<EarlyList | null>(null);

/**
 * For a page that loads something before it can declare itself (Loaded), when its list does not
 * depend on it: starts the list's first request on mount, beside the loader's, as the list will
 * make it (the search, page and order of the page's own URL), instead of one round trip after it.
 */
export function useEarlyList(declared: () => { filters: FilterField[]; fetch: Fetch } | undefined): EarlyList {
  const early = useRef<EarlyRequest | null>(null);
  // Whether there is a router never changes for a mounted page, so the hooks keep their order.
  const routed = useInRouterContext();
  // eslint-disable-next-line react-hooks/rules-of-hooks -- the condition is fixed for the component's life (above)
  const search = routed ? useLocation().search : '';
  useEffect(() => {
    // Declared here, once: the page's renders need none of it.
    const list = declared();
    if (!list || early.current) return;
    const state = listStateFromSearch(list.filters, new URLSearchParams(search));
    const key = listRequestKey(toQueryParams(list.filters, state.values), state);
    const page = list.fetch(JSON.parse(key) as Query & PageQuery);
    // Its failure is the list's to show, when the list takes it.
    page.catch(() => undefined);
    early.current = { key, page };
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, with the address the page opened at
  return early;
}

/** `fetch`, whose first request is answered by the one started early if it is the same: a reload or another search asks again. */
export function takingEarly<Row>(fetch: (query: Query & PageQuery) => Promise<Page<Row>>, early: EarlyList | null) {
  return (query: Query & PageQuery): Promise<Page<Row>> => {
    const started = early?.current;
    if (!started) return fetch(query);
    early!.current = null;
    return started.key === JSON.stringify(query) ? (started.page as Promise<Page<Row>>) : fetch(query);
  };
}
