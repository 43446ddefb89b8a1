import { createResourcePage } from '@console/sdk/kit';
import { agentApi, agents } from '../contract';

/** Agents (`POST /api/agent/list`), admin and oem. */
export default createResourcePage({
  resource: agents,
  noun: '代理商',
  list: agentApi.list,
});
