import { createResourcePage, specColumns, type FilterField } from '@console/sdk/kit';
import { MARK_TYPE, markerApi, type MarkerRecordRow } from '../contract';

const FILTERS: FilterField[] = [
  { kind: 'text', name: 'phoneNumber', label: '号码' },
  { kind: 'select', name: 'markType', label: '标记类型', options: MARK_TYPE.options },
];

/** Marker query records (`POST /api/marker/record`); the export has the list's columns. */
export default createResourcePage<MarkerRecordRow>({
  noun: '标记记录',
  rowKey: 'id',
  list: markerApi.record,
  filters: FILTERS,
  columns: specColumns(markerApi.export.columns),
  exporter: markerApi.export,
});
