import { useEffect, useRef } from 'react';
import { startPolling } from './polling';

/** Polls while `enabled` and mounted; the layout unmounts on logout, so no poll survives it. */
export function usePolling(task: () => unknown, intervalMs: number, enabled: boolean): void {
  const latest = useRef(task);
  latest.current = task;
  useEffect(() => {
    if (!enabled) return;
    return startPolling(() => latest.current(), intervalMs);
  }, [intervalMs, enabled]);
}
