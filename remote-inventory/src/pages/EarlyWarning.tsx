import { createListPage, dateTimeColumn, textColumn } from '@console/sdk/kit';
import { warningApi, type WarningPhoneRow } from '../contract';

const REASONS = ['即将到期', '余额不足', '高频呼叫', '投诉预警', '已过期'].map((value) => ({ value, label: value }));

/** Warning numbers (`POST /api/warning/warNingPhone`, export `downloadWarningPhone`). */
export default createListPage<WarningPhoneRow>({
  rowKey: 'id',
  fetch: async (query) => (await warningApi.warNingPhone(query)).data,
  exportFile: (query) => warningApi.downloadWarningPhone(query),
  filters: [
    { kind: 'text', name: 'phoneNumber', label: '号码' },
    { kind: 'select', name: 'reason', label: '预警原因', options: REASONS },
  ],
  columns: [
    textColumn('号码', 'phoneNumber'),
    textColumn('企业', 'companyName'),
    textColumn('代理商', 'agentName'),
    textColumn('预警原因', 'reason'),
    dateTimeColumn('有效期', 'validDate'),
    dateTimeColumn('预警时间', 'createdAt'),
  ],
});
