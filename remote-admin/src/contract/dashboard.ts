import { ADMIN_ACCESS } from './access';
import type { Page, PageQuery } from '@console/sdk/contract';
import { call } from '@console/sdk/contract';

export interface HomePageInfo {
  todayCalls: number;
  todayConnected: number;
  todayMinutes: number;
  monthCalls: number;
  companies: number;
  users: number;
  balance: number;
}

export interface LeaderboardRow {
  name: string;
  calls: number;
  minutes: number;
}

export interface CallDataPoint {
  date: string;
  calls: number;
  connected: number;
}

export interface MonthInfo {
  month: string;
  calls: number;
  minutes: number;
}

/** Dashboard (spec section 7). */
export const sumApi = {
  getHomePageInfoWithUser: call.post<HomePageInfo>('/api/sum/getHomePageInfoWithUser', 'loggedIn'),
  leaderboard: call.post<LeaderboardRow[]>('/api/sum/leaderboard', 'loggedIn'),
  getCallData: call.post<CallDataPoint[]>('/api/sum/getCallData', 'loggedIn'),
  getMonthInfo: call.get<MonthInfo[]>('/api/sum/getMonthInfo', 'loggedIn'),
};

export interface TopUpRow {
  id: number;
  companyName: string;
  agentName: string;
  amount: number;
  kind: 'data' | 'custom';
  status: 'pending' | 'done';
  createdAt: string;
}

/** The top-up list (/woniuRecharge) and handling; the header's count is the platform's (`headerApi.topUpCount`). */
export const topUpApi = {
  list: call.post<Page<TopUpRow>, PageQuery & { status?: string; kind?: string; companyName?: string }>('/api/topUp/list', ADMIN_ACCESS.topUps),
  handle: call.post<null, { id: number }>('/api/topUp/handle', ADMIN_ACCESS.topUps),
};

