import { CARRIER_ACCESS } from './access';
import type { Page } from '@console/sdk/contract';
import { call, enumOfLabels } from '@console/sdk/contract';

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

/** How a number came onto the blacklist (filter, form and the seed's values). */
export const BLACKLIST_MEANS = enumOfLabels(['手动添加', '批量导入', '风控拦截', '投诉']);

/** Blacklist (spec section 7). */
export const blackListApi = {
  list: call.get<Page<BlackListRow>, BlackListQuery>('/api/blackList/list', 'loggedIn'),
  delete: call.post<null, { id: number }>('/api/blackList/delete', CARRIER_ACCESS.blacklistManagers),
  bulkAdd: call.post<{ added: number }, { phoneNumbers: string; means?: string; reason?: string }>('/api/blackList/bulkAdd', CARRIER_ACCESS.blacklistManagers),
  riskTel: call.post('/api/blackList/riskTel', 'loggedIn'),
};
