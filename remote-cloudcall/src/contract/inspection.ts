import { COMPANY_FIELD } from '@console/sdk/contract/parties';
import { call, defineResource, ENABLED_FIELD, enumOf, REMARK_FIELD, type Access, type InputOf, type RowOf } from '@console/sdk/contract';
import { CALL_RISK, CALL_STATUS, RISK_LEVEL, riskCalls } from './records';

/**
 * Quality inspection and risk (issue 62). Rules (keywords, silence, duration) run on the calls of the
 * companies enrolled for inspection, on an inspection server; each hit waits for a reviewer's verdict.
 * The AI inspection gives every inspected call a risk level. A call's risk state and a risk-list entry
 * change with who and when.
 */
export const INSPECTION_ACCESS = {
  /** The 质检 group of the sidebar (/telephoneInspection …, ledger: admin and agent): rules, enrolled companies, servers. */
  manage: ['admin', 'agent'],
  /** Inspection servers are the platform's machines: an agent reads those its companies run on. */
  serversWrite: ['admin'],
  /** Who gives a verdict and changes a risk state: the roles that supervise calls; staff (normal) read their own (decided). */
  review: ['admin', 'agent', 'subAgent', 'company', 'department'],
  /** /quantitativeIntelligenceMonitoring (ledger: admin, no sidebar). */
  monitoring: ['admin'],
} as const satisfies Record<string, Access>;

/** Refusals of the inspection rules: the backend answers them, the tests hold both sides to them. */
export const INSPECTION_TEXTS = {
  keywordsRequired: '关键词规则须填写关键词',
  thresholdRequired: '静音和时长规则须填写阈值（秒）',
  ruleInUse: (hits: number) => `该规则已产生 ${hits} 条质检记录，不能删除，可改为停用`,
  notYourRule: '平台规则只能由管理员修改',
  serverInUse: (companies: number) => `该服务器上还有 ${companies} 家质检企业，不能删除，可改为停用`,
  serverDuplicate: '该地址和端口的服务器已存在',
  serverDisabled: '该质检服务器已停用，请选择其他服务器',
  companyEnrolled: '该企业已开通质检',
  alreadyReviewed: '该质检记录已复核，不能重复复核',
  commentRequired: '判定不合格须填写复核意见',
  alreadyRisky: '该通话已是风险通话',
  notRisky: '该通话不是风险通话',
  reasonRequired: '请填写标记原因',
  alreadyHandled: '该风险记录已处理',
} as const;

export const QA_ENGINE = enumOf([
  { value: '语音转写', label: '语音转写', color: 'blue' },
  { value: 'AI质检', label: 'AI质检', color: 'purple' },
  { value: '双引擎', label: '双引擎', color: 'green' },
]);
export const QA_RULE_KIND = enumOf([
  { value: '关键词', label: '关键词', color: 'blue' },
  { value: '静音', label: '静音', color: 'gold' },
  { value: '时长', label: '时长', color: 'cyan' },
]);
export const QA_VERDICT = enumOf([
  { value: '待复核', label: '待复核', color: 'orange' },
  { value: '合格', label: '合格', color: 'green' },
  { value: '不合格', label: '不合格', color: 'red' },
]);
/** A reviewer's choice (the pending state is not one). */
export const QA_REVIEW_VERDICT = enumOf([
  { value: '合格', label: '合格', color: 'green' },
  { value: '不合格', label: '不合格', color: 'red' },
]);
export const AI_RISK_LEVEL = enumOf([
  { value: '高', label: '高风险', color: 'red' },
  { value: '中', label: '中风险', color: 'orange' },
  { value: '低', label: '低风险', color: 'blue' },
  { value: '无', label: '无风险', color: 'green' },
]);
export const AI_EMOTION = enumOf([
  { value: '平稳', label: '平稳', color: 'green' },
  { value: '急躁', label: '急躁', color: 'orange' },
  { value: '愤怒', label: '愤怒', color: 'red' },
]);
export const ON_OFF = enumOf([
  { value: 1, label: '开启', color: 'green' },
  { value: 0, label: '关闭', color: 'default' },
]);

const serverOptions = call.get<{ value: number; label: string }[]>('/api/cloudcall/inspectionServerOptions', INSPECTION_ACCESS.manage);

/** An inspection server (/inspectionServer). */
export const qaServers = defineResource({
  name: { label: '服务器名称', kind: 'text', filter: true, form: true, required: true, max: 30 },
  host: {
    label: '服务器地址',
    kind: 'code',
    filter: true,
    form: true,
    required: true,
    max: 64,
    pattern: { regex: /^[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?$/, message: '服务器地址应为 IP 或域名' },
  },
  port: { label: '端口', kind: 'number', whole: true, form: true, required: true, min: 1, max: 65535, sort: false },
  engine: { label: '引擎类型', kind: 'enum', values: QA_ENGINE, filter: true, form: true, required: true },
  maxConcurrency: { label: '最大并发', kind: 'number', whole: true, form: true, required: true, min: 1, max: 10000 },
  companies: { label: '质检企业数', kind: 'number', sort: false },
  enabled: ENABLED_FIELD,
  remark: { ...REMARK_FIELD, column: false },
  createdAt: { label: '创建时间', kind: 'dateTime' },
});

/** An inspection rule (/telephoneInspectionType): the platform's (every company's) or an agent's own. */
export const qaRules = defineResource({
  name: { label: '规则名称', kind: 'text', filter: true, form: true, required: true, max: 30 },
  kind: { label: '规则类型', kind: 'enum', values: QA_RULE_KIND, filter: true, form: true, required: true },
  keywords: { label: '关键词', kind: 'text', form: true, max: 200, width: 220, extra: '关键词规则必填，多个以逗号分隔' },
  thresholdSeconds: {
    label: '阈值（秒）',
    kind: 'number',
    whole: true,
    form: true,
    min: 1,
    max: 3600,
    sort: false,
    extra: '静音规则：连续静音超过该秒数；时长规则：通话短于该秒数',
  },
  level: { label: '风险等级', kind: 'enum', values: RISK_LEVEL, filter: true, form: true, required: true },
  deduct: { label: '扣分', kind: 'number', whole: true, form: true, required: true, min: 0, max: 100 },
  owner: { label: '所属', kind: 'text', sort: false },
  hits: { label: '命中次数', kind: 'number' },
  enabled: ENABLED_FIELD,
  remark: { ...REMARK_FIELD, column: false },
  createdAt: { label: '创建时间', kind: 'dateTime' },
});

/** A company enrolled for telephone inspection (/telephoneInspection): at most once, on one server. */
export const qaCompanies = defineResource({
  companyId: { ...COMPANY_FIELD, form: 'add', required: true, filter: false, column: false },
  companyName: { label: '企业', kind: 'text', filter: true, max: 50 },
  agentName: { label: '代理商', kind: 'text' },
  serverId: { label: '质检服务器', kind: 'ref', options: serverOptions, form: true, required: true, filter: false },
  serverName: { label: '质检服务器', kind: 'text' },
  sampleRate: { label: '抽检比例（%）', kind: 'number', whole: true, form: true, required: true, min: 1, max: 100 },
  aiEnabled: { label: 'AI质检', kind: 'enum', values: ON_OFF, form: true, required: true, filter: true },
  inspections: { label: '质检记录', kind: 'number', sort: false },
  pending: { label: '待复核', kind: 'number', sort: false },
  enabled: { ...ENABLED_FIELD, filter: true },
  updatedBy: { label: '操作人', kind: 'text' },
  updatedAt: { label: '更新时间', kind: 'dateTime' },
});

/** The call an inspection row is about (shared by the inspection, AI and risk lists). */
const CALL_FIELDS = {
  callee: { label: '被叫号码', kind: 'code', filter: true, max: 20 },
  caller: { label: '主叫号码', kind: 'code', filter: true, max: 20 },
  username: { label: '坐席', kind: 'text' },
  companyName: { label: '企业', kind: 'text' },
  startTime: { label: '呼叫时间', kind: 'dateTime', filter: false },
  durationSeconds: { label: '通话时长', kind: 'duration' },
} as const;

const QUALITY_COMPANY = call.get<{ value: number; label: string }[], { userId?: string }>('/api/record/QualityCompany', 'loggedIn', '查询质检企业');

/** A rule's hit on a call and its verdict (/qualityInspection, /inspectionRecords, /telephoneInspectionList). */
export const qaInspections = defineResource({
  companyId: { label: '质检企业', kind: 'ref', options: QUALITY_COMPANY, filter: true, column: false, row: false },
  ...CALL_FIELDS,
  ruleName: { label: '质检规则', kind: 'text', filter: true, max: 30 },
  ruleKind: { label: '规则类型', kind: 'enum', values: QA_RULE_KIND, filter: true },
  level: { label: '风险等级', kind: 'enum', values: RISK_LEVEL, filter: true },
  hit: { label: '命中内容', kind: 'text', width: 200 },
  atSeconds: { label: '命中位置', kind: 'duration', sort: false },
  deduct: { label: '扣分', kind: 'number' },
  verdict: { label: '复核结果', kind: 'enum', values: QA_VERDICT, filter: true },
  reviewer: { label: '复核人', kind: 'text' },
  reviewedAt: { label: '复核时间', kind: 'dateTime' },
  comment: { label: '复核意见', kind: 'text', width: 200 },
  createdAt: { label: '质检时间', kind: 'dateTime' },
});
export type QaInspectionRow = RowOf<typeof qaInspections>;

/** The AI inspection of a call (/AIinspection). */
export const aiResults = defineResource({
  ...CALL_FIELDS,
  riskLevel: { label: 'AI风险等级', kind: 'enum', values: AI_RISK_LEVEL, filter: true },
  score: { label: 'AI评分', kind: 'number' },
  emotion: { label: '客户情绪', kind: 'enum', values: AI_EMOTION, filter: true },
  hits: { label: '命中要点', kind: 'text', width: 200 },
  summary: { label: '通话摘要', kind: 'text', width: 260, sort: false },
  createdAt: { label: '质检时间', kind: 'dateTime' },
});

/** How many AI results of a search are of each risk level. */
export interface AiInspectionTotals {
  total: number;
  high: number;
  medium: number;
  low: number;
}

/** One day of AI risk (/quantitativeIntelligenceMonitoring): the calls the AI inspected and how many of each level. */
export const aiRiskDays = defineResource({
  day: { label: '日期', kind: 'date' },
  total: { label: 'AI质检通话', kind: 'number', sort: false },
  high: { label: '高风险', kind: 'number', sort: false },
  medium: { label: '中风险', kind: 'number', sort: false },
  low: { label: '低风险', kind: 'number', sort: false },
  riskRate: { label: '风险率（%）', kind: 'number', sort: false },
});

/** A call with its risk state and who set it (/qualityInspection2). */
export const callRiskStates = defineResource({
  ...CALL_FIELDS,
  startTime: { label: '呼叫时间', kind: 'dateTime' },
  status: { label: '通话状态', kind: 'enum', values: CALL_STATUS, filter: true },
  risk: { label: '风险状态', kind: 'enum', values: CALL_RISK, filter: true },
  riskReason: { label: '标记原因', kind: 'text', width: 180 },
  riskBy: { label: '操作人', kind: 'text' },
  riskAt: { label: '操作时间', kind: 'dateTime' },
});
export type CallRiskStateRow = RowOf<typeof callRiskStates>;

/** Per company, what inspection found (/telephoneInspectionList). */
export const qaCompanySummary = defineResource({
  companyName: { label: '企业', kind: 'text', filter: true, max: 50 },
  agentName: { label: '代理商', kind: 'text' },
  calls: { label: '通话数', kind: 'number' },
  inspected: { label: '命中通话', kind: 'number' },
  inspections: { label: '质检记录', kind: 'number' },
  pending: { label: '待复核', kind: 'number' },
  failed: { label: '不合格', kind: 'number' },
  passRate: { label: '合格率（%）', kind: 'number' },
  highRisk: { label: 'AI高风险', kind: 'number' },
});

/** The review form: the verdict and, for 不合格, why. */
export const QA_REVIEW_FORM = {
  verdict: { label: '复核结果', kind: 'enum', values: QA_REVIEW_VERDICT, required: true },
  comment: { label: '复核意见', kind: 'longText', max: 200, extra: '判定不合格时必填' },
} as const;
/** Marking a call risky: why and how risky (its callee joins the risk list). */
export const RISK_MARK_FORM = {
  level: { label: '风险等级', kind: 'enum', values: RISK_LEVEL, required: true },
  reason: { label: '标记原因', kind: 'text', max: 50, required: true },
} as const;
/** Clearing a call's risk state: why. */
export const RISK_CLEAR_FORM = { reason: { label: '解除原因', kind: 'text', max: 50, required: true } } as const;
/** Handling a risk-list entry: what was done. */
export const RISK_HANDLE_FORM = { note: { label: '处理说明', kind: 'longText', max: 200, required: true } } as const;

/** The record calls of spec section 7 that are inspection's, and the `/api/cloudcall/*` calls it adds (CONTRACT.md). */
export const inspectionApi = {
  // Spec section 7 (`/api/record/*`)
  qualityRecord: call.list('/api/record/qualityRecord', 'loggedIn', qaInspections, 'POST'),
  /** Sets a call's risk state (`risk` 1 or 0) with `reason` (and `level` when marking): writes who and when; marking puts the callee on the risk list. */
  riskRecordUpdate: call.post<null, { id: number; risk: 0 | 1; reason: string; level?: string }>(
    '/api/record/riskRecordUpdate',
    INSPECTION_ACCESS.review,
    '修改风险标记',
  ),
  AIInspectionList: call.list('/api/record/AIInspectionList', 'loggedIn', aiResults, 'POST'),
  AiRiskRecord: call.list('/api/record/AiRiskRecord', INSPECTION_ACCESS.monitoring, aiRiskDays, 'POST'),
  /** The companies enrolled for inspection that the user may see, as choices (`userId` is read from the session, not trusted). */
  QualityCompany: QUALITY_COMPANY,
  // Added (`/api/cloudcall/*`)
  /** Every call with its risk state and who set it (/qualityInspection2; /riskList2's `riskRecord` lists the risky ones with their marks). */
  riskStates: call.list('/api/cloudcall/riskStateList', 'loggedIn', callRiskStates, 'POST'),
  /** A reviewer's verdict on a pending inspection: writes who and when. */
  qualityReview: call.post<null, { id: number; verdict: string; comment?: string }>('/api/cloudcall/qualityReview', INSPECTION_ACCESS.review, '复核质检'),
  /** 合格 for many pending hits at once: reviews those still pending, names those already reviewed (refused whole if any is out of reach). */
  qualityReviewBatch: call.post<{ reviewed: number; skipped: number[] }, { ids: number[] }>(
    '/api/cloudcall/qualityReviewBatch',
    INSPECTION_ACCESS.review,
    '批量复核质检',
  ),
  exportQualityRecords: call.sheet('/api/cloudcall/exportQualityRecords', 'loggedIn', qaInspections),
  exportAiInspections: call.sheet('/api/cloudcall/exportAiInspections', 'loggedIn', aiResults),
  /** The AI results of the same search, counted by risk level (the page's figures above the list). */
  aiInspectionTotals: call.post<AiInspectionTotals>('/api/cloudcall/aiInspectionTotals', 'loggedIn', '查询AI质检统计'),
  /** Handles a risk-list entry: writes who, when and what was done. */
  riskHandle: call.post<null, { id: number; note: string }>('/api/cloudcall/riskHandle', INSPECTION_ACCESS.review, '处理风险名单'),
  inspectionSummary: call.list('/api/cloudcall/inspectionSummary', INSPECTION_ACCESS.manage, qaCompanySummary, 'POST'),
  exportInspectionSummary: call.sheet('/api/cloudcall/exportInspectionSummary', INSPECTION_ACCESS.manage, qaCompanySummary),
  // Rules, enrolled companies, servers
  ruleList: call.list('/api/cloudcall/inspectionRuleList', INSPECTION_ACCESS.manage, qaRules, 'POST'),
  ruleSave: call.save<typeof qaRules, { id: number }, InputOf<typeof qaRules> & { id?: number }>(
    '/api/cloudcall/inspectionRuleSave',
    INSPECTION_ACCESS.manage,
    qaRules,
    '保存质检规则',
  ),
  ruleDelete: call.post<null, { id: number }>('/api/cloudcall/inspectionRuleDelete', INSPECTION_ACCESS.manage, '删除质检规则'),
  exportRules: call.sheet('/api/cloudcall/exportInspectionRules', INSPECTION_ACCESS.manage, qaRules),
  companyList: call.list('/api/cloudcall/inspectionCompanyList', INSPECTION_ACCESS.manage, qaCompanies, 'POST'),
  companySave: call.save<typeof qaCompanies, { id: number }, InputOf<typeof qaCompanies> & { id?: number }>(
    '/api/cloudcall/inspectionCompanySave',
    INSPECTION_ACCESS.manage,
    qaCompanies,
    '保存质检企业',
  ),
  companyDelete: call.post<null, { id: number }>('/api/cloudcall/inspectionCompanyDelete', INSPECTION_ACCESS.manage, '删除质检企业'),
  serverList: call.list('/api/cloudcall/inspectionServerList', INSPECTION_ACCESS.manage, qaServers, 'POST'),
  serverSave: call.save<typeof qaServers, { id: number }, InputOf<typeof qaServers> & { id?: number }>(
    '/api/cloudcall/inspectionServerSave',
    INSPECTION_ACCESS.serversWrite,
    qaServers,
    '保存质检服务器',
  ),
  serverDelete: call.post<null, { id: number }>('/api/cloudcall/inspectionServerDelete', INSPECTION_ACCESS.serversWrite, '删除质检服务器'),
  exportServers: call.sheet('/api/cloudcall/exportInspectionServers', INSPECTION_ACCESS.manage, qaServers),
  serverOptions,
};
export type AiRiskDayRow = RowOf<typeof aiRiskDays>;
/** A risk-list entry (/riskList, /riskList2). */
export type RiskCallRow = RowOf<typeof riskCalls>;
export type QaCompanySummaryRow = RowOf<typeof qaCompanySummary>;
