import { CARRIER_ACCESS } from './access';
import type { Page, PageQuery } from '@console/sdk';
import { call } from '@console/sdk/contract';

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
  record: call.post<Page<MarkerRecordRow>, PageQuery & { phoneNumber?: string; markType?: string }>('/api/marker/record', CARRIER_ACCESS.markers),
  export: call.file<{ phoneNumber?: string; markType?: string }>('/api/marker/export', CARRIER_ACCESS.markers, 'POST'),
};
