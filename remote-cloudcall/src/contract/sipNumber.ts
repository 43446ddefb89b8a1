import { call, defineResource, type RowOf } from '@console/sdk/contract';
import { CLOUDCALL_ACCESS } from './access';

/**
 * SIP号码 (/sipNumber).
 * Each row belongs to a company and its agent: the backend shows a user only the rows of its scope.
 */
export const sipNumber = defineResource({
  account: { label: 'SIP账号', kind: 'code', filter: true, required: true, form: true, max: 20 },
  username: { label: '所属用户', kind: 'text', filter: true },
  ip: { label: '注册服务器IP', kind: 'text', filter: true, required: true, form: true, max: 64 },
  fsUrl: { label: 'WebSocket地址', kind: 'text', required: true, form: true, max: 128 },
  sslPort: { label: 'SSL端口', kind: 'code', required: true, form: true, max: 5 },
  password: { label: '密码', kind: 'password', form: true, max: 32 },
  companyName: { label: '企业', kind: 'text' },
  agentName: { label: '代理商', kind: 'text' },
  updatedAt: { label: '更新时间', kind: 'dateTime' },
});
export type SipNumberRow = RowOf<typeof sipNumber>;

/** `/api/cloudcall/sipNumber/<verb>`. */
export const sipNumberApi = {
  list: call.list('/api/cloudcall/sipNumber/list', CLOUDCALL_ACCESS.sipNumber, sipNumber, 'POST'),
  add: call.save<typeof sipNumber, { id: number }>('/api/cloudcall/sipNumber/add', CLOUDCALL_ACCESS.sipNumber, sipNumber),
  update: call.save('/api/cloudcall/sipNumber/update', CLOUDCALL_ACCESS.sipNumber, sipNumber),
  delete: call.post<null, { id: number }>('/api/cloudcall/sipNumber/delete', CLOUDCALL_ACCESS.sipNumber),
  export: call.sheet('/api/cloudcall/sipNumber/export', CLOUDCALL_ACCESS.sipNumber, sipNumber),
};
