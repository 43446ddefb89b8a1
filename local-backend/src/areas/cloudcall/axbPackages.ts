import { AXB_PACKAGE_KINDS, AXB_PACKAGE_TEXTS, axbOrders, axbPackageApi, axbPackages, toFen, type AxbPackageKind } from '@console/remote-cloudcall/contract';
import type { Db } from '../../db/database';
import { now } from '../../db/time';
import { define, type Endpoints } from '../../http/endpoint';
import { invalid, notFound } from '../../http/envelope';
import { leftJoinOne, joinOne } from '../../http/from';
import { listEndpoints } from '../../http/listEndpoints';
import { integer, oneOf, requiredInteger, type Params } from '../../http/params';
import { inputOf } from '../../http/resource';
import { restrictTo } from '../../http/scope';
import { bindTable, deleteRow, insertRow, tableQuery, updateRow } from '../../http/table';
import { Where } from '../../http/where';
import { chosenCompany } from './chosenCompany';

/** Now, as SQL compares the stored `YYYY-MM-DD HH:mm:ss` times. */
export const SQL_NOW = "datetime('now', 'localtime')";

const PACKAGES = bindTable(axbPackages, {
  table: 'axb_packages',
  alias: 'p',
  columns: { orderCount: '(SELECT COUNT(*) FROM axb_orders o WHERE o.package_id = p.id)' },
  order: 'p.created_at DESC, p.id DESC',
  noun: '套餐',
});

const ORDERS = bindTable(axbOrders, {
  table: 'axb_orders',
  alias: 'o',
  joins: [
    joinOne('companies', 'c', 'o.company_id'),
    joinOne('axb_packages', 'p', 'o.package_id'),
    leftJoinOne('agents', 'a', 'o.agent_id'),
    leftJoinOne('users', 'u', 'o.user_id'),
  ],
  columns: {
    companyName: 'c.name',
    agentName: "COALESCE(a.name, '')",
    packageName: 'p.name',
    kind: 'p.kind',
    state: `CASE WHEN o.expires_at > ${SQL_NOW} THEN '生效中' ELSE '已过期' END`,
    buyer: "COALESCE(u.real_name, '')",
  },
  owner: { agent: 'o.agent_id', company: 'o.company_id' },
  order: 'o.created_at DESC, o.id DESC',
  noun: '订单',
});

const kindOf = (params: Params): AxbPackageKind => {
  const kind = oneOf(params, 'kind', '套餐类型', AXB_PACKAGE_KINDS.keys);
  if (!kind) throw invalid('请选择套餐类型');
  return kind;
};

/** Package `id` of the member, or 套餐不存在. */
function packageOf(db: Db, id: number, kind?: AxbPackageKind): { id: number; name: string; price: number; status: string } {
  const found = db.prepare('SELECT id, name, price, status, kind FROM axb_packages WHERE id = ?').get(id) as
    { id: number; name: string; price: number; status: string; kind: string } | undefined;
  if (!found || (kind && found.kind !== kind)) throw notFound('套餐');
  return found;
}

/** `days` days after `from` (`YYYY-MM-DD HH:mm:ss`), in the same form. */
export const sqlDaysAfter = (db: Db, from: string, days: number): string =>
  db.prepare("SELECT datetime(?, '+' || ? || ' days')").pluck().get(from, days) as string;

/** The callback packages (/packageManagement …, one page per member) and the companies' orders (/packageList). */
export const axbPackageEndpoints: Endpoints = [
  ...listEndpoints({
    list: axbPackageApi.packageList,
    sheet: axbPackageApi.exportPackages,
    fileName: '回拨套餐',
    query: ({ params }) => tableQuery(PACKAGES, params, new Where().eq('p.kind', kindOf(params))),
  }),
  define({
    call: axbPackageApi.packageSave,
    handler: ({ db, params }) => {
      const kind = kindOf(params);
      const id = integer(params, 'id', '编号', { min: 1 });
      const input = inputOf(axbPackages, params);
      return db.transaction(() => {
        if (id !== undefined) packageOf(db, id, kind);
        if (db.prepare('SELECT 1 FROM axb_packages WHERE kind = ? AND name = ? AND id IS NOT ?').get(kind, input.name, id ?? null))
          throw invalid(AXB_PACKAGE_TEXTS.duplicate(input.name));
        if (id !== undefined) {
          updateRow(db, PACKAGES, id, { ...input, remark: input.remark ?? '' });
          return { id };
        }
        return { id: insertRow(db, PACKAGES, { ...input, remark: input.remark ?? '' }, { kind, created_at: now() }) };
      })();
    },
  }),
  define({
    call: axbPackageApi.packageDelete,
    handler: ({ db, params }) => {
      const id = requiredInteger(params, 'id', '编号', { min: 1 });
      db.transaction(() => {
        packageOf(db, id);
        if (db.prepare('SELECT 1 FROM axb_orders WHERE package_id = ?').get(id)) throw invalid(AXB_PACKAGE_TEXTS.ordered);
        deleteRow(db, PACKAGES, id);
      })();
      return null;
    },
  }),
  define({
    call: axbPackageApi.packageOptions,
    handler: ({ db }) =>
      (
        db.prepare("SELECT id, kind, name, price FROM axb_packages WHERE status = '上架' ORDER BY kind, price, id").all() as {
          id: number;
          kind: AxbPackageKind;
          name: string;
          price: number;
        }[]
      ).map((p) => ({
        value: p.id,
        label: `${AXB_PACKAGE_KINDS.variants[p.kind].label}｜${p.name}（${p.price.toFixed(2)} 元）`,
      })),
  }),
  ...listEndpoints({
    list: axbPackageApi.orderList,
    sheet: axbPackageApi.exportOrders,
    fileName: '套餐列表',
    query: ({ db, params, user }) => tableQuery(ORDERS, params, restrictTo(db, new Where(), user, ORDERS.owner)),
  }),
  define({
    call: axbPackageApi.orderBuy,
    handler: ({ db, params, user }) => {
      const company = chosenCompany(db, user, params, AXB_PACKAGE_TEXTS.companyMissing);
      const { packageId } = inputOf(axbOrders, params);
      // The price leaves the balance and the order is written in one transaction, or neither.
      return db.transaction(() => {
        const pack = db.prepare('SELECT * FROM axb_packages WHERE id = ?').get(packageId) as
          { id: number; name: string; price: number; status: string; number_count: number; minutes: number; valid_days: number } | undefined;
        if (!pack) throw notFound('套餐');
        if (pack.status !== '上架') throw invalid(AXB_PACKAGE_TEXTS.offShelf);
        const balance = db.prepare('SELECT balance FROM companies WHERE id = ?').pluck().get(company.id) as number;
        if (toFen(balance) < toFen(pack.price)) throw invalid(AXB_PACKAGE_TEXTS.balance(balance, pack.price));
        const balanceAfter = (toFen(balance) - toFen(pack.price)) / 100;
        db.prepare('UPDATE companies SET balance = ? WHERE id = ?').run(balanceAfter, company.id);
        const startsAt = now();
        const next = (db.prepare('SELECT COALESCE(MAX(id), 0) + 1 FROM axb_orders').pluck().get() as number) ?? 1;
        const id = Number(
          db
            .prepare(
              `INSERT INTO axb_orders (order_no, package_id, company_id, agent_id, price, number_count, minutes, balance_after, starts_at, expires_at, user_id, created_at)
               VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
            )
            .run(
              orderNo(next),
              pack.id,
              company.id,
              company.agentId,
              pack.price,
              pack.number_count,
              pack.minutes,
              balanceAfter,
              startsAt,
              sqlDaysAfter(db, startsAt, pack.valid_days),
              user.id,
              startsAt,
            ).lastInsertRowid,
        );
        return { id, balanceAfter };
      })();
    },
  }),
];

/** An order's number: AXB and its sequence, eight digits. */
export const orderNo = (sequence: number) => `AXB${String(sequence).padStart(8, '0')}`;
