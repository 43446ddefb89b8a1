import { call, defineResource, REMARK_FIELD, ENABLED_FIELD, enumOfLabels, type InputOf, type RowOf } from '@console/sdk/contract';
import { CLOUDCALL_ACCESS } from './access';

export const SIP_TRANSPORT = enumOfLabels(['UDP', 'TCP', 'TLS', 'WSS']);

/** Refusals of the SIP server rules (the backend answers them, the tests hold both sides to them). */
export const SIP_SERVER_TEXTS = {
  inUse: (templates: number) => `该服务器上还有 ${templates} 个模板，不能删除，可改为停用`,
  duplicate: '该地址和端口的服务器已存在',
} as const;

/** Enabled servers for a template's form: `[{ value: id, label }]`. */
const sipServerOptions = call.get<{ value: number; label: string }[]>('/api/cloudcall/sipServerOptions', CLOUDCALL_ACCESS.templates);

/** A SIP server (registrar) the cloud-call templates run on (/SIPServer). */
export const sipServers = defineResource({
  name: { label: '服务器名称', kind: 'text', filter: true, form: true, required: true, max: 30 },
  host: {
    label: '服务器地址',
    kind: 'code',
    filter: true,
    form: true,
    required: true,
    max: 64,
    pattern: { regex: /^[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?$/, message: '服务器地址应为 IP 或域名' },
  },
  port: { label: '端口', kind: 'number', whole: true, form: true, required: true, min: 1, max: 65535, sort: false },
  transport: { label: '传输协议', kind: 'enum', values: SIP_TRANSPORT, form: true, required: true },
  wsUrl: {
    label: 'WebSocket 地址',
    kind: 'code',
    form: true,
    max: 200,
    width: 220,
    pattern: { regex: /^wss?:\/\/\S+$/, message: 'WebSocket 地址应以 ws:// 或 wss:// 开头' },
  },
  maxConcurrency: { label: '最大并发', kind: 'number', whole: true, form: true, required: true, min: 1, max: 100000 },
  templates: { label: '模板数', kind: 'number', sort: false },
  enabled: ENABLED_FIELD,
  remark: { ...REMARK_FIELD, column: false },
  createdAt: { label: '创建时间', kind: 'dateTime' },
});
export type SipServerRow = RowOf<typeof sipServers>;

/** SIP servers: `/api/cloudcall/<verb>` (CONTRACT.md, "Cloud-call families"). */
export const sipServerApi = {
  sipServerList: call.list('/api/cloudcall/sipServerList', CLOUDCALL_ACCESS.sipServers, sipServers, 'POST'),
  /** Adds a server, or edits one (`id`). */
  sipServerSave: call.save<typeof sipServers, { id: number }, InputOf<typeof sipServers> & { id?: number }>(
    '/api/cloudcall/sipServerSave',
    CLOUDCALL_ACCESS.sipServersWrite,
    sipServers,
    '保存SIP服务器',
  ),
  /** Refused (SIP_SERVER_TEXTS.inUse) while a template runs on it. */
  sipServerDelete: call.post<null, { id: number }>('/api/cloudcall/sipServerDelete', CLOUDCALL_ACCESS.sipServersWrite, '删除SIP服务器'),
  exportSipServers: call.sheet('/api/cloudcall/exportSipServers', CLOUDCALL_ACCESS.sipServers, sipServers),
  sipServerOptions,
};
