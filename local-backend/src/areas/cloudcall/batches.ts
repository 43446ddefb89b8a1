import {
  BATCH_ACTIONS,
  BATCH_MAX_NUMBERS,
  BATCH_TEXTS,
  batchAllocations,
  batchApi,
  batchConsumption,
  batches,
  batchNumbers,
  batchPremiums,
  batchServers,
  batchTypes,
  splitNumbers,
  toFen,
  type BatchAction,
  type BatchStatus,
} from '@console/remote-cloudcall/contract';
import type { Resource } from '@console/sdk/contract';
import type { Db } from '../../db/database';
import { now } from '../../db/time';
import { agentTree, type CurrentUser } from '../../http/auth';
import { define, type Endpoints } from '../../http/endpoint';
import { listEndpoints } from '../../http/listEndpoints';
import { forbidden, invalid, notFound, type Envelope } from '../../http/envelope';
import { fromTable, joinOne, leftJoinOne } from '../../http/from';
import { type ListQuery } from '../../http/page';
import { integer, oneOf, requiredInteger, type Params } from '../../http/params';
import { inputOf, resourceList } from '../../http/resource';
import { restrictTo } from '../../http/scope';
import { Where } from '../../http/where';
import { askGate, logRefusal } from '../platform/gate';
import { BATCH_HELD, companyOf, holdingOf, nextBatchNo, usedQuota } from './batchLedger';

type Query = (db: Db, user: CurrentUser, params: Params) => ListQuery;

const TYPES = resourceList(batchTypes, {
  name: 't.name',
  billingSeconds: 't.billing_seconds',
  unitPrice: 't.unit_price',
  enabled: 't.enabled',
  batchCount: 'batchCount',
  createdAt: 't.created_at',
});
const typeQuery: Query = (_db, _user, params) => ({
  select: `t.id, t.name, t.billing_seconds AS billingSeconds, t.unit_price AS unitPrice, t.enabled, t.remark, t.created_at AS createdAt,
    (SELECT COUNT(*) FROM cdr_batches b WHERE b.type_id = t.id) AS batchCount`,
  from: fromTable('cdr_batch_types', 't'),
  where: TYPES.where(params),
  order: TYPES.order(params, 't.enabled DESC, t.id'),
});

const SERVERS = resourceList(batchServers, {
  name: 's.name',
  ip: 's.ip',
  concurrency: 's.concurrency',
  enabled: 's.enabled',
  running: 'running',
  createdAt: 's.created_at',
});
const serverQuery: Query = (_db, _user, params) => ({
  select: `s.id, s.name, s.ip, s.port, s.concurrency, s.enabled, s.remark, s.created_at AS createdAt,
    (SELECT COUNT(*) FROM cdr_batches b WHERE b.server_id = s.id AND b.status = '进行中') AS running`,
  from: fromTable('cdr_batch_servers', 's'),
  where: SERVERS.where(params),
  order: SERVERS.order(params, 's.enabled DESC, s.id'),
});

const PREMIUMS = resourceList(batchPremiums, {
  companyName: 'c.name',
  typeId: 'p.type_id',
  numberPrefix: 'p.number_prefix',
  surcharge: 'p.surcharge',
  createdAt: 'p.created_at',
});
const premiumQuery: Query = (db, user, params) => ({
  select: `p.id, p.company_id AS companyId, c.name AS companyName, COALESCE(a.name, '') AS agentName, p.type_id AS typeId, t.name AS typeName,
    p.number_prefix AS numberPrefix, p.surcharge, p.remark, p.created_at AS createdAt`,
  from: fromTable(
    'cdr_batch_premiums',
    'p',
    joinOne('companies', 'c', 'p.company_id'),
    leftJoinOne('agents', 'a', 'p.agent_id'),
    joinOne('cdr_batch_types', 't', 'p.type_id'),
  ),
  where: restrictTo(db, PREMIUMS.where(params), user, { agent: 'p.agent_id', company: 'p.company_id' }),
  order: PREMIUMS.order(params, 'p.created_at DESC, p.id DESC'),
});

/** A settings table's own columns, from a save's values (the rest are what the list adds). */
const SETTINGS_TABLES = {
  Type: {
    table: 'cdr_batch_types',
    what: '批次类型',
    resource: batchTypes,
    columns: { name: 'name', billingSeconds: 'billing_seconds', unitPrice: 'unit_price', enabled: 'enabled', remark: 'remark' },
    usedBy: 'type_id',
    query: typeQuery,
  },
  Server: {
    table: 'cdr_batch_servers',
    what: '服务器',
    resource: batchServers,
    columns: { name: 'name', ip: 'ip', port: 'port', concurrency: 'concurrency', enabled: 'enabled', remark: 'remark' },
    usedBy: 'server_id',
    query: serverQuery,
  },
  Premium: {
    table: 'cdr_batch_premiums',
    what: '加价',
    resource: batchPremiums,
    columns: { companyId: 'company_id', typeId: 'type_id', numberPrefix: 'number_prefix', surcharge: 'surcharge', remark: 'remark' },
    usedBy: undefined,
    query: premiumQuery,
  },
} satisfies Record<string, { table: string; what: string; resource: Resource; columns: Record<string, string>; usedBy?: string; query: Query }>;

/** List, save, delete and export of a settings table: one definition for types, servers and premiums. */
function settingsEndpoints(kind: keyof typeof SETTINGS_TABLES, api: (typeof batchApi)['types' | 'servers' | 'premiums']): Endpoints {
  const { table, what, resource, columns, usedBy, query } = SETTINGS_TABLES[kind];
  return [
    ...listEndpoints({ list: api.list, sheet: api.export, fileName: BATCH_SHEETS[kind], query: ({ db, params, user }) => query(db, user, params) }),
    define({
      call: api.save,
      handler: ({ db, params }) => {
        const id = integer(params, 'id', '编号');
        const input = inputOf(resource as Resource, params) as Record<string, unknown>;
        const values: Record<string, unknown> = {};
        for (const [key, column] of Object.entries(columns)) values[column] = input[key] ?? (key === 'remark' || key === 'numberPrefix' ? '' : null);
        if (kind === 'Premium') {
          values.agent_id = companyOf(db, values.company_id as number).agentId;
          if (!db.prepare('SELECT 1 FROM cdr_batch_types WHERE id = ?').get(values.type_id)) throw notFound('批次类型');
        }
        const unique = kind === 'Premium' ? ['company_id', 'type_id', 'number_prefix'] : ['name'];
        const clash = db
          .prepare(`SELECT id FROM ${table} WHERE ${unique.map((column) => `${column} = ?`).join(' AND ')} AND id IS NOT ?`)
          .get(...unique.map((column) => values[column]), id ?? null);
        if (clash) throw invalid(kind === 'Premium' ? '该企业的该批次类型已有此号段的加价' : `已有同名${what}「${String(values.name)}」`);
        if (id === undefined) {
          const all = { ...values, created_at: now() };
          const names = Object.keys(all);
          const sql = `INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map((name) => `@${name}`).join(', ')})`;
          return { id: Number(db.prepare(sql).run(all).lastInsertRowid) };
        }
        const updated = db.prepare(`UPDATE ${table} SET ${Object.keys(values).map((name) => `${name} = @${name}`)} WHERE id = @id`).run({ ...values, id });
        if (updated.changes === 0) throw notFound(what);
        return { id };
      },
    }),
    define({
      call: api.delete,
      handler: ({ db, params }) => {
        const id = requiredInteger(params, 'id', '编号');
        if (usedBy) {
          const count = db.prepare(`SELECT COUNT(*) FROM cdr_batches WHERE ${usedBy} = ?`).pluck().get(id) as number;
          if (count > 0) throw invalid(BATCH_TEXTS.settingInUse(what, count));
          if (kind === 'Type' && db.prepare('SELECT 1 FROM cdr_batch_allocations WHERE type_id = ? LIMIT 1').get(id))
            throw invalid(BATCH_TEXTS.allocationInUse);
        }
        if (kind === 'Type') db.prepare('DELETE FROM cdr_batch_premiums WHERE type_id = ?').run(id);
        if (db.prepare(`DELETE FROM ${table} WHERE id = ?`).run(id).changes === 0) throw notFound(what);
        return null;
      },
    }),
  ];
}

const BATCH_SHEETS = { Type: '批次类型', Server: '批次服务器', Premium: '批次加价' } as const;

const ALLOCATIONS = resourceList(batchAllocations, {
  typeId: 'l.type_id',
  level: "CASE WHEN l.company_id IS NULL THEN '代理商' ELSE '企业' END",
  agentName: 'a.name',
  companyName: 'c.name',
  quota: 'l.quota',
  used: 'used',
  unitPrice: 'l.unit_price',
  updatedAt: 'l.updated_at',
});
const USED = `CASE WHEN l.company_id IS NULL
  THEN COALESCE((SELECT SUM(x.quota) FROM cdr_batch_allocations x WHERE x.type_id = l.type_id AND x.agent_id = l.agent_id AND x.company_id IS NOT NULL), 0)
  ELSE COALESCE((SELECT SUM(${BATCH_HELD}) FROM cdr_batches b WHERE b.company_id = l.company_id AND b.type_id = l.type_id), 0) END`;
const allocationQuery: Query = (db, user, params) => ({
  select: `l.id, l.type_id AS typeId, t.name AS typeName, CASE WHEN l.company_id IS NULL THEN '代理商' ELSE '企业' END AS level,
    l.agent_id AS agentId, a.name AS agentName, l.company_id AS companyId, COALESCE(c.name, '') AS companyName, l.quota, ${USED} AS used,
    l.unit_price AS unitPrice, l.updated_at AS updatedAt`,
  from: fromTable(
    'cdr_batch_allocations',
    'l',
    joinOne('cdr_batch_types', 't', 'l.type_id'),
    joinOne('agents', 'a', 'l.agent_id'),
    leftJoinOne('companies', 'c', 'l.company_id'),
  ),
  where: restrictTo(db, ALLOCATIONS.where(params), user, { agent: 'l.agent_id', company: 'l.company_id' }),
  order: ALLOCATIONS.order(params, 'l.updated_at DESC, l.id DESC'),
});

const yuan = (value: number) => value.toFixed(2);

/**
 * Saves an allocation, keeping the rule in one transaction: the companies of an agent never hold
 * more of a type than the agent, nor below the agent's price; an agent's quota never drops below
 * what it gave out, a company's below the numbers it imported.
 */
function saveAllocation(db: Db, user: CurrentUser, params: Params): { id: number } {
  const id = integer(params, 'id', '编号');
  const { quota, unitPrice } = inputOf(batchAllocations, params, ['quota', 'unitPrice']);
  return db.transaction(() => {
    let target: { typeId: number; agentId: number; companyId: number | null };
    if (id === undefined) {
      const { typeId, agentId, companyId } = inputOf(batchAllocations, params, ['typeId', 'agentId', 'companyId']);
      const toCompany = companyId !== undefined && companyId !== null;
      if (user.role === 'admin' && toCompany === (agentId !== undefined && agentId !== null)) throw invalid(BATCH_TEXTS.oneTarget);
      if (user.role !== 'admin' && !toCompany) throw invalid('请选择企业');
      if (!db.prepare('SELECT 1 FROM cdr_batch_types WHERE id = ?').get(typeId)) throw notFound('批次类型');
      if (toCompany) {
        target = { typeId, agentId: companyOf(db, companyId).agentId, companyId };
      } else {
        // Only the platform gives an agent what it holds.
        if (user.role !== 'admin') throw forbidden();
        if (!db.prepare('SELECT 1 FROM agents WHERE id = ?').get(agentId)) throw notFound('代理商');
        target = { typeId, agentId: agentId!, companyId: null };
      }
      const exists = db
        .prepare('SELECT 1 FROM cdr_batch_allocations WHERE type_id = ? AND agent_id = ? AND company_id IS ?')
        .get(target.typeId, target.agentId, target.companyId);
      if (exists) throw invalid(BATCH_TEXTS.allocationExists);
    } else {
      const found = db.prepare('SELECT type_id AS typeId, agent_id AS agentId, company_id AS companyId FROM cdr_batch_allocations WHERE id = ?').get(id) as
        typeof target | undefined;
      if (!found) throw notFound('分配');
      target = found;
    }
    // An agent acts on its companies' allocations only (its tree's), never on what it holds itself.
    if (user.role !== 'admin' && (target.companyId === null || !agentTree(db, user.agentId ?? 0).includes(target.agentId))) throw forbidden();

    if (target.companyId === null) {
      const allocated = usedQuota(db, target);
      if (quota < allocated) throw invalid(BATCH_TEXTS.belowAllocated(allocated));
    } else {
      const holding = holdingOf(db, target.typeId, target.agentId);
      const others = db
        .prepare('SELECT COALESCE(SUM(quota), 0) FROM cdr_batch_allocations WHERE type_id = ? AND agent_id = ? AND company_id IS NOT NULL AND company_id <> ?')
        .pluck()
        .get(target.typeId, target.agentId, target.companyId) as number;
      if (others + quota > holding.quota) throw invalid(BATCH_TEXTS.overAgent(holding.quota, others, quota));
      if (toFen(unitPrice) < toFen(holding.unitPrice)) throw invalid(BATCH_TEXTS.belowAgentPrice(yuan(holding.unitPrice)));
      const imported = usedQuota(db, target);
      if (quota < imported) throw invalid(BATCH_TEXTS.belowUsed(imported));
    }
    const at = now();
    if (id !== undefined) {
      db.prepare('UPDATE cdr_batch_allocations SET quota = ?, unit_price = ?, updated_at = ? WHERE id = ?').run(quota, unitPrice, at, id);
      return { id };
    }
    const created = db
      .prepare('INSERT INTO cdr_batch_allocations (type_id, agent_id, company_id, quota, unit_price, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(target.typeId, target.agentId, target.companyId, quota, unitPrice, at, at);
    return { id: Number(created.lastInsertRowid) };
  })();
}

const BATCHES = resourceList(batches, {
  batchNo: 'b.batch_no',
  name: 'b.name',
  typeId: 'b.type_id',
  serverId: 'b.server_id',
  companyName: 'c.name',
  status: 'b.status',
  total: 'b.total',
  called: 'called',
  progress: 'progress',
  createdAt: 'b.created_at',
  updatedAt: 'b.updated_at',
});
const CALLED = "(SELECT COUNT(*) FROM cdr_batch_numbers n WHERE n.batch_id = b.id AND n.result <> '待呼叫')";
const BATCH_OWNERS = { agent: 'b.agent_id', company: 'b.company_id' };
const batchQuery: Query = (db, user, params) => ({
  select: `b.id, b.batch_no AS batchNo, b.name, b.type_id AS typeId, t.name AS typeName, b.server_id AS serverId, s.name AS serverName,
    b.company_id AS companyId, c.name AS companyName, COALESCE(a.name, '') AS agentName, b.status, b.total, ${CALLED} AS called,
    CASE WHEN b.total = 0 THEN 0 ELSE ROUND(${CALLED} * 100.0 / b.total, 1) END AS progress,
    COALESCE(u.real_name, '') AS operatorName, b.created_at AS createdAt, b.updated_at AS updatedAt`,
  from: fromTable(
    'cdr_batches',
    'b',
    joinOne('cdr_batch_types', 't', 'b.type_id'),
    joinOne('cdr_batch_servers', 's', 'b.server_id'),
    joinOne('companies', 'c', 'b.company_id'),
    leftJoinOne('agents', 'a', 'b.agent_id'),
    leftJoinOne('users', 'u', 'b.operator_id'),
  ),
  where: restrictTo(db, BATCHES.where(params), user, BATCH_OWNERS),
  order: BATCHES.order(params, 'b.created_at DESC, b.id DESC'),
});

/** The batch, when the user's scope reaches it. */
function batchOf(db: Db, user: CurrentUser, id: number): { id: number; status: BatchStatus; typeId: number; serverId: number; name: string } {
  const where = restrictTo(db, new Where().eq('b.id', id), user, BATCH_OWNERS);
  const found = db.prepare(`SELECT b.id, b.status, b.type_id AS typeId, b.server_id AS serverId, b.name FROM cdr_batches b ${where}`).get(...where.values) as
    ReturnType<typeof batchOf> | undefined;
  if (!found) throw notFound('批次');
  return found;
}

function enabledSetting(db: Db, table: 'cdr_batch_types' | 'cdr_batch_servers', id: number, what: string): void {
  const row = db.prepare(`SELECT name, enabled FROM ${table} WHERE id = ?`).get(id) as { name: string; enabled: number } | undefined;
  if (!row) throw notFound(what);
  if (!row.enabled) throw invalid(BATCH_TEXTS.disabled(what, row.name));
}

/** Creates a batch with its numbers in one transaction: within the company's quota of the type, the invalid numbers named. */
function createBatch(db: Db, user: CurrentUser, params: Params) {
  const { name, typeId, serverId, numbers } = inputOf(batches, params, ['name', 'typeId', 'serverId', 'numbers']);
  const companyId = user.role === 'company' ? user.companyId : requiredInteger(params, 'companyId', '企业', { min: 1 });
  if (!companyId) throw forbidden();
  const company = companyOf(db, companyId);
  const reach = restrictTo(db, new Where().eq('c.id', companyId), user, { agent: 'c.agent_id', company: 'c.id' });
  if (!db.prepare(`SELECT 1 FROM companies c ${reach}`).get(...reach.values)) throw forbidden();
  enabledSetting(db, 'cdr_batch_types', typeId, '批次类型');
  enabledSetting(db, 'cdr_batch_servers', serverId, '服务器');
  const { valid, invalid: bad, duplicate } = splitNumbers(numbers);
  if (valid.length > BATCH_MAX_NUMBERS) throw invalid(BATCH_TEXTS.tooMany);
  if (valid.length === 0) throw invalid(BATCH_TEXTS.noValid(bad.length));
  return db.transaction(() => {
    const allocation = db.prepare('SELECT quota FROM cdr_batch_allocations WHERE type_id = ? AND company_id = ?').get(typeId, companyId) as
      { quota: number } | undefined;
    const typeName = db.prepare('SELECT name FROM cdr_batch_types WHERE id = ?').pluck().get(typeId) as string;
    if (!allocation) throw invalid(BATCH_TEXTS.notAllocated(typeName));
    const used = usedQuota(db, { typeId, agentId: company.agentId, companyId });
    if (used + valid.length > allocation.quota) throw invalid(BATCH_TEXTS.overQuota(allocation.quota, used, valid.length));
    const at = now();
    const batchNo = nextBatchNo(db, at);
    const created = db
      .prepare(
        `INSERT INTO cdr_batches (batch_no, name, type_id, server_id, company_id, agent_id, status, total, operator_id, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, '待启动', ?, ?, ?, ?)`,
      )
      .run(batchNo, name, typeId, serverId, companyId, company.agentId, valid.length, user.id, at, at);
    const id = Number(created.lastInsertRowid);
    const insert = db.prepare('INSERT INTO cdr_batch_numbers (batch_id, company_id, agent_id, phone) VALUES (?, ?, ?, ?)');
    for (const phone of valid) insert.run(id, companyId, company.agentId, phone);
    return { id, batchNo, imported: valid.length, invalid: bad, duplicate };
  })();
}

/**
 * A batch starting or resuming asks the dialling gate the rules that need no callee (a company
 * stopped or at its daily cap); refused, the refusal is logged and the start answered with the
 * gate's reason as a failure envelope (a thrown refusal would roll the log back with the request's
 * transaction). A window closed now is no refusal: the batch starts and its calls wait for the
 * window (each call asks the gate).
 */
function startsThroughGate(db: Db, user: CurrentUser, id: number): Envelope | undefined {
  batchOf(db, user, id);
  const batch = db.prepare('SELECT status, company_id AS companyId, agent_id AS agentId, batch_no AS batchNo FROM cdr_batches WHERE id = ?').get(id) as {
    status: BatchStatus;
    companyId: number;
    agentId: number | null;
    batchNo: string;
  };
  // A batch that may not start says so itself (the state change refuses it).
  if (!(BATCH_ACTIONS.start.from as readonly string[]).includes(batch.status)) return undefined;
  const attempt = {
    source: '批次启动',
    companyId: batch.companyId,
    agentId: batch.agentId,
    userId: user.id,
    caller: batch.batchNo,
    at: now(),
    reference: batch.batchNo,
  } as const;
  const verdict = askGate(db, attempt);
  if (verdict.allowed || verdict.rule === 'callingWindow') return undefined;
  logRefusal(db, attempt, verdict);
  return { code: 400, message: verdict.reason, data: null };
}

/** Starts, pauses or stops a batch: the change and who made it, when, in one transaction. */
function changeState(db: Db, user: CurrentUser, params: Params) {
  const id = requiredInteger(params, 'id', '批次');
  const action = oneOf(params, 'action', '操作', Object.keys(BATCH_ACTIONS) as BatchAction[]);
  if (!action) throw invalid('请选择操作');
  const rule = BATCH_ACTIONS[action];
  const refused = action === 'start' ? startsThroughGate(db, user, id) : undefined;
  if (refused) return refused;
  return db.transaction(() => {
    const batch = batchOf(db, user, id);
    if (!(rule.from as readonly string[]).includes(batch.status)) throw invalid(BATCH_TEXTS.badState(batch.status, rule.label));
    if (action === 'start') {
      enabledSetting(db, 'cdr_batch_types', batch.typeId, '批次类型');
      enabledSetting(db, 'cdr_batch_servers', batch.serverId, '服务器');
    }
    const at = now();
    // Guarded by the status read above: a concurrent change makes this update nothing, and the change is refused.
    const changed = db.prepare('UPDATE cdr_batches SET status = ?, updated_at = ? WHERE id = ? AND status = ?').run(rule.to, at, id, batch.status);
    if (changed.changes === 0) throw invalid(BATCH_TEXTS.badState(batch.status, rule.label));
    db.prepare('INSERT INTO cdr_batch_events (batch_id, action, from_status, to_status, operator_id, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
      id,
      action,
      batch.status,
      rule.to,
      user.id,
      at,
    );
    return { status: rule.to };
  })();
}

const NUMBERS = resourceList(batchNumbers, {
  phone: 'n.phone',
  batchNo: 'b.batch_no',
  companyName: 'c.name',
  result: 'n.result',
  calledAt: 'n.called_at',
  durationSeconds: 'n.duration_seconds',
});
const NUMBER_OWNERS = { agent: 'n.agent_id', company: 'n.company_id' };
const numberQuery: Query = (db, user, params) => ({
  select: `n.id, n.phone, b.batch_no AS batchNo, b.name AS batchName, c.name AS companyName, COALESCE(a.name, '') AS agentName, n.result,
    n.called_at AS calledAt, n.duration_seconds AS durationSeconds`,
  from: fromTable(
    'cdr_batch_numbers',
    'n',
    joinOne('cdr_batches', 'b', 'n.batch_id'),
    joinOne('companies', 'c', 'n.company_id'),
    leftJoinOne('agents', 'a', 'n.agent_id'),
  ),
  where: restrictTo(db, NUMBERS.where(params), user, NUMBER_OWNERS),
  order: NUMBERS.order(params, 'n.called_at DESC, n.id DESC'),
});

const CONSUMPTION = resourceList(batchConsumption, {
  phone: 'n.phone',
  batchNo: 'b.batch_no',
  typeId: 'b.type_id',
  companyName: 'c.name',
  calledAt: 'n.called_at',
  durationSeconds: 'n.duration_seconds',
  billedUnits: 'n.billed_units',
  unitPrice: 'n.unit_price',
  charge: 'n.charge',
});
const consumptionWhere = (db: Db, user: CurrentUser, params: Params) =>
  restrictTo(db, CONSUMPTION.where(params).raw('n.billed_units > 0'), user, NUMBER_OWNERS);
const consumptionFrom = () =>
  fromTable(
    'cdr_batch_numbers',
    'n',
    joinOne('cdr_batches', 'b', 'n.batch_id'),
    leftJoinOne('cdr_batch_types', 't', 'b.type_id'),
    joinOne('companies', 'c', 'n.company_id'),
    leftJoinOne('agents', 'a', 'n.agent_id'),
  );
const consumptionQuery: Query = (db, user, params) => ({
  select: `n.id, n.phone, b.batch_no AS batchNo, t.name AS typeName, c.name AS companyName, COALESCE(a.name, '') AS agentName,
    n.called_at AS calledAt, n.duration_seconds AS durationSeconds, n.billed_units AS billedUnits, n.unit_price AS unitPrice, n.charge`,
  from: consumptionFrom(),
  where: consumptionWhere(db, user, params),
  order: CONSUMPTION.order(params, 'n.called_at DESC, n.id DESC'),
});

/** Call batches (`/api/cloudcall/batch*`): every list scoped to the user's agent tree or company. */
export const batchEndpoints: Endpoints = [
  define({
    call: batchApi.typeOptions,
    handler: ({ db }) => db.prepare('SELECT id AS value, name AS label FROM cdr_batch_types WHERE enabled = 1 ORDER BY id').all(),
  }),
  define({
    call: batchApi.serverOptions,
    handler: ({ db }) => db.prepare("SELECT id AS value, name || '（' || ip || '）' AS label FROM cdr_batch_servers WHERE enabled = 1 ORDER BY id").all(),
  }),
  ...settingsEndpoints('Type', batchApi.types),
  ...settingsEndpoints('Server', batchApi.servers),
  ...settingsEndpoints('Premium', batchApi.premiums),

  ...listEndpoints({
    list: batchApi.allocationList,
    sheet: batchApi.allocationExport,
    fileName: '批次分配',
    query: ({ db, params, user }) => allocationQuery(db, user, params),
  }),
  define({ call: batchApi.allocationSave, handler: ({ db, params, user }) => saveAllocation(db, user, params) }),
  define({
    call: batchApi.allocationDelete,
    handler: ({ db, params, user }) => {
      const id = requiredInteger(params, 'id', '编号');
      return db.transaction(() => {
        const where = restrictTo(db, new Where().eq('l.id', id), user, { agent: 'l.agent_id' });
        const found = db
          .prepare(`SELECT l.type_id AS typeId, l.agent_id AS agentId, l.company_id AS companyId FROM cdr_batch_allocations l ${where}`)
          .get(...where.values) as { typeId: number; agentId: number; companyId: number | null } | undefined;
        if (!found) throw notFound('分配');
        if (found.companyId === null && user.role !== 'admin') throw forbidden();
        if (usedQuota(db, found) > 0) throw invalid(BATCH_TEXTS.allocationInUse);
        db.prepare('DELETE FROM cdr_batch_allocations WHERE id = ?').run(id);
        return null;
      })();
    },
  }),

  ...listEndpoints({ list: batchApi.list, sheet: batchApi.export, fileName: '批次管理', query: ({ db, params, user }) => batchQuery(db, user, params) }),
  define({ call: batchApi.create, handler: ({ db, params, user }) => createBatch(db, user, params) }),
  define({
    call: batchApi.update,
    handler: ({ db, params, user }) => {
      const batch = batchOf(db, user, requiredInteger(params, 'id', '批次'));
      const { name, serverId } = inputOf(batches, params, ['name', 'serverId']);
      if (batch.status === '已停止' || batch.status === '已完成') throw invalid(`批次已${batch.status.slice(1)}，不能修改`);
      if (serverId !== batch.serverId) enabledSetting(db, 'cdr_batch_servers', serverId, '服务器');
      db.prepare('UPDATE cdr_batches SET name = ?, server_id = ?, updated_at = ? WHERE id = ?').run(name, serverId, now(), batch.id);
      return null;
    },
  }),
  define({
    call: batchApi.delete,
    handler: ({ db, params, user }) => {
      const batch = batchOf(db, user, requiredInteger(params, 'id', '批次'));
      if (batch.status !== '待启动') throw invalid(BATCH_TEXTS.onlyPending);
      db.transaction(() => {
        db.prepare('DELETE FROM cdr_batch_numbers WHERE batch_id = ?').run(batch.id);
        db.prepare('DELETE FROM cdr_batch_events WHERE batch_id = ?').run(batch.id);
        db.prepare('DELETE FROM cdr_batches WHERE id = ?').run(batch.id);
      })();
      return null;
    },
  }),
  define({ call: batchApi.state, handler: ({ db, params, user }) => changeState(db, user, params) }),
  define({
    call: batchApi.events,
    handler: ({ db, params, user }) => {
      const batch = batchOf(db, user, requiredInteger(params, 'id', '批次'));
      return db
        .prepare(
          `SELECT e.id, e.created_at AS createdAt, e.action, e.from_status AS fromStatus, e.to_status AS toStatus, COALESCE(u.real_name, u.username, '') AS operatorName
           FROM cdr_batch_events e LEFT JOIN users u ON u.id = e.operator_id WHERE e.batch_id = ? ORDER BY e.id DESC`,
        )
        .all(batch.id);
    },
  }),

  ...listEndpoints({
    list: batchApi.numberList,
    sheet: batchApi.numberExport,
    fileName: '批次号码',
    query: ({ db, params, user }) => numberQuery(db, user, params),
  }),

  ...listEndpoints({
    list: batchApi.consumptionList,
    sheet: batchApi.consumptionExport,
    fileName: '批次消费明细',
    query: ({ db, params, user }) => consumptionQuery(db, user, params),
  }),
  define({
    call: batchApi.consumptionTotals,
    handler: ({ db, params, user }) => {
      const where = consumptionWhere(db, user, params);
      const totals = db
        .prepare(
          `SELECT COUNT(*) AS calls, COALESCE(SUM(n.duration_seconds), 0) AS durationSeconds, COALESCE(SUM(n.billed_units), 0) AS billedUnits,
             COALESCE(SUM(ROUND(n.charge * 100)), 0) AS chargeFen FROM ${consumptionFrom().needing(where.toString())} ${where}`,
        )
        .get(...where.values) as { calls: number; durationSeconds: number; billedUnits: number; chargeFen: number };
      // Summed in fen: the total equals the rows' charges added up to the cent.
      return { calls: totals.calls, durationSeconds: totals.durationSeconds, billedUnits: totals.billedUnits, charge: totals.chargeFen / 100 };
    },
  }),
];
