import type { Page } from '../envelope';
import { endpoint } from '../define';

/** Black list query (spec section 3). */
export interface BlackListQuery {
  userId?: string | number;
  agentId?: string | number;
  companyId?: string | number;
  phoneNumber?: string;
  pageIndex: number;
  pageSize: number;
  means?: string;
}

export interface BlackListRow {
  id: number;
  phoneNumber: string;
  means: string;
  reason: string;
  companyName: string;
  agentName: string;
  createdAt: string;
}

/** Blacklist (spec section 7). */
export const blackListApi = {
  list: endpoint.get<Page<BlackListRow>, BlackListQuery>('/api/blackList/list'),
  delete: endpoint.post<null, { id: number }>('/api/blackList/delete'),
  bulkAdd: endpoint.post<{ added: number }, { phoneNumbers: string; means?: string; reason?: string }>(
    '/api/blackList/bulkAdd',
  ),
  riskTel: endpoint.post('/api/blackList/riskTel'),
};
