import { createResourcePage, rowAction } from '@console/sdk/kit';
import { shutdownApi, stopRequests, type StopRequestRow } from '../contract';

const pending = (row: StopRequestRow) => row.status === '待审核';
const reviewNote = { reviewNote: { label: '审核意见', kind: 'text', max: 100 } } as const;

/**
 * Stop requests (/stop), decided where the spec names only the route: the requests of companies and
 * agents to shut a number down; approving one stops it by the rules of /shutdownList, once.
 */
export default createResourcePage({
  resource: stopRequests,
  noun: '停机申请',
  list: shutdownApi.stopRequestList,
  rowActions: [
    rowAction({
      label: '通过',
      call: shutdownApi.stopRequestReview,
      visible: pending,
      form: { fields: reviewNote, title: (row: StopRequestRow) => `通过停机申请：${row.phoneNumber}`, initialValues: () => ({ reviewNote: '同意' }) },
      run: (row, _context, values) => shutdownApi.stopRequestReview({ id: row.id, approve: 1, reviewNote: values.reviewNote ?? '' }),
      successMessage: '已通过，号码已停机',
    }),
    rowAction({
      label: '驳回',
      call: shutdownApi.stopRequestReview,
      visible: pending,
      danger: true,
      form: { fields: { reviewNote: { ...reviewNote.reviewNote, required: true } }, title: (row: StopRequestRow) => `驳回停机申请：${row.phoneNumber}` },
      run: (row, _context, values) => shutdownApi.stopRequestReview({ id: row.id, approve: 0, reviewNote: values.reviewNote }),
      successMessage: '已驳回',
    }),
  ],
  exporter: shutdownApi.stopRequestExport,
});
