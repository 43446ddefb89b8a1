import { call, defineResource, enumOfLabels, type KeyOf, type QueryOf, type RowOf } from '@console/sdk/contract';
import { INVENTORY_ACCESS } from './access';

const ADMIN = INVENTORY_ACCESS.inventory;

/** Why a number is on the warning list (filter and the seed's values). */
export const WARNING_REASON = enumOfLabels(['即将到期', '余额不足', '高频呼叫', '投诉预警', '已过期']);

/** Agents that have warning numbers: `[{ value: id, label: name }]` (the agent filter). */
const findAgent = call.get<{ value: number; label: string }[]>('/api/warning/findAgent', ADMIN);

/** A number on the warning list (/earlyWarning); the list, its counts and its export. */
export const warnings = defineResource({
  phoneNumber: { label: '号码', kind: 'code', filter: true, max: 20 },
  companyName: { label: '企业', kind: 'text', filter: true, max: 50 },
  agentId: { label: '代理商', kind: 'ref', options: findAgent, row: false },
  agentName: { label: '代理商', kind: 'text' },
  reason: { label: '预警原因', kind: 'enum', values: WARNING_REASON },
  validDate: { label: '有效期', kind: 'dateTime' },
  createdAt: { label: '预警时间', kind: 'dateTime' },
});
export type WarningPhoneRow = RowOf<typeof warnings>;
type WarningFilters = QueryOf<typeof warnings>;

/** The columns of the numbers whose validity has passed (downloadInvalidDatePhone), of the list's. */
const INVALID_DATE_KEYS: readonly KeyOf<typeof warnings>[] = ['phoneNumber', 'companyName', 'agentName', 'validDate'];

/** A company with numbers on the warning list (warNingCompany): its counts. The latest warning is a count too, so it sorts and does not filter. */
export const warningCompanies = defineResource({
  companyId: { label: '企业编号', kind: 'number', column: false, sort: false },
  companyName: { label: '企业', kind: 'text', filter: true, max: 50 },
  agentId: { label: '代理商', kind: 'ref', options: findAgent, row: false },
  agentName: { label: '代理商', kind: 'text' },
  total: { label: '预警号码', kind: 'number' },
  expiring: { label: '即将到期', kind: 'number' },
  expired: { label: '已过期', kind: 'number' },
  others: { label: '其他预警', kind: 'number' },
  latestAt: { label: '最近预警', kind: 'dateTime', filter: false },
});
export type WarningCompanyRow = RowOf<typeof warningCompanies>;

/** The counts above the list (count), for the current filters. */
export interface WarningCount {
  total: number;
  expiring: number;
  expired: number;
  companies: number;
}

/** Warnings: the paths are the spec's (section 7, `/api/warning/*`); parameters and answers defined by this project. */
export const warningApi = {
  findAgent,
  /** The ten companies with the most warning numbers. */
  top: call.get<{ companyId: number; companyName: string; total: number }[]>('/api/warning/top', ADMIN, '置顶预警号码'),
  warNingPhone: call.list('/api/warning/warNingPhone', ADMIN, warnings, 'POST'),
  warNingCompany: call.list('/api/warning/warNingCompany', ADMIN, warningCompanies, 'POST'),
  count: call.post<WarningCount, WarningFilters>('/api/warning/count', ADMIN),
  downloadWarningPhone: call.sheet<WarningFilters>('/api/warning/downloadWarningPhone', ADMIN, warnings),
  /** Expired numbers of the agent and company searched for (the other filters do not apply). */
  downloadInvalidDatePhone: call.sheet<Pick<WarningFilters, 'agentId' | 'companyName'>>(
    '/api/warning/downloadInvalidDatePhone',
    ADMIN,
    warnings.columns.filter((column) => INVALID_DATE_KEYS.includes(column.key as KeyOf<typeof warnings>)),
  ),
  /** Clears numbers from the warning list once dealt with (defined by this project). */
  remove: call.post<{ removed: number }, { ids: number[] }>('/api/warning/remove', ADMIN, '移除预警号码'),
};
