import { customer, intentionCustomerApi } from '@console/remote-crm/contract';
import type { Db } from '../../db/database';
import { now } from '../../db/time';
import type { CurrentUser } from '../../http/auth';
import { exportRows } from '../../http/exportRows';
import { sendSheet } from '../../http/sheet';
import { define, type Endpoints } from '../../http/endpoint';
import { conflict, invalid, notFound } from '../../http/envelope';
import { pageOf } from '../../http/page';
import { ids, integer, paging, type Params, requiredInteger, text, oneOf } from '../../http/params';
import { inputOf, resourceList } from '../../http/resource';
import { reachable, restrictTo } from '../../http/scope';
import { placeholders, Where } from '../../http/where';
import { ownCompany, requireDepartmentHigh } from './access';
import { dictionaryNames } from './dictionary';
import { CUSTOMER_POOLS, POOL_LABELS, type CustomerPool } from './domain';
import { type ColumnConfig, companyColumns, customValues } from './fields';
import type { ColumnSpec } from '@console/sdk/contract';
import { logCrm } from './helpers';
import { fromTable, joinOne, leftJoinOne } from '../../http/from';

export const CUSTOMER_FROM = fromTable(
  'customers',
  'k',
  joinOne('companies', 'c', 'k.company_id'),
  leftJoinOne('users', 'u', 'k.owner_id'),
  leftJoinOne('departments', 'd', 'k.department_id'),
);
const CUSTOMER_SELECT = `k.id, k.name, k.phone, k.company, k.source, k.progress, k.tags, k.owner_id AS ownerId,
  COALESCE(u.real_name, '') AS ownerName, k.company_id AS companyId, c.name AS companyName, k.department_id AS departmentId,
  COALESCE(d.name, '') AS departmentName, k.pool, k.amount, k.remark, k.extra, k.next_follow_at AS nextFollowAt,
  k.last_follow_at AS lastFollowAt, k.created_at AS createdAt, k.version`;
const CUSTOMERS = resourceList(customer, {
  name: 'k.name',
  phone: 'k.phone',
  company: 'k.company',
  source: 'k.source',
  progress: 'k.progress',
  tags: 'k.tags',
  amount: 'k.amount',
  ownerId: 'k.owner_id',
  companyId: 'k.company_id',
  lastFollowAt: 'k.last_follow_at',
  nextFollowAt: 'k.next_follow_at',
  createdAt: 'k.created_at',
});

/**
 * What a user reaches of one pool: "mine" is what the user owns (supervisors: their scope); the
 * high seas are the company's; the department pool is the department's.
 */
export function scopeCustomers(db: Db, where: Where, user: CurrentUser, pool: CustomerPool): Where {
  restrictTo(db, where, user, {
    agent: 'c.agent_id',
    company: 'k.company_id',
    department: pool === 'high' ? undefined : 'k.department_id',
    user: pool === 'mine' ? 'k.owner_id' : undefined,
  });
  if (pool === 'department' && user.role === 'normal') where.eq('k.department_id', user.departmentId ?? 0);
  return where.eq('k.pool', pool);
}

const poolOf = (params: Params): CustomerPool => oneOf(params, 'pool', '客户池', CUSTOMER_POOLS) ?? 'mine';

export function customerQuery(db: Db, user: CurrentUser, params: Params) {
  const pool = poolOf(params);
  if (pool === 'department') requireDepartmentHigh(db, user);
  const where = CUSTOMERS.where(params);
  scopeCustomers(db, where, user, pool);
  return { select: CUSTOMER_SELECT, from: CUSTOMER_FROM, where, order: CUSTOMERS.order(params, 'k.created_at DESC, k.id DESC') };
}

const withExtra = (rows: unknown[]) =>
  (rows as { extra: string }[]).map((row) => ({ ...row, extra: JSON.parse(row.extra || '{}') as Record<string, unknown> }));

/**
 * The company's custom fields as export columns, keyed as the list draws them (`extra.<key>`):
 * a file of the list the user sees carries them too.
 */
const customSpecs = (fields: ColumnConfig[]): ColumnSpec[] =>
  fields
    .filter((field) => !field.builtin)
    .map((field) => ({ key: `extra.${field.key}`, title: field.label, kind: field.kind === 'number' ? 'number' : 'text' }));

const flatExtra = (row: { extra: Record<string, unknown> }) =>
  ({ ...row, ...Object.fromEntries(Object.entries(row.extra).map(([key, value]) => [`extra.${key}`, value])) }) as Record<string, unknown>;

/** The checked fields of a customer form (add, edit, import). */
export function customerInput(db: Db, companyId: number, params: Params) {
  const input = inputOf(customer, params);
  const sources = dictionaryNames(db, companyId, 'source');
  const stages = dictionaryNames(db, companyId, 'progress');
  const tags = dictionaryNames(db, companyId, 'tag');
  const source = input.source ?? '';
  if (source && !sources.includes(source)) throw invalid(`来源不存在：${source}`);
  const progress = input.progress ?? stages[0] ?? '';
  if (progress && !stages.includes(progress)) throw invalid(`跟进进度不存在：${progress}`);
  // A row holds its tags comma-separated; a save sends (and `inputOf` answers) them as a list.
  const chosenTags = (input.tags ?? []) as unknown as string[];
  const unknownTag = chosenTags.find((tag) => !tags.includes(tag));
  if (unknownTag) throw invalid(`标签不存在：${unknownTag}`);
  return {
    name: input.name,
    phone: input.phone,
    company: input.company ?? '',
    source,
    progress,
    tags: chosenTags.join(','),
    amount: input.amount ?? 0,
    remark: input.remark ?? '',
    nextFollowAt: input.nextFollowAt ?? '',
  };
}

/** One phone number is one customer within a company. */
export function duplicateOf(db: Db, companyId: number, phone: string, exceptId?: number): string | null {
  const row = db
    .prepare(
      `SELECT k.pool, COALESCE(u.real_name, '') AS owner FROM customers k LEFT JOIN users u ON u.id = k.owner_id
       WHERE k.company_id = ? AND k.phone = ? AND k.id IS NOT ?`,
    )
    .get(companyId, phone, exceptId ?? null) as { pool: CustomerPool; owner: string } | undefined;
  if (!row) return null;
  return `该手机号已是本企业客户（${POOL_LABELS[row.pool]}${row.owner ? `，负责人：${row.owner}` : ''}）`;
}

export interface CustomerRecord {
  id: number;
  name: string;
  phone: string;
  pool: CustomerPool;
  owner_id: number | null;
  company_id: number;
  department_id: number | null;
  extra: string;
}

const recordsOf = (db: Db, list: number[]) => db.prepare(`SELECT * FROM customers WHERE id IN (${placeholders(list)})`).all(...list) as CustomerRecord[];

/** The customers of `wanted` this user may act on in `pool`; the whole batch is refused otherwise. */
function reachableIn(db: Db, user: CurrentUser, pool: CustomerPool, wanted: number[]): CustomerRecord[] {
  const found = reachable(db, CUSTOMER_FROM, scopeCustomers(db, new Where(), user, pool), wanted);
  return recordsOf(db, found);
}

function staffMember(db: Db, userId: number) {
  return db
    .prepare(
      "SELECT id, real_name AS realName, company_id AS companyId, department_id AS departmentId FROM users WHERE id = ? AND status = 1 AND role IN ('company', 'department', 'normal')",
    )
    .get(userId) as { id: number; realName: string; companyId: number; departmentId: number | null } | undefined;
}

/** My customers and the two pools: `/api/intentionCustomer/<verb>`. */
export const customerEndpoints: Endpoints = [
  define({
    call: intentionCustomerApi.list,
    handler: ({ db, params, user }) => {
      const page = pageOf(db, customerQuery(db, user, params), paging(params));
      return { ...page, list: withExtra(page.list) };
    },
  }),
  define({
    call: intentionCustomerApi.export,
    handler: ({ db, params, user, reply }) => {
      const query = customerQuery(db, user, params);
      const rows = exportRows(db, query, { complete: (chunk) => withExtra(chunk).map(flatExtra) });
      logCrm(db, user, { target: '客户', action: '导出', detail: `导出${POOL_LABELS[poolOf(params)]} ${rows.total()} 条` });
      const companyId = user.companyId ?? integer(params, 'companyId', '企业编号') ?? null;
      const fields = companyColumns(db, companyId);
      const declared = intentionCustomerApi.export.columns;
      const available = [
        ...declared.map((spec) => ({ ...spec, title: fields.find((field) => field.builtin && field.key === spec.key)?.label ?? spec.title })),
        ...customSpecs(fields),
      ];
      return sendSheet(reply, params, POOL_LABELS[poolOf(params)], available, rows, declared);
    },
  }),
  define({
    call: intentionCustomerApi.add,
    handler: ({ db, params, user }) => {
      const companyId = ownCompany(user);
      const input = customerInput(db, companyId, params);
      const duplicate = duplicateOf(db, companyId, input.phone);
      if (duplicate) throw invalid(duplicate);
      const extra = customValues(db, companyId, params);
      const at = now();
      // The customer and its operation record are written together or not at all.
      return db.transaction(() => {
        const created = db
          .prepare(
            `INSERT INTO customers (name, phone, company, source, progress, tags, owner_id, company_id, department_id, pool, amount, remark,
               next_follow_at, extra, last_follow_at, created_at, updated_at)
             VALUES (@name, @phone, @company, @source, @progress, @tags, @ownerId, @companyId, @departmentId, 'mine', @amount, @remark,
               @nextFollowAt, @extra, '', @at, @at)`,
          )
          .run({ ...input, ownerId: user.id, companyId, departmentId: user.departmentId, extra, at });
        const id = Number(created.lastInsertRowid);
        logCrm(db, user, { target: '客户', action: '新增', recordId: id, recordName: input.name, recordPhone: input.phone, toPool: 'mine' });
        return { id };
      })();
    },
  }),
  define({
    call: intentionCustomerApi.update,
    handler: ({ db, params, user }) => {
      const id = requiredInteger(params, 'id', '客户编号');
      const current = db.prepare('SELECT * FROM customers WHERE id = ?').get(id) as CustomerRecord | undefined;
      if (!current) throw notFound('客户');
      const [record] = reachableIn(db, user, current.pool, [id]);
      // The version the form was filled from (the list answers it): an edit of an older one is refused.
      const version = requiredInteger(params, 'version', '版本号');
      const input = customerInput(db, record.company_id, params);
      const duplicate = duplicateOf(db, record.company_id, input.phone, id);
      if (duplicate) throw invalid(duplicate);
      const extra = customValues(db, record.company_id, params, record.extra);
      return db.transaction(() => {
        const { changes } = db
          .prepare(
            `UPDATE customers SET name = @name, phone = @phone, company = @company, source = @source, progress = @progress, tags = @tags,
               amount = @amount, remark = @remark, next_follow_at = @nextFollowAt, extra = @extra, updated_at = @at, version = version + 1
             WHERE id = @id AND version = @version`,
          )
          .run({ ...input, extra, at: now(), id, version });
        if (changes === 0) throw conflict();
        logCrm(db, user, { target: '客户', action: '编辑', recordId: id, recordName: input.name, recordPhone: input.phone, companyId: record.company_id });
        return { id, version: version + 1 };
      })();
    },
  }),
  define({
    call: intentionCustomerApi.delete,
    handler: ({ db, params, user }) => {
      const pool = poolOf(params);
      const records = reachableIn(db, user, pool, ids(params, '客户'));
      db.transaction(() => {
        for (const record of records) {
          db.prepare('DELETE FROM customers WHERE id = ?').run(record.id);
          logCrm(db, user, {
            target: '客户',
            action: '删除',
            recordId: record.id,
            recordName: record.name,
            recordPhone: record.phone,
            fromPool: pool,
            companyId: record.company_id,
          });
        }
      })();
      return { deleted: records.length };
    },
  }),
  define({
    call: intentionCustomerApi.release,
    handler: ({ db, params, user }) => {
      const to = oneOf(params, 'toPool', '目标客户池', ['high', 'department'] as const) ?? 'high';
      if (to === 'department') requireDepartmentHigh(db, user);
      const reason = text(params, 'reason', '释放原因', 100) ?? '';
      const records = reachableIn(db, user, 'mine', ids(params, '客户'));
      const released = releaseCustomers(db, user, records, to, { action: '释放', detail: reason });
      return { released };
    },
  }),
  define({
    call: intentionCustomerApi.claim,
    handler: ({ db, params, user }) => {
      ownCompany(user);
      const from = oneOf(params, 'pool', '客户池', ['high', 'department'] as const) ?? 'high';
      if (from === 'department') requireDepartmentHigh(db, user);
      const records = reachableIn(db, user, from, ids(params, '客户'));
      db.transaction(() => {
        for (const record of records) {
          db.prepare("UPDATE customers SET pool = 'mine', owner_id = ?, department_id = COALESCE(?, department_id), updated_at = ? WHERE id = ?").run(
            user.id,
            user.departmentId,
            now(),
            record.id,
          );
          logCrm(db, user, {
            target: '客户',
            action: '领取',
            recordId: record.id,
            recordName: record.name,
            recordPhone: record.phone,
            fromPool: from,
            toPool: 'mine',
            targetUserId: user.id,
          });
        }
      })();
      return { claimed: records.length };
    },
  }),
  define({
    call: intentionCustomerApi.transfer,
    handler: ({ db, params, user }) => {
      const target = staffMember(db, requiredInteger(params, 'toUserId', '接收人'));
      if (!target) throw invalid('接收人不存在或已停用');
      const records = reachableIn(db, user, 'mine', ids(params, '客户'));
      if (records.some((record) => record.company_id !== target.companyId)) throw invalid('只能转移给客户所属企业的员工');
      if (user.role === 'department' && target.departmentId !== user.departmentId) throw invalid('只能转移给本部门的员工');
      db.transaction(() => {
        for (const record of records) {
          db.prepare('UPDATE customers SET owner_id = ?, department_id = ?, updated_at = ? WHERE id = ?').run(target.id, target.departmentId, now(), record.id);
          logCrm(db, user, {
            target: '客户',
            action: '转移',
            recordId: record.id,
            recordName: record.name,
            recordPhone: record.phone,
            fromPool: 'mine',
            toPool: 'mine',
            targetUserId: target.id,
            detail: `转移给 ${target.realName}`,
            companyId: record.company_id,
          });
        }
      })();
      return { transferred: records.length };
    },
  }),
  define({
    call: intentionCustomerApi.colleagues,
    handler: ({ db, params, user }) => {
      const companyId = user.companyId ?? integer(params, 'companyId', '企业编号');
      if (!companyId) throw invalid('请指定企业');
      const where = new Where().eq('u.company_id', companyId).eq('u.status', 1).raw("u.role IN ('company', 'department', 'normal')");
      restrictTo(db, where, user, { agent: 'u.agent_id', company: 'u.company_id', department: 'u.department_id' });
      return db
        .prepare(
          `SELECT u.id, u.real_name AS realName, u.role, COALESCE(d.name, '') AS departmentName FROM users u LEFT JOIN departments d ON d.id = u.department_id ${where} ORDER BY u.id`,
        )
        .all(...where.values);
    },
  }),
  define({
    call: intentionCustomerApi.companies,
    handler: ({ db, user }) => {
      const where = new Where();
      restrictTo(db, where, user, { agent: 'c.agent_id', company: 'c.id' });
      return db.prepare(`SELECT c.id, c.name FROM companies c ${where} ORDER BY c.id`).all(...where.values);
    },
  }),
  define({
    call: intentionCustomerApi.formOptions,
    handler: ({ db, user }) => {
      const names = (kind: 'source' | 'progress' | 'tag') => {
        if (user.companyId) return dictionaryNames(db, user.companyId, kind);
        const where = new Where().eq('x.kind', kind);
        restrictTo(db, where, user, { agent: 'c.agent_id', company: 'x.company_id' });
        return db
          .prepare(`SELECT x.name FROM crm_dictionary x JOIN companies c ON c.id = x.company_id ${where} GROUP BY x.name ORDER BY MIN(x.sort), x.name`)
          .pluck()
          .all(...where.values) as string[];
      };
      return { sources: names('source'), progress: names('progress'), tags: names('tag'), columns: companyColumns(db, user.companyId) };
    },
  }),
];

/** Moves customers out of "mine" into a pool, with one operation-record line each. */
export function releaseCustomers(
  db: Db,
  user: CurrentUser | null,
  records: CustomerRecord[],
  to: 'high' | 'department',
  log: { action: '释放' | '自动回收'; detail: string },
): number {
  db.transaction(() => {
    for (const record of records) {
      if (to === 'department' && !record.department_id) throw invalid(`客户「${record.name}」没有所属部门，不能释放到部门公海`);
      db.prepare('UPDATE customers SET pool = ?, owner_id = NULL, updated_at = ? WHERE id = ?').run(to, now(), record.id);
      logCrm(db, user, {
        target: '客户',
        action: log.action,
        recordId: record.id,
        recordName: record.name,
        recordPhone: record.phone,
        fromPool: 'mine',
        toPool: to,
        targetUserId: record.owner_id,
        detail: log.detail,
        companyId: record.company_id,
        departmentId: record.department_id,
      });
    }
  })();
  return records.length;
}
