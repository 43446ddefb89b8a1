import { call, defineResource, enumOfLabels, type RowOf } from '@console/sdk/contract';
import { ADMIN_ACCESS } from './access';

/** 运营商: the filter's, the form's and the seed's values. */
export const CALLS_NUMBER_OPERATOR = enumOfLabels(['移动', '联通', '电信', '虚拟运营商']);

/** 状态: the filter's, the form's and the seed's values. */
export const CALLS_NUMBER_STATUS = enumOfLabels(['正常', '停用']);

/**
 * 外呼号码 (/callsNumber).
 * Each row belongs to a company and its agent: the backend shows a user only the rows of its scope.
 */
export const callsNumber = defineResource({
  phoneNumber: { label: '号码', kind: 'code', filter: true, required: true, form: true, max: 20 },
  operator: { label: '运营商', kind: 'enum', values: CALLS_NUMBER_OPERATOR, required: true, form: true },
  city: { label: '归属地', kind: 'text', filter: true, form: true, max: 20 },
  dailyLimit: { label: '日呼叫上限', kind: 'number', form: true, max: 5000, min: 1 },
  status: { label: '状态', kind: 'enum', values: CALLS_NUMBER_STATUS, required: true, form: true },
  companyName: { label: '企业', kind: 'text' },
  agentName: { label: '代理商', kind: 'text' },
  createdAt: { label: '创建时间', kind: 'dateTime' },
});
export type CallsNumberRow = RowOf<typeof callsNumber>;

/** `/api/admin/callsNumber/<verb>`. */
export const callsNumberApi = {
  list: call.list('/api/admin/callsNumber/list', ADMIN_ACCESS.topUps, callsNumber, 'POST'),
  add: call.save<typeof callsNumber, { id: number }>('/api/admin/callsNumber/add', ADMIN_ACCESS.topUps, callsNumber),
  update: call.save('/api/admin/callsNumber/update', ADMIN_ACCESS.topUps, callsNumber),
  delete: call.post<null, { id: number }>('/api/admin/callsNumber/delete', ADMIN_ACCESS.topUps),
  export: call.sheet('/api/admin/callsNumber/export', ADMIN_ACCESS.topUps, callsNumber),
};
