import { createResourcePage } from '@console/sdk/kit';
import { operationLogApi, operationLog } from '../contract';

/** 操作日志 (/operationLog). */
export default createResourcePage({
  resource: operationLog,
  noun: '操作日志',
  list: operationLogApi.list,
  exporter: operationLogApi.export,
});
