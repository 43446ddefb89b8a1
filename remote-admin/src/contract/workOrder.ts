import { call, defineResource, enumOf, enumOfLabels, MOBILE_FIELD, type RowOf } from '@console/sdk/contract';
import { COMPANY_FIELD } from '@console/sdk/contract/parties';
import { ADMIN_ACCESS } from './access';

/** 类型: the filter's, the form's and the seed's values. */
export const WORK_ORDER_CATEGORY = enumOfLabels(['号码问题', '话费账单', '线路质量', '账号权限', '其他']);

/** A work order moves open → handled → closed, and only so (WORK_ORDER_TEXTS says why not). */
export const WORK_ORDER_STATUS = enumOf([
  { value: 'open', label: '待处理', color: 'red' },
  { value: 'handled', label: '已处理', color: 'orange' },
  { value: 'closed', label: '已关闭', color: 'default' },
]);
export type WorkOrderStatus = (typeof WORK_ORDER_STATUS.values)[number];

export const WORK_ORDER_TEXTS = {
  closedNoReply: '工单已关闭，不能再回复',
  handleOnlyOpen: '只有待处理的工单可以处理',
  closeOnlyHandled: '工单尚未处理，不能关闭',
  editOnlyOpen: '只能修改待处理的工单',
  emptyReply: '请填写回复内容',
};

/**
 * 工单管理 (/workOrder): the companies' work orders, handled by the platform (admin and oem see every
 * company's). 处理 answers one and marks it handled, 回复 adds a reply, 关闭 closes a handled one; each
 * reply keeps who wrote it and when (详情).
 */
export const workOrder = defineResource({
  orderNo: { label: '工单号', kind: 'code', filter: 'exact', max: 20 },
  title: { label: '标题', kind: 'text', filter: true, required: true, form: true, max: 60 },
  category: { label: '类型', kind: 'enum', values: WORK_ORDER_CATEGORY, filter: true, required: true, form: true },
  companyId: { ...COMPANY_FIELD, required: true, form: 'add', column: false, export: false, filter: false },
  content: { label: '问题描述', kind: 'longText', required: true, form: true, column: false, max: 1000 },
  contactPhone: { ...MOBILE_FIELD, label: '联系电话', filter: false },
  status: { label: '状态', kind: 'enum', values: WORK_ORDER_STATUS, filter: true },
  handlerName: { label: '处理人', kind: 'text', filter: false },
  replyCount: { label: '回复数', kind: 'number', filter: false, sort: true },
  companyName: { label: '企业', kind: 'text', filter: true, max: 50 },
  agentName: { label: '代理商', kind: 'text', filter: false },
  createdAt: { label: '提交时间', kind: 'dateTime', sort: true },
  updatedAt: { label: '更新时间', kind: 'dateTime', sort: true, filter: false },
});
export type WorkOrderRow = RowOf<typeof workOrder>;

export interface WorkOrderReply {
  id: number;
  content: string;
  authorName: string;
  authorRole: string;
  createdAt: string;
}

/** This project's calls (CONTRACT.md, "Service"): the spec names the page, not its calls. */
export const workOrderApi = {
  list: call.list('/api/admin/workOrder/list', ADMIN_ACCESS.service, workOrder, 'POST'),
  add: call.save<typeof workOrder, { id: number; orderNo: string }>('/api/admin/workOrder/add', ADMIN_ACCESS.service, workOrder, '新增工单'),
  update: call.save('/api/admin/workOrder/update', ADMIN_ACCESS.service, workOrder, '修改工单'),
  delete: call.post<null, { id: number }>('/api/admin/workOrder/delete', ADMIN_ACCESS.service, '删除工单'),
  export: call.sheet('/api/admin/workOrder/export', ADMIN_ACCESS.service, workOrder),
  /** The replies of one work order, oldest first. */
  replyList: call.post<WorkOrderReply[], { id: number }>('/api/admin/workOrder/replyList', ADMIN_ACCESS.service),
  /** A reply on an open or handled order (a closed one refuses). */
  reply: call.post<null, { id: number; content: string }>('/api/admin/workOrder/reply', ADMIN_ACCESS.service, '回复工单'),
  /** open → handled, with its answer (a reply) in the same transaction. */
  resolve: call.post<null, { id: number; content: string }>('/api/admin/workOrder/resolve', ADMIN_ACCESS.service, '处理工单'),
  /** handled → closed. */
  close: call.post<null, { id: number }>('/api/admin/workOrder/close', ADMIN_ACCESS.service, '关闭工单'),
};
