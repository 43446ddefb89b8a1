import { CARRIER_ACCESS } from './access';
import type { Page, PageQuery } from '@console/sdk/contract';
import { call, enumOfLabels, type ColumnSpec } from '@console/sdk/contract';

export interface MarkerRecordRow {
  id: number;
  phoneNumber: string;
  markType: string;
  markCount: number;
  agentName: string;
  queriedBy: string;
  createdAt: string;
}

/** What a number was marked as (filter, column and the seed's values). */
export const MARK_TYPE = enumOfLabels(['骚扰电话', '广告推销', '房产中介', '诈骗电话', '快递外卖', '无标记']);

/** The /tagQuery list's columns, and its export's (declared once: the export had lost 查询人). */
export const MARKER_COLUMNS: readonly ColumnSpec[] = [
  { key: 'phoneNumber', title: '号码', kind: 'code' },
  { key: 'markType', title: '标记类型', kind: 'enum', values: MARK_TYPE },
  { key: 'markCount', title: '标记次数', kind: 'number' },
  { key: 'agentName', title: '代理商' },
  { key: 'queriedBy', title: '查询人' },
  { key: 'createdAt', title: '查询时间', kind: 'dateTime' },
];

/** Markers (spec section 7). The spec names the calls but not their base path: `/api/marker/`. */
export const markerApi = {
  record: call.post<Page<MarkerRecordRow>, PageQuery & { phoneNumber?: string; markType?: string }>('/api/marker/record', CARRIER_ACCESS.markers),
  export: call.sheet<{ phoneNumber?: string; markType?: string }>('/api/marker/export', CARRIER_ACCESS.markers, MARKER_COLUMNS),
};
