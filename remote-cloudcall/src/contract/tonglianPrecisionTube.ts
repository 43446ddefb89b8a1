import { call, defineResource, enumOfLabels, type RowOf } from '@console/sdk/contract';
import { CLOUDCALL_ACCESS } from './access';

/** 状态: the filter's, the form's and the seed's values. */
export const TONGLIAN_PRECISION_TUBE_STATUS = enumOfLabels(['启用', '停用']);

/**
 * 通联精准管控 (/tonglianPrecisionTube).
 * Each row belongs to a company and its agent: the backend shows a user only the rows of its scope.
 */
export const tonglianPrecisionTube = defineResource({
  calleeDailyLimit: { label: '同一被叫每日呼叫上限', kind: 'number', required: true, form: true, max: 50, min: 1 },
  dailyLimit: { label: '每日外呼总量上限', kind: 'number', required: true, form: true, max: 100000, min: 1 },
  callStart: { label: '允许外呼开始', kind: 'code', required: true, form: true, max: 5 },
  callEnd: { label: '允许外呼结束', kind: 'code', required: true, form: true, max: 5 },
  blockedAreas: { label: '禁呼地区', kind: 'text', filter: true, form: true, max: 200 },
  status: { label: '状态', kind: 'enum', values: TONGLIAN_PRECISION_TUBE_STATUS, required: true, form: true },
  companyName: { label: '企业', kind: 'text' },
  agentName: { label: '代理商', kind: 'text' },
  updatedAt: { label: '更新时间', kind: 'dateTime' },
});
export type TonglianPrecisionTubeRow = RowOf<typeof tonglianPrecisionTube>;

/** `/api/cloudcall/tonglianPrecisionTube/<verb>`. */
export const tonglianPrecisionTubeApi = {
  list: call.list('/api/cloudcall/tonglianPrecisionTube/list', CLOUDCALL_ACCESS.tonglianPrecisionTube, tonglianPrecisionTube, 'POST'),
  add: call.save<typeof tonglianPrecisionTube, { id: number }>(
    '/api/cloudcall/tonglianPrecisionTube/add',
    CLOUDCALL_ACCESS.tonglianPrecisionTube,
    tonglianPrecisionTube,
  ),
  update: call.save('/api/cloudcall/tonglianPrecisionTube/update', CLOUDCALL_ACCESS.tonglianPrecisionTube, tonglianPrecisionTube),
  delete: call.post<null, { id: number }>('/api/cloudcall/tonglianPrecisionTube/delete', CLOUDCALL_ACCESS.tonglianPrecisionTube),
  export: call.sheet('/api/cloudcall/tonglianPrecisionTube/export', CLOUDCALL_ACCESS.tonglianPrecisionTube, tonglianPrecisionTube),
};
