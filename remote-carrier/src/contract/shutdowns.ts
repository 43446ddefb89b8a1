import { call, defineResource, enumOf, enumOfLabels, type InputOf, type QueryOf, type RowOf } from '@console/sdk/contract';
import { COMPANY_FIELD } from '@console/sdk/contract/parties';
import { CARRIER_ACCESS } from './access';

/** Why a number is shut down (stop form, requests, filters and the seed). */
export const SHUTDOWN_REASON = enumOfLabels(['欠费', '投诉', '违规外呼', '客户申请', '其他']);
export const SHUTDOWN_ACTION = enumOf([
  { value: '停机', label: '停机', color: 'red' },
  { value: '复机', label: '复机', color: 'green' },
]);
export const STOP_REQUEST_STATUS = enumOf([
  { value: '待审核', label: '待审核', color: 'orange' },
  { value: '已通过', label: '已通过', color: 'green' },
  { value: '已驳回', label: '已驳回', color: 'default' },
]);

/** At most this many numbers per stop or exemption. */
export const SHUTDOWN_MAX_NUMBERS = 5000;

const sample = (phones: readonly string[]) => `${phones.slice(0, 5).join('、')}${phones.length > 5 ? ` 等 ${phones.length} 个` : ''}`;

export const SHUTDOWN_TEXTS = {
  tooMany: `一次最多处理 ${SHUTDOWN_MAX_NUMBERS} 个号码`,
  noValid: (invalid: number) => `没有可处理的号码（格式不正确 ${invalid} 个）`,
  stopped: (result: StopResult) =>
    [
      `已停机 ${result.stopped} 个号码`,
      result.exempt.length ? `免停机维护号码不停机：${sample(result.exempt)}` : '',
      result.already.length ? `已在停机中：${sample(result.already)}` : '',
      result.invalid.length ? `格式不正确：${sample(result.invalid)}` : '',
    ]
      .filter(Boolean)
      .join('；'),
  exemptRefused: (phone: string) => `号码 ${phone} 是免停机维护号码，不能停机`,
  alreadyStopped: (phone: string) => `号码 ${phone} 已在停机中`,
  restored: (count: number) => `已复机 ${count} 个号码`,
  exemptAdded: (result: { added: number; invalid: string[]; duplicate: number }) =>
    [
      `已添加 ${result.added} 个免停机号码`,
      result.duplicate ? `${result.duplicate} 个已在名单中` : '',
      result.invalid.length ? `格式不正确：${sample(result.invalid)}` : '',
    ]
      .filter(Boolean)
      .join('；'),
  notPending: '该申请已审核，不能重复审核',
} as const;

export interface StopResult {
  stopped: number;
  invalid: string[];
  /** Exempt from shutdown (/NoShutdownMaintenanceNumber, valid today): not stopped. */
  exempt: string[];
  already: string[];
}

/** A number shut down now (/shutdownList): stopped in bulk, restored in batches. */
export const shutdowns = defineResource({
  phoneNumber: { label: '号码', kind: 'code', filter: true, max: 20 },
  companyId: { ...COMPANY_FIELD, row: false, form: 'add', required: true },
  companyName: { label: '企业', kind: 'text' },
  agentName: { label: '代理商', kind: 'text' },
  reason: { label: '停机原因', kind: 'enum', values: SHUTDOWN_REASON, form: 'add', required: true },
  remark: { label: '备注', kind: 'text', max: 100, form: 'add' },
  operatorName: { label: '操作人', kind: 'text' },
  shutAt: { label: '停机时间', kind: 'dateTime' },
  phoneNumbers: {
    label: '号码',
    kind: 'longText',
    row: false,
    form: 'add',
    required: true,
    max: 100_000,
    extra: '每行一个，或用逗号分隔；免停机维护号码不会停机',
  },
});
export type ShutdownRow = RowOf<typeof shutdowns>;

/** Every stop and restore (/shutdownRecord): who, when, why. */
export const shutdownEvents = defineResource({
  phoneNumber: { label: '号码', kind: 'code', filter: true, max: 20 },
  companyId: { ...COMPANY_FIELD, row: false },
  companyName: { label: '企业', kind: 'text' },
  agentName: { label: '代理商', kind: 'text' },
  action: { label: '操作', kind: 'enum', values: SHUTDOWN_ACTION },
  reason: { label: '原因', kind: 'text', filter: true, max: 50 },
  operatorName: { label: '操作人', kind: 'text' },
  createdAt: { label: '操作时间', kind: 'dateTime' },
});
export type ShutdownEventRow = RowOf<typeof shutdownEvents>;

/** A number exempt from shutdown until a day (/NoShutdownMaintenanceNumber): a stop passes it over. */
export const exemptNumbers = defineResource({
  phoneNumber: { label: '号码', kind: 'code', filter: true, max: 20 },
  companyId: { ...COMPANY_FIELD, form: 'add', required: true },
  companyName: { label: '企业', kind: 'text' },
  agentName: { label: '代理商', kind: 'text' },
  reason: { label: '免停原因', kind: 'text', max: 100, form: true, required: true },
  validUntil: { label: '有效期至', kind: 'date', form: true, required: true },
  operatorName: { label: '操作人', kind: 'text' },
  createdAt: { label: '添加时间', kind: 'dateTime' },
  phoneNumbers: { label: '号码', kind: 'longText', row: false, form: 'add', required: true, max: 100_000, extra: '每行一个，或用逗号分隔' },
});
export type ExemptNumberRow = RowOf<typeof exemptNumbers>;

/**
 * A request to shut a number down (/stop), from a company or an agent: the admin approves it (the
 * number is stopped, by the rules of /shutdownList) or rejects it, once.
 */
export const stopRequests = defineResource({
  phoneNumber: { label: '号码', kind: 'code', filter: true, max: 20 },
  companyId: { ...COMPANY_FIELD, row: false },
  companyName: { label: '企业', kind: 'text' },
  agentName: { label: '代理商', kind: 'text' },
  reason: { label: '停机原因', kind: 'enum', values: SHUTDOWN_REASON },
  remark: { label: '申请说明', kind: 'text' },
  requestedBy: { label: '申请人', kind: 'text' },
  status: { label: '状态', kind: 'enum', values: STOP_REQUEST_STATUS },
  createdAt: { label: '申请时间', kind: 'dateTime' },
  reviewNote: { label: '审核意见', kind: 'text', max: 100 },
  reviewedAt: { label: '审核时间', kind: 'dateTime' },
});
export type StopRequestRow = RowOf<typeof stopRequests>;

const ACCESS = CARRIER_ACCESS.shutdowns;

/** Shutdowns: `/api/carrier/<verb>`, admin. */
export const shutdownApi = {
  shutdownList: call.list('/api/carrier/shutdownList', ACCESS, shutdowns, 'POST'),
  shutdownExport: call.sheet<QueryOf<typeof shutdowns>>('/api/carrier/shutdownExport', ACCESS, shutdowns),
  /** Stops numbers: the exempt, the already stopped and the malformed are named, the rest stopped and recorded. */
  shutdownStop: call.save<typeof shutdowns, StopResult, InputOf<typeof shutdowns>>('/api/carrier/shutdownStop', ACCESS, shutdowns, '停机'),
  shutdownRestore: call.post<{ restored: number }, { ids: number[] }>('/api/carrier/shutdownRestore', ACCESS, '复机'),
  shutdownEventList: call.list('/api/carrier/shutdownEventList', ACCESS, shutdownEvents, 'POST'),
  shutdownEventExport: call.sheet<QueryOf<typeof shutdownEvents>>('/api/carrier/shutdownEventExport', ACCESS, shutdownEvents),
  exemptList: call.list('/api/carrier/exemptList', ACCESS, exemptNumbers, 'POST'),
  exemptExport: call.sheet<QueryOf<typeof exemptNumbers>>('/api/carrier/exemptExport', ACCESS, exemptNumbers),
  exemptAdd: call.save<typeof exemptNumbers, { added: number; invalid: string[]; duplicate: number }>(
    '/api/carrier/exemptAdd',
    ACCESS,
    exemptNumbers,
    '新增免停号码',
  ),
  exemptUpdate: call.save<typeof exemptNumbers, null, Partial<InputOf<typeof exemptNumbers>> & { id: number }>(
    '/api/carrier/exemptUpdate',
    ACCESS,
    exemptNumbers,
    '修改免停号码',
  ),
  exemptDelete: call.post<null, { id: number }>('/api/carrier/exemptDelete', ACCESS, '删除免停号码'),
  stopRequestList: call.list('/api/carrier/stopRequestList', ACCESS, stopRequests, 'POST'),
  stopRequestExport: call.sheet<QueryOf<typeof stopRequests>>('/api/carrier/stopRequestExport', ACCESS, stopRequests),
  /** Approves (`approve` 1: the number is stopped, or the approval refused as a stop would be) or rejects (0) a pending request. */
  stopRequestReview: call.post<null, { id: number; approve: 0 | 1; reviewNote?: string }>('/api/carrier/stopRequestReview', ACCESS, '审核停机申请'),
};
