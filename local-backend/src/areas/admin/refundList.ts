import { REFUND_TEXTS, refundApi, refunds } from '@console/remote-admin/contract';
import type { Db } from '../../db/database';
import { companyPicker, faker, recent } from '../../db/fake';
import { now } from '../../db/time';
import type { CurrentUser } from '../../http/auth';
import { define, type Endpoints } from '../../http/endpoint';
import { invalid, notFound } from '../../http/envelope';
import { fromTable, leftJoinOne } from '../../http/from';
import { listEndpoints } from '../../http/listEndpoints';
import { requiredInteger, text, type Params } from '../../http/params';
import { inputOf, resourceList } from '../../http/resource';

const LIST = resourceList(refunds, {
  refundNo: 't.refund_no',
  companyName: 'c.name',
  amount: 't.amount',
  status: 't.status',
  reviewedAt: 't.reviewed_at',
  createdAt: 't.created_at',
});

/** Admin and oem (ADMIN_ACCESS.service, the calls' gate) are the platform's: every company's requests. */
const listQuery = (params: Params) => ({
  select: `t.id, t.refund_no AS refundNo, t.company_id AS companyId, COALESCE(c.name, '') AS companyName, COALESCE(a.name, '') AS agentName,
    t.amount, t.reason, t.status, t.balance_after AS balanceAfter, COALESCE(r.username, '') AS reviewerName, t.remark,
    COALESCE(t.reviewed_at, '') AS reviewedAt, t.created_at AS createdAt`,
  from: fromTable(
    'admin_refund',
    't',
    leftJoinOne('companies', 'c', 't.company_id'),
    leftJoinOne('agents', 'a', 't.agent_id'),
    leftJoinOne('users', 'r', 't.reviewer_id'),
  ),
  where: LIST.where(params),
  order: LIST.order(params, 't.created_at DESC, t.id DESC'),
});

function pendingOf(db: Db, params: Params): { id: number; amount: number; companyId: number } {
  const id = requiredInteger(params, 'id', '退款申请编号');
  const found = db.prepare('SELECT id, amount, status, company_id AS companyId FROM admin_refund WHERE id = ?').get(id) as
    { id: number; amount: number; status: string; companyId: number } | undefined;
  if (!found) throw notFound('退款申请');
  if (found.status !== 'pending') throw invalid(REFUND_TEXTS.reviewed);
  return found;
}

/**
 * Pays a pending refund from its company's balance: the balance, the request's status, reviewer and
 * balance after, in one transaction; a short balance refuses it and changes nothing.
 */
export function approveRefund(db: Db, user: CurrentUser, params: Params): { balanceAfter: number } {
  const remark = text(params, 'remark', '审核备注', 100) ?? '';
  return db.transaction(() => {
    const refund = pendingOf(db, params);
    const balance = db.prepare('SELECT balance FROM companies WHERE id = ?').pluck().get(refund.companyId) as number;
    if (balance + 1e-9 < refund.amount) throw invalid(REFUND_TEXTS.shortBalance(balance));
    const balanceAfter = Math.round((balance - refund.amount) * 100) / 100;
    db.prepare('UPDATE companies SET balance = ? WHERE id = ?').run(balanceAfter, refund.companyId);
    db.prepare("UPDATE admin_refund SET status = 'refunded', balance_after = ?, reviewer_id = ?, remark = ?, reviewed_at = ? WHERE id = ?").run(
      balanceAfter,
      user.id,
      remark,
      now(),
      refund.id,
    );
    return { balanceAfter };
  })();
}

function nextRefundNo(db: Db): string {
  const day = now().slice(0, 10).replaceAll('-', '');
  const last = db.prepare('SELECT refund_no FROM admin_refund WHERE refund_no LIKE ? ORDER BY refund_no DESC LIMIT 1').pluck().get(`TK${day}%`) as
    string | undefined;
  return `TK${day}${String((last ? Number(last.slice(10)) : 0) + 1).padStart(4, '0')}`;
}

/** 退款列表 (/refundList): this project's calls (CONTRACT.md, "Service"). */
export const refundEndpoints: Endpoints = [
  ...listEndpoints({ list: refundApi.list, sheet: refundApi.export, fileName: '退款列表', query: ({ params }) => listQuery(params) }),
  define({
    call: refundApi.add,
    handler: ({ db, params, user }) => {
      const input = inputOf(refunds, params, refunds.formKeys, 'add');
      const company = db.prepare('SELECT id, agent_id AS agentId FROM companies WHERE id = ?').get(input.companyId) as
        { id: number; agentId: number | null } | undefined;
      if (!company) throw invalid('所选企业不存在');
      const refundNo = nextRefundNo(db);
      const id = db
        .prepare(
          `INSERT INTO admin_refund (refund_no, amount, reason, status, created_at, agent_id, company_id, user_id) VALUES (?, ?, ?, 'pending', ?, ?, ?, ?)`,
        )
        .run(refundNo, input.amount, input.reason, now(), company.agentId, company.id, user.id).lastInsertRowid;
      return { id: Number(id), refundNo };
    },
  }),
  define({
    call: refundApi.update,
    handler: ({ db, params }) => {
      const id = requiredInteger(params, 'id', '退款申请编号');
      const input = inputOf(refunds, params, refunds.formKeys, 'edit');
      const changed = db
        .prepare("UPDATE admin_refund SET amount = COALESCE(?, amount), reason = COALESCE(?, reason) WHERE id = ? AND status = 'pending'")
        .run(input.amount ?? null, input.reason ?? null, id).changes;
      if (changed === 0)
        throw db.prepare('SELECT COUNT(*) FROM admin_refund WHERE id = ?').pluck().get(id) ? invalid(REFUND_TEXTS.editOnlyPending) : notFound('退款申请');
      return null;
    },
  }),
  define({
    call: refundApi.delete,
    handler: ({ db, params }) => {
      const id = requiredInteger(params, 'id', '退款申请编号');
      const changed = db.prepare("DELETE FROM admin_refund WHERE id = ? AND status = 'pending'").run(id).changes;
      if (changed === 0)
        throw db.prepare('SELECT COUNT(*) FROM admin_refund WHERE id = ?').pluck().get(id) ? invalid(REFUND_TEXTS.editOnlyPending) : notFound('退款申请');
      return null;
    },
  }),
  define({ call: refundApi.approve, handler: ({ db, params, user }) => approveRefund(db, user, params) }),
  define({
    call: refundApi.reject,
    handler: ({ db, params, user }) => {
      const remark = (text(params, 'remark', '驳回原因', 100) ?? '').trim();
      if (!remark) throw invalid(REFUND_TEXTS.rejectReason);
      const refund = pendingOf(db, params);
      db.prepare("UPDATE admin_refund SET status = 'rejected', reviewer_id = ?, remark = ?, reviewed_at = ? WHERE id = ? AND status = 'pending'").run(
        user.id,
        remark,
        now(),
        refund.id,
      );
      return null;
    },
  }),
];

const REASONS = ['企业停止合作，申请退回余额', '重复充值', '充值金额有误', '号码未开通，退回费用', '套餐降级退差价'];

/**
 * Seed step: 1,500 requests over the seeded companies. The reviewed ones only record what was paid
 * (the seeded balances are the companies' balances after them); a fifth still wait.
 */
export function seedRefunds(db: Db): void {
  const { pickCompany } = companyPicker(db);
  const reviewers = db.prepare("SELECT id FROM users WHERE role IN ('admin', 'oem') ORDER BY id").pluck().all() as number[];
  const balanceOf = db.prepare('SELECT balance FROM companies WHERE id = ?').pluck();
  const insert = db.prepare(
    `INSERT INTO admin_refund (refund_no, amount, reason, status, balance_after, reviewer_id, remark, reviewed_at, created_at, agent_id, company_id, user_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL)`,
  );
  const dates = Array.from({ length: 1500 }, () => recent(365)).sort();
  dates.forEach((createdAt, i) => {
    const company = pickCompany();
    const status =
      i > dates.length * 0.8
        ? 'pending'
        : faker.helpers.weightedArrayElement([
            { weight: 4, value: 'refunded' },
            { weight: 1, value: 'rejected' },
          ]);
    const reviewedAt = status === 'pending' ? null : `${createdAt.slice(0, 11)}23:59:59`;
    insert.run(
      `TK${createdAt.slice(0, 10).replaceAll('-', '')}${String(5000 + (i % 5000)).padStart(4, '0')}`,
      faker.number.int({ min: 10, max: 5000 }),
      faker.helpers.arrayElement(REASONS),
      status,
      status === 'refunded' ? (balanceOf.get(company.id) as number) : null,
      reviewedAt ? faker.helpers.arrayElement(reviewers) : null,
      status === 'rejected' ? '金额与充值记录不符' : '',
      reviewedAt,
      createdAt,
      company.agent_id,
      company.id,
    );
  });
}
