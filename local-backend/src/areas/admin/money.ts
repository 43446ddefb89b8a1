import { flowManagement, flowManagementApi, MONEY_TEXTS, prestore, prestoreApi, rechargeApi, rechargeApplications } from '@console/remote-admin/contract';
import type { Db } from '../../db/database';
import { faker, recent } from '../../db/fake';
import { now } from '../../db/time';
import type { CurrentUser } from '../../http/auth';
import { define, type Endpoints } from '../../http/endpoint';
import { invalid, notFound } from '../../http/envelope';
import { fromTable, leftJoinOne } from '../../http/from';
import { pageOf } from '../../http/page';
import { money, paging, requiredInteger, text, type Params } from '../../http/params';
import { inputOf, resourceList } from '../../http/resource';
import { reachable, restrictTo } from '../../http/scope';
import { Where } from '../../http/where';
import { exportRows } from '../../http/exportRows';
import { sendSheet } from '../../http/sheet';

/** Money is counted in whole fen here, so a balance never carries binary residue (0.1 + 0.2). */
const fen = (yuan: number) => Math.round(yuan * 100);
const yuan2 = (value: number) => (fen(value) / 100).toFixed(2);

export type FlowKind = 'recharge' | 'refund';

/**
 * Moves a company's pre-stored balance by `amount` yuan and writes its flow row with the balance after
 * it, in one transaction (nested in the caller's, if any). A refund past the balance is refused and
 * changes nothing. Answers the balance after the move.
 */
export function moveBalance(db: Db, move: { companyId: number; kind: FlowKind; amount: number; operator: string; remark?: string; topUpId?: number }): number {
  return db.transaction(() => {
    if (!(fen(move.amount) > 0)) throw invalid(MONEY_TEXTS.amountPositive);
    const company = db.prepare('SELECT id, agent_id AS agentId, balance FROM companies WHERE id = ?').get(move.companyId) as
      { id: number; agentId: number | null; balance: number } | undefined;
    if (!company) throw notFound('企业');
    const delta = move.kind === 'recharge' ? fen(move.amount) : -fen(move.amount);
    if (fen(company.balance) + delta < 0) throw invalid(MONEY_TEXTS.refundOverBalance(yuan2(move.amount), yuan2(company.balance)));
    const after = (fen(company.balance) + delta) / 100;
    db.prepare('UPDATE companies SET balance = ? WHERE id = ?').run(after, company.id);
    db.prepare(
      `INSERT INTO admin_flow_management (kind, amount, balance_after, operator, remark, created_at, top_up_id, agent_id, company_id)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(move.kind, fen(move.amount) / 100, after, move.operator, move.remark ?? '', now(), move.topUpId ?? null, company.agentId, company.id);
    return after;
  })();
}

const FLOWS = resourceList(flowManagement, {
  companyName: 'c.name',
  agentName: 'a.name',
  kind: 't.kind',
  amount: 't.amount',
  balanceAfter: 't.balance_after',
  operator: 't.operator',
  remark: 't.remark',
  createdAt: 't.created_at',
});

function flowQuery(db: Db, user: CurrentUser, params: Params) {
  const where = restrictTo(db, FLOWS.where(params), user, { agent: 't.agent_id', company: 't.company_id' });
  return {
    select: `t.id, COALESCE(c.name, '') AS companyName, COALESCE(a.name, '') AS agentName, t.kind, t.amount, t.balance_after AS balanceAfter,
      t.operator, t.remark, t.created_at AS createdAt`,
    from: fromTable('admin_flow_management', 't', leftJoinOne('companies', 'c', 't.company_id'), leftJoinOne('agents', 'a', 't.agent_id')),
    where,
    order: FLOWS.order(params, 't.created_at DESC, t.id DESC'),
  };
}

const PRESTORE = resourceList(prestore, { name: 'c.name', agentName: 'a.name', balance: 'c.balance', createdAt: 'c.created_at' });

const moveOf = (params: Params, kind: FlowKind, user: CurrentUser) => ({
  companyId: requiredInteger(params, 'companyId', '企业'),
  kind,
  amount: money(params, 'amount', '金额', 10_000_000) ?? 0,
  remark: text(params, 'remark', '备注', 100),
  operator: user.username,
});

/** /flowManagement (the balance ledger) and /prestore (the balances and their moves), admin only. */
export const moneyEndpoints: Endpoints = [
  define({ call: flowManagementApi.list, handler: ({ db, params, user }) => pageOf(db, flowQuery(db, user, params), paging(params)) }),
  define({
    call: flowManagementApi.export,
    handler: ({ db, params, reply, user }) =>
      sendSheet(reply, params, '流水管理', flowManagementApi.export.columns, exportRows(db, flowQuery(db, user, params))),
  }),
  define({
    call: prestoreApi.list,
    handler: ({ db, params, user }) =>
      pageOf(
        db,
        {
          select: `c.id, c.name, COALESCE(a.name, '') AS agentName, c.balance, c.created_at AS createdAt,
            (SELECT COUNT(*) FROM top_ups t WHERE t.company_id = c.id AND t.status = 'pending') AS pendingTopUps`,
          from: fromTable('companies', 'c', leftJoinOne('agents', 'a', 'c.agent_id')),
          where: restrictTo(db, PRESTORE.where(params), user, { agent: 'c.agent_id', company: 'c.id' }),
          order: PRESTORE.order(params, 'c.id'),
        },
        paging(params),
      ),
  }),
  define({ call: prestoreApi.recharge, handler: ({ db, params, user }) => ({ balance: moveBalance(db, moveOf(params, 'recharge', user)) }) }),
  define({ call: prestoreApi.refund, handler: ({ db, params, user }) => ({ balance: moveBalance(db, moveOf(params, 'refund', user)) }) }),
];

const APPLICATIONS = resourceList(rechargeApplications, {
  companyName: 'c.name',
  agentName: 'a.name',
  amount: 't.amount',
  kind: 't.kind',
  status: 't.status',
  createdAt: 't.created_at',
});

/** /addReturns: the top-up applications in the user's reach, and applying for one (a pending `top_ups` row, which the bell counts). */
export const rechargeEndpoints: Endpoints = [
  define({
    call: rechargeApi.list,
    handler: ({ db, params, user }) =>
      pageOf(
        db,
        {
          select: `t.id, t.company_id AS companyId, COALESCE(c.name, '') AS companyName, COALESCE(a.name, '') AS agentName, t.amount, t.kind, t.status,
            t.created_at AS createdAt`,
          from: fromTable('top_ups', 't', leftJoinOne('companies', 'c', 't.company_id'), leftJoinOne('agents', 'a', 't.agent_id')),
          where: restrictTo(db, APPLICATIONS.where(params), user, { agent: 't.agent_id', company: 't.company_id' }),
          order: APPLICATIONS.order(params, "t.status = 'pending' DESC, t.created_at DESC, t.id DESC"),
        },
        paging(params),
      ),
  }),
  define({
    call: rechargeApi.apply,
    handler: ({ db, params, user }) => {
      const input = inputOf(rechargeApplications, params);
      if (!(fen(input.amount) > 0)) throw invalid(MONEY_TEXTS.amountPositive);
      if (!db.prepare('SELECT 1 FROM companies WHERE id = ?').get(input.companyId)) throw notFound('企业');
      reachable(db, fromTable('companies', 'c'), restrictTo(db, new Where(), user, { agent: 'c.agent_id', company: 'c.id' }), [input.companyId]);
      const { lastInsertRowid } = db
        .prepare(
          `INSERT INTO top_ups (agent_id, company_id, amount, kind, status, created_at)
           SELECT agent_id, id, ?, ?, 'pending', ? FROM companies WHERE id = ?`,
        )
        .run(fen(input.amount) / 100, input.kind, now(), input.companyId);
      return { id: Number(lastInsertRowid) };
    },
  }),
];

/**
 * Seed step: about 3000 flow rows, a few dozen per company, that add up to each company's seeded balance:
 * built backwards from the balance, so every row's 变动后余额 is what the moves before it leave.
 */
export function seedFlowManagement(db: Db): void {
  const companies = db.prepare('SELECT id, agent_id AS agentId, balance FROM companies ORDER BY id').all() as {
    id: number;
    agentId: number | null;
    balance: number;
  }[];
  const insert = db.prepare(
    `INSERT INTO admin_flow_management (kind, amount, balance_after, operator, remark, created_at, agent_id, company_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const perCompany = Math.max(1, Math.round(3000 / Math.max(1, companies.length)));
  for (const company of companies) {
    const times = Array.from({ length: perCompany }, () => recent(365)).sort();
    let after = fen(company.balance);
    const rows: [FlowKind, number, number, string][] = [];
    for (let i = times.length - 1; i >= 0; i--) {
      // Built backwards: a recharge needs the balance before it (after − amount) to stay at or above 0.
      const wanted = faker.helpers.weightedArrayElement([
        { weight: 4, value: 'recharge' as const },
        { weight: 1, value: 'refund' as const },
      ]);
      const kind: FlowKind = wanted === 'recharge' && after >= 100 ? 'recharge' : 'refund';
      const amount = faker.number.int({ min: 100, max: kind === 'recharge' ? Math.min(2_000_000, after) : 200_000 });
      rows.push([kind, amount, after, times[i]]);
      after = kind === 'recharge' ? after - amount : after + amount;
    }
    for (const [kind, amount, balanceAfter, at] of rows.reverse()) {
      insert.run(
        kind,
        amount / 100,
        balanceAfter / 100,
        'admin',
        faker.helpers.arrayElement(['', '线下转账', '对公汇款', '客户申请退款', '预存续费']),
        at,
        company.agentId,
        company.id,
      );
    }
  }
}
