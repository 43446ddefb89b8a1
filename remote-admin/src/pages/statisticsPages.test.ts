import { listFetch, resourceFilters, toQueryParams } from '@console/sdk/kit';
import { describe, expect, it, vi } from 'vitest';
import { billCheck, billCheckApi, report, reportApi } from '../contract';
import { monthlyTrend } from './Report';

const answer = { code: 200, message: '操作成功', data: { list: [{ id: 1 }], total: 1 } };

describe('/report and /statistics', () => {
  it('send their month ranges, names and check result as the lists’ parameters', async () => {
    for (const [entry, resource, values, sent] of [
      [reportApi.list, report, { agentName: ' 华东 ' }, { agentName: '华东' }],
      [billCheckApi.list, billCheck, { companyName: '星辰', result: '异常' }, { companyName: '星辰', result: '异常' }],
    ] as const) {
      const list = Object.assign(
        vi.fn(async () => answer),
        { ...entry },
      );
      const params = toQueryParams(resourceFilters(resource as typeof report), values);
      expect(await listFetch(list)({ ...params, pageIndex: 1, pageSize: 10 })).toEqual(answer.data);
      expect(list).toHaveBeenCalledWith({ ...sent, pageIndex: 1, pageSize: 10 });
    }
    expect(resourceFilters(report).map((filter) => filter.name)).toEqual(['statMonth', 'agentName']);
    expect(resourceFilters(billCheck).map((filter) => filter.name)).toEqual(['statMonth', 'companyName', 'result']);
  });

  it('charts each month summed over the agents, oldest first', () => {
    const row = (statMonth: string, calls: number, connected: number, topUpAmount: number) => ({ statMonth, calls, connected, topUpAmount });
    expect(monthlyTrend([row('2026-12-01', 10, 4, 100.1), row('2026-11-01', 5, 1, 0), row('2026-12-01', 3, 3, 0.2)])).toEqual([
      { month: '2026-11', calls: 5, connected: 1, topUpAmount: 0 },
      { month: '2026-12', calls: 13, connected: 7, topUpAmount: 100.3 },
    ]);
  });
});
