import { createResourcePage } from '@console/sdk/kit';
import { callRecords, recordApi } from '../contract';

/** Call records (`POST /api/record/queryRequest`). */
export default createResourcePage({
  resource: callRecords,
  noun: '通话记录',
  list: recordApi.queryRequest,
});
