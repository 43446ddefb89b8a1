import { WORK_ORDER_CATEGORY, WORK_ORDER_TEXTS, workOrder, workOrderApi, type WorkOrderStatus } from '@console/remote-admin/contract';
import type { Db } from '../../db/database';
import { companyPicker, faker, mobile, recent } from '../../db/fake';
import { now } from '../../db/time';
import type { CurrentUser } from '../../http/auth';
import { define, type Endpoints } from '../../http/endpoint';
import { invalid, notFound } from '../../http/envelope';
import { fromTable, leftJoinOne } from '../../http/from';
import { listEndpoints } from '../../http/listEndpoints';
import { requiredInteger, requiredText, type Params } from '../../http/params';
import { inputOf, resourceList } from '../../http/resource';

const LIST = resourceList(workOrder, {
  orderNo: 't.order_no',
  title: 't.title',
  category: 't.category',
  status: 't.status',
  replyCount: '(SELECT COUNT(*) FROM admin_work_order_reply r WHERE r.work_order_id = t.id)',
  companyName: 'c.name',
  createdAt: 't.created_at',
  updatedAt: 't.updated_at',
});

/** Admin and oem (ADMIN_ACCESS.service, the call's gate) are the platform's: every company's work orders. */
function listQuery(params: Params) {
  return {
    select: `t.id, t.order_no AS orderNo, t.title, t.category, t.content, t.contact_phone AS contactPhone, t.status,
      COALESCE(h.username, '') AS handlerName, (SELECT COUNT(*) FROM admin_work_order_reply r WHERE r.work_order_id = t.id) AS replyCount,
      t.company_id AS companyId, COALESCE(c.name, '') AS companyName, COALESCE(a.name, '') AS agentName, t.created_at AS createdAt, t.updated_at AS updatedAt`,
    from: fromTable(
      'admin_work_order',
      't',
      leftJoinOne('companies', 'c', 't.company_id'),
      leftJoinOne('agents', 'a', 't.agent_id'),
      leftJoinOne('users', 'h', 't.handler_id'),
    ),
    where: LIST.where(params),
    order: LIST.order(params, 't.created_at DESC, t.id DESC'),
  };
}

/** The work order `id` with its status, or 404. */
function orderOf(db: Db, params: Params): { id: number; status: WorkOrderStatus } {
  const id = requiredInteger(params, 'id', '工单编号');
  const found = db.prepare('SELECT id, status FROM admin_work_order WHERE id = ?').get(id) as { id: number; status: WorkOrderStatus } | undefined;
  if (!found) throw notFound('工单');
  return found;
}

const replyText = (params: Params) => {
  const content = (typeof params.content === 'string' ? params.content : '').trim();
  if (!content) throw invalid(WORK_ORDER_TEXTS.emptyReply);
  return requiredText(params, 'content', '回复内容', 1000);
};

function addReply(db: Db, orderId: number, user: CurrentUser, content: string, at = now()) {
  db.prepare('INSERT INTO admin_work_order_reply (work_order_id, author_id, content, created_at) VALUES (?, ?, ?, ?)').run(orderId, user.id, content, at);
  db.prepare('UPDATE admin_work_order SET updated_at = ? WHERE id = ?').run(at, orderId);
}

/** A new work order's number: the day and a sequence (`GD` + yyyymmdd + 4 digits), unique by the table's constraint. */
function nextOrderNo(db: Db): string {
  const day = now().slice(0, 10).replaceAll('-', '');
  const last = db.prepare('SELECT order_no FROM admin_work_order WHERE order_no LIKE ? ORDER BY order_no DESC LIMIT 1').pluck().get(`GD${day}%`) as
    string | undefined;
  return `GD${day}${String((last ? Number(last.slice(-4)) : 0) + 1).padStart(4, '0')}`;
}

/** 工单管理 (/workOrder): this project's calls (CONTRACT.md, "Service"). */
export const workOrderEndpoints: Endpoints = [
  ...listEndpoints({ list: workOrderApi.list, sheet: workOrderApi.export, fileName: '工单管理', query: ({ params }) => listQuery(params) }),
  define({
    call: workOrderApi.add,
    handler: ({ db, params, user }) => {
      const input = inputOf(workOrder, params, workOrder.formKeys, 'add');
      const company = db.prepare('SELECT id, agent_id AS agentId FROM companies WHERE id = ?').get(input.companyId) as
        { id: number; agentId: number | null } | undefined;
      if (!company) throw invalid('所选企业不存在');
      const at = now();
      const orderNo = nextOrderNo(db);
      const id = db
        .prepare(
          `INSERT INTO admin_work_order (order_no, title, category, content, contact_phone, status, created_at, updated_at, agent_id, company_id, user_id)
           VALUES (?, ?, ?, ?, ?, 'open', ?, ?, ?, ?, ?)`,
        )
        .run(orderNo, input.title, input.category, input.content, input.contactPhone ?? '', at, at, company.agentId, company.id, user.id).lastInsertRowid;
      return { id: Number(id), orderNo };
    },
  }),
  define({
    call: workOrderApi.update,
    handler: ({ db, params }) => {
      const order = orderOf(db, params);
      if (order.status !== 'open') throw invalid(WORK_ORDER_TEXTS.editOnlyOpen);
      const input = inputOf(workOrder, params, workOrder.formKeys, 'edit');
      const values = { title: input.title, category: input.category, content: input.content, contact_phone: input.contactPhone };
      const set = Object.entries(values).filter(([, value]) => value !== undefined);
      if (set.length)
        db.prepare(`UPDATE admin_work_order SET ${set.map(([column]) => `${column} = ?`).join(', ')}, updated_at = ? WHERE id = ?`).run(
          ...set.map(([, value]) => value),
          now(),
          order.id,
        );
      return null;
    },
  }),
  define({
    call: workOrderApi.delete,
    handler: ({ db, params }) => {
      db.prepare('DELETE FROM admin_work_order WHERE id = ?').run(orderOf(db, params).id);
      return null;
    },
  }),
  define({
    call: workOrderApi.replyList,
    handler: ({ db, params }) =>
      db
        .prepare(
          `SELECT r.id, r.content, u.username AS authorName, u.role AS authorRole, r.created_at AS createdAt
           FROM admin_work_order_reply r JOIN users u ON u.id = r.author_id WHERE r.work_order_id = ? ORDER BY r.id`,
        )
        .all(orderOf(db, params).id),
  }),
  define({
    call: workOrderApi.reply,
    handler: ({ db, params, user }) => {
      const order = orderOf(db, params);
      if (order.status === 'closed') throw invalid(WORK_ORDER_TEXTS.closedNoReply);
      addReply(db, order.id, user, replyText(params));
      return null;
    },
  }),
  define({
    call: workOrderApi.resolve,
    handler: ({ db, params, user }) => {
      const order = orderOf(db, params);
      const content = replyText(params);
      db.transaction(() => {
        // Checked again inside the transaction: two operators handling at once, the second is refused.
        const changed = db
          .prepare("UPDATE admin_work_order SET status = 'handled', handler_id = ? WHERE id = ? AND status = 'open'")
          .run(user.id, order.id).changes;
        if (changed === 0) throw invalid(WORK_ORDER_TEXTS.handleOnlyOpen);
        addReply(db, order.id, user, content);
      })();
      return null;
    },
  }),
  define({
    call: workOrderApi.close,
    handler: ({ db, params }) => {
      const order = orderOf(db, params);
      const changed = db
        .prepare("UPDATE admin_work_order SET status = 'closed', updated_at = ? WHERE id = ? AND status = 'handled'")
        .run(now(), order.id).changes;
      if (changed === 0) throw invalid(order.status === 'closed' ? WORK_ORDER_TEXTS.closedNoReply : WORK_ORDER_TEXTS.closeOnlyHandled);
      return null;
    },
  }),
];

const ASKS: Record<string, string[]> = {
  号码问题: ['号码无法呼出', '号码被标记为骚扰', '新号码未开通', '号码停机咨询'],
  话费账单: ['本月账单金额有误', '充值未到账', '申请开具发票', '套餐扣费疑问'],
  线路质量: ['通话有杂音', '接通率明显下降', '通话经常中断', '外呼延迟高'],
  账号权限: ['员工账号无法登录', '需要开通录音权限', '主管看不到下属数据', '重置管理员密码'],
  其他: ['咨询批量导入客户', '申请培训', '建议增加报表字段', '其他问题'],
};
const ANSWERS = ['已核实并处理，请再试一次', '已为您调整配置，生效时间约 10 分钟', '已转技术排查，结果已同步', '已说明原因，如有疑问请再联系'];

/** Seed step: 2,400 work orders over the seeded companies, their status as far as their replies took them. */
export function seedWorkOrders(db: Db): void {
  const { pickCompany, usersOf } = companyPicker(db);
  const handlers = db.prepare("SELECT id FROM users WHERE role IN ('admin', 'oem') ORDER BY id").pluck().all() as number[];
  const insert = db.prepare(
    `INSERT INTO admin_work_order (order_no, title, category, content, contact_phone, status, handler_id, created_at, updated_at, agent_id, company_id, user_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const reply = db.prepare('INSERT INTO admin_work_order_reply (work_order_id, author_id, content, created_at) VALUES (?, ?, ?, ?)');
  const rows = Array.from({ length: 2400 }, () => recent(365)).sort();
  rows.forEach((createdAt, i) => {
    const company = pickCompany();
    const category = faker.helpers.arrayElement(WORK_ORDER_CATEGORY.values);
    const status = faker.helpers.weightedArrayElement<WorkOrderStatus>([
      { weight: 2, value: 'open' },
      { weight: 3, value: 'handled' },
      { weight: 5, value: 'closed' },
    ]);
    const handler = status === 'open' ? null : faker.helpers.arrayElement(handlers);
    const replyAt = `${createdAt.slice(0, 11)}23:59:59`;
    const id = Number(
      insert.run(
        `GD${createdAt.slice(0, 10).replaceAll('-', '')}${String(9000 + (i % 1000)).padStart(4, '0')}`,
        faker.helpers.arrayElement(ASKS[category]),
        category,
        `${faker.helpers.arrayElement(ASKS[category])}，请尽快处理。${faker.lorem.sentence()}`,
        mobile(),
        status,
        handler,
        createdAt,
        handler ? replyAt : createdAt,
        company.agent_id,
        company.id,
        faker.helpers.arrayElement([...(usersOf.all(company.id) as number[]), null]),
      ).lastInsertRowid,
    );
    if (handler) reply.run(id, handler, faker.helpers.arrayElement(ANSWERS), replyAt);
  });
}
