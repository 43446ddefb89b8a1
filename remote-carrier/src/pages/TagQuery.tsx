import { createListPage, dateTimeColumn, textColumn } from '@console/sdk';
import { markerApi, type MarkerRecordRow } from '../contract';

const MARK_TYPES = ['骚扰电话', '广告推销', '房产中介', '诈骗电话', '快递外卖', '无标记'].map((value) => ({ value, label: value }));

/** Marker query records (`POST /api/marker/record`, export `/api/marker/export`). */
export default createListPage<MarkerRecordRow>({
  rowKey: 'id',
  fetch: async (query) => (await markerApi.record(query)).data,
  exportFile: (query) => markerApi.export(query),
  filters: [
    { kind: 'text', name: 'phoneNumber', label: '号码' },
    { kind: 'select', name: 'markType', label: '标记类型', options: MARK_TYPES },
  ],
  columns: [
    textColumn('号码', 'phoneNumber'),
    textColumn('标记类型', 'markType'),
    textColumn('标记次数', 'markCount'),
    textColumn('代理商', 'agentName'),
    textColumn('查询人', 'queriedBy'),
    dateTimeColumn('查询时间', 'createdAt'),
  ],
});
