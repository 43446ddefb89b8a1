import { createResourcePage } from '@console/sdk/kit';
import { axbApi, axbCalls } from '../contract';

/** The calls each binding carried, billed by started minute (/consumptionDetails, admin). */
export default createResourcePage({
  resource: axbCalls,
  noun: '消费明细',
  list: axbApi.callList,
  exporter: axbApi.exportCalls,
});
