import { MOBILE_FIELD, call, defineResource, enumOf, type InputOf, type QueryOf, type RowOf } from '@console/sdk/contract';
import { ADMIN_ACCESS } from './access';

/** 在用: the phone the member dials from now (one per member, and a number in use by one member only). */
export const USER_PHONE_STATUS = enumOf([
  { value: '在用', label: '在用', color: 'green' },
  { value: '停用', label: '停用', color: 'default' },
]);

export const USER_PHONE_TEXTS = {
  noSuchStaff: '员工账号不存在',
  notStaff: '只能为企业员工（企业、部门、员工账号）绑定手机',
  numberInUse: (name: string) => `该手机号正由「${name}」使用`,
} as const;

/**
 * 员工手机 (/userPhone): the work phones staff call from (the app dials through them), each bound to
 * a member; the company and agent are the member's. Binding a phone in use stops the member's previous one.
 */
export const userPhone = defineResource({
  phoneNumber: { ...MOBILE_FIELD, filter: true, required: true },
  username: { label: '员工账号', kind: 'text', filter: true, required: true, form: true, max: 30 },
  realName: { label: '员工姓名', kind: 'text', filter: true, max: 20 },
  deviceModel: { label: '手机型号', kind: 'text', form: true, max: 30 },
  imei: { label: 'IMEI', kind: 'code', filter: true, form: true, max: 17, pattern: { regex: /^\d{14,17}$/, message: 'IMEI 为 14-17 位数字' } },
  status: { label: '状态', kind: 'enum', values: USER_PHONE_STATUS, required: true, form: true },
  companyName: { label: '企业', kind: 'text', filter: true, max: 50 },
  agentName: { label: '代理商', kind: 'text' },
  boundAt: { label: '绑定时间', kind: 'dateTime' },
});
export type UserPhoneRow = RowOf<typeof userPhone>;
export type UserPhoneInput = InputOf<typeof userPhone>;

const ADMIN = ADMIN_ACCESS.platform;

/** `/api/admin/userPhone/<verb>`. */
export const userPhoneApi = {
  list: call.list('/api/admin/userPhone/list', ADMIN, userPhone, 'POST'),
  add: call.save<typeof userPhone, { id: number }>('/api/admin/userPhone/add', ADMIN, userPhone, '新增员工手机'),
  update: call.save('/api/admin/userPhone/update', ADMIN, userPhone, '修改员工手机'),
  delete: call.post<null, { id: number }>('/api/admin/userPhone/delete', ADMIN, '删除员工手机'),
  export: call.sheet<QueryOf<typeof userPhone>>('/api/admin/userPhone/export', ADMIN, userPhone),
};
