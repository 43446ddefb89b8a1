import { createResourcePage } from '@console/sdk/kit';
import { abnormalCalls, cjAbnormalApi } from '../contract';

/** CJ异常通话 (/cjabnormalCall, one brand only): every line's abnormal calls in the user's own scope, read and exported. */
export default createResourcePage({
  resource: abnormalCalls,
  noun: '异常通话',
  list: cjAbnormalApi.list,
  exporter: cjAbnormalApi.export,
});
