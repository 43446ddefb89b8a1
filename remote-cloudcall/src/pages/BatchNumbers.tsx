import { createResourcePage } from '@console/sdk/kit';
import { batchApi, batchNumbers } from '../contract';

/** The numbers of the batches and their call results (/cdrBatchList); `?batchNo=` opens one batch's numbers. */
export default createResourcePage({
  resource: batchNumbers,
  noun: '号码',
  list: batchApi.numberList,
  exporter: batchApi.numberExport,
});
