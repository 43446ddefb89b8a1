import { describe, expect, it } from 'vitest';
import { backendFor } from '../../test/harness';

const { post: list } = backendFor('admin');

describe('agents, staff and top-ups (resources): times are ranges, numbers and times sort', () => {
  it('sorts agents by balance and filters them by 创建时间', async () => {
    const balances = (await list('/api/agent/list', { sortField: 'balance', sortOrder: 'ascend', pageSize: 100 })).data.list.map(
      (row: { balance: number }) => row.balance,
    );
    expect(balances).toEqual([...balances].sort((a, b) => a - b));
    const { data } = await list('/api/agent/list', { createdAtFrom: '2999-01-01 00:00:00' });
    expect(data.total).toBe(0);
    expect(await list('/api/agent/list', { level: 'boss' })).toMatchObject({ code: 400, message: '级别不正确' });
  });

  it('filters staff by 状态 and 创建时间', async () => {
    const stopped = (await list('/api/user/list', { status: 0, pageSize: 100 })).data;
    expect(stopped.list.every((row: { status: number }) => row.status === 0)).toBe(true);
    expect((await list('/api/user/list', { createdAtTo: '2000-01-01 00:00:00' })).data.total).toBe(0);
  });

  it('filters top-ups by 申请时间 and sorts them by amount', async () => {
    const amounts = (await list('/api/topUp/list', { sortField: 'amount', sortOrder: 'descend', pageSize: 100 })).data.list.map(
      (row: { amount: number }) => row.amount,
    );
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect((await list('/api/topUp/list', { createdAtFrom: '2999-01-01 00:00:00' })).data.total).toBe(0);
  });
});
