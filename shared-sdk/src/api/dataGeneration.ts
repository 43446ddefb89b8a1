/**
 * The console's data generation: how many writes this console (shell and every remote, one browser
 * tab) has made successfully. A kept page shown again compares it with the one it fetched at
 * (pageKit/freshOnReturn.tsx): a page that cannot have changed asks nothing.
 *
 * Contract entries count their writes (contract/index.ts), and each remote bundles its own copy of
 * them: the count is kept under a global symbol, so every copy counts on the same one.
 */
const KEY = Symbol.for('console-platform.dataGeneration');
const registry = globalThis as { [KEY]?: { writes: number } };
const counter = (registry[KEY] ??= { writes: 0 });

export const dataGeneration = (): number => counter.writes;

/** A write succeeded: whatever a kept page shows may have changed. */
export function noteWrite(): void {
  counter.writes += 1;
}
