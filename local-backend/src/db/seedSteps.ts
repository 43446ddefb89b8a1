import { AREA_SEED_STEPS } from '../areas';
import { withoutRollupTriggers } from '../areas/platform/rollups';
import type { Db } from './database';
import { faker } from './fake';
import type { SeedStep } from './seedStep';

/**
 * The steps in run order: each after the steps it names, a step that continues another's faker
 * sequence right after that step, otherwise in the order the areas list them. Refuses a name used
 * twice, a table two steps claim, an unknown `after` or `continues`, a sequence continued twice,
 * and a cycle.
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
  const find = (step: SeedStep, name: string) => {
    const found = byName.get(name);
    if (!found) throw new Error(`种子步骤「${step.name}」依赖的「${name}」不存在`);
    return found;
  };
  /** The step that continues each step's faker sequence. */
  const continuer = new Map<SeedStep, SeedStep>();
  for (const step of steps) {
    if (typeof step.fakerSeed === 'number') continue;
    const before = find(step, step.fakerSeed.continues);
    if (continuer.has(before)) throw new Error(`种子步骤「${before.name}」的随机序列被两个步骤接续`);
    continuer.set(before, step);
  }
  const ordered: SeedStep[] = [];
  const visiting = new Set<string>();
  const visit = (step: SeedStep) => {
    if (ordered.includes(step)) return;
    if (visiting.has(step.name)) throw new Error(`种子步骤循环依赖：${[...visiting, step.name].join(' → ')}`);
    const continued = typeof step.fakerSeed === 'number' ? undefined : find(step, step.fakerSeed.continues);
    // The step it continues places it, right after itself.
    if (continued && !ordered.includes(continued)) return visit(continued);
    visiting.add(step.name);
    for (const name of step.after ?? []) visit(find(step, name));
    visiting.delete(step.name);
    if (continued && ordered.at(-1) !== continued) throw new Error(`种子步骤「${step.name}」须紧接「${continued.name}」运行`);
    ordered.push(step);
    const next = continuer.get(step);
    if (next) visit(next);
  };
  for (const step of steps) visit(step);
  return ordered;
}

/** Every area's seed steps, in run order. */
export const SEED_STEPS: readonly SeedStep[] = orderSteps(Object.values(AREA_SEED_STEPS).flat());

const isEmpty = (db: Db, table: string) => (db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number) === 0;

/**
 * Runs the seed steps whose tables are empty, in one transaction; answers what it seeded. The rollups'
 * triggers are off meanwhile and the rollups counted once at the end (withoutRollupTriggers, in the same
 * transaction): a quarter less time than keeping them row by row.
 */
export function seedMissing(db: Db, steps: readonly SeedStep[] = SEED_STEPS): string[] {
  const done: string[] = [];
  if (!steps.some((step) => isEmpty(db, step.table))) return done;
  db.transaction(() =>
    withoutRollupTriggers(db, () => {
      for (const step of steps) {
        if (!isEmpty(db, step.table)) continue;
        if (typeof step.fakerSeed === 'number') faker.seed(step.fakerSeed);
        step.fill(db);
        done.push(step.name);
      }
    }),
  )();
  return done;
}
