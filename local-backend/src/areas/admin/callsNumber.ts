import { CALLS_NUMBER_OPERATOR, CALLS_NUMBER_STATUS, CALLS_NUMBER_TEXTS, callsNumber, callsNumberApi } from '@console/remote-admin/contract';
import type { Db } from '../../db/database';
import { faker, recent } from '../../db/fake';
import { now } from '../../db/time';
import { define, type Endpoints } from '../../http/endpoint';
import { listEndpoints } from '../../http/listEndpoints';
import { invalid, notFound } from '../../http/envelope';
import { joinOne, leftJoinOne } from '../../http/from';
import { requiredInteger, type Params } from '../../http/params';
import { inputOf } from '../../http/resource';
import { bindTable, deleteRow, insertRow, tableQuery, updateRow } from '../../http/table';

const CALLS_NUMBERS = bindTable(callsNumber, {
  table: 'admin_calls_number',
  alias: 't',
  // The agent is the company's: a company moved to another agent takes its numbers along.
  joins: [joinOne('companies', 'c', 't.company_id'), leftJoinOne('agents', 'a', 'c.agent_id')],
  columns: { companyName: 'c.name', agentName: "COALESCE(a.name, '')" },
  order: 't.created_at DESC, t.id DESC',
  noun: '外呼号码',
});

/** Adds or edits a number: its company must exist, and a number belongs to one company. */
function save(db: Db, params: Params, id: number | undefined) {
  const input = inputOf(callsNumber, params);
  return db.transaction(() => {
    if (!db.prepare('SELECT 1 FROM companies WHERE id = ?').get(input.companyId)) throw notFound('企业');
    const holder = db
      .prepare('SELECT c.name FROM admin_calls_number t JOIN companies c ON c.id = t.company_id WHERE t.phone_number = ? AND t.id IS NOT ?')
      .pluck()
      .get(input.phoneNumber, id ?? null) as string | undefined;
    if (holder) throw invalid(CALLS_NUMBER_TEXTS.taken(holder));
    const values = { ...input, city: input.city ?? '' };
    if (id !== undefined) {
      updateRow(db, CALLS_NUMBERS, id, values);
      return { id };
    }
    return { id: insertRow(db, CALLS_NUMBERS, values, { created_at: now() }) };
  })();
}

/** 外呼号码 (/callsNumber). */
export const callsNumberEndpoints: Endpoints = [
  ...listEndpoints({ list: callsNumberApi.list, sheet: callsNumberApi.export, fileName: '外呼号码', query: ({ params }) => tableQuery(CALLS_NUMBERS, params) }),
  define({ call: callsNumberApi.add, handler: ({ db, params }) => save(db, params, undefined) }),
  define({
    call: callsNumberApi.update,
    handler: ({ db, params }) => {
      save(db, params, requiredInteger(params, 'id', '外呼号码', { min: 1 }));
      return null;
    },
  }),
  define({ call: callsNumberApi.delete, handler: ({ db, params }) => deleteRow(db, CALLS_NUMBERS, requiredInteger(params, 'id', '外呼号码', { min: 1 })) }),
];

const AREA_CODES = ['010', '021', '020', '0755', '0571', '025', '027', '028', '023', '0512', '0532', '0731'];

/** A calling number as carriers hand them out: mostly landlines with an area code, some mobiles, a few 95 and 400 numbers. */
function callingNumber(): string {
  return faker.helpers.weightedArrayElement([
    { weight: 6, value: () => `${faker.helpers.arrayElement(AREA_CODES)}${faker.string.numeric({ length: 8, allowLeadingZeros: false })}` },
    { weight: 3, value: () => `1${faker.helpers.arrayElement(['3', '5', '7', '8', '9'])}${faker.string.numeric(9)}` },
    { weight: 1, value: () => faker.helpers.arrayElement([`95${faker.string.numeric(6)}`, `400${faker.string.numeric(7)}`]) },
  ])();
}

/** Seed step: 3000 numbers over the seeded companies, more for the companies with more seats. */
export function seedCallsNumber(db: Db): void {
  const companies = db.prepare('SELECT id, seats FROM companies ORDER BY id').all() as { id: number; seats: number }[];
  const weighted = companies.map((company) => ({ weight: Math.max(1, company.seats), value: company.id }));
  const insert = db.prepare(
    'INSERT OR IGNORE INTO admin_calls_number (phone_number, operator, city, daily_limit, status, created_at, company_id) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  let added = 0;
  while (added < 3000) {
    const result = insert.run(
      callingNumber(),
      faker.helpers.arrayElement(CALLS_NUMBER_OPERATOR.values),
      faker.location.city(),
      faker.helpers.arrayElement([200, 300, 500, 800, 1000, 2000]),
      faker.helpers.weightedArrayElement([
        { weight: 9, value: CALLS_NUMBER_STATUS.values[0] },
        { weight: 1, value: CALLS_NUMBER_STATUS.values[1] },
      ]),
      recent(540),
      faker.helpers.weightedArrayElement(weighted),
    );
    added += result.changes;
  }
}
