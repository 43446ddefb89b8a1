import { createResourcePage } from '@console/sdk/kit';
import { inspectionApi, qaServers } from '../contract';

/** Inspection servers (/inspectionServer): the platform's speech and AI engines; an agent sees those its companies run on. */
export default createResourcePage({
  resource: qaServers,
  noun: '质检服务器',
  list: inspectionApi.serverList,
  form: {
    add: { call: inspectionApi.serverSave, initialValues: { port: 8300, engine: '双引擎', enabled: 1 } },
    edit: { call: inspectionApi.serverSave },
  },
  remove: { call: inspectionApi.serverDelete, confirm: (row) => `确定删除质检服务器「${row.name}」吗？` },
  exporter: inspectionApi.exportServers,
});
