import { seedOrganisation, seedTopUps } from '../areas/admin/seed';
import { seedBlacklist, seedMarkers } from '../areas/carrier/seed';
import { seedCalls } from '../areas/cloudcall/seed';
import { seedCrm, seedCustomersAndClues, seedDirectory } from '../areas/crm/seed';
import { seedInventory, seedStock } from '../areas/inventory/seed';
import { seedReminders } from '../areas/platform/seed';
import { seedSipAccounts } from '../areas/shell/seed';
import type { Db } from './database';
import { faker, seedStart } from './fake';

/** A seed step fills its tables when `table` is empty: a migration's new table gets its rows too. */
export interface SeedStep {
  name: string;
  table: string;
  fill: (db: Db) => void;
}

/**
 * Every domain's seed step, in dependency order (later steps may read earlier rows). A step's areas
 * (`src/areas/<area>/seed.ts`) draw from one faker sequence, in the order written here: moving a call
 * changes every row seeded after it.
 */
export const SEED_STEPS: SeedStep[] = [
  {
    name: '账号与业务数据',
    table: 'users',
    fill: (db) => {
      faker.seed(20261122);
      const start = seedStart();
      seedOrganisation(db, start); // admin: brands, agents, companies, departments, users
      seedSipAccounts(db); // shell
      seedBlacklist(db, start); // carrier
      seedCalls(db); // cloudcall: call records, risk list
      seedMarkers(db); // carrier
      seedCustomersAndClues(db); // crm
      seedInventory(db); // inventory: purchase orders, warning numbers
      seedTopUps(db); // admin
    },
  },
  {
    name: '企业名录',
    table: 'directory_companies',
    fill: (db) => {
      faker.seed(20261123);
      seedDirectory(db); // crm (lead finding)
    },
  },
  {
    name: 'CRM与线索',
    table: 'crm_dictionary',
    fill: (db) => {
      faker.seed(20261205);
      const start = seedStart();
      seedCrm(db, start); // crm
      seedReminders(db, start); // platform: return visits
    },
  },
  {
    name: '库存',
    table: 'inventory_goods',
    fill: (db) => {
      faker.seed(20261124);
      seedStock(db); // inventory: goods, movements, shipments, white cards, frequency limits
    },
  },
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
