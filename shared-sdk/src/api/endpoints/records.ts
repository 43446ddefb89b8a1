import type { Page, PageQuery } from '../envelope';
import { endpoint } from '../define';

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
  queryRequest: endpoint.post<Page<CallRecordRow>, CallRecordQuery>('/api/record/queryRequest'),
  maximumRecord: endpoint.post('/api/record/maximumRecord'),
  riskRecord: endpoint.post('/api/record/riskRecord'),
  completeToday: endpoint.post('/api/record/completeToday'),
  riskList: endpoint.post<Page<RiskRow>, PageQuery & { callee?: string; level?: string; handled?: number }>(
    '/api/record/riskList',
  ),
  riskRecordUpdate: endpoint.post('/api/record/riskRecordUpdate'),
  qualityRecord: endpoint.post('/api/record/qualityRecord'),
  AIInspectionList: endpoint.post('/api/record/AIInspectionList'),
  cycjErrRecord: endpoint.post('/api/record/cycjErrRecord'),
  AiRiskRecord: endpoint.post('/api/record/AiRiskRecord'),
  AbnormalCallCheck: endpoint.post('/api/record/AbnormalCallCheck'),
  blockCustomers: endpoint.post('/api/record/blockCustomers'),
  recordingRatio: endpoint.post('/api/record/recordingRatio'),
  close: endpoint.post('/api/record/close'),
  exportCJErrRecord: endpoint.file('/api/record/exportCJErrRecord'),
  QualityCompany: endpoint.get<unknown, { userId: string | number }>('/api/record/QualityCompany'),
};
