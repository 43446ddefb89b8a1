import { createResourcePage } from '@console/sdk/kit';
import { abnormalNumberApi, abnormalNumbers, type AbnormalNumberRow } from '../contract';
import { controlNumberAction } from '../shared/controlNumber';

/** GM异常号码 (/gmAbnormalNumber): GM's numbers below the health threshold, lowest first, each with its reasons. */
export default createResourcePage({
  resource: abnormalNumbers,
  noun: '异常号码',
  list: abnormalNumberApi.list,
  exporter: abnormalNumberApi.export,
  rowActions: [controlNumberAction<AbnormalNumberRow>((row) => `健康分 ${row.healthScore}：${row.reasons}`)],
});
