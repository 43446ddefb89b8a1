import { describe, expect, it } from 'vitest';
import { backendFor } from '../../test/harness';

const { post: list } = backendFor('admin');

describe('call records and risks (resources): the time is a range and the list sorts by it', () => {
  it('filters call records by 呼叫时间 (startTimeFrom/To) and sorts by length on request', async () => {
    const all = await list('/api/record/queryRequest', { pageSize: 100 });
    const day = all.data.list[0].startTime.slice(0, 10);
    const { data } = await list('/api/record/queryRequest', { startTimeFrom: `${day} 00:00:00`, startTimeTo: `${day} 23:59:59`, pageSize: 100 });
    expect(data.total).toBeGreaterThan(0);
    expect(data.total).toBeLessThan(all.data.total);
    expect(data.list.every((row: { startTime: string }) => row.startTime.startsWith(day))).toBe(true);
    const sorted = (await list('/api/record/queryRequest', { sortField: 'durationSeconds', sortOrder: 'descend', pageSize: 20 })).data.list;
    const lengths = sorted.map((row: { durationSeconds: number }) => row.durationSeconds);
    expect(lengths).toEqual([...lengths].sort((a, b) => b - a));
  });

  it('refuses a status or a risk level its enum does not declare, naming the field', async () => {
    expect(await list('/api/record/queryRequest', { status: '占线' })).toMatchObject({ code: 400, message: '通话状态不正确' });
    expect(await list('/api/record/riskList', { level: '极高' })).toMatchObject({ code: 400, message: '风险等级不正确' });
    expect(await list('/api/record/riskList', { createdAtFrom: '昨天' })).toMatchObject({ code: 400, message: '发现时间起格式应为 YYYY-MM-DD HH:mm:ss' });
  });
});
