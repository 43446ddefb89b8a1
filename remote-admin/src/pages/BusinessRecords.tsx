import { createResourcePage } from '@console/sdk/kit';
import { businessRecordApi, businessRecords } from '../contract';

/** 业务记录 (/businessRecords): accounts opened, renewed, closed and restored, as the operation log recorded them. */
export default createResourcePage({
  resource: businessRecords,
  noun: '业务记录',
  list: businessRecordApi.list,
  exporter: businessRecordApi.export,
});
