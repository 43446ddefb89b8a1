import { createResourcePage } from '@console/sdk/kit';
import { sipServerApi, sipServers } from '../contract';

/** SIP servers (/SIPServer): the registrars the templates run on; an agent sees those of its templates. */
export default createResourcePage({
  resource: sipServers,
  noun: 'SIP服务器',
  list: sipServerApi.sipServerList,
  form: {
    add: { call: sipServerApi.sipServerSave, initialValues: { port: 5060, transport: 'UDP', enabled: 1 } },
    edit: { call: sipServerApi.sipServerSave },
  },
  remove: { call: sipServerApi.sipServerDelete, confirm: (row) => `确定删除服务器「${row.name}」吗？` },
  exporter: sipServerApi.exportSipServers,
});
