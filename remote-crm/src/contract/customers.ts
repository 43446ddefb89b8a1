import type { Page } from '@console/sdk/contract';
import { call, defineResource, MOBILE_FIELD, REMARK_FIELD, type Call, type InputOf, type QueryOf, type RowOf } from '@console/sdk/contract';
import { CLUE_ASSIGNED, CLUE_SOURCE, CLUE_STATUS, CRM_ACCESS, FOLLOW_WAY, LOG_ACTION, LOG_TARGET, POOL } from './domain';
import type { CustomerPool, FieldKind, QualityIssue } from './domain';

/**
 * An intention customer (/customer, /CRMHigh, /CRMDepartmentHigh): its built-in fields. The
 * company's own fields (/customTag) are loaded at runtime: they travel as `extra` in a row and as
 * `field_<key>` in a save, and the list draws and titles its columns by the company's configuration.
 */
export const customer = defineResource({
  name: { label: '客户名称', kind: 'text', filter: true, form: true, required: true, max: 50 },
  phone: { ...MOBILE_FIELD, filter: true, required: true },
  company: { label: '公司', kind: 'text', filter: true, form: true, max: 100 },
  /** Source, stage and tags are the company's own lists (/CRMsource, /modou, /tag): checked against them on save. */
  source: { label: '来源', kind: 'text', filter: 'exact', form: true, max: 20 },
  progress: { label: '跟进进度', kind: 'text', filter: 'exact', form: true, max: 20 },
  tags: { label: '标签', kind: 'tags', form: true },
  amount: { label: '预计金额（元）', kind: 'money', form: true, min: 0, max: 100_000_000 },
  ownerId: { label: '负责人编号', kind: 'number', filter: 'exact', column: false, sort: false },
  ownerName: { label: '负责人', kind: 'text' },
  departmentId: { label: '部门编号', kind: 'number', column: false, sort: false },
  departmentName: { label: '部门', kind: 'text' },
  companyId: { label: '企业编号', kind: 'number', filter: 'exact', column: false, sort: false },
  companyName: { label: '所属企业', kind: 'text' },
  pool: { label: '客户池', kind: 'enum', values: POOL, column: false, filter: false },
  lastFollowAt: { label: '最近跟进', kind: 'dateTime' },
  nextFollowAt: { label: '下次跟进时间', kind: 'dateTime', form: true },
  remark: { ...REMARK_FIELD, max: 500 },
  createdAt: { label: '创建时间', kind: 'dateTime' },
  /** Sent back by an edit: a record changed since is refused (optimistic concurrency). */
  version: { label: '版本号', kind: 'number', column: false, sort: false },
});
export type CustomerRow = RowOf<typeof customer> & {
  pool: CustomerPool;
  /** Values of the company's custom fields by key. */ extra: Record<string, string | number>;
};
export type CustomerQuery = QueryOf<typeof customer>;

/** The fields of the customer form; custom fields travel as `field_<key>`. */
export type CustomerInput = InputOf<typeof customer> & { [customField: `field_${string}`]: unknown };

/** A customer column as configured on /customTag (getColumn). */
export interface ColumnConfig {
  key: string;
  label: string;
  kind: FieldKind;
  options: string[];
  required: boolean;
  visible: boolean;
  sort: number;
  builtin: boolean;
}

export interface CustomerFormOptions {
  sources: string[];
  progress: string[];
  tags: string[];
  columns: ColumnConfig[];
}

export interface Colleague {
  id: number;
  realName: string;
  role: string;
  departmentName: string;
}

/**
 * A follow-up of a customer (/followProgress, the customer's history drawer, 写跟进). Its stage is
 * one of the company's stages (/followProgress's panel): checked against them on save.
 */
export const followUp = defineResource({
  customerId: { label: '客户编号', kind: 'number', filter: 'exact', column: false, sort: false },
  customerName: { label: '客户名称', kind: 'text', filter: true, max: 50 },
  customerPhone: { label: '手机号', kind: 'code', filter: true, max: 20 },
  stage: { label: '跟进进度', kind: 'text', filter: 'exact', form: true, required: true, max: 20 },
  way: { label: '跟进方式', kind: 'enum', values: FOLLOW_WAY, form: true },
  content: { label: '跟进内容', kind: 'longText', form: true, required: true, max: 500, width: 320 },
  nextFollowAt: { label: '下次跟进时间', kind: 'dateTime', filter: false, form: true },
  userId: { label: '跟进人编号', kind: 'number', column: false, sort: false },
  followerName: { label: '跟进人', kind: 'text' },
  companyName: { label: '所属企业', kind: 'text' },
  createdAt: { label: '跟进时间', kind: 'dateTime' },
});
export type FollowUpRow = RowOf<typeof followUp>;

/** A line of the CRM operation record (/operationRecord, /release, the recycling record): who did what to which customer or lead. */
export const crmLog = defineResource({
  target: { label: '对象', kind: 'enum', values: LOG_TARGET },
  action: { label: '操作', kind: 'enum', values: LOG_ACTION },
  recordId: { label: '记录编号', kind: 'number', column: false, sort: false },
  recordName: { label: '名称', kind: 'text', filter: true, max: 50 },
  recordPhone: { label: '手机号', kind: 'code', filter: true, max: 20 },
  fromPool: { label: '原客户池', kind: 'enum', values: POOL, filter: false },
  toPool: { label: '目标客户池', kind: 'enum', values: POOL },
  targetUserName: { label: '相关员工', kind: 'text' },
  detail: { label: '说明', kind: 'text' },
  operatorName: { label: '操作人', kind: 'text', filter: true, max: 20 },
  companyName: { label: '所属企业', kind: 'text' },
  createdAt: { label: '操作时间', kind: 'dateTime' },
});
export type CrmLogRow = RowOf<typeof crmLog>;
export type CrmLogQuery = QueryOf<typeof crmLog>;

export interface RecoveryRule {
  companyId: number;
  enabled: boolean;
  noFollowDays: number;
  targetPool: 'high' | 'department';
  excludeProgress: string[];
  lastRunAt: string;
  updatedAt: string;
}

export interface CrmSum {
  from: string;
  to: string;
  total: number;
  mine: number;
  highSeas: number;
  departmentHighSeas: number;
  newInRange: number;
  followedToday: number;
  followsInRange: number;
  pipelineAmount: number;
  byProgress: { progress: string; count: number }[];
  bySource: { source: string; count: number }[];
  byOwner: { name: string; count: number; amount: number }[];
  trend: { date: string; customers: number; follows: number }[];
}

/**
 * A customer with a problem (/customerQualityControl). The problem decides the order and the time
 * rule (not followed for `days`, past its next follow-up …): its times are shown, not searched or sorted.
 */
export const qualityCustomer = defineResource({
  issue: { label: '问题', kind: 'text' },
  name: { label: '客户名称', kind: 'text', filter: true, max: 50 },
  phone: { label: '手机号', kind: 'code', filter: true, max: 20 },
  pool: { label: '客户池', kind: 'enum', values: POOL, filter: false },
  progress: { label: '跟进进度', kind: 'text' },
  ownerName: { label: '负责人', kind: 'text' },
  departmentName: { label: '部门', kind: 'text' },
  lastFollowAt: { label: '最近跟进', kind: 'dateTime', filter: false, sort: false },
  nextFollowAt: { label: '下次跟进', kind: 'dateTime', filter: false, sort: false },
  days: { label: '天数', kind: 'number', sort: false },
  companyId: { label: '企业编号', kind: 'number', filter: 'exact', column: false, sort: false },
  companyName: { label: '所属企业', kind: 'text' },
});
export type QualityRow = RowOf<typeof qualityCustomer>;

/**
 * Intention customers (spec section 7: AutomaticRecovery, RecoveryRecord, downloadIntentionTemplate,
 * getAutomaticRecovery, getColumn, getCrmSum keep their paths). The other calls are not in the
 * spec: defined by this project in the same style, see local-backend/CONTRACT.md "CRM".
 */
export const intentionCustomerApi = {
  list: call.list<typeof customer>('/api/intentionCustomer/list', 'loggedIn', customer, 'POST') as Call<
    CustomerQuery & { pool?: CustomerPool },
    Page<CustomerRow>
  >,
  export: call.sheet('/api/intentionCustomer/export', CRM_ACCESS.users, customer),
  add: call.save<typeof customer, { id: number }, CustomerInput>('/api/intentionCustomer/add', CRM_ACCESS.staff, customer, '新增客户'),
  update: call.save<typeof customer, { id: number; version: number }, CustomerInput & { id: number; version: number }>(
    '/api/intentionCustomer/update',
    CRM_ACCESS.users,
    customer,
    '修改客户',
  ),
  delete: call.post<{ deleted: number }, { ids: number[]; pool: CustomerPool }>('/api/intentionCustomer/delete', CRM_ACCESS.supervisors, '删除客户'),
  release: call.post<{ released: number }, { ids: number[]; toPool: 'high' | 'department'; reason?: string }>(
    '/api/intentionCustomer/release',
    CRM_ACCESS.users,
    '释放客户到公海',
  ),
  claim: call.post<{ claimed: number }, { ids: number[]; pool: 'high' | 'department' }>('/api/intentionCustomer/claim', CRM_ACCESS.staff, '领取客户'),
  transfer: call.post<{ transferred: number }, { ids: number[]; toUserId: number }>('/api/intentionCustomer/transfer', CRM_ACCESS.supervisors, '转移客户'),
  colleagues: call.get<Colleague[], { companyId?: number }>('/api/intentionCustomer/colleagues', CRM_ACCESS.users, '查询同事'),
  companies: call.get<{ id: number; name: string }[]>('/api/intentionCustomer/companies', CRM_ACCESS.users, '查询企业'),
  formOptions: call.get<CustomerFormOptions>('/api/intentionCustomer/formOptions', 'loggedIn'),
  /** JSON body: the rows of a filled-in template as parsed in the browser. */
  import: call.postJson<{ added: number; skipped: number }, { header: string[]; rows: string[][] }>(
    '/api/intentionCustomer/import',
    CRM_ACCESS.staff,
    '导入客户',
  ),
  followList: call.list('/api/intentionCustomer/followList', 'loggedIn', followUp, 'POST'),
  addFollow: call.post<{ id: number }, { customerId: number; stage: string; way?: string; content: string; nextFollowAt?: string }>(
    '/api/intentionCustomer/addFollow',
    CRM_ACCESS.staff,
    '新增跟进记录',
  ),
  updateFollow: call.post<{ id: number }, { id: number; stage: string; way?: string; content: string; nextFollowAt?: string }>(
    '/api/intentionCustomer/updateFollow',
    CRM_ACCESS.users,
    '修改跟进记录',
  ),
  deleteFollow: call.post<null, { id: number }>('/api/intentionCustomer/deleteFollow', CRM_ACCESS.users, '删除跟进记录'),
  /** Click-to-call a customer of one's own, from one's phone in use: asked of the dialling gate first (CONTRACT.md "The dialling gate"). */
  dial: call.post<{ callId: number; caller: string; callee: string }, { customerId: number }>('/api/intentionCustomer/dial', CRM_ACCESS.staff, '拨打客户电话'),
  operationRecord: call.list('/api/intentionCustomer/operationRecord', 'loggedIn', crmLog, 'POST'),
  exportOperationRecord: call.sheet('/api/intentionCustomer/exportOperationRecord', CRM_ACCESS.users, crmLog),
  qualityControl: call.list('/api/intentionCustomer/qualityControl', CRM_ACCESS.qualityControl, qualityCustomer, 'POST') as Call<
    QueryOf<typeof qualityCustomer> & { issue?: QualityIssue; days?: number },
    Page<QualityRow>
  >,
  runRecovery: call.post<{ recycled: number }>('/api/intentionCustomer/runRecovery', CRM_ACCESS.configurers, '执行自动回收'),
  AutomaticRecovery: call.post<RecoveryRule, { enabled: boolean; noFollowDays: number; targetPool: 'high' | 'department'; excludeProgress: string[] }>(
    '/api/intentionCustomer/AutomaticRecovery',
    CRM_ACCESS.configurers,
    '设置自动回收',
  ),
  RecoveryRecord: call.list('/api/intentionCustomer/RecoveryRecord', 'loggedIn', crmLog, 'POST'),
  downloadIntentionTemplate: call.file('/api/intentionCustomer/downloadIntentionTemplate', 'loggedIn'),
  getAutomaticRecovery: call.get<RecoveryRule, { companyId?: number }>('/api/intentionCustomer/getAutomaticRecovery', 'loggedIn'),
  getColumn: call.get<ColumnConfig[], { companyId?: number; userId?: string | number }>('/api/intentionCustomer/getColumn', 'loggedIn'),
  getCrmSum: call.post<CrmSum, { from?: string; to?: string; companyId?: number }>('/api/intentionCustomer/getCrmSum', 'loggedIn'),
};

/** mine: /clue; pool: /cluePool; assign: /assignLeads. */
export type ClueView = 'mine' | 'pool' | 'assign';

/** A lead: a person to call, assigned to a member of the company or waiting in its pool. */
export const clue = defineResource({
  name: { label: '姓名', kind: 'text', filter: true, form: true, required: true, max: 50 },
  phone: { ...MOBILE_FIELD, label: '电话', filter: true, required: true },
  company: { label: '公司', kind: 'text', filter: true, form: true, max: 100 },
  source: { label: '来源', kind: 'enum', values: CLUE_SOURCE, form: true },
  status: { label: '状态', kind: 'enum', values: CLUE_STATUS },
  assigneeId: { label: '跟进人编号', kind: 'number', filter: 'exact', column: false, sort: false },
  assigneeName: { label: '跟进人', kind: 'text' },
  assigned: { label: '分配情况', kind: 'enum', values: CLUE_ASSIGNED, row: false },
  assignedAt: { label: '分配时间', kind: 'dateTime' },
  remark: { ...REMARK_FIELD, max: 500 },
  companyId: { label: '企业编号', kind: 'number', column: false, sort: false },
  companyName: { label: '所属企业', kind: 'text' },
  createdAt: { label: '创建时间', kind: 'dateTime' },
});
export type ClueRow = RowOf<typeof clue>;

/** Leads: not in the spec; `/api/clue/<verb>` (defined by this project: local-backend/CONTRACT.md). */
export const clueApi = {
  list: call.list('/api/clue/list', 'loggedIn', clue, 'POST'),
  export: call.sheet('/api/clue/export', CRM_ACCESS.users, clue),
  /** A manager may assign the lead as it adds it (`assigneeId`); a staff member's is its own. */
  add: call.save<typeof clue, { id: number }, InputOf<typeof clue> & { assigneeId?: number }>('/api/clue/add', CRM_ACCESS.staff, clue, '新增线索'),
  update: call.save<typeof clue, { id: number }, InputOf<typeof clue> & { id: number; status?: string }>(
    '/api/clue/update',
    CRM_ACCESS.users,
    clue,
    '修改线索',
  ),
  delete: call.post<{ deleted: number }, { ids: number[] }>('/api/clue/delete', CRM_ACCESS.supervisors, '删除线索'),
  assign: call.post<{ assigned: number }, { ids: number[]; assigneeId: number }>('/api/clue/assign', CRM_ACCESS.supervisors, '分配线索'),
  recycle: call.post<{ recycled: number }, { ids: number[] }>('/api/clue/recycle', CRM_ACCESS.supervisors, '回收线索'),
  claim: call.post<{ claimed: number }, { ids: number[] }>('/api/clue/claim', CRM_ACCESS.staff, '领取线索'),
  toCustomer: call.post<{ converted: number; skipped: number }, { ids: number[] }>('/api/clue/toCustomer', CRM_ACCESS.staff, '线索转客户'),
};
