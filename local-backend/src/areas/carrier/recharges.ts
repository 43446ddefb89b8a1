import { numberRecharge, OPERATORS, OPERATOR, RECHARGE_STATES, rechargeApi, refusedRecharge } from '@console/remote-carrier/contract';
import type { Db } from '../../db/database';
import { days, faker } from '../../db/fake';
import { formatDateTime, now } from '../../db/time';
import type { CurrentUser } from '../../http/auth';
import { define, type Endpoints } from '../../http/endpoint';
import { invalid } from '../../http/envelope';
import { fromTable, joinOne, leftJoinOne } from '../../http/from';
import { listEndpoints } from '../../http/listEndpoints';
import type { ListQuery } from '../../http/page';
import { oneOf, type Params } from '../../http/params';
import { inputOf, resourceList } from '../../http/resource';
import { restrictTo } from '../../http/scope';
import { Where } from '../../http/where';

/** A recharge is its number's company's and agent's. */
const OWNER = { agent: 'n.agent_id', company: 'n.company_id' };

/** The brands with a recharge page (OPERATORS, kind recharge). */
const RECHARGING = OPERATORS.keys.filter((key) => OPERATORS.variants[key].routes.recharge);

const LIST = resourceList(numberRecharge, {
  phoneNumber: 'n.phone_number',
  companyName: "COALESCE(c.name, '')",
  amount: 'r.amount',
  balanceAfter: 'r.balance_after',
  at: 'r.at',
});

function brandOf(params: Params): string {
  const operator = oneOf(params, 'operator', '运营商', RECHARGING);
  if (!operator) throw invalid('请选择运营商');
  return operator;
}

function rechargeQuery(db: Db, user: CurrentUser, params: Params): ListQuery {
  const where = LIST.where(params, new Where().eq('n.operator', brandOf(params)));
  restrictTo(db, where, user, OWNER);
  return {
    select: `r.id, n.phone_number AS phoneNumber, r.amount, r.balance_after AS balanceAfter, r.remark, COALESCE(c.name, '') AS companyName,
      COALESCE(u.real_name, u.username, '') AS userName, r.at`,
    from: fromTable(
      'carrier_number_recharges',
      'r',
      joinOne('carrier_numbers', 'n', 'r.number_id'),
      leftJoinOne('companies', 'c', 'n.company_id'),
      leftJoinOne('users', 'u', 'r.user_id'),
    ),
    where,
    order: LIST.order(params, 'r.at DESC, r.id DESC'),
  };
}

/** Recharges a number of the brand: its balance moves and the record is written, in one transaction. */
function recharge(db: Db, user: CurrentUser, params: Params): { id: number; balance: number } {
  const operator = brandOf(params);
  const { phoneNumber, amount, remark = '' } = inputOf(numberRecharge, params);
  const scope = restrictTo(db, new Where().eq('n.operator', operator).eq('n.phone_number', phoneNumber), user, OWNER);
  const number = db.prepare(`SELECT n.id, n.state FROM carrier_numbers n ${scope}`).get(...scope.values) as { id: number; state: string } | undefined;
  if (!number) throw invalid(`${phoneNumber} 不是您的${OPERATOR.label(operator)}号码`);
  if (!(RECHARGE_STATES as readonly string[]).includes(number.state)) throw invalid(refusedRecharge(phoneNumber, number.state));
  return db.transaction(() => {
    const at = now();
    db.prepare('UPDATE carrier_numbers SET balance = ROUND(balance + ?, 2), updated_at = ? WHERE id = ?').run(amount, at, number.id);
    const balance = db.prepare('SELECT balance FROM carrier_numbers WHERE id = ?').pluck().get(number.id) as number;
    const id = Number(
      db
        .prepare('INSERT INTO carrier_number_recharges (number_id, amount, balance_after, remark, user_id, at) VALUES (?, ?, ?, ?, ?, ?)')
        .run(number.id, amount, balance, remark, user.id, at).lastInsertRowid,
    );
    return { id, balance };
  })();
}

/** The brands' recharges (`/api/carrier/recharge/<verb>`, CONTRACT.md "Carrier: number lines"). */
export const rechargeEndpoints: Endpoints = [
  ...listEndpoints({
    list: rechargeApi.list,
    sheet: rechargeApi.export,
    fileName: '号码充值记录',
    query: ({ db, user, params }) => rechargeQuery(db, user, params),
  }),
  define({ call: rechargeApi.add, handler: ({ db, user, params }) => recharge(db, user, params) }),
];

/**
 * Seed step: the recharges of the recharging brands' numbers over the last 180 days, the latest one
 * leaving the number's balance as it is now.
 */
export function seedRecharges(db: Db): void {
  const numbers = db
    .prepare(
      `SELECT id, balance, created_at AS createdAt FROM carrier_numbers
       WHERE operator IN (${RECHARGING.map(() => '?').join(', ')}) AND state IN (${RECHARGE_STATES.map(() => '?').join(', ')}) ORDER BY id`,
    )
    .all(...RECHARGING, ...RECHARGE_STATES) as { id: number; balance: number; createdAt: string }[];
  const admin = db.prepare("SELECT id FROM users WHERE role = 'admin' ORDER BY id LIMIT 1").pluck().get() as number;
  const insert = db.prepare('INSERT INTO carrier_number_recharges (number_id, amount, balance_after, remark, user_id, at) VALUES (?, ?, ?, ?, ?, ?)');
  const nowMs = Date.now();
  for (const number of numbers) {
    const times = faker.number.int({ min: 0, max: 3 });
    const since = Math.max(new Date(number.createdAt.replace(' ', 'T')).getTime(), nowMs - days(180));
    const ats = Array.from({ length: times }, () => faker.number.int({ min: since, max: nowMs })).sort((a, b) => a - b);
    ats.forEach((at, index) => {
      const amount = faker.helpers.arrayElement([30, 50, 100, 200, 500]);
      const last = index === ats.length - 1;
      const after = last ? number.balance : faker.number.float({ min: amount, max: amount + 300, fractionDigits: 2 });
      insert.run(number.id, amount, after, faker.helpers.arrayElement(['', '客户转账', '月初充值', '欠费补缴']), admin, formatDateTime(new Date(at)));
    });
  }
}
