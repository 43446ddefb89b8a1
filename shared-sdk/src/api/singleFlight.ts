/**
 * Runs `task` at most once at a time: every caller during a run shares the same promise.
 * Token renewal uses it so that however many responses ask, one refresh is in flight.
 */
export function singleFlight<T>(task: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | null = null;
  return () => {
    inFlight ??= task().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}
