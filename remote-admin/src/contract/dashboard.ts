import { ADMIN_ACCESS } from './access';
import { call, defineResource, enumOf } from '@console/sdk/contract';

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

export const TOP_UP_KIND = enumOf([
  { value: 'data', label: '充值', color: 'blue' },
  { value: 'custom', label: '自定义充值', color: 'purple' },
]);
export const TOP_UP_STATUS = enumOf([
  { value: 'pending', label: '待处理', color: 'orange' },
  { value: 'done', label: '已处理', color: 'green' },
]);

/** A company's top-up (/woniuRecharge), admin only: the bell counts the pending ones. */
export const topUps = defineResource({
  companyName: { label: '企业', kind: 'text', filter: true, max: 50 },
  agentName: { label: '代理商', kind: 'text' },
  amount: { label: '金额（元）', kind: 'money' },
  kind: { label: '类型', kind: 'enum', values: TOP_UP_KIND },
  status: { label: '状态', kind: 'enum', values: TOP_UP_STATUS },
  createdAt: { label: '申请时间', kind: 'dateTime' },
});

/** The top-up list (/woniuRecharge) and handling; the header's count is the platform's (`headerApi.topUpCount`). */
export const topUpApi = {
  list: call.list('/api/topUp/list', ADMIN_ACCESS.topUps, topUps, 'POST'),
  handle: call.post<null, { id: number }>('/api/topUp/handle', ADMIN_ACCESS.topUps, '处理充值'),
};
