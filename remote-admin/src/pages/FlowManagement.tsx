import { createResourcePage } from '@console/sdk/kit';
import { flowManagement, flowManagementApi } from '../contract';

/** 流水管理 (/flowManagement): the ledger of the companies' pre-stored balances, one row per move, with its export. */
export default createResourcePage({
  resource: flowManagement,
  noun: '流水',
  list: flowManagementApi.list,
  exporter: flowManagementApi.export,
});
