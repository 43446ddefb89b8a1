import { createResourcePage } from '@console/sdk/kit';
import { recordApi, riskCalls } from '../contract';

/** Risk list (`POST /api/record/riskList`). */
export default createResourcePage({
  resource: riskCalls,
  noun: '风险记录',
  list: recordApi.riskList,
});
