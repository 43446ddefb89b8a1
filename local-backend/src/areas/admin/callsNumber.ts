import { callsNumberApi, callsNumber, CALLS_NUMBER_OPERATOR, CALLS_NUMBER_STATUS } from '@console/remote-admin/contract';
import type { Db } from '../../db/database';
import { companyPicker, faker, mobile, recent } from '../../db/fake';
import { now } from '../../db/time';
import type { CurrentUser } from '../../http/auth';
import { define, type Endpoints } from '../../http/endpoint';
import { forbidden } from '../../http/envelope';
import { fromTable, leftJoinOne } from '../../http/from';
import { allOf, pageOf } from '../../http/page';
import { paging, requiredInteger, type Params } from '../../http/params';
import { inputOf, resourceList } from '../../http/resource';
import { restrictTo } from '../../http/scope';
import { sendSheet } from '../../http/sheet';
import { Where } from '../../http/where';

/** Through these columns a row belongs to an agent, a company and the user who added it (`restrictTo`). */
const OWNERSHIP = { agent: 't.agent_id', company: 't.company_id', user: 't.user_id' };

const LIST = resourceList(callsNumber, {
  phoneNumber: 't.phone_number',
  operator: 't.operator',
  city: 't.city',
  dailyLimit: 't.daily_limit',
  status: 't.status',
  createdAt: 't.created_at',
  companyName: 'c.name',
  agentName: 'a.name',
});

function listQuery(db: Db, user: CurrentUser, params: Params) {
  const where = LIST.where(params);
  restrictTo(db, where, user, OWNERSHIP);
  return {
    select: `t.id, t.phone_number AS phoneNumber, t.operator AS operator, t.city AS city, t.daily_limit AS dailyLimit, t.status AS status, t.created_at AS createdAt, COALESCE(c.name, '') AS companyName, COALESCE(a.name, '') AS agentName`,
    from: fromTable('admin_calls_number', 't', leftJoinOne('companies', 'c', 't.company_id'), leftJoinOne('agents', 'a', 't.agent_id')),
    where,
    order: LIST.order(params, 't.created_at DESC, t.id DESC'),
  };
}

/** A save's values as columns (a field not sent is left as it was). */
function columnsOf(params: Params): Record<string, unknown> {
  const input = inputOf(callsNumber, params);
  const values: Record<string, unknown> = {
    phone_number: input.phoneNumber,
    operator: input.operator,
    city: input.city,
    daily_limit: input.dailyLimit,
    status: input.status,
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

/** 外呼号码 (/callsNumber): written by pnpm new-page. */
export const callsNumberEndpoints: Endpoints = [
  define({ call: callsNumberApi.list, handler: ({ db, params, user }) => pageOf(db, listQuery(db, user, params), paging(params)) }),
  define({
    call: callsNumberApi.add,
    handler: ({ db, params, user }) => {
      const values = { ...columnsOf(params), created_at: now(), agent_id: user.agentId, company_id: user.companyId, user_id: user.id };
      const columns = Object.keys(values);
      const sql = `INSERT INTO admin_calls_number (${columns.join(', ')}) VALUES (${columns.map((column) => `@${column}`).join(', ')})`;
      return { id: Number(db.prepare(sql).run(values).lastInsertRowid) };
    },
  }),
  define({
    call: callsNumberApi.update,
    handler: ({ db, params, user }) => {
      const where = new Where().eq('t.id', requiredInteger(params, 'id', '编号'));
      restrictTo(db, where, user, OWNERSHIP);
      const found = db
        .prepare(`SELECT t.id FROM admin_calls_number t ${where}`)
        .pluck()
        .get(...where.values) as number | undefined;
      if (!found) throw forbidden();
      const values = columnsOf(params);
      const set = Object.keys(values).map((column) => `${column} = @${column}`);
      if (set.length) db.prepare(`UPDATE admin_calls_number SET ${set.join(', ')} WHERE id = @id`).run({ ...values, id: found });
      return null;
    },
  }),
  define({
    call: callsNumberApi.delete,
    handler: ({ db, params, user }) => {
      const where = new Where().eq('t.id', requiredInteger(params, 'id', '编号'));
      restrictTo(db, where, user, OWNERSHIP);
      const found = db
        .prepare(`SELECT t.id FROM admin_calls_number t ${where}`)
        .pluck()
        .get(...where.values) as number | undefined;
      if (!found) throw forbidden();
      db.prepare('DELETE FROM admin_calls_number WHERE id = ?').run(found);
      return null;
    },
  }),
  define({
    call: callsNumberApi.export,
    handler: ({ db, params, reply, user }) => sendSheet(reply, params, '外呼号码', callsNumberApi.export.columns, allOf(db, listQuery(db, user, params))),
  }),
];

/** Seed step: 3000 rows over the seeded companies (3 in 10 the first one's), each with its agent and one of its users or none. */
export function seedCallsNumber(db: Db): void {
  const { pickCompany, usersOf } = companyPicker(db);
  const insert = db.prepare(
    'INSERT INTO admin_calls_number (phone_number, operator, city, daily_limit, status, created_at, agent_id, company_id, user_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  for (let i = 0; i < 3000; i++) {
    const company = pickCompany();
    insert.run(
      mobile(),
      faker.helpers.arrayElement(CALLS_NUMBER_OPERATOR.values),
      faker.location.city(),
      faker.number.int({ min: 1, max: 5000 }),
      faker.helpers.arrayElement(CALLS_NUMBER_STATUS.values),
      recent(365),
      company.agent_id,
      company.id,
      faker.helpers.arrayElement([...(usersOf.all(company.id) as number[]), null]),
    );
  }
}
