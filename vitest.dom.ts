/**
 * What every package whose tests render React shares: a DOM, and a time limit that only catches a
 * hang. A rendered page test takes 1-3 s alone and past vitest's default 5 s on two busy cores; the
 * limit is no measure of speed.
 */
export const domTests = { environment: 'happy-dom', testTimeout: 30_000 } as const;
