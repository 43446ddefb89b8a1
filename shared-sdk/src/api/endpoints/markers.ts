import type { Page, PageQuery } from '../envelope';
import { endpoint } from '../define';

export interface MarkerRecordRow {
  id: number;
  phoneNumber: string;
  markType: string;
  markCount: number;
  agentName: string;
  queriedBy: string;
  createdAt: string;
}

/** Markers (spec section 7). The spec names the calls but not their base path: `/api/marker/`. */
export const markerApi = {
  getAgentMarkerPrice: endpoint.get('/api/marker/getAgentMarkerPrice'),
  agentOption: endpoint.get<unknown, { userId: string | number }>('/api/marker/agentOption'),
  deleteOption: endpoint.post('/api/marker/deleteOption'),
  addQuery: endpoint.post('/api/marker/addQuery'),
  record: endpoint.post<Page<MarkerRecordRow>, PageQuery & { phoneNumber?: string; markType?: string }>(
    '/api/marker/record',
  ),
  topup: endpoint.post('/api/marker/topup'),
  adminAdd: endpoint.post('/api/marker/adminAdd'),
  JumpQueue: endpoint.post('/api/marker/JumpQueue'),
  export: endpoint.file<{ phoneNumber?: string; markType?: string }>('/api/marker/export'),
  agentMarkerPrice: endpoint.post('/api/marker/agentMarkerPrice'),
  agentMarkerOption: endpoint.post('/api/marker/agentMarkerOption'),
  webClue: endpoint.post('/api/marker/webClue'),
  downloadWebClue: endpoint.file('/api/marker/downloadWebClue'),
};
