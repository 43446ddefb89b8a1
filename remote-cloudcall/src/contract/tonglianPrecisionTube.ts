import { call, defineResource, enumOf, enumOfLabels, type InputOf, type RowOf } from '@console/sdk/contract';
import { CLOUDCALL_ACCESS } from './access';

const WRITE = CLOUDCALL_ACCESS.premium;

export const CONTROL_STATUS = enumOf([
  { value: '启用', label: '启用', color: 'green' },
  { value: '停用', label: '停用', color: 'default' },
]);

/** Where a company may be kept from calling (a callee's number region). */
export const CONTROL_AREAS = enumOfLabels([
  '北京',
  '上海',
  '天津',
  '重庆',
  '广东',
  '浙江',
  '江苏',
  '福建',
  '山东',
  '河南',
  '河北',
  '湖北',
  '湖南',
  '四川',
  '陕西',
  '新疆',
  '西藏',
]);

/** `HH:mm`, 00:00 to 23:59. */
export const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

export const CONTROL_TEXTS = {
  badClock: '时间格式应为 HH:mm，如 09:00',
  window: '允许外呼的开始时间须早于结束时间',
  perCalleeAboveTotal: '同一被叫每日上限不能大于每日外呼总量上限',
  companyMissing: '请选择企业',
  duplicate: '该企业已设置精准管控，请编辑原记录',
} as const;

/**
 * 通联精准管控 (/tonglianPrecisionTube): the outbound-call controls of one company, applied to every
 * cloud-call family (plain, Job, UU, trumpet): how often one callee may be called a day, a daily total,
 * the hours calls may be placed in and the regions not to be called. One row per company; admin and
 * the company's agent set it, the company reads its own.
 */
export const tonglianPrecisionTube = defineResource({
  companyName: { label: '企业', kind: 'text', filter: true },
  agentName: { label: '代理商', kind: 'text' },
  calleeDailyLimit: { label: '同一被叫每日上限（次）', kind: 'number', required: true, form: true, min: 1, max: 50, whole: true },
  dailyLimit: { label: '每日外呼上限（次）', kind: 'number', required: true, form: true, min: 1, max: 100000, whole: true },
  callStart: {
    label: '允许外呼开始',
    kind: 'code',
    required: true,
    form: true,
    max: 5,
    pattern: { regex: CLOCK, message: CONTROL_TEXTS.badClock },
    placeholder: '09:00',
  },
  callEnd: {
    label: '允许外呼结束',
    kind: 'code',
    required: true,
    form: true,
    max: 5,
    pattern: { regex: CLOCK, message: CONTROL_TEXTS.badClock },
    placeholder: '20:00',
  },
  blockedAreas: { label: '禁呼地区', kind: 'multiEnum', values: CONTROL_AREAS, form: true },
  status: { label: '状态', kind: 'enum', values: CONTROL_STATUS, required: true, form: true },
  updatedAt: { label: '更新时间', kind: 'dateTime' },
});
export type TonglianPrecisionTubeRow = RowOf<typeof tonglianPrecisionTube>;
type ControlInput = Partial<InputOf<typeof tonglianPrecisionTube>> & { id?: number; companyId?: number };

/** `/api/cloudcall/tonglianPrecisionTube/<verb>`: the list for the route's roles, the changes for admin and agent. */
export const tonglianPrecisionTubeApi = {
  list: call.list('/api/cloudcall/tonglianPrecisionTube/list', CLOUDCALL_ACCESS.tonglianPrecisionTube, tonglianPrecisionTube, 'POST'),
  add: call.save<typeof tonglianPrecisionTube, { id: number }, ControlInput>(
    '/api/cloudcall/tonglianPrecisionTube/add',
    WRITE,
    tonglianPrecisionTube,
    '新增精准管控',
  ),
  update: call.save<typeof tonglianPrecisionTube, null, ControlInput>(
    '/api/cloudcall/tonglianPrecisionTube/update',
    WRITE,
    tonglianPrecisionTube,
    '修改精准管控',
  ),
  delete: call.post<null, { id: number }>('/api/cloudcall/tonglianPrecisionTube/delete', WRITE, '删除精准管控'),
  export: call.sheet('/api/cloudcall/tonglianPrecisionTube/export', CLOUDCALL_ACCESS.tonglianPrecisionTube, tonglianPrecisionTube),
};
