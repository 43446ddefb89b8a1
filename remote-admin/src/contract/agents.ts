import { ADMIN_ACCESS } from './access';
import type { Page, PageQuery } from '@console/sdk/contract';
import { call } from '@console/sdk/contract';

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
  list: call.post<Page<AgentRow>, AgentQuery>('/api/agent/list', ADMIN_ACCESS.agents),
};
