import { MONEY_TEXTS, OPERATORS, djRebates, moneyApi, preDeposits, woniuBillLines, woniuBills } from '@console/remote-carrier/contract';
import type { Db } from '../../db/database';
import { faker } from '../../db/fake';
import { formatDateTime, now } from '../../db/time';
import { define, type AuthedContext, type Endpoints } from '../../http/endpoint';
import { invalid, notFound } from '../../http/envelope';
import { fromTable, join, joinOne, leftJoinOne } from '../../http/from';
import { listEndpoints } from '../../http/listEndpoints';
import { pageOf } from '../../http/page';
import { ids, paging, requiredInteger } from '../../http/params';
import { inputOf, resourceList } from '../../http/resource';

/** Yuan to fen and back: money is added in whole fen. */
const fen = (yuan: number) => Math.round(yuan * 100);
const yuan = (fen: number) => fen / 100;

/**
 * Pays money onto a company's balance with an operator and records it, in the caller's transaction:
 * answers the record's id and the balance after it.
 */
function deposit(
  db: Db,
  entry: { companyId: number; operator: string; kind: '预存' | '返利'; amount: number; voucherNo?: string; remark?: string; by: number | null; at: string },
) {
  const company = db.prepare('SELECT id, agent_id AS agentId FROM companies WHERE id = ?').get(entry.companyId) as
    { id: number; agentId: number | null } | undefined;
  if (!company) throw notFound('企业');
  const balance = db
    .prepare(
      `INSERT INTO carrier_operator_balances (company_id, operator, balance) VALUES (?, ?, ?)
       ON CONFLICT (company_id, operator) DO UPDATE SET balance = round(balance + excluded.balance, 2) RETURNING balance`,
    )
    .pluck()
    .get(company.id, entry.operator, entry.amount) as number;
  const id = db
    .prepare(
      `INSERT INTO carrier_pre_deposits (company_id, agent_id, operator, kind, amount, balance_after, voucher_no, remark, operator_id, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      company.id,
      company.agentId,
      entry.operator,
      entry.kind,
      entry.amount,
      balance,
      entry.voucherNo ?? '',
      entry.remark ?? '',
      entry.by,
      entry.at,
    ).lastInsertRowid;
  return { id: Number(id), balance };
}

const DEPOSITS = resourceList(preDeposits, {
  companyId: 'd.company_id',
  operator: 'd.operator',
  kind: 'd.kind',
  amount: 'd.amount',
  balanceAfter: 'd.balance_after',
  voucherNo: 'd.voucher_no',
  createdAt: 'd.created_at',
});
const depositQuery = ({ params }: AuthedContext) => ({
  select: `d.id, d.company_id AS companyId, c.name AS companyName, COALESCE(a.name, '') AS agentName, d.operator, d.kind, d.amount,
    d.balance_after AS balanceAfter, d.voucher_no AS voucherNo, d.remark, COALESCE(u.real_name, '') AS operatorName, d.created_at AS createdAt`,
  from: fromTable(
    'carrier_pre_deposits',
    'd',
    joinOne('companies', 'c', 'd.company_id'),
    leftJoinOne('agents', 'a', 'd.agent_id'),
    leftJoinOne('users', 'u', 'd.operator_id'),
  ),
  where: DEPOSITS.where(params),
  order: DEPOSITS.order(params, 'd.created_at DESC, d.id DESC'),
});

const REBATES = resourceList(djRebates, {
  month: 'r.month',
  companyId: 'r.company_id',
  consumption: 'r.consumption',
  rate: 'r.rate',
  rebate: 'r.rebate',
  status: 'r.status',
  paidAt: 'r.paid_at',
});
const rebateQuery = ({ params }: AuthedContext) => ({
  select: `r.id, r.month, c.name AS companyName, COALESCE(a.name, '') AS agentName, r.consumption, r.rate, r.rebate, r.status, COALESCE(r.paid_at, '') AS paidAt`,
  from: fromTable('carrier_dj_rebates', 'r', joinOne('companies', 'c', 'r.company_id'), leftJoinOne('agents', 'a', 'r.agent_id')),
  where: REBATES.where(params),
  order: REBATES.order(params, 'r.month DESC, r.id DESC'),
});

/** A bill's figures: the sums of its lines, by kind (so a total can never differ from its lines). */
const BILL_SUMS = `(SELECT bill_id, COUNT(DISTINCT CASE WHEN kind = '月租' THEN item END) AS numbers,
    round(SUM(CASE WHEN kind = '月租' THEN amount ELSE 0 END), 2) AS rent, round(SUM(CASE WHEN kind = '通话' THEN amount ELSE 0 END), 2) AS calls,
    round(SUM(CASE WHEN kind = '套餐' THEN amount ELSE 0 END), 2) AS packages, round(SUM(amount), 2) AS total
  FROM carrier_wn_bill_lines GROUP BY bill_id)`;
const BILLS = resourceList(woniuBills, {
  month: 'b.month',
  companyId: 'b.company_id',
  numbers: 's.numbers',
  rentAmount: 's.rent',
  callAmount: 's.calls',
  packageAmount: 's.packages',
  total: 's.total',
  status: 'b.status',
  settledAt: 'b.settled_at',
});
const billQuery = ({ params }: AuthedContext) => ({
  select: `b.id, b.month, c.name AS companyName, COALESCE(a.name, '') AS agentName, COALESCE(s.numbers, 0) AS numbers, COALESCE(s.rent, 0) AS rentAmount,
    COALESCE(s.calls, 0) AS callAmount, COALESCE(s.packages, 0) AS packageAmount, COALESCE(s.total, 0) AS total, b.status, COALESCE(b.settled_at, '') AS settledAt`,
  from: fromTable(
    'carrier_wn_bills',
    'b',
    joinOne('companies', 'c', 'b.company_id'),
    leftJoinOne('agents', 'a', 'b.agent_id'),
    join(`LEFT JOIN ${BILL_SUMS} s ON s.bill_id = b.id`, 's'),
  ),
  where: BILLS.where(params),
  order: BILLS.order(params, 'b.month DESC, b.id DESC'),
});

const LINES = resourceList(woniuBillLines, { billId: 'l.bill_id', kind: 'l.kind', quantity: 'l.quantity', unitPrice: 'l.unit_price', amount: 'l.amount' });

/** Money with the operators: `/api/carrier/*` (CONTRACT.md, "Carrier part 2"). */
export const moneyEndpoints: Endpoints = [
  ...listEndpoints({ list: moneyApi.preDepositList, sheet: moneyApi.preDepositExport, fileName: '预存记录', query: depositQuery }),
  define({
    call: moneyApi.preDepositAdd,
    handler: ({ db, params, user }) => {
      const input = inputOf(preDeposits, params);
      return db.transaction(() =>
        deposit(db, {
          companyId: input.companyId,
          operator: input.operator,
          kind: '预存',
          amount: yuan(fen(input.amount)),
          voucherNo: input.voucherNo ?? '',
          remark: input.remark ?? '',
          by: user.id,
          at: now(),
        }),
      )();
    },
  }),
  ...listEndpoints({ list: moneyApi.djRebateList, sheet: moneyApi.djRebateExport, fileName: 'DJ返利', query: rebateQuery }),
  define({
    call: moneyApi.djRebatePay,
    handler: ({ db, params, user }) => {
      const chosen = ids(params, '返利');
      const rows = db
        .prepare(
          `SELECT r.id, r.company_id AS companyId, r.month, r.rebate, r.status, c.name FROM carrier_dj_rebates r JOIN companies c ON c.id = r.company_id WHERE r.id IN (${chosen.map(() => '?').join(', ')}) ORDER BY r.id`,
        )
        .all(...chosen) as { id: number; companyId: number; month: string; rebate: number; status: string; name: string }[];
      const at = now();
      return db.transaction(() => {
        const skipped: string[] = [];
        let paid = 0;
        for (const rebate of rows) {
          if (rebate.status !== '待发放') {
            skipped.push(`${rebate.name} ${rebate.month}`);
            continue;
          }
          const { id } = deposit(db, {
            companyId: rebate.companyId,
            operator: 'DJ',
            kind: '返利',
            amount: rebate.rebate,
            remark: `${rebate.month} DJ返利`,
            by: user.id,
            at,
          });
          // Guarded by the status: a rebate paid meanwhile is not paid twice (the CHECK ties 已发放 to its deposit).
          if (
            db.prepare("UPDATE carrier_dj_rebates SET status = '已发放', paid_at = ?, deposit_id = ? WHERE id = ? AND status = '待发放'").run(at, id, rebate.id)
              .changes === 0
          )
            throw invalid(MONEY_TEXTS.noRebateToPay);
          paid++;
        }
        if (paid === 0) throw invalid(MONEY_TEXTS.noRebateToPay);
        return { paid, skipped };
      })();
    },
  }),
  ...listEndpoints({ list: moneyApi.woniuBillList, sheet: moneyApi.woniuBillExport, fileName: '蜗牛账单', query: billQuery }),
  define({
    call: moneyApi.woniuBillLines,
    handler: ({ db, params }) =>
      pageOf(
        db,
        {
          select: 'l.id, l.kind, l.item, l.quantity, l.unit_price AS unitPrice, l.amount',
          from: fromTable('carrier_wn_bill_lines', 'l'),
          where: LINES.where(params),
          order: LINES.order(params, "CASE l.kind WHEN '月租' THEN 1 WHEN '通话' THEN 2 ELSE 3 END, l.item, l.id"),
        },
        paging(params),
      ),
  }),
  define({
    call: moneyApi.woniuBillSettle,
    handler: ({ db, params }) => {
      const id = requiredInteger(params, 'id', '账单');
      const bill = db.prepare('SELECT month, status FROM carrier_wn_bills WHERE id = ?').get(id) as { month: string; status: string } | undefined;
      if (!bill) throw notFound('账单');
      if (db.prepare("UPDATE carrier_wn_bills SET status = '已结清', settled_at = ? WHERE id = ? AND status = '未结清'").run(now(), id).changes === 0)
        throw invalid(MONEY_TEXTS.billNotOpen);
      return null;
    },
  }),
];

const monthOf = (date: Date) => formatDateTime(date).slice(0, 7);
const monthEnd = (month: string) => {
  const [year, mon] = month.split('-').map(Number);
  return formatDateTime(new Date(year, mon, 0, 23, 59, 59));
};
const BRANDS = OPERATORS.keys;

/**
 * Seed: pre-deposits for the seeded companies (each moving its balance), DJ rebates over six months
 * (the older ones paid: a 返利 deposit each), and a 蜗牛 bill per company and month since it first
 * held 蜗牛 pool numbers, with a 月租 and a 通话 line for each number it held that month and packages.
 */
export function seedMoney(db: Db): void {
  const companies = db.prepare('SELECT id FROM companies ORDER BY id').pluck().all() as number[];
  const months = [5, 4, 3, 2, 1, 0].map((back) => {
    const date = new Date();
    date.setDate(1);
    date.setMonth(date.getMonth() - back);
    return monthOf(date);
  });
  const thisMonth = months[months.length - 1];
  const dayIn = (month: string) =>
    `${month}-${String(faker.number.int({ min: 1, max: 28 })).padStart(2, '0')} ${String(faker.number.int({ min: 8, max: 20 })).padStart(2, '0')}:${String(faker.number.int({ min: 0, max: 59 })).padStart(2, '0')}:00`;
  const depositors = companies.filter((id, index) => id === 1 || index % 3 === 0);
  // Deposits and paid rebates in time order, so that each balance after is the running balance.
  const events: { at: string; run: () => void }[] = [];
  for (const companyId of depositors)
    for (let i = 0; i < faker.number.int({ min: 2, max: 8 }); i++) {
      const at = dayIn(faker.helpers.arrayElement(months));
      const operator = faker.helpers.arrayElement(BRANDS);
      const amount = faker.helpers.arrayElement([500, 1000, 2000, 5000, 10000, 20000]);
      const voucherNo = `YC${at.slice(0, 10).replaceAll('-', '')}${faker.string.numeric(6)}`;
      events.push({
        at,
        run: () =>
          deposit(db, { companyId, operator, kind: '预存', amount, voucherNo, remark: faker.helpers.arrayElement(['', '对公转账', '续费']), by: 1, at }),
      });
    }
  const insertRebate = db.prepare(
    'INSERT INTO carrier_dj_rebates (company_id, agent_id, month, consumption, rate, rebate) VALUES (?, (SELECT agent_id FROM companies WHERE id = ?), ?, ?, ?, ?)',
  );
  const payRebate = db.prepare("UPDATE carrier_dj_rebates SET status = '已发放', paid_at = ?, deposit_id = ? WHERE id = ?");
  for (const companyId of depositors)
    for (const month of months.slice(0, -1)) {
      const consumption = yuan(faker.number.int({ min: 50_000, max: 3_000_000 }));
      const rate = faker.helpers.arrayElement([1, 2, 3, 5]);
      const rebate = yuan(Math.round((fen(consumption) * rate) / 100));
      const id = Number(insertRebate.run(companyId, companyId, month, consumption, rate, rebate).lastInsertRowid);
      if (month < months[months.length - 2]) {
        const at = `${months[months.indexOf(month) + 1]}-05 10:00:00`;
        events.push({
          at,
          run: () => payRebate.run(at, deposit(db, { companyId, operator: 'DJ', kind: '返利', amount: rebate, remark: `${month} DJ返利`, by: 1, at }).id, id),
        });
      }
    }
  for (const event of events.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0))) event.run();

  const held = db.prepare(
    "SELECT phone_number AS phone, monthly_fee AS fee FROM carrier_pool_numbers WHERE pool = 'WN' AND company_id = ? AND assigned_at <= ? ORDER BY phone_number",
  );
  const holders = db
    .prepare("SELECT DISTINCT company_id FROM carrier_pool_numbers WHERE pool = 'WN' AND company_id IS NOT NULL ORDER BY company_id")
    .pluck()
    .all() as number[];
  const insertBill = db.prepare(
    'INSERT INTO carrier_wn_bills (company_id, agent_id, month, status, settled_at, created_at) VALUES (?, (SELECT agent_id FROM companies WHERE id = ?), ?, ?, ?, ?)',
  );
  const insertLine = db.prepare('INSERT INTO carrier_wn_bill_lines (bill_id, kind, item, quantity, unit_price, amount) VALUES (?, ?, ?, ?, ?, ?)');
  for (const companyId of holders)
    for (const month of months.slice(0, -1)) {
      const numbers = held.all(companyId, monthEnd(month)) as { phone: string; fee: number }[];
      if (numbers.length === 0) continue;
      const next = months[months.indexOf(month) + 1];
      const settled = next !== thisMonth || faker.datatype.boolean();
      const billId = insertBill.run(
        companyId,
        companyId,
        month,
        settled ? '已结清' : '未结清',
        settled ? `${next}-10 10:00:00` : null,
        `${next}-01 02:00:00`,
      ).lastInsertRowid;
      for (const number of numbers) {
        insertLine.run(billId, '月租', number.phone, 1, number.fee, number.fee);
        const minutes = faker.number.int({ min: 0, max: 3000 });
        insertLine.run(billId, '通话', number.phone, minutes, 0.06, yuan(minutes * 6));
      }
      if (faker.datatype.boolean()) insertLine.run(billId, '套餐', '蜗牛通话套餐 1000 分钟', 1, 50, 50);
    }
}
