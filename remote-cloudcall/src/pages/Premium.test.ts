import { listFetch, resourceFilters, toQueryParams } from '@console/sdk/kit';
import { describe, expect, it, vi } from 'vitest';
import { premiumApi, premium } from '../contract';

describe('/premium', () => {
  it('sends the search form as the list call’s parameters and answers its rows', async () => {
    const answer = { code: 200, message: '操作成功', data: { list: [{ id: 1 }], total: 1 } };
    const list = Object.assign(
      vi.fn(async () => answer),
      { ...premiumApi.list },
    );
    const params = toQueryParams(resourceFilters(premium), { rangeStart: ' 样例 ', scope: '企业全部号码' });
    expect(await listFetch(list)({ ...params, pageIndex: 2, pageSize: 10 })).toEqual(answer.data);
    expect(list).toHaveBeenCalledWith({ rangeStart: '样例', scope: '企业全部号码', pageIndex: 2, pageSize: 10 });
  });

  it('draws the columns the resource declares, in its order', () => {
    expect(premium.columns.map((column) => column.title)).toEqual([
      '适用范围',
      '号段起始',
      '号段结束',
      '附加费（元/分钟）',
      '备注',
      '企业',
      '代理商',
      '更新时间',
    ]);
  });
});
