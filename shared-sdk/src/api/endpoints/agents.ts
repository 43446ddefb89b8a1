import type { Page, PageQuery } from '../envelope';
import { endpoint } from '../define';

export interface AgentRow {
  id: number;
  name: string;
  contact: string;
  phone: string;
  parentName: string;
  level: string;
  balance: number;
  seats: number;
  status: number;
  validDate: string;
  createdAt: string;
}

export interface AgentQuery extends PageQuery {
  name?: string;
  phone?: string;
  status?: number;
  level?: string;
}

/** Agents (spec section 7). */
export const agentApi = {
  fetchAgent: endpoint.get<AgentRow[], { currentUserId: string | number }>('/api/agent/fetchAgent'),
  list: endpoint.post<Page<AgentRow>, AgentQuery>('/api/agent/list'),
  add: endpoint.post('/api/agent/add'),
  stopAccount: endpoint.post('/api/agent/stopAccount'),
  updateAccount: endpoint.post('/api/agent/updateAccount'),
  addAccount: endpoint.post('/api/agent/addAccount'),
  deleteAccount: endpoint.post('/api/agent/deleteAccount'),
  update: endpoint.post('/api/agent/update'),
  fetchInitAgent: endpoint.post('/api/agent/fetchInitAgent'),
  useRecord: endpoint.post('/api/agent/useRecord'),
  buyRecord: endpoint.post('/api/agent/buyRecord'),
  buyMonths: endpoint.post('/api/agent/buyMonths'),
  addValidCallTime: endpoint.post('/api/agent/addValidCallTime'),
  account: endpoint.get<unknown, { id: number }>('/api/agent/account'),
  delete: endpoint.get<null, { id: number }>('/api/agent/delete'),
  fetchAgentById: endpoint.get<AgentRow, { agentId: number }>('/api/agent/fetchAgentById'),
};
