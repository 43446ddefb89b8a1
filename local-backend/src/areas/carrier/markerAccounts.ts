import { MOBILE } from '@console/sdk/contract';
import {
  MARKER_INSTANT_MAX,
  MARKER_MAX_NUMBERS,
  MARKER_TEXTS,
  markerApi,
  markerOptions,
  markerTopups,
  reportedNumbers,
} from '@console/remote-carrier/contract';
import type { Db } from '../../db/database';
import { faker, recent } from '../../db/fake';
import { now } from '../../db/time';
import type { CurrentUser } from '../../http/auth';
import { define, type AuthedContext, type Endpoints } from '../../http/endpoint';
import { forbidden, invalid, notFound } from '../../http/envelope';
import { fromTable, joinOne, leftJoinOne } from '../../http/from';
import { listEndpoints } from '../../http/listEndpoints';
import { pageOf } from '../../http/page';
import { integer, paging, requiredInteger } from '../../http/params';
import { inputOf, resourceList } from '../../http/resource';
import { restrictTo } from '../../http/scope';
import { enqueueMarkerQuery } from './markerQueue';
import { recordMarks } from './markerService';

export { markOf } from './markerService';

const account = (db: Db, agentId: number) => {
  db.prepare('INSERT INTO marker_accounts (agent_id) VALUES (?) ON CONFLICT DO NOTHING').run(agentId);
  return db.prepare('SELECT agent_id AS agentId, price, balance FROM marker_accounts WHERE agent_id = ?').get(agentId) as {
    agentId: number;
    price: number;
    balance: number;
  };
};

/** Adds queries to an agent's balance and records the top-up, in the caller's transaction. */
function topUp(
  db: Db,
  entry: { agentId: number; kind: '购买方案' | '平台赠送'; optionName: string; queries: number; amount: number; by: number | null; at: string },
) {
  account(db, entry.agentId);
  const balance = db
    .prepare('UPDATE marker_accounts SET balance = balance + ? WHERE agent_id = ? RETURNING balance')
    .pluck()
    .get(entry.queries, entry.agentId) as number;
  db.prepare(
    'INSERT INTO marker_topups (agent_id, kind, option_name, queries, amount, balance_after, operator_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  ).run(entry.agentId, entry.kind, entry.optionName, entry.queries, entry.amount, balance, entry.by, entry.at);
  return { balance };
}

const REPORTS = resourceList(reportedNumbers, { phoneNumber: 'm.phone_number', markType: 'm.mark_type', markCount: 'm.mark_count', createdAt: 'm.created_at' });
const reportQuery = ({ db, params, user }: AuthedContext) => {
  const where = REPORTS.where(params);
  restrictTo(db, where, user, { agent: 'm.agent_id', company: 'm.company_id', user: 'm.user_id' });
  return {
    select: `m.id, m.phone_number AS phoneNumber, m.mark_type AS markType, m.mark_count AS markCount, COALESCE(c.name, '') AS companyName,
      COALESCE(u.real_name, '') AS queriedBy, m.created_at AS createdAt`,
    from: fromTable('marker_records', 'm', leftJoinOne('companies', 'c', 'm.company_id'), leftJoinOne('users', 'u', 'm.user_id')),
    where,
    order: REPORTS.order(params, 'm.created_at DESC, m.id DESC'),
  };
};

const OPTIONS = resourceList(markerOptions, { name: 'o.name', queries: 'o.queries', amount: 'o.amount', enabled: 'o.enabled', createdAt: 'o.created_at' });
/** The programmes a user sees: admin every agent's (or `userId`'s agent's), an agent its own, a sub-agent its parent's (which it buys). */
function optionQuery({ db, params, user }: AuthedContext) {
  const where = OPTIONS.where(params);
  if (user.role === 'admin') {
    const userId = integer(params, 'userId', '用户');
    if (userId) where.raw('o.agent_id = (SELECT agent_id FROM users WHERE id = ?)', userId);
  } else where.eq('o.agent_id', parentOf(db, sellerOf(user)));
  return {
    select: 'o.id, a.name AS agentName, o.name, o.queries, o.amount, o.enabled, o.created_at AS createdAt',
    from: fromTable('marker_options', 'o', joinOne('agents', 'a', 'o.agent_id')),
    where,
    order: OPTIONS.order(params, 'o.agent_id, o.amount, o.id'),
  };
}

/** A sub-agent buys its parent agent's programmes; an agent sells and buys its own. */
function sellerOf(user: CurrentUser): number {
  if (!user.agentId) throw invalid(MARKER_TEXTS.noAgent);
  return user.agentId;
}
const parentOf = (db: Db, agentId: number) =>
  (db.prepare('SELECT COALESCE(parent_id, id) FROM agents WHERE id = ?').pluck().get(agentId) as number | undefined) ?? agentId;

const TOPUPS = resourceList(markerTopups, {
  kind: 't.kind',
  queries: 't.queries',
  amount: 't.amount',
  balanceAfter: 't.balance_after',
  createdAt: 't.created_at',
});

/** Marker accounts, programmes, top-ups and queries (spec section 7's marker calls). */
export const markerAccountEndpoints: Endpoints = [
  ...listEndpoints({ list: markerApi.reportList, sheet: markerApi.reportExport, fileName: '号码报备', query: reportQuery }),
  define({
    call: markerApi.addQuery,
    handler: ({ db, params, user }) => {
      const { phoneNumbers } = inputOf(reportedNumbers, params);
      const phones = [...new Set(phoneNumbers.split(/[\s,，;；、]+/).filter(Boolean))];
      if (phones.length > MARKER_MAX_NUMBERS) throw invalid(MARKER_TEXTS.tooMany);
      const valid = phones.filter((phone) => MOBILE.regex.test(phone));
      const wrong = phones.filter((phone) => !MOBILE.regex.test(phone));
      if (valid.length === 0) throw invalid(MARKER_TEXTS.noValid(wrong.length));
      const agentId = sellerOf(user);
      const at = now();
      const asker = { agentId, companyId: user.companyId, userId: user.id };
      return db.transaction(() => {
        const { balance } = account(db, agentId);
        if (balance < valid.length) throw invalid(MARKER_TEXTS.short(balance, valid.length));
        const left = db
          .prepare('UPDATE marker_accounts SET balance = balance - ? WHERE agent_id = ? RETURNING balance')
          .pluck()
          .get(valid.length, agentId) as number;
        // More than MARKER_INSTANT_MAX numbers: paid now, answered by the queue (markerQueue.ts).
        if (valid.length > MARKER_INSTANT_MAX) return { queried: valid.length, invalid: wrong, balance: left, ...enqueueMarkerQuery(db, asker, valid, at) };
        recordMarks(db, valid, asker, at);
        return { queried: valid.length, invalid: wrong, balance: left };
      })();
    },
  }),
  define({
    call: markerApi.getAgentMarkerPrice,
    handler: ({ db, user }) => (user.agentId ? db.transaction(() => account(db, user.agentId!))() : { agentId: null, price: 0, balance: 0 }),
  }),
  define({
    call: markerApi.agentMarkerPrice,
    handler: ({ db, params }) => {
      const agentId = requiredInteger(params, 'agentId', '代理商');
      const price = Number(params.price);
      if (!Number.isFinite(price) || price < 0 || price > 100) throw invalid('单价应在 0 到 100 元之间');
      if (!db.prepare('SELECT 1 FROM agents WHERE id = ?').get(agentId)) throw notFound('代理商');
      db.transaction(() => {
        account(db, agentId);
        db.prepare('UPDATE marker_accounts SET price = ? WHERE agent_id = ?').run(Math.round(price * 10_000) / 10_000, agentId);
      })();
      return null;
    },
  }),
  define({ call: markerApi.agentOption, handler: (context) => pageOf(context.db, optionQuery(context), paging(context.params)) }),
  define({
    call: markerApi.agentMarkerOption,
    handler: ({ db, params, user }) => {
      const id = integer(params, 'id', '方案', { min: 1 });
      const input = inputOf(markerOptions, params, markerOptions.formKeys, id ? 'edit' : 'add');
      const agentId = user.role === 'admin' ? (integer(params, 'agentId', '代理商', { min: 1 }) ?? 1) : sellerOf(user);
      const clash = db
        .prepare('SELECT id FROM marker_options WHERE agent_id = ? AND name = ? AND id IS NOT ?')
        .pluck()
        .get(agentId, input.name, id ?? null);
      if (clash) throw invalid(`已有同名方案「${input.name}」`);
      if (!id) {
        const added = db
          .prepare('INSERT INTO marker_options (agent_id, name, queries, amount, enabled, created_at) VALUES (?, ?, ?, ?, ?, ?)')
          .run(agentId, input.name, input.queries, input.amount, input.enabled === false ? 0 : 1, now());
        return { id: Number(added.lastInsertRowid) };
      }
      const own = db.prepare('SELECT agent_id FROM marker_options WHERE id = ?').pluck().get(id) as number | undefined;
      if (own === undefined) throw notFound('方案');
      if (user.role !== 'admin' && own !== agentId) throw forbidden();
      db.prepare('UPDATE marker_options SET name = ?, queries = ?, amount = ?, enabled = ? WHERE id = ?').run(
        input.name,
        input.queries,
        input.amount,
        input.enabled === false ? 0 : 1,
        id,
      );
      return { id };
    },
  }),
  define({
    call: markerApi.deleteOption,
    handler: ({ db, params, user }) => {
      const id = requiredInteger(params, 'id', '方案');
      const own = db.prepare('SELECT agent_id FROM marker_options WHERE id = ?').pluck().get(id) as number | undefined;
      if (own === undefined) throw notFound('方案');
      if (user.role !== 'admin' && own !== sellerOf(user)) throw forbidden();
      db.prepare('DELETE FROM marker_options WHERE id = ?').run(id);
      return null;
    },
  }),
  define({
    call: markerApi.topup,
    handler: ({ db, params, user }) => {
      const optionId = requiredInteger(params, 'optionId', '方案');
      const buyer = sellerOf(user);
      const option = db.prepare('SELECT agent_id AS agentId, name, queries, amount, enabled FROM marker_options WHERE id = ?').get(optionId) as
        { agentId: number; name: string; queries: number; amount: number; enabled: number } | undefined;
      if (!option) throw notFound('方案');
      if (option.agentId !== parentOf(db, buyer)) throw invalid(MARKER_TEXTS.notOwnOption);
      if (!option.enabled) throw invalid(MARKER_TEXTS.optionDisabled);
      return db.transaction(() =>
        topUp(db, { agentId: buyer, kind: '购买方案', optionName: option.name, queries: option.queries, amount: option.amount, by: user.id, at: now() }),
      )();
    },
  }),
  define({
    call: markerApi.adminAdd,
    handler: ({ db, params, user }) => {
      const agentId = requiredInteger(params, 'agentId', '代理商');
      const queries = requiredInteger(params, 'queries', '次数', { min: 1, max: 1_000_000 });
      if (!db.prepare('SELECT 1 FROM agents WHERE id = ?').get(agentId)) throw notFound('代理商');
      return db.transaction(() => topUp(db, { agentId, kind: '平台赠送', optionName: '', queries, amount: 0, by: user.id, at: now() }))();
    },
  }),
  define({
    call: markerApi.topupList,
    handler: ({ db, params, user }) => {
      const where = TOPUPS.where(params);
      restrictTo(db, where, user, { agent: 't.agent_id' });
      return pageOf(
        db,
        {
          select: `t.id, a.name AS agentName, t.kind, t.option_name AS optionName, t.queries, t.amount, t.balance_after AS balanceAfter,
            COALESCE(u.real_name, '') AS operatorName, t.created_at AS createdAt`,
          from: fromTable('marker_topups', 't', joinOne('agents', 'a', 't.agent_id'), leftJoinOne('users', 'u', 't.operator_id')),
          where,
          order: TOPUPS.order(params, 't.created_at DESC, t.id DESC'),
        },
        paging(params),
      );
    },
  }),
];

/** Seed: programmes for every agent, a year of top-ups in time order (each balance after the running balance), and the queries' company. */
export function seedMarkerAccounts(db: Db): void {
  const agents = db.prepare('SELECT id FROM agents ORDER BY id').pluck().all() as number[];
  const option = db.prepare('INSERT INTO marker_options (agent_id, name, queries, amount, enabled, created_at) VALUES (?, ?, ?, ?, ?, ?)');
  const plans = [
    ['体验包', 100, 8],
    ['标准包', 1000, 60],
    ['企业包', 10000, 500],
    ['旗舰包', 50000, 2000],
  ] as const;
  for (const agentId of agents)
    plans.forEach(([name, queries, amount], index) => option.run(agentId, name, queries, amount, index === 3 && agentId % 2 === 0 ? 0 : 1, recent(400)));
  const events: { at: string; agentId: number; kind: '购买方案' | '平台赠送'; name: string; queries: number; amount: number }[] = [];
  for (const agentId of agents)
    for (let i = 0; i < faker.number.int({ min: 3, max: 12 }); i++) {
      const gift = faker.number.int({ min: 1, max: 5 }) === 1;
      const [name, queries, amount] = faker.helpers.arrayElement(plans.slice(0, 3));
      events.push({
        at: recent(365),
        agentId,
        kind: gift ? '平台赠送' : '购买方案',
        name: gift ? '' : name,
        queries: gift ? 500 : queries,
        amount: gift ? 0 : amount,
      });
    }
  for (const event of events.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0)))
    topUp(db, { agentId: event.agentId, kind: event.kind, optionName: event.name, queries: event.queries, amount: event.amount, by: 1, at: event.at });
  // The seeded queries were asked by a company of their agent (company 1 for agent 1's most), and by one of its staff.
  db.prepare(
    `UPDATE marker_records SET company_id = (SELECT c.id FROM companies c WHERE c.agent_id = marker_records.agent_id ORDER BY (c.id * 7 + marker_records.id) % 5, c.id LIMIT 1)`,
  ).run();
  db.prepare(
    'UPDATE marker_records SET user_id = (SELECT u.id FROM users u WHERE u.company_id = marker_records.company_id ORDER BY (u.id + marker_records.id) % 3, u.id LIMIT 1) WHERE company_id IS NOT NULL',
  ).run();
}
