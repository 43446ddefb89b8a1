import { createResourcePage, rowAction } from '@console/sdk/kit';
import { inspectionApi, recordApi, RISK_HANDLE_FORM, riskCalls, type RiskCallRow } from '../contract';

/** Risk list of numbers and customers (/riskList, `POST /api/record/riskList`): a supervisor handles an open entry, which writes who and when. */
export default createResourcePage({
  resource: riskCalls,
  noun: '风险名单',
  list: recordApi.riskList,
  rowActions: [
    rowAction({
      label: '处理',
      call: inspectionApi.riskHandle,
      visible: (row: RiskCallRow) => row.handled === 0,
      form: { fields: RISK_HANDLE_FORM, title: (row) => `处理风险记录：${row.callee}` },
      run: (row, _context, values) => inspectionApi.riskHandle({ id: row.id, note: values.note }),
      successMessage: '风险记录已处理',
    }),
  ],
});
