import { createResourcePage } from '@console/sdk/kit';
import { operationLog, operationLogApi } from '../contract';

/** 操作日志 (/operationLog): who did what, to what, when and from where; filtered by who, what and time, and exported. */
export default createResourcePage({
  resource: operationLog,
  noun: '操作日志',
  list: operationLogApi.getOperationRecord,
  exporter: operationLogApi.export,
});
