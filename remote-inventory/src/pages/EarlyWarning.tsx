import { createResourcePage, specColumns } from '@console/sdk/kit';
import { WARNING_REASON, warningApi, type WarningPhoneRow } from '../contract';

/** Warning numbers (`POST /api/warning/warNingPhone`); the export `downloadWarningPhone` has the list's columns. */
export default createResourcePage<WarningPhoneRow>({
  noun: '预警号码',
  rowKey: 'id',
  list: warningApi.warNingPhone,
  filters: [
    { kind: 'text', name: 'phoneNumber', label: '号码' },
    { kind: 'select', name: 'reason', label: '预警原因', options: WARNING_REASON.options },
  ],
  columns: specColumns(warningApi.downloadWarningPhone.columns),
  exporter: warningApi.downloadWarningPhone,
});
