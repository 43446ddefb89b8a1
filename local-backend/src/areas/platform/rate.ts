/** The longest time one tick makes up for (the machine asleep, the process stalled): a burst stays small. */
export const MAX_CATCH_UP_MS = 60_000;

/** How often a server timer steps a rate. */
export const RATE_TICK_MS = 1000;

/** Work stepped at a rate: each tick does what fell due since the previous one (or the start). */
export interface RateWorker {
  /** Does the units due between the previous tick (or the start) and `now` (ms); answers what the work answered. */
  tick(now: number): number;
}

/**
 * Work done at `perSecond` units a second (fractions carried over: 0.2 is one every 5 s), stepped by its
 * caller from `start` (ms): the batches' calls, the marker queue's numbers. `work` gets the whole units
 * due and the tick's time, and answers how many it did.
 */
export function atRate(perSecond: number, start: number, work: (units: number, now: number) => number): RateWorker {
  let last = start;
  let due = 0;
  return {
    tick(now) {
      due += (Math.min(MAX_CATCH_UP_MS, Math.max(0, now - last)) / 1000) * perSecond;
      last = now;
      const units = Math.floor(due);
      due -= units;
      return units > 0 ? work(units, now) : 0;
    },
  };
}

/** Steps the worker `make` builds on a server timer every RATE_TICK_MS; 0 a second runs nothing. Answers its stop. */
export function scheduleRate(perSecond: number, make: (start: number) => RateWorker): () => void {
  if (!(perSecond > 0)) return () => {};
  const worker = make(Date.now());
  const timer = setInterval(() => worker.tick(Date.now()), RATE_TICK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
