import { call, defineResource, enumOf, enumOfLabels, MOBILE_DIGITS, type QueryOf, type RowOf } from '@console/sdk/contract';
import { COMPANY_FIELD } from '@console/sdk/contract/parties';
import { ADMIN_ACCESS } from './access';

/** The carrier of a calling number. */
export const CALLS_NUMBER_OPERATOR = enumOfLabels(['移动', '联通', '电信', '虚拟运营商']);

/** 正常: the number may be shown to callees; 停用: kept, not dialled from. */
export const CALLS_NUMBER_STATUS = enumOf([
  { value: '正常', label: '正常', color: 'green' },
  { value: '停用', label: '停用', color: 'default' },
]);

export const CALLS_NUMBER_TEXTS = {
  taken: (company: string) => `该号码已分配给「${company}」`,
} as const;

const ADMIN = ADMIN_ACCESS.platform;

/**
 * 外呼号码 (/callsNumber): the calling numbers (caller IDs) the platform gives companies for outbound
 * calls, each with a daily call limit; a number belongs to one company.
 */
export const callsNumber = defineResource({
  phoneNumber: {
    label: '号码',
    kind: 'code',
    filter: true,
    required: true,
    form: true,
    max: 20,
    pattern: { regex: new RegExp(`^(${MOBILE_DIGITS}|0\\d{9,11}|95\\d{3,8}|400\\d{7})$`), message: '号码应为手机号、带区号的固话、95 或 400 号码' },
  },
  operator: { label: '运营商', kind: 'enum', values: CALLS_NUMBER_OPERATOR, required: true, form: true },
  city: { label: '归属地', kind: 'text', filter: true, form: true, max: 20 },
  companyId: { ...COMPANY_FIELD, required: true, form: true },
  companyName: { label: '企业', kind: 'text' },
  agentName: { label: '代理商', kind: 'text' },
  dailyLimit: { label: '日呼叫上限', kind: 'number', whole: true, required: true, form: true, min: 1, max: 5000 },
  status: { label: '状态', kind: 'enum', values: CALLS_NUMBER_STATUS, required: true, form: true },
  createdAt: { label: '创建时间', kind: 'dateTime' },
});
export type CallsNumberRow = RowOf<typeof callsNumber>;

/** `/api/admin/callsNumber/<verb>`. */
export const callsNumberApi = {
  list: call.list('/api/admin/callsNumber/list', ADMIN, callsNumber, 'POST'),
  add: call.save<typeof callsNumber, { id: number }>('/api/admin/callsNumber/add', ADMIN, callsNumber, '新增外呼号码'),
  update: call.save('/api/admin/callsNumber/update', ADMIN, callsNumber, '修改外呼号码'),
  delete: call.post<null, { id: number }>('/api/admin/callsNumber/delete', ADMIN, '删除外呼号码'),
  export: call.sheet<QueryOf<typeof callsNumber>>('/api/admin/callsNumber/export', ADMIN, callsNumber),
};
