import { listFetch, resourceFilters, toQueryParams } from '@console/sdk/kit';
import { describe, expect, it, vi } from 'vitest';
import {
  accounts,
  agentApi,
  agents,
  agentSerialApi,
  agentSerials,
  callsNumber,
  callsNumberApi,
  remoteLoginApi,
  remoteLogins,
  userPhone,
  userPhoneApi,
} from '../contract';
import { levelOf } from './AgentList';

const answer = { code: 200, message: '操作成功', data: { list: [{ id: 1 }], total: 1 } };
/** A list entry that answers `answer` and records what it was sent. */
const stub = <T extends object>(entry: T) =>
  Object.assign(
    vi.fn(async () => answer),
    { ...entry },
  );

describe('agents and accounts: request mapping', () => {
  it('/agent and /subagent send their level with the search form', async () => {
    expect(levelOf({ level: 'subAgent' })).toBe('subAgent');
    expect(levelOf({})).toBe('agent');
    const list = stub(agentApi.list);
    const params = toQueryParams(resourceFilters(agents), { name: ' 华东 ', status: 1, validDate: ['2026-01-01 00:00:00', '2026-12-31 23:59:59'] });
    expect(await listFetch(list, { level: 'subAgent' })({ ...params, pageIndex: 1, pageSize: 10 })).toEqual(answer.data);
    expect(list).toHaveBeenCalledWith(expect.objectContaining({ name: '华东', status: 1, level: 'subAgent', pageIndex: 1, pageSize: 10 }));
    expect(list.mock.calls[0]).toEqual([expect.objectContaining({ validDateFrom: '2026-01-01 00:00:00', validDateTo: '2026-12-31 23:59:59' })]);
  });

  it('an agent’s 登录账号 drawer asks for that agent’s accounts; the platform page for none', async () => {
    const list = stub(agentApi.account);
    await listFetch(list, { id: 7 })({ ...toQueryParams(resourceFilters(accounts), { username: 'ops' }), pageIndex: 1, pageSize: 10 });
    expect(list).toHaveBeenCalledWith({ username: 'ops', id: 7, pageIndex: 1, pageSize: 10 });
    expect(accounts.columns.map((column) => column.key)).not.toContain('password');
  });

  it.each([
    ['/agentSerial', agentSerialApi.serialList, agentSerials, { serial: 'AS0001', status: '未使用' }],
    ['/remoteLogin', remoteLoginApi.list, remoteLogins, { username: 'admin', changed: 1 }],
    ['/callsNumber', callsNumberApi.list, callsNumber, { phoneNumber: '0571', status: '正常' }],
    ['/userPhone', userPhoneApi.list, userPhone, { phoneNumber: '139', status: '在用' }],
  ] as const)('%s sends its filters as the list call’s parameters', async (_path, entry, resource, values) => {
    const list = stub(entry);
    // One test for four entries of different row types: the stub stands for any of them.
    expect(await listFetch(list as never)({ ...toQueryParams(resourceFilters(resource), values), pageIndex: 2, pageSize: 20 })).toEqual(answer.data);
    expect(list).toHaveBeenCalledWith({ ...values, pageIndex: 2, pageSize: 20 });
  });

  it('draws Chinese columns, codes exported as text', () => {
    expect(callsNumber.columns.map((column) => column.title)).toEqual(['号码', '运营商', '归属地', '企业', '代理商', '日呼叫上限', '状态', '创建时间']);
    expect(userPhone.columns.find((column) => column.key === 'imei')?.kind).toBe('code');
    expect(remoteLogins.columns.map((column) => column.key)).not.toContain('userId');
  });
});
