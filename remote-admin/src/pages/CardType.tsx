import { createResourcePage } from '@console/sdk/kit';
import { cardType, cardTypeApi } from '../contract';

/** 卡类型 (/cardType): the SIM card brands on sale, the platform's and the caller's agents' own. */
export default createResourcePage({
  resource: cardType,
  noun: '卡类型',
  list: cardTypeApi.list,
  form: {
    add: { call: cardTypeApi.add },
    edit: { call: cardTypeApi.update },
  },
  remove: { call: cardTypeApi.delete, confirm: (row) => `确定删除「${row.name}」吗？` },
  exporter: cardTypeApi.export,
});
