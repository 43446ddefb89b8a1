import { CARRIER_ACCESS } from './access';
import { call, defineResource, enumOfLabels, type QueryOf } from '@console/sdk/contract';

/** What a number was marked as (filter, column and the seed's values). */
export const MARK_TYPE = enumOfLabels(['骚扰电话', '广告推销', '房产中介', '诈骗电话', '快递外卖', '无标记']);

/** A marker query (/tagQuery), scoped by the backend to the user's agent; the export has the list's columns. */
export const markerRecords = defineResource({
  phoneNumber: { label: '号码', kind: 'code', filter: true, max: 20 },
  markType: { label: '标记类型', kind: 'enum', values: MARK_TYPE },
  markCount: { label: '标记次数', kind: 'number' },
  agentName: { label: '代理商', kind: 'text' },
  queriedBy: { label: '查询人', kind: 'text' },
  createdAt: { label: '查询时间', kind: 'dateTime' },
});

/** Markers (spec section 7). The spec names the calls but not their base path: `/api/marker/`. */
export const markerApi = {
  record: call.list('/api/marker/record', CARRIER_ACCESS.markers, markerRecords, 'POST'),
  export: call.sheet<QueryOf<typeof markerRecords>>('/api/marker/export', CARRIER_ACCESS.markers, markerRecords),
};
