import { SIP_BILLING_UNIT, SIP_PRICE_TEXTS, sipAccountPrice, sipAccountPriceApi } from '@console/remote-cloudcall/contract';
import { seatsUsed } from '../../db/accounts';
import type { Db } from '../../db/database';
import { faker, recent } from '../../db/fake';
import { now } from '../../db/time';
import { define, type Endpoints } from '../../http/endpoint';
import { listEndpoints } from '../../http/listEndpoints';
import { invalid, notFound } from '../../http/envelope';
import { fromTable, joinOne, leftJoinOne } from '../../http/from';
import { requiredInteger, type Params } from '../../http/params';
import { inputOf, resourceList } from '../../http/resource';
import { chosenCompany } from './chosenCompany';
import { seedSipNumbers } from './sipNumber';

/** The company's SIP accounts (/sipNumber): its staff members' accounts. */
const ACCOUNT_COUNT = seatsUsed('t.company_id');

const LIST = resourceList(sipAccountPrice, {
  companyName: 'c.name',
  agentName: 'a.name',
  monthlyFee: 't.monthly_fee',
  perMinute: 't.per_minute',
  billingUnit: 't.billing_unit',
  accountCount: ACCOUNT_COUNT,
  monthlyTotal: `ROUND(${ACCOUNT_COUNT} * t.monthly_fee, 2)`,
  status: 't.status',
  updatedAt: 't.updated_at',
});

function listQuery(params: Params) {
  return {
    select: `t.id, c.name AS companyName, COALESCE(a.name, '') AS agentName, t.monthly_fee AS monthlyFee, t.per_minute AS perMinute,
      t.billing_unit AS billingUnit, ${ACCOUNT_COUNT} AS accountCount, ROUND(${ACCOUNT_COUNT} * t.monthly_fee, 2) AS monthlyTotal, t.status, t.updated_at AS updatedAt`,
    from: fromTable('cloudcall_sip_account_price', 't', joinOne('companies', 'c', 't.company_id'), leftJoinOne('agents', 'a', 'c.agent_id')),
    where: LIST.where(params),
    order: LIST.order(params, 't.updated_at DESC, t.id DESC'),
  };
}

const priceOf = (params: Params) => inputOf(sipAccountPrice, params);

/** SIP账号价格 (/sipAccountPrice, admin only): one price per company. */
export const sipAccountPriceEndpoints: Endpoints = [
  ...listEndpoints({ list: sipAccountPriceApi.list, sheet: sipAccountPriceApi.export, fileName: 'SIP账号价格', query: ({ params }) => listQuery(params) }),
  define({
    call: sipAccountPriceApi.add,
    handler: ({ db, params, user }) => {
      const company = chosenCompany(db, user, params, SIP_PRICE_TEXTS.companyMissing);
      const price = priceOf(params);
      return db.transaction(() => {
        if (db.prepare('SELECT 1 FROM cloudcall_sip_account_price WHERE company_id = ?').get(company.id)) throw invalid(SIP_PRICE_TEXTS.duplicate);
        const created = db
          .prepare(
            'INSERT INTO cloudcall_sip_account_price (company_id, monthly_fee, per_minute, billing_unit, status, updated_at, user_id) VALUES (?, ?, ?, ?, ?, ?, ?)',
          )
          .run(company.id, price.monthlyFee, price.perMinute, price.billingUnit, price.status, now(), user.id);
        return { id: Number(created.lastInsertRowid) };
      })();
    },
  }),
  define({
    call: sipAccountPriceApi.update,
    handler: ({ db, params, user }) => {
      const id = requiredInteger(params, 'id', '编号');
      const price = priceOf(params);
      const changed = db
        .prepare(
          'UPDATE cloudcall_sip_account_price SET monthly_fee = ?, per_minute = ?, billing_unit = ?, status = ?, updated_at = ?, user_id = ? WHERE id = ?',
        )
        .run(price.monthlyFee, price.perMinute, price.billingUnit, price.status, now(), user.id, id);
      if (!changed.changes) throw notFound('SIP 账号价格');
      return null;
    },
  }),
  define({
    call: sipAccountPriceApi.delete,
    handler: ({ db, params }) => {
      if (!db.prepare('DELETE FROM cloudcall_sip_account_price WHERE id = ?').run(requiredInteger(params, 'id', '编号')).changes)
        throw notFound('SIP 账号价格');
      return null;
    },
  }),
];

/**
 * Seed step: the SIP accounts of the generated staff (sip_accounts is never empty, the shell seeds
 * the browser tests' two, so they are seeded here), then a price for every company with accounts
 * and for about two in three of the others.
 */
export function seedSipAccountPrices(db: Db): void {
  seedSipNumbers(db, recent(30));
  const withAccounts = db
    .prepare('SELECT DISTINCT u.company_id FROM sip_accounts s JOIN users u ON u.id = s.user_id WHERE u.company_id IS NOT NULL')
    .pluck()
    .all() as number[];
  // About two companies in three have a price; the others can be given one.
  const all = db.prepare('SELECT id FROM companies').pluck().all() as number[];
  const others = faker.helpers.arrayElements(all, Math.round((all.length * 2) / 3));
  const insert = db.prepare(
    'INSERT INTO cloudcall_sip_account_price (company_id, monthly_fee, per_minute, billing_unit, status, updated_at, user_id) VALUES (?, ?, ?, ?, ?, ?, 1)',
  );
  for (const companyId of new Set([...withAccounts, ...others])) {
    insert.run(
      companyId,
      faker.helpers.arrayElement([0, 10, 15, 20, 30, 50]),
      faker.helpers.arrayElement([0.05, 0.06, 0.08, 0.1, 0.12, 0.15]),
      faker.helpers.arrayElement(SIP_BILLING_UNIT.values),
      faker.helpers.weightedArrayElement([
        { weight: 9, value: '启用' },
        { weight: 1, value: '停用' },
      ]),
      recent(365),
    );
  }
}
