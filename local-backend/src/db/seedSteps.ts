import { AREA_SEED_STEPS } from '../areas';
import type { Db } from './database';
import { faker } from './fake';

/**
 * A seed step fills its tables when `table` is empty: a migration's new table gets its rows too.
 * Each area declares its steps in `src/areas/<area>/seed.ts` and lists them in `src/areas/index.ts`;
 * this file only orders and runs them.
 */
export interface SeedStep {
  /** Shown when the backend starts; other steps' `after` name it. */
  name: string;
  /** The step runs when this table is empty. */
  table: string;
  /** `faker.seed(n)` right before `fill`: a step's rows depend on its own seed only, not on the steps before it. */
  fakerSeed: number;
  /** The steps whose rows this one reads (another area's included): they run first. */
  after?: readonly string[];
  fill: (db: Db) => void;
}

/**
 * The steps in run order: each after the steps it names, otherwise in the order the areas list
 * them. Refuses a name used twice, a table two steps claim, an unknown `after` and a cycle.
 */
export function orderSteps(steps: readonly SeedStep[]): SeedStep[] {
  const byName = new Map<string, SeedStep>();
  const tables = new Set<string>();
  for (const step of steps) {
    if (byName.has(step.name)) throw new Error(`种子步骤重名：${step.name}`);
    if (tables.has(step.table)) throw new Error(`种子步骤「${step.name}」的表 ${step.table} 已由另一个步骤填充`);
    byName.set(step.name, step);
    tables.add(step.table);
  }
  const ordered: SeedStep[] = [];
  const visiting = new Set<string>();
  const visit = (step: SeedStep) => {
    if (ordered.includes(step)) return;
    if (visiting.has(step.name)) throw new Error(`种子步骤循环依赖：${[...visiting, step.name].join(' → ')}`);
    visiting.add(step.name);
    for (const name of step.after ?? []) {
      const before = byName.get(name);
      if (!before) throw new Error(`种子步骤「${step.name}」依赖的「${name}」不存在`);
      visit(before);
    }
    visiting.delete(step.name);
    ordered.push(step);
  };
  for (const step of steps) visit(step);
  return ordered;
}

/** Every area's seed steps, in run order. */
export const SEED_STEPS: readonly SeedStep[] = orderSteps(Object.values(AREA_SEED_STEPS).flat());

const isEmpty = (db: Db, table: string) => (db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number) === 0;

/** Runs the seed steps whose tables are empty, in one transaction; answers what it seeded. */
export function seedMissing(db: Db, steps: readonly SeedStep[] = SEED_STEPS): string[] {
  const done: string[] = [];
  db.transaction(() => {
    for (const step of steps) {
      if (!isEmpty(db, step.table)) continue;
      faker.seed(step.fakerSeed);
      step.fill(db);
      done.push(step.name);
    }
  })();
  return done;
}
