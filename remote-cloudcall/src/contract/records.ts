import type { Page, PageQuery } from '@console/sdk/contract';
import { call } from '@console/sdk/contract';

export interface CallRecordRow {
  id: number;
  caller: string;
  callee: string;
  username: string;
  companyName: string;
  startTime: string;
  durationSeconds: number;
  status: string;
  risk: number;
  recordingUrl: string;
}

export interface CallRecordQuery extends PageQuery {
  caller?: string;
  callee?: string;
  status?: string;
  startFrom?: string;
  startTo?: string;
}

export interface RiskRow {
  id: number;
  callee: string;
  caller: string;
  username: string;
  companyName: string;
  keyword: string;
  level: string;
  handled: number;
  createdAt: string;
}

/** Records and inspection (spec section 7). */
export const recordApi = {
  queryRequest: call.post<Page<CallRecordRow>, CallRecordQuery>('/api/record/queryRequest', 'loggedIn'),
  riskList: call.post<Page<RiskRow>, PageQuery & { callee?: string; level?: string; handled?: number }>('/api/record/riskList', 'loggedIn'),
};
