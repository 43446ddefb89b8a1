import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useInRouterContext, useLocation, useSearchParams } from 'react-router-dom';

/** The router's position of the current history entry (react-router keeps `idx` in history.state). */
const historyIndex = (): number => (window.history.state as { idx?: number } | null)?.idx ?? 0;
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../constants';
import type { FilterField, FilterOption } from './filters';

/**
 * What a list shows: its search form's values, page, page size and order. It lives in
 * the URL, so a list can be shared as a link, and back and forward step through searches, inside a
 * kept-alive tab too (each kept page reads its own location).
 */
export interface ListState {
  values: Record<string, unknown>;
  pageIndex: number;
  pageSize: number;
  sortField?: string;
  sortOrder?: 'ascend' | 'descend';
}

export const LIST_KEYS = { page: 'page', size: 'size', sort: 'sort', order: 'order' } as const;
const DAY = 'YYYY-MM-DD';

/** The value a URL string stands for in a select: the option whose value prints the same. */
function optionValue(options: FilterField & { kind: 'select' | 'multiSelect' }, raw: string): unknown {
  const list: FilterOption[] = Array.isArray(options.options) ? options.options : [];
  return list.find((option) => String(option.value) === raw)?.value ?? raw;
}

export function listStateFromSearch(fields: FilterField[], search: URLSearchParams): ListState {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.kind === 'dateRange') {
      const from = search.get(`${field.name}From`);
      const to = search.get(`${field.name}To`);
      if (from || to) values[field.name] = [from ? dayjs(from, DAY) : null, to ? dayjs(to, DAY) : null];
      continue;
    }
    const raw = search.get(field.name);
    if (raw === null || raw === '') continue;
    if (field.kind === 'number') values[field.name] = Number(raw);
    else if (field.kind === 'select') values[field.name] = optionValue(field, raw);
    else if (field.kind === 'multiSelect') values[field.name] = raw.split(',').map((one) => optionValue(field, one));
    else values[field.name] = raw;
  }
  const page = Number(search.get(LIST_KEYS.page));
  const size = Number(search.get(LIST_KEYS.size));
  const order = search.get(LIST_KEYS.order);
  return {
    values,
    pageIndex: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: (PAGE_SIZE_OPTIONS as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    sortField: search.get(LIST_KEYS.sort) ?? undefined,
    sortOrder: order === 'ascend' || order === 'descend' ? order : undefined,
  };
}

/** The list's keys written into `base` (other keys of the URL are kept); defaults are left out. */
export function listStateToSearch(fields: FilterField[], state: ListState, base = new URLSearchParams()): URLSearchParams {
  const search = new URLSearchParams(base);
  for (const key of listKeys(fields)) search.delete(key);
  for (const field of fields) {
    const value = state.values[field.name];
    if (value === undefined || value === null || value === '') continue;
    if (field.kind === 'dateRange') {
      const [from, to] = (Array.isArray(value) ? value : []) as (Dayjs | null)[];
      if (from) search.set(`${field.name}From`, dayjs(from).format(DAY));
      if (to) search.set(`${field.name}To`, dayjs(to).format(DAY));
    } else if (Array.isArray(value)) {
      if (value.length) search.set(field.name, value.join(','));
    } else {
      const text = String(value).trim();
      if (text) search.set(field.name, text);
    }
  }
  if (state.pageIndex > 1) search.set(LIST_KEYS.page, String(state.pageIndex));
  if (state.pageSize !== DEFAULT_PAGE_SIZE) search.set(LIST_KEYS.size, String(state.pageSize));
  if (state.sortField && state.sortOrder) {
    search.set(LIST_KEYS.sort, state.sortField);
    search.set(LIST_KEYS.order, state.sortOrder);
  }
  return search;
}

function listKeys(fields: FilterField[]): string[] {
  return [...fields.flatMap((field) => (field.kind === 'dateRange' ? [`${field.name}From`, `${field.name}To`] : [field.name])), ...Object.values(LIST_KEYS)];
}

const hasListKeys = (fields: FilterField[], search: URLSearchParams) => listKeys(fields).some((key) => search.has(key));

const INITIAL: ListState = { values: {}, pageIndex: 1, pageSize: DEFAULT_PAGE_SIZE };

/** Outside a router (unit tests, a dialog's list): the state is the component's own. */
function useOwnListState(): [ListState, (next: ListState) => void] {
  return useState<ListState>(INITIAL);
}

function useUrlListState(fields: FilterField[]): [ListState, (next: ListState) => void] {
  const [search, setSearch] = useSearchParams();
  // The page's own location (a kept-alive page has one of its own), at an entry of the history.
  const { key: entry } = useLocation();
  const key = search.toString();
  const fieldsRef = useRef(fields);
  fieldsRef.current = fields;
  const last = useRef<ListState>(INITIAL);
  const newest = useRef(-1);
  // A tab switch or a sidebar click arrives at the bare path as a new, newest history entry: the list
  // shows what it showed before, and the URL gets it back below. Back and forward (to an older entry,
  // also after a reload) adopt what the entry says.
  const index = historyIndex();
  const restoring =
    index > newest.current && newest.current >= 0 && !hasListKeys(fields, search) && hasListKeys(fields, listStateToSearch(fields, last.current));
  const parsed = useMemo(() => listStateFromSearch(fieldsRef.current, new URLSearchParams(key)), [key]);
  const state = restoring ? last.current : parsed;
  useEffect(() => {
    newest.current = Math.max(newest.current, historyIndex());
    if (restoring) setSearch(listStateToSearch(fieldsRef.current, last.current, new URLSearchParams(key)), { replace: true });
    else last.current = parsed;
  }, [restoring, parsed, key, entry, setSearch]);
  const set = (next: ListState) => {
    last.current = next;
    setSearch(listStateToSearch(fieldsRef.current, next, new URLSearchParams(key)));
  };
  return [state, set];
}

export function useListState(fields: FilterField[], own = false): [ListState, (next: ListState) => void] {
  // Whether there is a router (and whether the list keeps its own state) never changes for a mounted list, so the hooks below keep their order.
  const routed = useInRouterContext();
  // eslint-disable-next-line react-hooks/rules-of-hooks -- the condition is fixed for the component's life (above)
  return routed && !own ? useUrlListState(fields) : useOwnListState();
}
