import { releaseApi } from '@console/host-shell/contract';
import { isRead, type CallSpec } from '@console/sdk/contract';
import type { Role } from '@console/sdk/manifest';
import { CONTRACTS } from '../contracts';
import type { Db } from '../db/database';
import { now } from '../db/time';
import type { CurrentUser } from './auth';
import type { Params } from './params';
import { prepared } from './statements';

/**
 * The operation log (/operationLog): every write an admin, agent or sub-agent makes in the admin area,
 * with who, when, what and from which address. `register` (endpoint.ts) writes the row in the handler's
 * own transaction, so a write that fails or is refused logs nothing, and an area's new write is logged
 * without its author doing anything: what is logged is read off the contract entry.
 */

/** The roles whose writes the log keeps (spec section 6: the log is theirs to read). */
export const LOGGED_ROLES: readonly Role[] = ['admin', 'agent', 'subAgent'];

const ADMIN_AREA = new Set<CallSpec>(CONTRACTS['remote-admin']);
/** Beyond the admin area: an admin's pin of a user to a remote's version (README, "Canary releases"). */
const LOGGED_ELSEWHERE = new Set<CallSpec>([releaseApi.pin, releaseApi.unpin]);

/** The names the contracts give their writes (`call.post(path, access, '关闭录音')`), by path. */
const NAMED = new Map(
  Object.values(CONTRACTS)
    .flat()
    .flatMap((call) => (call.operation ? [[call.path, call.operation] as const] : [])),
);

/** The operation's Chinese name, as its contract entry gives it; the path itself for none (a test holds every write to a name). */
export function operationName(path: string): string {
  return NAMED.get(path) ?? path;
}

/** Parameters that say what was acted on, with their names; passwords and free text never reach the log. */
const TARGET_PARAMS: [key: string, label: string][] = [
  ['id', '编号'],
  ['ids', '编号'],
  ['userId', '用户编号'],
  ['userIds', '用户编号'],
  ['agentId', '代理商编号'],
  ['companyId', '企业编号'],
  ['departmentId', '部门编号'],
  ['username', '用户名'],
  ['name', '名称'],
  ['title', '标题'],
  ['phone', '手机号'],
  ['url', '域名'],
  ['validDate', '有效期至'],
  ['months', '月数'],
  ['minutes', '通话时长（分钟）'],
  ['amount', '金额（元）'],
  ['remote', '模块'],
  ['version', '版本'],
];

const TARGET_MAX = 200;

/** The call's target, from its parameters: `用户编号 12，有效期至 2027-01-01 00:00:00`. */
export function targetOf(params: Params): string {
  const parts: string[] = [];
  for (const [key, label] of TARGET_PARAMS) {
    const value = params[key];
    if (value === undefined || value === null || value === '') continue;
    parts.push(`${label} ${Array.isArray(value) ? value.join('、') : String(value)}`);
  }
  const text = parts.join('，');
  return text.length > TARGET_MAX ? `${text.slice(0, TARGET_MAX - 1)}…` : text;
}

/** The log's entry for a call, or null when the call is not logged (another area's, or a read). */
export function loggedOperation(call: CallSpec): string | null {
  if (!(ADMIN_AREA.has(call) || LOGGED_ELSEWHERE.has(call)) || isRead(call)) return null;
  return operationName(call.path);
}

/** Writes the operation's row; answers its id (the trail's rows link to it). */
export function recordOperation(db: Db, user: CurrentUser, operation: string, call: CallSpec, params: Params, ip: string): number | bigint {
  return prepared(
    db,
    'INSERT INTO operation_log (user_id, username, role, agent_id, operation, path, target, ip, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  ).run(user.id, user.username, user.role, user.agentId, operation, call.path, targetOf(params), ip, now()).lastInsertRowid;
}
