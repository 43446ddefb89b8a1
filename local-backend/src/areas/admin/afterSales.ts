import {
  AFTER_SALES_ISSUE,
  AFTER_SALES_PRODUCT,
  AFTER_SALES_STATUS,
  AFTER_SALES_TEXTS,
  afterSales,
  afterSalesApi,
  type AfterSalesStatus,
} from '@console/remote-admin/contract';
import type { Db } from '../../db/database';
import { companyPicker, faker, mobile, recent } from '../../db/fake';
import { now } from '../../db/time';
import { define, type Endpoints } from '../../http/endpoint';
import { invalid, notFound } from '../../http/envelope';
import { fromTable, leftJoinOne } from '../../http/from';
import { listEndpoints } from '../../http/listEndpoints';
import { requiredInteger, type Params } from '../../http/params';
import { inputOf, resourceList } from '../../http/resource';
import { Where } from '../../http/where';

const LIST = resourceList(afterSales, {
  serviceNo: 't.service_no',
  companyName: 'c.name',
  product: 't.product',
  issue: 't.issue',
  quantity: 't.quantity',
  status: 't.status',
  createdAt: 't.created_at',
  updatedAt: 't.updated_at',
});

const SELECT = `t.id, t.service_no AS serviceNo, t.company_id AS companyId, COALESCE(c.name, '') AS companyName, t.product, t.issue, t.quantity,
  t.description, t.contact_name AS contactName, t.contact_phone AS contactPhone, t.status, t.result, COALESCE(a.name, '') AS agentName,
  t.created_at AS createdAt, t.updated_at AS updatedAt`;
const FROM = fromTable('admin_after_sales', 't', leftJoinOne('companies', 'c', 't.company_id'), leftJoinOne('agents', 'a', 't.agent_id'));

/** Admin and oem (ADMIN_ACCESS.service, the calls' gate) are the platform's: every company's cases. */
const listQuery = (params: Params) => ({ select: SELECT, from: FROM, where: LIST.where(params), order: LIST.order(params, 't.created_at DESC, t.id DESC') });

const ORDER: Record<AfterSalesStatus, number> = { pending: 0, processing: 1, done: 2 };

function caseOf(db: Db, params: Params): { id: number; status: AfterSalesStatus; result: string } {
  const id = requiredInteger(params, 'id', '售后单编号');
  const found = db.prepare('SELECT id, status, result FROM admin_after_sales WHERE id = ?').get(id) as
    { id: number; status: AfterSalesStatus; result: string } | undefined;
  if (!found) throw notFound('售后单');
  return found;
}

/** A new case's number: `SH` + the day + a sequence. */
function nextServiceNo(db: Db): string {
  const day = now().slice(0, 10).replaceAll('-', '');
  const last = db.prepare('SELECT service_no FROM admin_after_sales WHERE service_no LIKE ? ORDER BY service_no DESC LIMIT 1').pluck().get(`SH${day}%`) as
    string | undefined;
  return `SH${day}${String((last ? Number(last.slice(10)) : 0) + 1).padStart(4, '0')}`;
}

/** 售后管理 (/afterSales): the spec's after-sales calls (CONTRACT.md, "Service"). */
export const afterSalesEndpoints: Endpoints = [
  ...listEndpoints({ list: afterSalesApi.findAfterSale, sheet: afterSalesApi.exportAfterSale, fileName: '售后管理', query: ({ params }) => listQuery(params) }),
  define({
    call: afterSalesApi.getAfterSaleById,
    handler: ({ db, params }) => {
      const where = new Where().eq('t.id', caseOf(db, params).id);
      return db.prepare(`SELECT ${SELECT} FROM ${FROM} ${where}`).get(...where.values);
    },
  }),
  define({
    call: afterSalesApi.findAfterSaleByRole,
    handler: ({ db }) => {
      const counts = Object.fromEntries(AFTER_SALES_STATUS.values.map((status) => [status, 0])) as Record<AfterSalesStatus, number>;
      for (const row of db.prepare('SELECT status, COUNT(*) AS count FROM admin_after_sales GROUP BY status').all() as {
        status: AfterSalesStatus;
        count: number;
      }[])
        counts[row.status] = row.count;
      return counts;
    },
  }),
  define({
    call: afterSalesApi.addAfterSale,
    handler: ({ db, params, user }) => {
      const input = inputOf(afterSales, params, afterSales.formKeys, 'add');
      const company = db.prepare('SELECT id, agent_id AS agentId FROM companies WHERE id = ?').get(input.companyId) as
        { id: number; agentId: number | null } | undefined;
      if (!company) throw invalid('所选企业不存在');
      const at = now();
      const serviceNo = nextServiceNo(db);
      const id = db
        .prepare(
          `INSERT INTO admin_after_sales (service_no, product, issue, quantity, description, contact_name, contact_phone, status, created_at, updated_at, agent_id, company_id, user_id)
           VALUES (?, ?, ?, ?, ?, ?, ?, 'pending', ?, ?, ?, ?, ?)`,
        )
        .run(
          serviceNo,
          input.product,
          input.issue,
          input.quantity,
          input.description,
          input.contactName ?? '',
          input.contactPhone ?? '',
          at,
          at,
          company.agentId,
          company.id,
          user.id,
        ).lastInsertRowid;
      return { id: Number(id), serviceNo };
    },
  }),
  define({
    call: afterSalesApi.updateAfterSale,
    handler: ({ db, params }) => {
      const current = caseOf(db, params);
      if (current.status === 'done') throw invalid(AFTER_SALES_TEXTS.doneIsFinal);
      const input = inputOf(afterSales, params, afterSales.formKeys, 'edit');
      const status = (input.status ?? current.status) as AfterSalesStatus;
      if (ORDER[status] < ORDER[current.status]) throw invalid(AFTER_SALES_TEXTS.backwards);
      const result = input.result ?? current.result;
      if (status === 'done' && !result.trim()) throw invalid(AFTER_SALES_TEXTS.resultNeeded);
      const values = {
        product: input.product,
        issue: input.issue,
        quantity: input.quantity,
        description: input.description,
        contact_name: input.contactName,
        contact_phone: input.contactPhone,
        status,
        result,
      };
      const set = Object.entries(values).filter(([, value]) => value !== undefined);
      // The status is checked again in the write: two operators at once, the second sees it moved.
      const changed = db
        .prepare(`UPDATE admin_after_sales SET ${set.map(([column]) => `${column} = ?`).join(', ')}, updated_at = ? WHERE id = ? AND status = ?`)
        .run(...set.map(([, value]) => value), now(), current.id, current.status).changes;
      if (changed === 0) throw invalid('售后单已被他人修改，请刷新后重试');
      return null;
    },
  }),
  define({
    call: afterSalesApi.deleteAfterSale,
    handler: ({ db, params }) => {
      db.prepare('DELETE FROM admin_after_sales WHERE id = ?').run(caseOf(db, params).id);
      return null;
    },
  }),
];

const RESULTS = ['已寄出新卡，请注意查收', '已远程排查，故障已解除', '已更换终端', '已为企业补办号码', '已解答，企业确认无其他问题'];

/** Seed step: 3,000 cases over the seeded companies; the older a case, the further it went. */
export function seedAfterSales(db: Db): void {
  const { pickCompany, usersOf } = companyPicker(db);
  const insert = db.prepare(
    `INSERT INTO admin_after_sales (service_no, product, issue, quantity, description, contact_name, contact_phone, status, result, created_at, updated_at, agent_id, company_id, user_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const dates = Array.from({ length: 3000 }, () => recent(365)).sort();
  dates.forEach((createdAt, i) => {
    const company = pickCompany();
    const product = faker.helpers.arrayElement(AFTER_SALES_PRODUCT.values);
    const issue = faker.helpers.arrayElement(AFTER_SALES_ISSUE.values);
    const age = i / dates.length;
    const status: AfterSalesStatus = age < 0.85 ? 'done' : faker.helpers.arrayElement(['pending', 'processing', 'done'] as const);
    insert.run(
      `SH${createdAt.slice(0, 10).replaceAll('-', '')}${String(5000 + (i % 5000)).padStart(4, '0')}`,
      product,
      issue,
      product === '坐席服务' || product === '外呼号码' ? 1 : faker.number.int({ min: 1, max: 50 }),
      `${product}${issue}：${faker.lorem.sentence()}`,
      faker.person.fullName(),
      mobile(),
      status,
      status === 'done' ? faker.helpers.arrayElement(RESULTS) : '',
      createdAt,
      status === 'pending' ? createdAt : `${createdAt.slice(0, 11)}23:59:59`,
      company.agent_id,
      company.id,
      faker.helpers.arrayElement([...(usersOf.all(company.id) as number[]), null]),
    );
  });
}
