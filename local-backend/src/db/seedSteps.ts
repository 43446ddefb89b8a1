import type { Db } from './database';
import { seed, seedDirectory } from './seed';
import { seedCrm } from './seedCrm';

/** A seed step fills its tables when `table` is empty: a migration's new table gets its rows too. */
export interface SeedStep {
  name: string;
  table: string;
  fill: (db: Db) => void;
}

/** Every domain's seed step, in dependency order (later steps may read earlier rows). */
export const SEED_STEPS: SeedStep[] = [
  { name: '账号与业务数据', table: 'users', fill: seed },
  { name: '企业名录', table: 'directory_companies', fill: seedDirectory },
  { name: 'CRM与线索', table: 'crm_dictionary', fill: seedCrm },
];

const isEmpty = (db: Db, table: string) => (db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number) === 0;

/** Runs the seed steps whose tables are empty, in one transaction; answers what it seeded. */
export function seedMissing(db: Db): string[] {
  const done: string[] = [];
  db.transaction(() => {
    for (const step of SEED_STEPS) {
      if (!isEmpty(db, step.table)) continue;
      step.fill(db);
      done.push(step.name);
    }
  })();
  return done;
}
