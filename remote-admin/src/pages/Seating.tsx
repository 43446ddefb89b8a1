import { createResourcePage } from '@console/sdk/kit';
import { seating, seatingApi } from '../contract';

/** 坐席统计 (/seating): each seat's calls per day, live from the call records, downloadable as .xlsx. */
export default createResourcePage({
  resource: seating,
  noun: '坐席统计',
  list: seatingApi.list,
  filters: ['statDate', 'realName', 'username', 'companyName'],
  exporter: seatingApi.export,
});
