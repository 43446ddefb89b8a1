import type { Page, PageQuery } from '@console/sdk/contract';
import { call, enumOfLabels, type ColumnSpec } from '@console/sdk/contract';
import { INVENTORY_ACCESS } from './access';

const ADMIN = INVENTORY_ACCESS.inventory;

export interface WarningPhoneRow {
  id: number;
  phoneNumber: string;
  companyName: string;
  agentName: string;
  reason: string;
  validDate: string;
  createdAt: string;
}

/** A company with numbers on the warning list (warNingCompany). */
export interface WarningCompanyRow {
  companyId: number;
  companyName: string;
  agentName: string;
  total: number;
  expiring: number;
  expired: number;
  others: number;
  latestAt: string;
}

/** Why a number is on the warning list (filter and the seed's values). */
export const WARNING_REASON = enumOfLabels(['即将到期', '余额不足', '高频呼叫', '投诉预警', '已过期']);

/** The warning list's columns, and its export's. */
export const WARNING_COLUMNS: readonly ColumnSpec[] = [
  { key: 'phoneNumber', title: '号码', kind: 'code' },
  { key: 'companyName', title: '企业' },
  { key: 'agentName', title: '代理商' },
  { key: 'reason', title: '预警原因' },
  { key: 'validDate', title: '有效期', kind: 'dateTime', sortable: true },
  { key: 'createdAt', title: '预警时间', kind: 'dateTime', sortable: true },
];

/** Numbers whose validity has passed (downloadInvalidDatePhone). */
export const INVALID_DATE_COLUMNS: readonly ColumnSpec[] = [
  { key: 'phoneNumber', title: '号码', kind: 'code' },
  { key: 'companyName', title: '企业' },
  { key: 'agentName', title: '代理商' },
  { key: 'validDate', title: '有效期', kind: 'dateTime' },
];

export const WARNING_COMPANY_COLUMNS: readonly ColumnSpec[] = [
  { key: 'companyName', title: '企业' },
  { key: 'agentName', title: '代理商' },
  { key: 'total', title: '预警号码', kind: 'number', sortable: true },
  { key: 'expiring', title: '即将到期', kind: 'number' },
  { key: 'expired', title: '已过期', kind: 'number' },
  { key: 'others', title: '其他预警', kind: 'number' },
  { key: 'latestAt', title: '最近预警', kind: 'dateTime', sortable: true },
];

type WarningFilters = { phoneNumber?: string; reason?: string; agentId?: number; companyName?: string };

/** The counts above the list (count), for the current filters. */
export interface WarningCount {
  total: number;
  expiring: number;
  expired: number;
  companies: number;
}

/** Warnings: the paths are the spec's (section 7, `/api/warning/*`); parameters and answers defined in issues 2 and 14. */
export const warningApi = {
  /** Agents that have warning numbers: `[{ value: id, label: name }]` (the agent filter). */
  findAgent: call.get<{ value: number; label: string }[]>('/api/warning/findAgent', ADMIN),
  /** The ten companies with the most warning numbers. */
  top: call.get<{ companyId: number; companyName: string; total: number }[]>('/api/warning/top', ADMIN),
  warNingPhone: call.post<Page<WarningPhoneRow>, PageQuery & WarningFilters>('/api/warning/warNingPhone', ADMIN),
  warNingCompany: call.post<Page<WarningCompanyRow>, PageQuery & { companyName?: string; agentId?: number }>('/api/warning/warNingCompany', ADMIN),
  count: call.post<WarningCount, WarningFilters>('/api/warning/count', ADMIN),
  downloadWarningPhone: call.sheet<WarningFilters>('/api/warning/downloadWarningPhone', ADMIN, WARNING_COLUMNS),
  downloadInvalidDatePhone: call.sheet<{ agentId?: number; companyName?: string }>('/api/warning/downloadInvalidDatePhone', ADMIN, INVALID_DATE_COLUMNS),
  /** Clears numbers from the warning list once dealt with (defined in issue 14). */
  remove: call.post<{ removed: number }, { ids: number[] }>('/api/warning/remove', ADMIN),
};
