import { sipAccountPriceApi, sipAccountPrice, SIP_ACCOUNT_PRICE_BILLING_UNIT, SIP_ACCOUNT_PRICE_STATUS } from '@console/remote-cloudcall/contract';
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

const LIST = resourceList(sipAccountPrice, {
  monthlyFee: 't.monthly_fee',
  perMinute: 't.per_minute',
  billingUnit: 't.billing_unit',
  accountCount: 't.account_count',
  monthlyTotal: 't.monthly_total',
  status: 't.status',
  updatedAt: 't.updated_at',
  companyName: 'c.name',
  agentName: 'a.name',
});

function listQuery(db: Db, user: CurrentUser, params: Params) {
  const where = LIST.where(params);
  restrictTo(db, where, user, OWNERSHIP);
  return {
    select: `t.id, t.monthly_fee AS monthlyFee, t.per_minute AS perMinute, t.billing_unit AS billingUnit, t.account_count AS accountCount, t.monthly_total AS monthlyTotal, t.status AS status, t.updated_at AS updatedAt, COALESCE(c.name, '') AS companyName, COALESCE(a.name, '') AS agentName`,
    from: fromTable('cloudcall_sip_account_price', 't', leftJoinOne('companies', 'c', 't.company_id'), leftJoinOne('agents', 'a', 't.agent_id')),
    where,
    order: LIST.order(params, 't.updated_at DESC, t.id DESC'),
  };
}

/** A save's values as columns (a field not sent is left as it was). */
function columnsOf(params: Params): Record<string, unknown> {
  const input = inputOf(sipAccountPrice, params);
  const values: Record<string, unknown> = { monthly_fee: input.monthlyFee, per_minute: input.perMinute, billing_unit: input.billingUnit, status: input.status };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

/** SIP账号价格 (/sipAccountPrice): written by pnpm new-page. */
export const sipAccountPriceEndpoints: Endpoints = [
  define({ call: sipAccountPriceApi.list, handler: ({ db, params, user }) => pageOf(db, listQuery(db, user, params), paging(params)) }),
  define({
    call: sipAccountPriceApi.add,
    handler: ({ db, params, user }) => {
      const values = { ...columnsOf(params), updated_at: now(), agent_id: user.agentId, company_id: user.companyId, user_id: user.id };
      const columns = Object.keys(values);
      const sql = `INSERT INTO cloudcall_sip_account_price (${columns.join(', ')}) VALUES (${columns.map((column) => `@${column}`).join(', ')})`;
      return { id: Number(db.prepare(sql).run(values).lastInsertRowid) };
    },
  }),
  define({
    call: sipAccountPriceApi.update,
    handler: ({ db, params, user }) => {
      const where = new Where().eq('t.id', requiredInteger(params, 'id', '编号'));
      restrictTo(db, where, user, OWNERSHIP);
      const found = db
        .prepare(`SELECT t.id FROM cloudcall_sip_account_price t ${where}`)
        .pluck()
        .get(...where.values) as number | undefined;
      if (!found) throw forbidden();
      const values = columnsOf(params);
      const set = Object.keys(values).map((column) => `${column} = @${column}`);
      if (set.length) db.prepare(`UPDATE cloudcall_sip_account_price SET ${set.join(', ')} WHERE id = @id`).run({ ...values, id: found });
      return null;
    },
  }),
  define({
    call: sipAccountPriceApi.delete,
    handler: ({ db, params, user }) => {
      const where = new Where().eq('t.id', requiredInteger(params, 'id', '编号'));
      restrictTo(db, where, user, OWNERSHIP);
      const found = db
        .prepare(`SELECT t.id FROM cloudcall_sip_account_price t ${where}`)
        .pluck()
        .get(...where.values) as number | undefined;
      if (!found) throw forbidden();
      db.prepare('DELETE FROM cloudcall_sip_account_price WHERE id = ?').run(found);
      return null;
    },
  }),
  define({
    call: sipAccountPriceApi.export,
    handler: ({ db, params, reply, user }) =>
      sendSheet(reply, params, 'SIP账号价格', sipAccountPriceApi.export.columns, allOf(db, listQuery(db, user, params))),
  }),
];

/** Seed step: 300 rows over the seeded companies (3 in 10 the first one's), each with its agent and one of its users or none. */
export function seedSipAccountPrice(db: Db): void {
  const { pickCompany, usersOf } = companyPicker(db);
  const insert = db.prepare(
    'INSERT INTO cloudcall_sip_account_price (monthly_fee, per_minute, billing_unit, account_count, monthly_total, status, updated_at, agent_id, company_id, user_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  for (let i = 0; i < 300; i++) {
    const company = pickCompany();
    insert.run(
      faker.number.float({ min: 0, max: 1000, fractionDigits: 2 }),
      faker.number.float({ min: 0, max: 10, fractionDigits: 2 }),
      faker.helpers.arrayElement(SIP_ACCOUNT_PRICE_BILLING_UNIT.values),
      faker.number.int({ min: 0, max: 1000 }),
      faker.number.float({ min: 0, max: 500, fractionDigits: 2 }),
      faker.helpers.arrayElement(SIP_ACCOUNT_PRICE_STATUS.values),
      recent(365),
      company.agent_id,
      company.id,
      faker.helpers.arrayElement([...(usersOf.all(company.id) as number[]), null]),
    );
  }
}
