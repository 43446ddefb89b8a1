import { call, defineResource, enumOf, type RowOf } from '@console/sdk/contract';
import { ADMIN_ACCESS } from './access';

/** 通话录音: whether a company's new calls are recorded (a company never set is recorded). */
export const CALL_RECORDING = enumOf([
  { value: '开启', label: '开启', color: 'green' },
  { value: '关闭', label: '关闭', color: 'default' },
]);

/** 保留期限: the platform's default, or days the company was given. */
export const RETENTION_SOURCE = enumOf([
  { value: '平台默认', label: '平台默认', color: 'default' },
  { value: '企业设置', label: '企业设置', color: 'blue' },
]);

/** The longest a call record or a recording is kept: ten years. */
export const RETENTION_MAX_DAYS = 3650;

/** What the page and the backend say, once. */
export const CALL_RETENTION_TEXTS = {
  recordingLonger: '录音保留天数不能超过通话记录保留天数',
  keepDefault: '留空则按平台默认',
  defaultsConflict: (companies: number) => `有 ${companies} 家企业的保留天数与新的平台默认冲突（录音保留天数将超过通话记录保留天数），请先修改这些企业的设置`,
  noneExpired: '没有超过保留期限的通话记录和录音',
  /** The purge's question, with what it would delete (the preview). */
  purgeQuestion: (records: number, recordings: number) =>
    `将永久删除 ${records} 条超过保留期限的通话记录（连同其录音和质检结果），并清除另外 ${recordings} 条超过保留期限的录音，删除后无法恢复。确定清理吗？`,
  purged: (records: number, recordings: number) => `已删除 ${records} 条通话记录，清除 ${recordings} 条录音`,
} as const;

/** The two retention days, as a company's settings and the platform's defaults ask them: whole days, 1 to ten years. */
const retentionDays = <Label extends string>(label: Label) => ({ label, kind: 'number', whole: true, min: 1, max: RETENTION_MAX_DAYS, form: true }) as const;
const RETENTION_DAYS = { recordDays: retentionDays('通话记录保留天数'), recordingDays: retentionDays('录音保留天数') };

/**
 * 外呼记录设置 (/outboundCallRecords): per company, whether its calls are recorded and how many days its
 * call records (/record, /record2) and recordings (/recording) are kept, the platform's defaults where
 * it has no days of its own; and how many of its records and recordings are past that now (what
 * 清理 deletes). One row per company in the user's scope; the row's `id` is the company's.
 */
export const outboundCallRecords = defineResource({
  companyName: { label: '企业名称', kind: 'text', filter: true },
  agentName: { label: '所属代理商', kind: 'text', filter: true },
  recordingEnabled: { label: '通话录音', kind: 'enum', values: CALL_RECORDING, filter: true, required: true, form: true, width: 100 },
  recordDays: { ...RETENTION_DAYS.recordDays, column: false, filter: false, extra: CALL_RETENTION_TEXTS.keepDefault },
  recordingDays: { ...RETENTION_DAYS.recordingDays, column: false, filter: false, extra: CALL_RETENTION_TEXTS.keepDefault },
  retentionSource: { label: '保留期限', kind: 'enum', values: RETENTION_SOURCE, filter: true, width: 110 },
  keptRecordDays: { label: '通话记录保留（天）', kind: 'number', sort: true, width: 150 },
  keptRecordingDays: { label: '录音保留（天）', kind: 'number', sort: true, width: 130 },
  expiredRecords: { label: '过期通话记录', kind: 'number', sort: true, width: 130 },
  expiredRecordings: { label: '过期录音', kind: 'number', sort: true, width: 110 },
  updatedBy: { label: '修改人', kind: 'text', filter: false },
  updatedAt: { label: '修改时间', kind: 'dateTime', filter: false },
});
export type OutboundCallRecordsRow = RowOf<typeof outboundCallRecords>;

/** The platform's defaults: the days of every company that has none of its own. */
export const callRetentionDefaults = defineResource({
  recordDays: { ...RETENTION_DAYS.recordDays, required: true },
  recordingDays: { ...RETENTION_DAYS.recordingDays, required: true },
});
export type CallRetentionDefaults = RowOf<typeof callRetentionDefaults>;

/** What is past its retention now: call records (deleted with their recordings) and recordings of records still kept. */
export interface ExpiredCounts {
  records: number;
  recordings: number;
}

/** `/api/admin/outboundCallRecords/<verb>`: admin and agent (spec section 2), an agent on its own companies; the defaults are the admin's. */
export const outboundCallRecordsApi = {
  list: call.list('/api/admin/outboundCallRecords/list', ADMIN_ACCESS.callRecordSettings, outboundCallRecords, 'POST'),
  export: call.sheet('/api/admin/outboundCallRecords/export', ADMIN_ACCESS.callRecordSettings, outboundCallRecords),
  /** One company's settings (`id`); empty days go back to the defaults. */
  update: call.save('/api/admin/outboundCallRecords/update', ADMIN_ACCESS.callRecordSettings, outboundCallRecords, '修改外呼记录设置'),
  getDefaults: call.post<CallRetentionDefaults>('/api/admin/outboundCallRecords/getDefaults', ADMIN_ACCESS.callRecordSettings),
  updateDefaults: call.save('/api/admin/outboundCallRecords/updateDefaults', ADMIN_ACCESS.platform, callRetentionDefaults, '修改平台默认保留期限'),
  /** The preview: what a purge of company `id` (or of every company in reach, without it) would delete now. */
  expiredCount: call.post<ExpiredCounts, { id?: number }>('/api/admin/outboundCallRecords/expiredCount', ADMIN_ACCESS.callRecordSettings),
  /** Deletes what is past its retention, of company `id` or of every company in reach, in one transaction. */
  purgeExpired: call.post<ExpiredCounts, { id?: number }>('/api/admin/outboundCallRecords/purgeExpired', ADMIN_ACCESS.callRecordSettings, '清理过期通话记录'),
};
