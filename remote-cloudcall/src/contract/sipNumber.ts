import { call, defineResource, type InputOf, type RowOf } from '@console/sdk/contract';
import { CLOUDCALL_ACCESS } from './access';

const ADMIN = CLOUDCALL_ACCESS.sip;

/** A host name or an IPv4 address (the registrar's domain, the WebSocket server). */
export const SIP_HOST = /^(?=.{1,128}$)[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*$/;

export const SIP_NUMBER_TEXTS = {
  badAccount: 'SIP 账号须为 3 到 20 位数字',
  badHost: '请填写域名或 IP 地址，如 sip.example.com 或 10.0.0.8',
  badPort: '端口须为 1 到 65535 之间的整数',
  badPassword: '密码须为 6 到 32 位，不能含空格',
  passwordMissing: '请填写密码',
  userMissing: '请选择所属用户',
  duplicate: (account: string) => `SIP 账号 ${account} 已存在`,
  userHasAccount: '该用户已有 SIP 账号，一个用户只能有一个',
  notStaff: '只能给员工账号开通 SIP 账号',
} as const;

/**
 * A SIP account (SIP号码, /sipNumber, admin only): the one account of a staff member's browser phone,
 * which `/api/sipVoice/server` hands to the shell at login; an edit here is what the phone registers
 * with on its next login. The password is never listed or exported: the form may set a new one, and
 * an edit that leaves it empty keeps the old one.
 */
export const sipNumber = defineResource({
  account: {
    label: 'SIP账号',
    kind: 'code',
    filter: true,
    required: true,
    form: true,
    max: 20,
    pattern: { regex: /^\d{3,20}$/, message: SIP_NUMBER_TEXTS.badAccount },
  },
  username: { label: '所属用户', kind: 'text', filter: true },
  realName: { label: '姓名', kind: 'text' },
  companyName: { label: '企业', kind: 'text', filter: true },
  ip: {
    label: '注册域（IP）',
    kind: 'text',
    filter: true,
    required: true,
    form: true,
    max: 128,
    pattern: { regex: SIP_HOST, message: SIP_NUMBER_TEXTS.badHost },
  },
  fsUrl: {
    label: 'WebSocket 服务器',
    kind: 'text',
    required: true,
    form: true,
    max: 128,
    pattern: { regex: SIP_HOST, message: SIP_NUMBER_TEXTS.badHost },
    extra: '话机以 wss://服务器:端口 连接',
  },
  sslPort: { label: '端口', kind: 'code', required: true, form: true, max: 5, pattern: { regex: /^\d{1,5}$/, message: SIP_NUMBER_TEXTS.badPort } },
  /** Required when opening an account; an edit sets a new one only when one is typed. */
  password: {
    label: '密码',
    kind: 'password',
    form: true,
    required: 'add',
    requiredMessage: SIP_NUMBER_TEXTS.passwordMissing,
    max: 32,
    pattern: { regex: /^\S{6,32}$/, message: SIP_NUMBER_TEXTS.badPassword },
    onEdit: { label: '新密码', extra: '留空则保持原密码', placeholder: '留空则不修改' },
  },
  updatedAt: { label: '更新时间', kind: 'dateTime' },
});
export type SipNumberRow = RowOf<typeof sipNumber>;
type SipNumberInput = Partial<InputOf<typeof sipNumber>> & { id?: number; userId?: number };

/** `/api/cloudcall/sipNumber/<verb>`; a row's `id` is its user's id (one account per user). */
export const sipNumberApi = {
  list: call.list('/api/cloudcall/sipNumber/list', ADMIN, sipNumber, 'POST'),
  /** Opens an account for `userId` (a staff member without one); the password is required. */
  add: call.save<typeof sipNumber, { id: number }, SipNumberInput>('/api/cloudcall/sipNumber/add', ADMIN, sipNumber),
  /** Changes the account of user `id`; an empty password keeps the old one. */
  update: call.save<typeof sipNumber, null, SipNumberInput>('/api/cloudcall/sipNumber/update', ADMIN, sipNumber),
  delete: call.post<null, { id: number }>('/api/cloudcall/sipNumber/delete', ADMIN),
  export: call.sheet('/api/cloudcall/sipNumber/export', ADMIN, sipNumber),
  /** Staff members without a SIP account, by username or name: `[{ value: userId, label }]`. */
  userOptions: call.get<{ value: number; label: string }[], { name?: string }>('/api/cloudcall/sipNumber/userOptions', ADMIN),
};
