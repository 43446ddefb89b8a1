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

/** What the path's area names (`/api/<noun>/<verb>`). */
const NOUNS: Record<string, string> = {
  user: '员工',
  agent: '代理商',
  company: '企业',
  department: '部门',
  callsNumber: '外呼号码',
  userPhone: '员工手机',
  notice: '公告',
  topUp: '充值',
  afterSale: '售后',
  validity: '有效期',
  workOrder: '工单',
  refund: '退款申请',
  cardType: '卡类型',
  outboundCallRecords: '外呼记录设置',
  swiper: '轮播图',
};

/** Verbs whose name takes the noun after it: 新增 + 员工. */
const PLAIN_VERBS: Record<string, string> = {
  add: '新增',
  update: '修改',
  delete: '删除',
  save: '保存',
  batchDelete: '批量删除',
  batchUpdate: '批量修改',
  read: '阅读',
  resolve: '处理',
  reply: '回复',
  close: '关闭',
  approve: '通过',
  reject: '驳回',
  move: '移动',
};

/** Verbs that name the whole operation (spec section 7's writes, and this project's). */
const WHOLE_VERBS: Record<string, string> = {
  setRoleAndValidDate: '设置角色与有效期',
  batchDeleteByUserPhones: '按手机号批量删除员工',
  transferStaff: '转移员工',
  openServices: '开通服务',
  restoreDeleted: '恢复已删除账号',
  openControl: '新增开通管控',
  openControlDelete: '删除开通管控',
  stopAccount: '停用代理商账号',
  updateAccount: '修改代理商账号',
  addAccount: '新增代理商账号',
  deleteAccount: '删除代理商账号',
  buyMonths: '购买月数',
  addValidCallTime: '增加有效通话时长',
  handle: '处理充值',
  saveOemInfo: '保存品牌设置',
  updateCompanyStatistics: '更新企业统计',
  updateAfterSale: '修改售后',
  addAfterSale: '新增售后',
  deleteAfterSale: '删除售后',
  extend: '延长有效期',
  serialGenerate: '生成代理商序列号',
  serialVoid: '作废代理商序列号',
  kick: '强制下线',
  recharge: '预存余额充值',
  refund: '预存余额退款',
  apply: '申请充值',
  purgeExpired: '清理过期通话记录',
  updateDefaults: '修改平台默认保留期限',
  pin: '固定用户的模块版本',
  unpin: '取消固定模块版本',
  uploadImage: '上传图片',
};

/** The names the contracts give their writes (`call.post(path, access, '关闭录音')`), by path. */
const NAMED = new Map(
  Object.values(CONTRACTS)
    .flat()
    .flatMap((call) => (call.operation ? [[call.path, call.operation] as const] : [])),
);

/**
 * The operation's Chinese name: the one its contract entry gives, else composed from its path (the admin
 * area's); the path itself where neither is known (a test holds every write of every area to a name).
 */
export function operationName(path: string): string {
  const named = NAMED.get(path);
  if (named) return named;
  // The last two segments: `/api/<noun>/<verb>`, and `/api/admin/<noun>/<verb>` for the endpoints this project defined.
  const [noun = '', verb = ''] = path.split('/').slice(-2);
  if (WHOLE_VERBS[verb]) return WHOLE_VERBS[verb];
  if (PLAIN_VERBS[verb] && NOUNS[noun]) return `${PLAIN_VERBS[verb]}${NOUNS[noun]}`;
  return path;
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
