import { createResourcePage, rowAction } from '@console/sdk/kit';
import { inspectionApi, RISK_CLEAR_FORM, RISK_MARK_FORM, callRiskStates, type CallRiskStateRow } from '../contract';

/**
 * Calls and their risk state (/qualityInspection2, `POST /api/cloudcall/riskStateList`): a supervisor marks a call
 * risky or clears it (`riskRecordUpdate`), which writes who, when and why.
 */
export default createResourcePage({
  resource: callRiskStates,
  noun: '风险通话',
  list: inspectionApi.riskStates,
  rowActions: [
    rowAction({
      label: '标记风险',
      call: inspectionApi.riskRecordUpdate,
      visible: (row: CallRiskStateRow) => row.risk === 0,
      form: { fields: RISK_MARK_FORM, title: (row) => `标记风险：${row.callee}`, initialValues: () => ({ level: '中' }) },
      run: (row, _context, values) => inspectionApi.riskRecordUpdate({ id: row.id, risk: 1, reason: values.reason, level: values.level }),
      successMessage: '已标记为风险通话',
    }),
    rowAction({
      label: '解除风险',
      call: inspectionApi.riskRecordUpdate,
      visible: (row: CallRiskStateRow) => row.risk === 1,
      form: { fields: RISK_CLEAR_FORM, title: (row) => `解除风险：${row.callee}` },
      run: (row, _context, values) => inspectionApi.riskRecordUpdate({ id: row.id, risk: 0, reason: values.reason }),
      successMessage: '已解除风险',
    }),
  ],
});
