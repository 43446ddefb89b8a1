import { listFetch, resourceFilters, toQueryParams } from '@console/sdk/kit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { companyStatistics, companyStatisticsApi } from '../contract';
import { statisticsSummary } from './CompanyStatistics';

afterEach(() => vi.restoreAllMocks());

describe('/companyStatistics', () => {
  it('sends the day range and names as the spec’s companyStatistics parameters and answers its rows', async () => {
    const answer = { code: 200, message: '操作成功', data: { list: [{ id: 1 }], total: 1 } };
    const list = Object.assign(
      vi.fn(async () => answer),
      { ...companyStatisticsApi.list },
    );
    const filters = resourceFilters(companyStatistics);
    expect(filters.map((filter) => filter.name)).toEqual(['statDate', 'companyName', 'agentName']);
    const params = toQueryParams(filters, { companyName: ' 星辰 ' });
    expect(await listFetch(list)({ ...params, pageIndex: 2, pageSize: 10 })).toEqual(answer.data);
    expect(list).toHaveBeenCalledWith({ companyName: '星辰', pageIndex: 2, pageSize: 10 });
    expect([companyStatisticsApi.list.path, companyStatisticsApi.update.path, companyStatisticsApi.download.path]).toEqual([
      '/api/sum/companyStatistics',
      '/api/sum/updateCompanyStatistics',
      '/api/sum/download',
    ]);
  });

  it('shows the search’s sums above the list, the connect rate from them', async () => {
    const totals = vi
      .spyOn(companyStatisticsApi, 'totals')
      .mockResolvedValue({ code: 200, message: '操作成功', data: { calls: 200, connected: 50, seconds: 3725, charge: 12.5, days: [] } } as never);
    const items = await statisticsSummary({ companyName: '星辰' });
    expect(totals).toHaveBeenCalledWith({ companyName: '星辰' });
    expect(items.map((item) => [item.title, item.value])).toEqual([
      ['呼叫量', 200],
      ['接通量', 50],
      ['接通率', '25.0%'],
      ['通话时长', '01:02:05'],
      ['计费金额（元）', '12.50'],
    ]);
  });

  it('downloads the columns the list shows', () => {
    expect(companyStatisticsApi.download.columns.map((column) => column.title)).toEqual(companyStatistics.columns.map((column) => column.title));
  });
});
