import { contractBuilders, type Transport } from '../contract';
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
 * every key to a list call of the contract and every table to one the trail covers.
 */
export const HISTORY_TABLES: Readonly<Record<string, string>> = {
  '/api/company/list': 'companies',
  '/api/department/list': 'departments',
  '/api/user/list': 'users',
  '/api/agent/list': 'agents',
  '/api/admin/userPhone/list': 'admin_user_phone',
  '/api/admin/callsNumber/list': 'admin_calls_number',
  '/api/topUp/list': 'top_ups',
  '/api/agent/serialList': 'agent_serials',
  '/api/user/openControlList': 'admin_open_control',
  '/api/blackList/list': 'blacklist',
  '/api/cloudcall/sipNumber/list': 'sip_accounts',
  '/api/cloudcall/sipAccountPrice/list': 'cloudcall_sip_account_price',
  '/api/cloudcall/templateList': 'call_templates',
  '/api/cloudcall/allocationList': 'call_allocations',
  '/api/cloudcall/specialNumberList': 'call_special_numbers',
  '/api/cloudcall/sipServerList': 'sip_servers',
  '/api/cloudcall/batchList': 'cdr_batches',
  '/api/cloudcall/batchAllocationList': 'cdr_batch_allocations',
  '/api/cloudcall/premium/list': 'cloudcall_premium',
  '/api/cloudcall/tonglianPrecisionTube/list': 'cloudcall_precision_control',
  '/api/clue/list': 'clues',
  '/api/crmDictionary/list': 'crm_dictionary',
  '/api/customField/list': 'custom_fields',
  '/api/crmTemplate/list': 'crm_templates',
  '/api/leadFinding/templateList': 'industry_templates',
  '/api/leadFinding/poolAccountList': 'pool_accounts',
  '/api/frequencyLimiting/list': 'frequency_limits',
  '/api/inventory/purchaseOrderList': 'purchase_orders',
  '/api/inventory/goodsList': 'inventory_goods',
  '/api/inventory/shipmentList': 'inventory_shipments',
  '/api/inventory/whiteCardList': 'white_cards',
};

/** The roles that read a record's history: those that read the operation log (spec section 6), each within its scope. */
export const HISTORY_ACCESS = ['admin', 'agent', 'subAgent'] as const satisfies readonly Role[];

/**
 * A record's history (CONTRACT.md, "Audit trail"): the record is named by its page's list call (`list`,
 * the path; the backend knows which table it lists) and its `id`. Newest first.
 */
export const historyApi = {
  getHistory: call.post<ChangeEntry[], { list: string; id: number }>('/api/operationLog/getHistory', HISTORY_ACCESS),
};
