import { createResourcePage, formatMoney, rowAction } from '@console/sdk/kit';
import { refundApi, refunds, type RefundRow } from '../contract';

const pending = (row: RefundRow) => row.status === 'pending';

/**
 * 退款列表 (/refundList): every company's refund requests for the platform (admin, oem). 退款 pays a
 * pending one from the company's balance, 驳回 refuses it with why; only a pending one is edited or deleted.
 */
export default createResourcePage({
  resource: refunds,
  noun: '退款申请',
  list: refundApi.list,
  form: {
    add: { call: refundApi.add, successMessage: (result) => `退款申请 ${(result as { data: { refundNo: string } }).data.refundNo} 已提交` },
    edit: { call: refundApi.update, visible: pending },
  },
  rowActions: [
    rowAction({
      label: '退款',
      call: refundApi.approve,
      visible: pending,
      form: {
        fields: { remark: { label: '审核备注', kind: 'text', max: 100 } },
        title: (row) => `确认退款 ${formatMoney(row.amount)} 元给 ${row.companyName}`,
      },
      run: (row, _context, values) => refundApi.approve({ id: row.id, remark: values.remark ?? '' }),
      successMessage: '已退款，企业余额已扣减',
    }),
    rowAction({
      label: '驳回',
      call: refundApi.reject,
      visible: pending,
      danger: true,
      form: { fields: { remark: { label: '驳回原因', kind: 'text', required: true, max: 100 } }, title: (row) => `驳回退款申请 ${row.refundNo}` },
      run: (row, _context, values) => refundApi.reject({ id: row.id, remark: values.remark }),
      successMessage: '已驳回',
    }),
  ],
  remove: { call: refundApi.delete, visible: pending, confirm: (row) => `确定删除退款申请 ${row.refundNo} 吗？` },
  exporter: refundApi.export,
});
