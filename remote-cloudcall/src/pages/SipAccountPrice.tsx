import { createResourcePage } from '@console/sdk/kit';
import { sipAccountPriceApi, sipAccountPrice } from '../contract';

/** SIP账号价格 (/sipAccountPrice). */
export default createResourcePage({
  resource: sipAccountPrice,
  noun: 'SIP账号价格',
  list: sipAccountPriceApi.list,
  form: {
    add: { call: sipAccountPriceApi.add },
    edit: { call: sipAccountPriceApi.update },
  },
  remove: { call: sipAccountPriceApi.delete },
  exporter: sipAccountPriceApi.export,
});
