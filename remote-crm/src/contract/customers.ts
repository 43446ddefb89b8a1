import type { Page, PageQuery } from '@console/sdk/contract';
import { call } from '@console/sdk/contract';
import { CRM_ACCESS } from './domain';
import type { CustomerPool, FieldKind, QualityIssue } from './domain';

/** Server-side sorting of list calls: an allowed column and antd's order names. */
export interface SortQuery {
  sortField?: string;
  sortOrder?: 'ascend' | 'descend';
}

export interface CustomerRow {
  id: number;
  name: string;
  phone: string;
  company: string;
  source: string;
  progress: string;
  /** Comma-separated tag names. */
  tags: string;
  ownerId: number | null;
  ownerName: string;
  companyId: number;
  companyName: string;
  departmentId: number | null;
  departmentName: string;
  pool: CustomerPool;
  /** 预计金额, yuan. */
  amount: number;
  remark: string;
  /** Values of the company's custom fields by key. */
  extra: Record<string, string | number>;
  nextFollowAt: string;
  lastFollowAt: string;
  createdAt: string;
  /** Sent back by an edit: a record changed since is refused (optimistic concurrency, issue 12). */
  version: number;
}

export interface CustomerQuery extends PageQuery, SortQuery {
  pool?: CustomerPool;
  name?: string;
  phone?: string;
  company?: string;
  source?: string;
  progress?: string;
  tag?: string;
  ownerId?: number;
  companyId?: number;
  createdFrom?: string;
  createdTo?: string;
  lastFollowFrom?: string;
  lastFollowTo?: string;
}

/** The fields of the customer form; custom fields travel as `field_<key>`. */
export interface CustomerInput {
  id?: number;
  name: string;
  phone: string;
  company?: string;
  source?: string;
  progress?: string;
  tags?: string[];
  amount?: number;
  remark?: string;
  nextFollowAt?: string;
  [customField: `field_${string}`]: unknown;
}

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

export interface FollowUpRow {
  id: number;
  customerId: number;
  customerName: string;
  customerPhone: string;
  stage: string;
  way: string;
  content: string;
  nextFollowAt: string;
  userId: number | null;
  followerName: string;
  companyName: string;
  createdAt: string;
}

export interface FollowUpQuery extends PageQuery, SortQuery {
  customerId?: number;
  customerName?: string;
  phone?: string;
  stage?: string;
  way?: string;
  createdFrom?: string;
  createdTo?: string;
}

export interface CrmLogRow {
  id: number;
  target: '客户' | '线索';
  action: string;
  recordId: number | null;
  recordName: string;
  recordPhone: string;
  fromPool: string;
  toPool: string;
  targetUserName: string;
  detail: string;
  operatorName: string;
  companyName: string;
  createdAt: string;
}

export interface CrmLogQuery extends PageQuery {
  action?: string;
  target?: '客户' | '线索';
  toPool?: CustomerPool;
  recordName?: string;
  recordPhone?: string;
  operatorName?: string;
  createdFrom?: string;
  createdTo?: string;
}

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

export interface QualityRow extends Omit<CustomerRow, 'extra'> {
  issue: string;
  days: number;
}

/**
 * Intention customers (spec section 7: AutomaticRecovery, RecoveryRecord, downloadIntentionTemplate,
 * getAutomaticRecovery, getColumn, getCrmSum keep their paths). The other calls are not in the
 * spec: defined in issue 5 in the same style, see local-backend/CONTRACT.md "CRM".
 */
export const intentionCustomerApi = {
  list: call.post<Page<CustomerRow>, CustomerQuery>('/api/intentionCustomer/list', 'loggedIn'),
  export: call.file<Omit<CustomerQuery, keyof PageQuery>>('/api/intentionCustomer/export', CRM_ACCESS.users),
  add: call.post<{ id: number }, CustomerInput>('/api/intentionCustomer/add', CRM_ACCESS.staff),
  update: call.post<{ id: number; version: number }, CustomerInput & { id: number; version: number }>('/api/intentionCustomer/update', CRM_ACCESS.users),
  delete: call.post<{ deleted: number }, { ids: number[]; pool: CustomerPool }>('/api/intentionCustomer/delete', CRM_ACCESS.supervisors),
  release: call.post<{ released: number }, { ids: number[]; toPool: 'high' | 'department'; reason?: string }>('/api/intentionCustomer/release', CRM_ACCESS.users),
  claim: call.post<{ claimed: number }, { ids: number[]; pool: 'high' | 'department' }>('/api/intentionCustomer/claim', CRM_ACCESS.staff),
  transfer: call.post<{ transferred: number }, { ids: number[]; toUserId: number }>('/api/intentionCustomer/transfer', CRM_ACCESS.supervisors),
  colleagues: call.get<Colleague[], { companyId?: number }>('/api/intentionCustomer/colleagues', CRM_ACCESS.users),
  companies: call.get<{ id: number; name: string }[]>('/api/intentionCustomer/companies', CRM_ACCESS.users),
  formOptions: call.get<CustomerFormOptions>('/api/intentionCustomer/formOptions', 'loggedIn'),
  /** JSON body: the rows of a filled-in template as parsed in the browser. */
  import: call.postJson<{ added: number; skipped: number }, { header: string[]; rows: string[][] }>('/api/intentionCustomer/import', CRM_ACCESS.staff),
  followList: call.post<Page<FollowUpRow>, FollowUpQuery>('/api/intentionCustomer/followList', 'loggedIn'),
  addFollow: call.post<{ id: number }, { customerId: number; stage: string; way?: string; content: string; nextFollowAt?: string }>('/api/intentionCustomer/addFollow', CRM_ACCESS.staff),
  updateFollow: call.post<{ id: number }, { id: number; stage: string; way?: string; content: string; nextFollowAt?: string }>('/api/intentionCustomer/updateFollow', CRM_ACCESS.users),
  deleteFollow: call.post<null, { id: number }>('/api/intentionCustomer/deleteFollow', CRM_ACCESS.users),
  operationRecord: call.post<Page<CrmLogRow>, CrmLogQuery>('/api/intentionCustomer/operationRecord', 'loggedIn'),
  exportOperationRecord: call.file<Omit<CrmLogQuery, keyof PageQuery>>('/api/intentionCustomer/exportOperationRecord', CRM_ACCESS.users),
  qualityControl: call.post<Page<QualityRow>, PageQuery & { issue?: QualityIssue; days?: number; name?: string; phone?: string; companyId?: number }>('/api/intentionCustomer/qualityControl', CRM_ACCESS.qualityControl),
  runRecovery: call.post<{ recycled: number }>('/api/intentionCustomer/runRecovery', CRM_ACCESS.configurers),
  AutomaticRecovery: call.post<
    RecoveryRule,
    { enabled: boolean; noFollowDays: number; targetPool: 'high' | 'department'; excludeProgress: string[] }
  >('/api/intentionCustomer/AutomaticRecovery', CRM_ACCESS.configurers),
  RecoveryRecord: call.post<Page<CrmLogRow>, CrmLogQuery>('/api/intentionCustomer/RecoveryRecord', 'loggedIn'),
  downloadIntentionTemplate: call.file('/api/intentionCustomer/downloadIntentionTemplate', 'loggedIn'),
  getAutomaticRecovery: call.get<RecoveryRule, { companyId?: number }>('/api/intentionCustomer/getAutomaticRecovery', 'loggedIn'),
  getColumn: call.get<ColumnConfig[], { companyId?: number; userId?: string | number }>('/api/intentionCustomer/getColumn', 'loggedIn'),
  getCrmSum: call.post<CrmSum, { from?: string; to?: string; companyId?: number }>('/api/intentionCustomer/getCrmSum', 'loggedIn'),
};

export interface ClueRow {
  id: number;
  name: string;
  phone: string;
  company: string;
  source: string;
  status: string;
  assigneeId: number | null;
  assigneeName: string;
  companyId: number;
  companyName: string;
  remark: string;
  assignedAt: string;
  createdAt: string;
}

/** mine: /clue; pool: /cluePool; assign: /assignLeads. */
export type ClueView = 'mine' | 'pool' | 'assign';

export interface ClueQuery extends PageQuery, SortQuery {
  view?: ClueView;
  name?: string;
  phone?: string;
  company?: string;
  status?: string;
  source?: string;
  assigneeId?: number;
  assigned?: '0' | '1';
  createdFrom?: string;
  createdTo?: string;
}

export interface ClueInput {
  id?: number;
  name: string;
  phone: string;
  company?: string;
  source?: string;
  remark?: string;
  status?: string;
  assigneeId?: number;
}

/** Leads: not in the spec; `/api/clue/<verb>` (list decided in issue 2, the rest in issue 5). */
export const clueApi = {
  list: call.post<Page<ClueRow>, ClueQuery>('/api/clue/list', 'loggedIn'),
  export: call.file<Omit<ClueQuery, keyof PageQuery>>('/api/clue/export', CRM_ACCESS.users, 'POST'),
  add: call.post<{ id: number }, ClueInput>('/api/clue/add', CRM_ACCESS.staff),
  update: call.post<{ id: number }, ClueInput & { id: number }>('/api/clue/update', CRM_ACCESS.users),
  delete: call.post<{ deleted: number }, { ids: number[] }>('/api/clue/delete', CRM_ACCESS.supervisors),
  assign: call.post<{ assigned: number }, { ids: number[]; assigneeId: number }>('/api/clue/assign', CRM_ACCESS.supervisors),
  recycle: call.post<{ recycled: number }, { ids: number[] }>('/api/clue/recycle', CRM_ACCESS.supervisors),
  claim: call.post<{ claimed: number }, { ids: number[] }>('/api/clue/claim', CRM_ACCESS.staff),
  toCustomer: call.post<{ converted: number; skipped: number }, { ids: number[] }>('/api/clue/toCustomer', CRM_ACCESS.staff),
};
