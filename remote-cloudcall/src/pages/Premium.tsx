import { createResourcePage } from '@console/sdk/kit';
import { PREMIUM_SCOPE, premium, premiumApi, type PremiumRow } from '../contract';
import { companyField } from './familyFields';

const FIELDS = ['scope', 'rangeStart', 'rangeEnd', 'surcharge', 'remark'] as const;
const what = (row: PremiumRow) => (row.scope === '号段' ? `号段 ${row.rangeStart}-${row.rangeEnd}` : '全部号码');

/** 附加费 (/premium, admin and agent): per-minute surcharges on a company's calls, on all its numbers or on a range. */
export default createResourcePage({
  resource: premium,
  noun: '附加费',
  list: premiumApi.list,
  form: {
    // The company is given once, when the surcharge is added.
    fields: (row) => (row ? FIELDS : [{ ...companyField(), required: true }, ...FIELDS]),
    add: { call: premiumApi.add, initialValues: { scope: PREMIUM_SCOPE.values[1] } },
    edit: { call: premiumApi.update },
  },
  remove: { call: premiumApi.delete, confirm: (row) => `确定删除「${row.companyName}」${what(row)}的附加费吗？` },
  exporter: premiumApi.export,
});
