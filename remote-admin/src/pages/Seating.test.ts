import { listFetch, resourceFilters, toQueryParams } from '@console/sdk/kit';
import { describe, expect, it, vi } from 'vitest';
import { seating, seatingApi } from '../contract';

describe('/seating', () => {
  it('sends the day range, seat, account and company as the list’s parameters and answers its rows', async () => {
    const answer = { code: 200, message: '操作成功', data: { list: [{ id: 1 }], total: 1 } };
    const list = Object.assign(
      vi.fn(async () => answer),
      { ...seatingApi.list },
    );
    const filters = resourceFilters(seating);
    expect(filters.map((filter) => filter.name)).toEqual(['statDate', 'realName', 'username', 'companyName']);
    const params = toQueryParams(filters, { realName: ' 王 ', username: 'zhang01' });
    expect(await listFetch(list)({ ...params, pageIndex: 3, pageSize: 20 })).toEqual(answer.data);
    expect(list).toHaveBeenCalledWith({ realName: '王', username: 'zhang01', pageIndex: 3, pageSize: 20 });
  });

  it('shows and exports each seat’s figures, titled by the resource', () => {
    const titles = ['统计日期', '坐席', '账号', '企业', '代理商', '呼叫量', '接通量', '接通率（%）', '通话时长', '平均通话时长', '最后呼叫时间'];
    expect(seating.columns.map((column) => column.title)).toEqual(titles);
    expect(seatingApi.export.columns.map((column) => column.title)).toEqual(titles);
  });
});
