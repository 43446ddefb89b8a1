import { contractBuilders, enumOf, type Transport } from '../contract';
import type { Role } from '../manifest/roles';
import { RENEWAL_PATH } from './renewalPath';

/**
 * The platform's calls (its contract entries): the token renewal the client makes, the reminders
 * every page shares and the shell header's own calls. They live in the singleton, not in an area's
 * contract, so that the shell depends on no remote. They reach the client module directly.
 */
const call = contractBuilders(() => import('./client') as Promise<unknown> as Promise<Transport>);

/** Reminder (return-visit callback, spec section 3). */
export interface Reminder {
  id: number;
  name: string;
  phone: string;
  remark: string;
  /** YYYY-MM-DD HH:mm:ss */
  date: string;
  type: string;
  time?: string;
}

/** Return-visit callbacks (spec section 7). */
export const callbackApi = {
  /** The reminders arrive in the envelope's customData. */
  findCallBack: call.get<unknown, { phone?: string; userId: string | number }, Reminder[]>('/api/customer/findCallBack', 'loggedIn'),
  addCallBack: call.post<Reminder, { id?: number; name: string; phone: string; remark: string; date: string; userId: string | number; type?: string }>(
    '/api/customer/addCallBack',
    'loggedIn',
  ),
  deleteCallBack: call.delete<null, { id: number }>('/api/customer/deleteCallBack', 'loggedIn'),
};

/** POST /api/login/refreshToken2 (spec section 7): the client's token renewal (`refreshToken2` in client.ts) sends it. */
export const renewalCall = call.post<string>(RENEWAL_PATH, 'loggedIn');

/** Header user info (spec section 3): the avatar and the computer-dial flag. */
export interface HeadPortrait {
  headPortrait: string;
  computerDial: boolean;
}

/** Change-password form (spec section 3); checkPass is checked in the browser only. */
export interface PasswordChange {
  account: string;
  oldPassword: string;
  newPassword: string;
}

/** Role lists of the platform's calls, declared once: the entries carry them to the backend, the shell's header reads them. */
export const PLATFORM_ACCESS = {
  /**
   * Spec section 6: the admin polls the top-up counts (the header's bell). The bell leads to the
   * admin area's top-up list, which is open to the same role (`ADMIN_ACCESS.topUps`).
   */
  topUpCount: ['admin'],
} as const satisfies Record<string, readonly Role[]>;

/** The console header's calls (spec section 3): the admin's top-up bell, the user's avatar, the password change. */
export const headerApi = {
  /** Pending top-ups: a data count and a customData count. */
  topUpCount: call.post<number, { userId: string | number }, number>('/api/topUp/count', PLATFORM_ACCESS.topUpCount),
  webGetHeadPortrait: call.get<HeadPortrait, { currentUserId: string | number }>('/api/user/webGetHeadPortrait', 'loggedIn'),
  /** The spec does not show this call's path. */
  modifyPassword: call.post<null, PasswordChange>('/api/user/modifyPassword', 'loggedIn'),
};

/** One field of a change: its label, and its old and new values as text (a secret: that it changed, no values). */
export interface FieldChange {
  field: string;
  label: string;
  old?: string;
  new?: string;
  secret?: true;
}

const blank = (value: string | undefined) => (value === undefined || value === '' ? '（空）' : value);

/** One field's change as read: `状态：正常 → 停用`, a value given or removed alone, a secret only as changed. */
export function changeText(change: FieldChange): string {
  if (change.secret) return `${change.label}：已修改`;
  if (change.old === undefined) return `${change.label}：${blank(change.new)}`;
  if (change.new === undefined) return `${change.label}：${blank(change.old)}`;
  return `${change.label}：${blank(change.old)} → ${blank(change.new)}`;
}

/** One write to a record (变更记录): who, when, through which operation, and what it changed. */
export interface ChangeEntry {
  id: number;
  /** YYYY-MM-DD HH:mm:ss */
  createdAt: string;
  username: string;
  role: string;
  operation: string;
  action: 'insert' | 'update' | 'delete';
  changes: FieldChange[];
}

/**
 * Which table each resource page's list shows, by the list call's path: the one place a page's record
 * is tied to the trail's rows. The backend reads the table of a history request `{ list, id }` here;
 * the page kit offers 变更记录 on the rows of exactly these lists. The local backend's test holds
 * every key to a list call of the contract and every table to one the trail covers. `noun` names the
 * record in Chinese (the drawer's title, the operation log's filter by record).
 */
export const HISTORY_TABLES: Readonly<Record<string, { table: string; noun: string }>> = {
  '/api/company/list': { table: 'companies', noun: '企业' },
  '/api/department/list': { table: 'departments', noun: '部门' },
  '/api/user/list': { table: 'users', noun: '员工' },
  '/api/agent/list': { table: 'agents', noun: '代理商' },
  '/api/admin/userPhone/list': { table: 'admin_user_phone', noun: '员工手机' },
  '/api/admin/callsNumber/list': { table: 'admin_calls_number', noun: '外呼号码' },
  '/api/topUp/list': { table: 'top_ups', noun: '充值' },
  '/api/agent/serialList': { table: 'agent_serials', noun: '代理商序列号' },
  '/api/user/openControlList': { table: 'admin_open_control', noun: '开通管控' },
  '/api/blackList/list': { table: 'blacklist', noun: '黑名单' },
  '/api/cloudcall/sipNumber/list': { table: 'sip_accounts', noun: 'SIP 账号' },
  '/api/cloudcall/sipAccountPrice/list': { table: 'cloudcall_sip_account_price', noun: 'SIP 账号价格' },
  '/api/cloudcall/templateList': { table: 'call_templates', noun: '云呼模板' },
  '/api/cloudcall/allocationList': { table: 'call_allocations', noun: '云呼分配' },
  '/api/cloudcall/specialNumberList': { table: 'call_special_numbers', noun: '特殊号码' },
  '/api/cloudcall/sipServerList': { table: 'sip_servers', noun: 'SIP 服务器' },
  '/api/cloudcall/batchList': { table: 'cdr_batches', noun: '批量外呼任务' },
  '/api/cloudcall/batchAllocationList': { table: 'cdr_batch_allocations', noun: '批量外呼分配' },
  '/api/cloudcall/premium/list': { table: 'cloudcall_premium', noun: '附加费' },
  '/api/cloudcall/tonglianPrecisionTube/list': { table: 'cloudcall_precision_control', noun: '精准管控' },
  '/api/clue/list': { table: 'clues', noun: '线索' },
  '/api/crmDictionary/list': { table: 'crm_dictionary', noun: 'CRM 字典' },
  '/api/customField/list': { table: 'custom_fields', noun: '自定义字段' },
  '/api/crmTemplate/list': { table: 'crm_templates', noun: 'CRM 模板' },
  '/api/leadFinding/templateList': { table: 'industry_templates', noun: '行业模板' },
  '/api/leadFinding/poolAccountList': { table: 'pool_accounts', noun: '号码池账号' },
  '/api/frequencyLimiting/list': { table: 'frequency_limits', noun: '频次限制' },
  '/api/inventory/purchaseOrderList': { table: 'purchase_orders', noun: '采购单' },
  '/api/inventory/goodsList': { table: 'inventory_goods', noun: '商品' },
  '/api/inventory/shipmentList': { table: 'inventory_shipments', noun: '发货单' },
  '/api/inventory/whiteCardList': { table: 'white_cards', noun: '白卡' },
};

/** The kinds of record with a history, by table: the operation log's filter by record. */
export const HISTORY_RECORD_KINDS = enumOf([
  ...new Map(Object.values(HISTORY_TABLES).map(({ table, noun }) => [table, { value: table, label: noun }])).values(),
]);

/** The roles that read a record's history: those that read the operation log (spec section 6), each within its scope. */
export const HISTORY_ACCESS = ['admin', 'agent', 'subAgent'] as const satisfies readonly Role[];

/**
 * A record's history (CONTRACT.md, "Audit trail"): the record is named by its page's list call (`list`,
 * the path; the backend knows which table it lists) and its `id`. Newest first.
 */
export const historyApi = {
  getHistory: call.post<ChangeEntry[], { list: string; id: number }>('/api/operationLog/getHistory', HISTORY_ACCESS),
};
