import { call, defineResource, REMARK_FIELD, enumOf, type InputOf, type RowOf } from '@console/sdk/contract';
import { INVENTORY_ACCESS } from './access';

export const LIMIT_ENABLED = enumOf([
  { value: 1, label: '生效中', color: 'green' },
  { value: 0, label: '已停用', color: 'default' },
]);

export const LIMIT_SCOPE = enumOf([
  { value: 'default', label: '平台默认' },
  { value: 'company', label: '企业规则' },
]);

export const LIMIT_TEXTS = {
  hourOverDay: '每小时上限不能大于每日上限',
  badWindow: '开始时间须早于结束时间',
  duplicate: '该企业已有频次限制规则',
  defaultKept: '平台默认规则不能删除',
} as const;

const TIME = { regex: /^([01]\d|2[0-3]):[0-5]\d$/, message: '请输入 HH:mm 格式的时间' };

/**
 * A call-frequency limit (/frequencyLimiting): how often one number of a company may call. A rule
 * without a company (`companyId` null) is the platform default; a company's own rule replaces it.
 * The company is chosen once, when the rule is added; `enabled` is a switch in the form.
 */
export const frequencyLimits = defineResource({
  companyId: { label: '适用企业', kind: 'number', column: false, sort: false },
  companyName: { label: '适用企业', kind: 'text', filter: true, max: 50 },
  perDay: { label: '每号码每日上限', kind: 'number', whole: true, form: true, required: true, min: 1, max: 1000 },
  perHour: { label: '每号码每小时上限', kind: 'number', whole: true, form: true, required: true, min: 1, max: 200 },
  /** Minutes before the same callee may be called again. */
  redialMinutes: { label: '重复呼叫间隔（分钟）', kind: 'number', whole: true, form: true, required: true, min: 0, max: 1440 },
  /** The calling window, `HH:mm`, and as shown (`HH:mm-HH:mm`). */
  startTime: { label: '允许呼叫开始', kind: 'text', form: true, required: true, max: 5, placeholder: 'HH:mm', pattern: TIME, column: false },
  endTime: { label: '允许呼叫结束', kind: 'text', form: true, required: true, max: 5, placeholder: 'HH:mm', pattern: TIME, column: false },
  window: { label: '允许呼叫时段', kind: 'text' },
  enabled: { label: '状态', kind: 'enum', values: LIMIT_ENABLED },
  remark: REMARK_FIELD,
  updatedAt: { label: '更新时间', kind: 'dateTime' },
  /** The platform default or the companies' rules. */
  scope: { label: '规则类型', kind: 'enum', values: LIMIT_SCOPE, row: false },
});
export type FrequencyLimitRow = RowOf<typeof frequencyLimits>;
export type FrequencyLimitInput = InputOf<typeof frequencyLimits> & { id?: number; companyId?: number; enabled?: boolean };

/** Frequency limiting: `/api/frequencyLimiting/<verb>`. Every role reads the rules that apply to it; admin sets them. */
export const frequencyLimitApi = {
  list: call.list('/api/frequencyLimiting/list', INVENTORY_ACCESS.limitsRead, frequencyLimits, 'POST'),
  save: call.save<typeof frequencyLimits, { id: number }, FrequencyLimitInput>(
    '/api/frequencyLimiting/save',
    INVENTORY_ACCESS.limitsWrite,
    frequencyLimits,
    '保存频次限制',
  ),
  delete: call.post<null, { id: number }>('/api/frequencyLimiting/delete', INVENTORY_ACCESS.limitsWrite, '删除频次限制'),
};
