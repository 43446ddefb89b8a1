import { call, defineResource, enumOf, type RowOf } from '@console/sdk/contract';
import { COMPANY_FIELD } from '@console/sdk/contract/parties';
import { ADMIN_ACCESS } from './access';

/** A refund request is reviewed once: pending → refunded (the company's balance pays it) or rejected (with why). */
export const REFUND_STATUS = enumOf([
  { value: 'pending', label: '待审核', color: 'orange' },
  { value: 'refunded', label: '已退款', color: 'green' },
  { value: 'rejected', label: '已驳回', color: 'red' },
]);

export const REFUND_TEXTS = {
  reviewed: '该退款申请已审核',
  shortBalance: (balance: number) => `企业余额不足，当前余额 ${balance.toFixed(2)} 元`,
  rejectReason: '请填写驳回原因',
  editOnlyPending: '只能修改或删除待审核的退款申请',
};

/**
 * 退款列表 (/refundList): the companies' refund requests, reviewed by the platform (admin and oem, every
 * company's). 退款 takes the amount from the company's balance and marks the request refunded in one
 * transaction; 驳回 says why.
 */
export const refunds = defineResource({
  refundNo: { label: '退款单号', kind: 'code', filter: 'exact', max: 20 },
  companyId: { ...COMPANY_FIELD, required: true, form: 'add', column: false, export: false, filter: false },
  companyName: { label: '企业', kind: 'text', filter: true, max: 50 },
  agentName: { label: '代理商', kind: 'text', filter: false },
  amount: { label: '退款金额（元）', kind: 'money', required: true, form: true, min: 0.01, max: 1000000 },
  reason: { label: '退款原因', kind: 'longText', required: true, form: true, max: 200, filter: false },
  status: { label: '状态', kind: 'enum', values: REFUND_STATUS, filter: true },
  balanceAfter: { label: '退款后余额（元）', kind: 'money', filter: false, sort: false },
  reviewerName: { label: '审核人', kind: 'text', filter: false },
  remark: { label: '审核备注', kind: 'text', filter: false },
  reviewedAt: { label: '审核时间', kind: 'dateTime', sort: true, filter: false },
  createdAt: { label: '申请时间', kind: 'dateTime', sort: true },
});
export type RefundRow = RowOf<typeof refunds>;

/** This project's calls (CONTRACT.md, "Service"): the spec names the page, not its calls. */
export const refundApi = {
  list: call.list('/api/admin/refund/list', ADMIN_ACCESS.service, refunds, 'POST'),
  export: call.sheet('/api/admin/refund/export', ADMIN_ACCESS.service, refunds),
  add: call.save<typeof refunds, { id: number; refundNo: string }>('/api/admin/refund/add', ADMIN_ACCESS.service, refunds, '新增退款申请'),
  update: call.save('/api/admin/refund/update', ADMIN_ACCESS.service, refunds, '修改退款申请'),
  delete: call.post<null, { id: number }>('/api/admin/refund/delete', ADMIN_ACCESS.service, '删除退款申请'),
  /** pending → refunded: the company's balance less the amount, in one transaction; refused when the balance is short. */
  approve: call.post<{ balanceAfter: number }, { id: number; remark?: string }>('/api/admin/refund/approve', ADMIN_ACCESS.service, '通过退款申请'),
  /** pending → rejected, with why. */
  reject: call.post<null, { id: number; remark: string }>('/api/admin/refund/reject', ADMIN_ACCESS.service, '驳回退款申请'),
};
