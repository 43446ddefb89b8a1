import type { Page, PageQuery } from '../envelope';
import { endpoint } from '../define';

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

export interface WarningPhoneRow {
  id: number;
  phoneNumber: string;
  companyName: string;
  agentName: string;
  reason: string;
  validDate: string;
  createdAt: string;
}

/** Dashboard (spec section 7). */
export const sumApi = {
  getHomePageInfoWithUser: endpoint.post<HomePageInfo>('/api/sum/getHomePageInfoWithUser'),
  leaderboard: endpoint.post<LeaderboardRow[]>('/api/sum/leaderboard'),
  getCallData: endpoint.post<CallDataPoint[]>('/api/sum/getCallData'),
  companyStatistics: endpoint.post('/api/sum/companyStatistics'),
  updateCompanyStatistics: endpoint.post('/api/sum/updateCompanyStatistics'),
  download: endpoint.file('/api/sum/download'),
  getMonthInfo: endpoint.get<MonthInfo[]>('/api/sum/getMonthInfo'),
};

/** Warnings (spec section 7). */
export const warningApi = {
  findAgent: endpoint.get('/api/warning/findAgent'),
  top: endpoint.get('/api/warning/top'),
  warNingPhone: endpoint.post<Page<WarningPhoneRow>, PageQuery & { phoneNumber?: string; reason?: string }>(
    '/api/warning/warNingPhone',
  ),
  warNingCompany: endpoint.post('/api/warning/warNingCompany'),
  count: endpoint.post('/api/warning/count'),
  downloadWarningPhone: endpoint.file<{ phoneNumber?: string; reason?: string }>('/api/warning/downloadWarningPhone'),
  downloadInvalidDatePhone: endpoint.file('/api/warning/downloadInvalidDatePhone'),
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

/** Top-up count (spec section 3): a data count and a customData count. List and handling: issue 3. */
export const topUpApi = {
  count: endpoint.post<number, { userId: string | number }, number>('/api/topUp/count'),
  list: endpoint.post<Page<TopUpRow>, PageQuery & { status?: string; kind?: string; companyName?: string }>('/api/topUp/list'),
  handle: endpoint.post<null, { id: number }>('/api/topUp/handle'),
};

/** Device connection (spec section 3); the device itself reports with connect/disconnect (issue 3). */
export const deviceApi = {
  getConnection: endpoint.get<{ deviceName: string; ip: string }, { name: string }>('/api/socket/web/getConnection'),
  connect: endpoint.post<{ deviceName: string; ip: string }, { deviceName: string; ip?: string }>('/api/socket/device/connect'),
  disconnect: endpoint.post<null>('/api/socket/device/disconnect'),
};
