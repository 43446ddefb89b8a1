import { premiumApi, premium, PREMIUM_SCOPE } from '@console/remote-cloudcall/contract';
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

const LIST = resourceList(premium, {
  scope: 't.scope',
  rangeStart: 't.range_start',
  rangeEnd: 't.range_end',
  surcharge: 't.surcharge',
  remark: 't.remark',
  updatedAt: 't.updated_at',
  companyName: 'c.name',
  agentName: 'a.name',
});

function listQuery(db: Db, user: CurrentUser, params: Params) {
  const where = LIST.where(params);
  restrictTo(db, where, user, OWNERSHIP);
  return {
    select: `t.id, t.scope AS scope, t.range_start AS rangeStart, t.range_end AS rangeEnd, t.surcharge AS surcharge, t.remark AS remark, t.updated_at AS updatedAt, COALESCE(c.name, '') AS companyName, COALESCE(a.name, '') AS agentName`,
    from: fromTable('cloudcall_premium', 't', leftJoinOne('companies', 'c', 't.company_id'), leftJoinOne('agents', 'a', 't.agent_id')),
    where,
    order: LIST.order(params, 't.updated_at DESC, t.id DESC'),
  };
}

/** A save's values as columns (a field not sent is left as it was). */
function columnsOf(params: Params): Record<string, unknown> {
  const input = inputOf(premium, params);
  const values: Record<string, unknown> = {
    scope: input.scope,
    range_start: input.rangeStart,
    range_end: input.rangeEnd,
    surcharge: input.surcharge,
    remark: input.remark,
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

/** 附加费 (/premium): written by pnpm new-page. */
export const premiumEndpoints: Endpoints = [
  define({ call: premiumApi.list, handler: ({ db, params, user }) => pageOf(db, listQuery(db, user, params), paging(params)) }),
  define({
    call: premiumApi.add,
    handler: ({ db, params, user }) => {
      const values = { ...columnsOf(params), updated_at: now(), agent_id: user.agentId, company_id: user.companyId, user_id: user.id };
      const columns = Object.keys(values);
      const sql = `INSERT INTO cloudcall_premium (${columns.join(', ')}) VALUES (${columns.map((column) => `@${column}`).join(', ')})`;
      return { id: Number(db.prepare(sql).run(values).lastInsertRowid) };
    },
  }),
  define({
    call: premiumApi.update,
    handler: ({ db, params, user }) => {
      const where = new Where().eq('t.id', requiredInteger(params, 'id', '编号'));
      restrictTo(db, where, user, OWNERSHIP);
      const found = db
        .prepare(`SELECT t.id FROM cloudcall_premium t ${where}`)
        .pluck()
        .get(...where.values) as number | undefined;
      if (!found) throw forbidden();
      const values = columnsOf(params);
      const set = Object.keys(values).map((column) => `${column} = @${column}`);
      if (set.length) db.prepare(`UPDATE cloudcall_premium SET ${set.join(', ')} WHERE id = @id`).run({ ...values, id: found });
      return null;
    },
  }),
  define({
    call: premiumApi.delete,
    handler: ({ db, params, user }) => {
      const where = new Where().eq('t.id', requiredInteger(params, 'id', '编号'));
      restrictTo(db, where, user, OWNERSHIP);
      const found = db
        .prepare(`SELECT t.id FROM cloudcall_premium t ${where}`)
        .pluck()
        .get(...where.values) as number | undefined;
      if (!found) throw forbidden();
      db.prepare('DELETE FROM cloudcall_premium WHERE id = ?').run(found);
      return null;
    },
  }),
  define({
    call: premiumApi.export,
    handler: ({ db, params, reply, user }) => sendSheet(reply, params, '附加费', premiumApi.export.columns, allOf(db, listQuery(db, user, params))),
  }),
];

/** Seed step: 400 rows over the seeded companies (3 in 10 the first one's), each with its agent and one of its users or none. */
export function seedPremium(db: Db): void {
  const { pickCompany, usersOf } = companyPicker(db);
  const insert = db.prepare(
    'INSERT INTO cloudcall_premium (scope, range_start, range_end, surcharge, remark, updated_at, agent_id, company_id, user_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  for (let i = 0; i < 400; i++) {
    const company = pickCompany();
    insert.run(
      faker.helpers.arrayElement(PREMIUM_SCOPE.values),
      faker.string.numeric(10),
      faker.string.numeric(10),
      faker.number.float({ min: 0, max: 500, fractionDigits: 2 }),
      faker.helpers.arrayElement(['', '客户要求', '续约中', '待核实', '已回访', '重点跟进']),
      recent(365),
      company.agent_id,
      company.id,
      faker.helpers.arrayElement([...(usersOf.all(company.id) as number[]), null]),
    );
  }
}
