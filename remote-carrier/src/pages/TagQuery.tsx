import { createResourcePage } from '@console/sdk/kit';
import { markerApi, markerRecords } from '../contract';

/** Marker query records (`POST /api/marker/record`); the export has the list's columns. */
export default createResourcePage({
  resource: markerRecords,
  noun: '标记记录',
  list: markerApi.record,
  exporter: markerApi.export,
});
