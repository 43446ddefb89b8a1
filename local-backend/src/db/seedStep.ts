import type { Db } from './database';

/**
 * A seed step fills its tables when `table` is empty: a migration's new table gets its rows too.
 * Each area declares its steps in `src/areas/<area>/seed.ts` (importing this type only);
 * `seedSteps.ts` orders and runs them.
 */
export interface SeedStep {
  /** Shown when the backend starts; other steps' `after` name it. */
  name: string;
  /** The step runs when this table is empty. */
  table: string;
  /**
   * `faker.seed(n)` right before `fill`: a step's rows depend on its own seed only, not on the steps
   * before it. `{ continues }`: no seed of its own, the step draws on where the named step's sequence
   * stopped and runs right after it. Only the organisation step's frozen sequence is continued
   * (its rows were first seeded in one step): a new step takes a seed of its own.
   */
  fakerSeed: number | { continues: string };
  /** The steps whose rows this one reads (another area's included): they run first. */
  after?: readonly string[];
  fill: (db: Db) => void;
}
