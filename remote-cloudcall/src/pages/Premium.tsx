import { createResourcePage } from '@console/sdk/kit';
import { premiumApi, premium } from '../contract';

/** 附加费 (/premium). */
export default createResourcePage({
  resource: premium,
  noun: '附加费',
  list: premiumApi.list,
  form: {
    add: { call: premiumApi.add },
    edit: { call: premiumApi.update },
  },
  remove: { call: premiumApi.delete, confirm: (row) => `确定删除「${row.rangeStart}」吗？` },
  exporter: premiumApi.export,
});
