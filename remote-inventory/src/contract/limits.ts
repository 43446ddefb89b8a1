import type { Page, PageQuery } from '@console/sdk/contract';
import { call, enumOf, type ColumnSpec } from '@console/sdk/contract';
import { INVENTORY_ACCESS } from './access';

/**
 * A call-frequency limit (/frequencyLimiting): how often one number of a company may call. A rule
 * without a company is the platform default; a company's own rule replaces it.
 */
export interface FrequencyLimitRow {
  id: number;
  companyId: number | null;
  companyName: string;
  perDay: number;
  perHour: number;
  /** Minutes before the same callee may be called again. */
  redialMinutes: number;
  /** Calling window, `HH:mm`. */
  startTime: string;
  endTime: string;
  /** `HH:mm-HH:mm`. */
  window: string;
  enabled: number;
  remark: string;
  updatedAt: string;
}

export const LIMIT_ENABLED = enumOf([
  { value: 1, label: '生效中', color: 'green' },
  { value: 0, label: '已停用', color: 'default' },
]);

export const LIMIT_SCOPE = enumOf([
  { value: 'default', label: '平台默认' },
  { value: 'company', label: '企业规则' },
]);

export const LIMIT_BOUNDS = { perDay: { min: 1, max: 1000 }, perHour: { min: 1, max: 200 }, redialMinutes: { min: 0, max: 1440 } } as const;

export const LIMIT_TEXTS = {
  hourOverDay: '每小时上限不能大于每日上限',
  badWindow: '开始时间须早于结束时间',
  duplicate: '该企业已有频次限制规则',
  defaultKept: '平台默认规则不能删除',
} as const;

export const FREQUENCY_LIMIT_COLUMNS: readonly ColumnSpec[] = [
  { key: 'companyName', title: '适用企业' },
  { key: 'perDay', title: '每号码每日上限', kind: 'number', sortable: true },
  { key: 'perHour', title: '每号码每小时上限', kind: 'number' },
  { key: 'redialMinutes', title: '重复呼叫间隔（分钟）', kind: 'number' },
  { key: 'window', title: '允许呼叫时段' },
  { key: 'enabled', title: '状态', kind: 'enum', values: LIMIT_ENABLED },
  { key: 'remark', title: '备注' },
  { key: 'updatedAt', title: '更新时间', kind: 'dateTime', sortable: true },
];

export interface FrequencyLimitInput {
  id?: number;
  companyId?: number;
  perDay: number;
  perHour: number;
  redialMinutes: number;
  startTime: string;
  endTime: string;
  enabled?: boolean;
  remark?: string;
}

/** Frequency limiting: `/api/frequencyLimiting/<verb>` (issue 14). Every role reads the rules that apply to it; admin sets them. */
export const frequencyLimitApi = {
  list: call.post<Page<FrequencyLimitRow>, PageQuery & { companyName?: string; scope?: 'default' | 'company'; enabled?: number }>(
    '/api/frequencyLimiting/list',
    INVENTORY_ACCESS.limitsRead,
  ),
  save: call.post<{ id: number }, FrequencyLimitInput>('/api/frequencyLimiting/save', INVENTORY_ACCESS.limitsWrite),
  delete: call.post<null, { id: number }>('/api/frequencyLimiting/delete', INVENTORY_ACCESS.limitsWrite),
};
