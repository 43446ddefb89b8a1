import { tonglianPrecisionTubeApi, tonglianPrecisionTube, TONGLIAN_PRECISION_TUBE_STATUS } from '@console/remote-cloudcall/contract';
import type { Db } from '../../db/database';
import { companyPicker, faker, recent } from '../../db/fake';
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

const LIST = resourceList(tonglianPrecisionTube, {
  calleeDailyLimit: 't.callee_daily_limit',
  dailyLimit: 't.daily_limit',
  callStart: 't.call_start',
  callEnd: 't.call_end',
  blockedAreas: 't.blocked_areas',
  status: 't.status',
  updatedAt: 't.updated_at',
  companyName: 'c.name',
  agentName: 'a.name',
});

function listQuery(db: Db, user: CurrentUser, params: Params) {
  const where = LIST.where(params);
  restrictTo(db, where, user, OWNERSHIP);
  return {
    select: `t.id, t.callee_daily_limit AS calleeDailyLimit, t.daily_limit AS dailyLimit, t.call_start AS callStart, t.call_end AS callEnd, t.blocked_areas AS blockedAreas, t.status AS status, t.updated_at AS updatedAt, COALESCE(c.name, '') AS companyName, COALESCE(a.name, '') AS agentName`,
    from: fromTable('cloudcall_tonglian_precision_tube', 't', leftJoinOne('companies', 'c', 't.company_id'), leftJoinOne('agents', 'a', 't.agent_id')),
    where,
    order: LIST.order(params, 't.updated_at DESC, t.id DESC'),
  };
}

/** A save's values as columns (a field not sent is left as it was). */
function columnsOf(params: Params): Record<string, unknown> {
  const input = inputOf(tonglianPrecisionTube, params);
  const values: Record<string, unknown> = {
    callee_daily_limit: input.calleeDailyLimit,
    daily_limit: input.dailyLimit,
    call_start: input.callStart,
    call_end: input.callEnd,
    blocked_areas: input.blockedAreas,
    status: input.status,
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

/** 通联精准管控 (/tonglianPrecisionTube): written by pnpm new-page. */
export const tonglianPrecisionTubeEndpoints: Endpoints = [
  define({ call: tonglianPrecisionTubeApi.list, handler: ({ db, params, user }) => pageOf(db, listQuery(db, user, params), paging(params)) }),
  define({
    call: tonglianPrecisionTubeApi.add,
    handler: ({ db, params, user }) => {
      const values = { ...columnsOf(params), updated_at: now(), agent_id: user.agentId, company_id: user.companyId, user_id: user.id };
      const columns = Object.keys(values);
      const sql = `INSERT INTO cloudcall_tonglian_precision_tube (${columns.join(', ')}) VALUES (${columns.map((column) => `@${column}`).join(', ')})`;
      return { id: Number(db.prepare(sql).run(values).lastInsertRowid) };
    },
  }),
  define({
    call: tonglianPrecisionTubeApi.update,
    handler: ({ db, params, user }) => {
      const where = new Where().eq('t.id', requiredInteger(params, 'id', '编号'));
      restrictTo(db, where, user, OWNERSHIP);
      const found = db
        .prepare(`SELECT t.id FROM cloudcall_tonglian_precision_tube t ${where}`)
        .pluck()
        .get(...where.values) as number | undefined;
      if (!found) throw forbidden();
      const values = columnsOf(params);
      const set = Object.keys(values).map((column) => `${column} = @${column}`);
      if (set.length) db.prepare(`UPDATE cloudcall_tonglian_precision_tube SET ${set.join(', ')} WHERE id = @id`).run({ ...values, id: found });
      return null;
    },
  }),
  define({
    call: tonglianPrecisionTubeApi.delete,
    handler: ({ db, params, user }) => {
      const where = new Where().eq('t.id', requiredInteger(params, 'id', '编号'));
      restrictTo(db, where, user, OWNERSHIP);
      const found = db
        .prepare(`SELECT t.id FROM cloudcall_tonglian_precision_tube t ${where}`)
        .pluck()
        .get(...where.values) as number | undefined;
      if (!found) throw forbidden();
      db.prepare('DELETE FROM cloudcall_tonglian_precision_tube WHERE id = ?').run(found);
      return null;
    },
  }),
  define({
    call: tonglianPrecisionTubeApi.export,
    handler: ({ db, params, reply, user }) =>
      sendSheet(reply, params, '通联精准管控', tonglianPrecisionTubeApi.export.columns, allOf(db, listQuery(db, user, params))),
  }),
];

/** Seed step: 300 rows over the seeded companies (3 in 10 the first one's), each with its agent and one of its users or none. */
export function seedTonglianPrecisionTube(db: Db): void {
  const { pickCompany, usersOf } = companyPicker(db);
  const insert = db.prepare(
    'INSERT INTO cloudcall_tonglian_precision_tube (callee_daily_limit, daily_limit, call_start, call_end, blocked_areas, status, updated_at, agent_id, company_id, user_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  for (let i = 0; i < 300; i++) {
    const company = pickCompany();
    insert.run(
      faker.number.int({ min: 1, max: 50 }),
      faker.number.int({ min: 1, max: 100000 }),
      faker.string.numeric(10),
      faker.string.numeric(10),
      `禁呼地区${faker.number.int({ min: 1, max: 9999 })}`,
      faker.helpers.arrayElement(TONGLIAN_PRECISION_TUBE_STATUS.values),
      recent(365),
      company.agent_id,
      company.id,
      faker.helpers.arrayElement([...(usersOf.all(company.id) as number[]), null]),
    );
  }
}
