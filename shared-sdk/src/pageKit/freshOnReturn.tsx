import { memo, useEffect, useRef, type RefObject } from 'react';
import { dataGeneration } from '../api/dataGeneration';
import { usePageActive } from './pageActive';

/**
 * How old a kept page's data may be when it is shown again, with no write in this console since:
 * what others change (other users, other browser tabs, calls placed by the platform) reaches a page
 * at most this late without 刷新. Five minutes: a figure older than that is no longer "what I just
 * saw", and a user who goes back and forth between tabs within minutes asks nothing again.
 */
export const STALE_AFTER_MS = 5 * 60_000;

/** When a page's data was fetched: the console's data generation and the time its fetch started. */
export interface Fetched {
  generation: number;
  at: number;
}

export const fetchedNow = (): Fetched => ({ generation: dataGeneration(), at: Date.now() });

/** Whether data fetched at `fetched` may have changed: a write since, or older than STALE_AFTER_MS. */
export const mayHaveChanged = (fetched: Fetched): boolean => fetched.generation !== dataGeneration() || Date.now() - fetched.at >= STALE_AFTER_MS;

/**
 * Put inside a kept page's data holder (a list, a loaded declaration): when its page is shown
 * again and its data (`fetched`, set whenever it fetches) may have changed, `refresh` fetches it
 * again, after the page is on screen. It is the one component that renders when the page hides or
 * shows (its props stay the same objects), so showing a page costs nothing more.
 */
export const FreshOnReturn = memo(function FreshOnReturn({ fetched, refresh }: { fetched: RefObject<Fetched | null>; refresh: () => void }) {
  const active = usePageActive();
  const wasActive = useRef(active);
  useEffect(() => {
    const returned = active && !wasActive.current;
    wasActive.current = active;
    if (returned && fetched.current && mayHaveChanged(fetched.current)) refresh();
  }, [active, fetched, refresh]);
  return null;
});
