import { call, defineResource, enumOf, type InputOf, type RowOf } from '@console/sdk/contract';
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
  /** 测试注册: the backend's REGISTER with the account's credentials, and what came of it. */
  probe: {
    ok: '注册成功',
    wrongPassword: (code: number) => `注册失败：账号或密码错误（${code}）`,
    refusedByServer: (code: number, reason: string) => `注册失败：服务器答复 ${code} ${reason}`.trim(),
    connectionRefused: '无法连接服务器：连接被拒绝（服务器地址或端口不对，或服务未启动）',
    unknownHost: '无法连接服务器：找不到该服务器地址',
    tls: '无法建立安全连接（wss）：证书或协议错误',
    notWebSocket: (status: number) => `服务器不接受 WebSocket 连接（HTTP ${status}）`,
    timeout: (seconds: number) => `服务器在 ${seconds} 秒内没有答复`,
    closed: '服务器未答复就关闭了连接',
    failed: (reason: string) => `无法连接服务器：${reason}`,
  },
} as const;

/** What the phone last reported of its registration (POST /api/sipVoice/registered). */
export const SIP_REGISTER_STATES = enumOf([
  { value: '已注册', label: '已注册', color: 'green' },
  { value: '注册失败', label: '注册失败', color: 'red' },
  { value: '从未注册', label: '从未注册', color: 'default' },
]);

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
  registerState: { label: '注册状态', kind: 'enum', values: SIP_REGISTER_STATES, filter: false },
  registerReason: { label: '失败原因', kind: 'text' },
  registeredAt: { label: '最近注册时间', kind: 'dateTime' },
  registerIp: { label: '注册来源（IP）', kind: 'text' },
});
export type SipNumberRow = RowOf<typeof sipNumber>;
type SipNumberInput = Partial<InputOf<typeof sipNumber>> & { id?: number; userId?: number };

/** `/api/cloudcall/sipNumber/<verb>`; a row's `id` is its user's id (one account per user). */
export const sipNumberApi = {
  list: call.list('/api/cloudcall/sipNumber/list', ADMIN, sipNumber, 'POST'),
  /** Opens an account for `userId` (a staff member without one); the password is required. */
  add: call.save<typeof sipNumber, { id: number }, SipNumberInput>('/api/cloudcall/sipNumber/add', ADMIN, sipNumber, '新增SIP账号'),
  /** Changes the account of user `id`; an empty password keeps the old one. */
  update: call.save<typeof sipNumber, null, SipNumberInput>('/api/cloudcall/sipNumber/update', ADMIN, sipNumber, '修改SIP账号'),
  delete: call.post<null, { id: number }>('/api/cloudcall/sipNumber/delete', ADMIN, '删除SIP账号'),
  export: call.sheet('/api/cloudcall/sipNumber/export', ADMIN, sipNumber),
  /** Staff members without a SIP account, by username or name: `[{ value: userId, label }]`. */
  /**
   * 测试注册: the backend sends a REGISTER with the account's credentials to its server
   * (`wss://` when `secure`, as the phone on an https page, else `ws://`) and answers what came of it.
   */
  test: call.post<{ ok: boolean; message: string }, { id: number; secure: 0 | 1 }>('/api/cloudcall/sipNumber/test', ADMIN),
  userOptions: call.get<{ value: number; label: string }[], { name?: string }>('/api/cloudcall/sipNumber/userOptions', ADMIN),
};
