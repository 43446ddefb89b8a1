import { crmLog, intentionCustomerApi, type RecoveryRule } from '@console/remote-crm/contract';
import type { Db } from '../../db/database';
import { formatDateTime, now } from '../../db/time';
import type { CurrentUser } from '../../http/auth';
import { exportRows } from '../../http/exportRows';
import { sendSheet } from '../../http/sheet';
import { define, type Endpoints } from '../../http/endpoint';
import { forbidden, invalid } from '../../http/envelope';
import { pageOf } from '../../http/page';
import { integer, list, paging, type Params, oneOf } from '../../http/params';
import { resourceList } from '../../http/resource';
import { restrictTo } from '../../http/scope';
import { placeholders, Where } from '../../http/where';
import { ownCompany, requireDepartmentHigh } from './access';
import { releaseCustomers, type CustomerRecord } from './customers';
import { dictionaryNames } from './dictionary';
import { fromTable, leftJoinOne } from '../../http/from';

/** The operator named on lines the recycling schedule wrote. */
export const SYSTEM_OPERATOR = '系统';

const LOG_FROM = fromTable(
  'crm_logs',
  'l',
  leftJoinOne('companies', 'c', 'l.company_id'),
  leftJoinOne('users', 'o', 'l.operator_id'),
  leftJoinOne('users', 't', 'l.target_user_id'),
);
const LOG_SELECT = `l.id, l.target, l.action, l.record_id AS recordId, l.record_name AS recordName, l.record_phone AS recordPhone,
  l.from_pool AS fromPool, l.to_pool AS toPool, COALESCE(t.real_name, '') AS targetUserName, l.detail,
  CASE WHEN l.operator_id IS NULL THEN '${SYSTEM_OPERATOR}' ELSE COALESCE(o.real_name, '') END AS operatorName, COALESCE(c.name, '') AS companyName, l.created_at AS createdAt`;

const LOGS = resourceList(crmLog, {
  target: 'l.target',
  action: 'l.action',
  recordName: 'l.record_name',
  recordPhone: 'l.record_phone',
  toPool: 'l.to_pool',
  operatorName: 'o.real_name',
  createdAt: 'l.created_at',
});

function logQuery(db: Db, user: CurrentUser, params: Params, fixedAction?: string) {
  // The recycling record is one action's: what the request says of the action is not asked.
  const where = LOGS.where(fixedAction ? { ...params, action: fixedAction } : params);
  // A recycled customer belongs to its former owner's record; any other line to its operator.
  restrictTo(db, where, user, {
    agent: 'c.agent_id',
    company: 'l.company_id',
    department: 'l.department_id',
    user: fixedAction === '自动回收' ? 'l.target_user_id' : 'l.operator_id',
  });
  return { select: LOG_SELECT, from: LOG_FROM, where, order: LOGS.order(params, 'l.created_at DESC, l.id DESC') };
}

export function recoveryRule(db: Db, companyId: number): RecoveryRule {
  const row = db.prepare('SELECT * FROM recovery_rules WHERE company_id = ?').get(companyId) as
    | { enabled: number; no_follow_days: number; target_pool: 'high' | 'department'; exclude_progress: string; last_run_at: string; updated_at: string }
    | undefined;
  if (!row) return { companyId, enabled: false, noFollowDays: 30, targetPool: 'high', excludeProgress: [], lastRunAt: '', updatedAt: '' };
  return {
    companyId,
    enabled: row.enabled === 1,
    noFollowDays: row.no_follow_days,
    targetPool: row.target_pool,
    excludeProgress: row.exclude_progress ? row.exclude_progress.split(',') : [],
    lastRunAt: row.last_run_at,
    updatedAt: row.updated_at,
  };
}

/**
 * The automatic recycling rule: a customer in "mine" not followed up (or, never followed up, not
 * created) within `noFollowDays` goes back to the pool, unless its stage is excluded; into the
 * department pool only customers that have a department.
 */
export function dueForRecovery(db: Db, rule: RecoveryRule, at: Date): CustomerRecord[] {
  const threshold = formatDateTime(new Date(at.getTime() - rule.noFollowDays * 86_400_000));
  const excluded = rule.excludeProgress;
  return db
    .prepare(
      `SELECT * FROM customers WHERE company_id = ? AND pool = 'mine'
         AND (CASE WHEN last_follow_at = '' THEN created_at ELSE last_follow_at END) < ?
         ${excluded.length ? `AND progress NOT IN (${placeholders(excluded)})` : ''}
         ${rule.targetPool === 'department' ? 'AND department_id IS NOT NULL' : ''}
       ORDER BY id`,
    )
    .all(rule.companyId, threshold, ...excluded) as CustomerRecord[];
}

function companyInReach(db: Db, user: CurrentUser, params: Params): number {
  const companyId = integer(params, 'companyId', '企业编号') ?? user.companyId;
  if (!companyId) throw invalid('请选择企业');
  const where = new Where().eq('c.id', companyId);
  restrictTo(db, where, user, { agent: 'c.agent_id', company: 'c.id' });
  if (!db.prepare(`SELECT 1 FROM companies c ${where}`).get(...where.values)) throw forbidden();
  return companyId;
}

/** Operation records, releases and automatic recycling: `/api/intentionCustomer/<verb>`. */
export const recordEndpoints: Endpoints = [
  define({
    call: intentionCustomerApi.operationRecord,
    handler: ({ db, params, user }) => pageOf(db, logQuery(db, user, params), paging(params)),
  }),
  define({
    call: intentionCustomerApi.exportOperationRecord,
    handler: ({ db, params, user, reply }) => {
      const rows = exportRows(db, logQuery(db, user, params));
      return sendSheet(reply, params, params.action === '释放' ? '释放记录' : '操作记录', intentionCustomerApi.exportOperationRecord.columns, rows);
    },
  }),
  define({
    call: intentionCustomerApi.RecoveryRecord,
    handler: ({ db, params, user }) => pageOf(db, logQuery(db, user, params, '自动回收'), paging(params)),
  }),
  define({
    call: intentionCustomerApi.getAutomaticRecovery,
    handler: ({ db, params, user }) => recoveryRule(db, companyInReach(db, user, params)),
  }),
  define({
    call: intentionCustomerApi.AutomaticRecovery,
    handler: ({ db, params, user }) => {
      const companyId = ownCompany(user);
      const enabled = ['1', 'true', 'on'].includes(String(params.enabled ?? '').toLowerCase());
      const noFollowDays = integer(params, 'noFollowDays', '未跟进天数', { min: 1, max: 365 });
      if (noFollowDays === undefined) throw invalid('请填写未跟进天数');
      const targetPool = oneOf(params, 'targetPool', '回收到', ['high', 'department'] as const) ?? 'high';
      if (targetPool === 'department') requireDepartmentHigh(db, user);
      const stages = dictionaryNames(db, companyId, 'progress');
      const excluded = [...new Set(list(params, 'excludeProgress'))];
      const unknown = excluded.find((stage) => !stages.includes(stage));
      if (unknown) throw invalid(`跟进进度不存在：${unknown}`);
      db.prepare(
        `INSERT INTO recovery_rules (company_id, enabled, no_follow_days, target_pool, exclude_progress, updated_at)
         VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (company_id) DO UPDATE SET enabled = excluded.enabled, no_follow_days = excluded.no_follow_days,
           target_pool = excluded.target_pool, exclude_progress = excluded.exclude_progress, updated_at = excluded.updated_at`,
      ).run(companyId, enabled ? 1 : 0, noFollowDays, targetPool, excluded.join(','), now());
      return recoveryRule(db, companyId);
    },
  }),
  define({
    call: intentionCustomerApi.runRecovery,
    handler: ({ db, user }) => {
      const rule = recoveryRule(db, ownCompany(user));
      if (!rule.enabled) throw invalid('自动回收未启用，请先开启并保存规则');
      return { recycled: runRecovery(db, rule, user, new Date()) };
    },
  }),
];

/** Recycles what `rule` finds due at `at`, logged as `operator`'s (null: the system); answers how many. */
function runRecovery(db: Db, rule: RecoveryRule, operator: CurrentUser | null, at: Date): number {
  const due = dueForRecovery(db, rule, at);
  const recycled = releaseCustomers(db, operator, due, rule.targetPool, { action: '自动回收', detail: `超过 ${rule.noFollowDays} 天未跟进` });
  db.prepare('UPDATE recovery_rules SET last_run_at = ? WHERE company_id = ?').run(formatDateTime(at), rule.companyId);
  return recycled;
}

/** Runs every company's enabled recycling rule at `at`; answers how many customers went back to a pool. */
export function runDueRecoveries(db: Db, at: Date): number {
  const companies = db.prepare('SELECT company_id AS companyId FROM recovery_rules WHERE enabled = 1 ORDER BY company_id').all() as { companyId: number }[];
  let recycled = 0;
  for (const { companyId } of companies) {
    try {
      recycled += runRecovery(db, recoveryRule(db, companyId), null, at);
    } catch (error) {
      console.warn(`企业 ${companyId} 自动回收失败`, error); // one company's bad data does not stop the others
    }
  }
  return recycled;
}

/**
 * Automatic recycling runs by itself: every `intervalMs` (not at start, so that a freshly started
 * console shows its seeded data as seeded). Answers the stop function.
 */
export function scheduleRecoveries(db: Db, intervalMs: number): () => void {
  const timer = setInterval(() => runDueRecoveries(db, new Date()), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
