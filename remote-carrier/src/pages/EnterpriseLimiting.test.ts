import { listFetch, resourceFilters, toQueryParams } from '@console/sdk/kit';
import { describe, expect, it, vi } from 'vitest';
import { enterpriseLimitingApi, enterpriseLimiting } from '../contract';

describe('/enterpriseLimiting', () => {
  it('sends the search form as the list call’s parameters and answers its rows', async () => {
    const answer = { code: 200, message: '操作成功', data: { list: [{ id: 1 }], total: 1 } };
    const list = Object.assign(
      vi.fn(async () => answer),
      { ...enterpriseLimitingApi.list },
    );
    const params = toQueryParams(resourceFilters(enterpriseLimiting), { mode: '停止外呼' });
    expect(await listFetch(list)({ ...params, pageIndex: 2, pageSize: 10 })).toEqual(answer.data);
    expect(list).toHaveBeenCalledWith({ mode: '停止外呼', pageIndex: 2, pageSize: 10 });
  });

  it('draws the columns the resource declares, in its order, titled by their labels', () => {
    const keys = ['mode', 'dailyLimit', 'reason', 'status', 'companyName', 'agentName', 'updatedAt'] as const;
    expect(enterpriseLimiting.columns.map((column) => [column.key, column.title])).toEqual(keys.map((key) => [key, enterpriseLimiting.fields[key].label]));
  });
});
