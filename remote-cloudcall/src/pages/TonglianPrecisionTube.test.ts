import { listFetch, resourceFilters, toQueryParams } from '@console/sdk/kit';
import { describe, expect, it, vi } from 'vitest';
import { tonglianPrecisionTubeApi, tonglianPrecisionTube } from '../contract';

describe('/tonglianPrecisionTube', () => {
  it('sends the search form as the list call’s parameters and answers its rows', async () => {
    const answer = { code: 200, message: '操作成功', data: { list: [{ id: 1 }], total: 1 } };
    const list = Object.assign(
      vi.fn(async () => answer),
      { ...tonglianPrecisionTubeApi.list },
    );
    const params = toQueryParams(resourceFilters(tonglianPrecisionTube), { blockedAreas: ' 样例 ', status: '启用' });
    expect(await listFetch(list)({ ...params, pageIndex: 2, pageSize: 10 })).toEqual(answer.data);
    expect(list).toHaveBeenCalledWith({ blockedAreas: '样例', status: '启用', pageIndex: 2, pageSize: 10 });
  });

  it('draws the columns the resource declares, in its order', () => {
    expect(tonglianPrecisionTube.columns.map((column) => column.title)).toEqual([
      '同一被叫每日呼叫上限',
      '每日外呼总量上限',
      '允许外呼开始',
      '允许外呼结束',
      '禁呼地区',
      '状态',
      '企业',
      '代理商',
      '更新时间',
    ]);
  });
});
