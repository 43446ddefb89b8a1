import { listFetch, resourceFilters, toQueryParams } from '@console/sdk/kit';
import { describe, expect, it, vi } from 'vitest';
import { sipAccountPriceApi, sipAccountPrice } from '../contract';

describe('/sipAccountPrice', () => {
  it('sends the search form as the list call’s parameters and answers its rows', async () => {
    const answer = { code: 200, message: '操作成功', data: { list: [{ id: 1 }], total: 1 } };
    const list = Object.assign(
      vi.fn(async () => answer),
      { ...sipAccountPriceApi.list },
    );
    const params = toQueryParams(resourceFilters(sipAccountPrice), { billingUnit: '6秒' });
    expect(await listFetch(list)({ ...params, pageIndex: 2, pageSize: 10 })).toEqual(answer.data);
    expect(list).toHaveBeenCalledWith({ billingUnit: '6秒', pageIndex: 2, pageSize: 10 });
  });

  it('draws the columns the resource declares, in its order', () => {
    expect(sipAccountPrice.columns.map((column) => column.title)).toEqual([
      '月租（元/个/月）',
      '通话单价（元/分钟）',
      '计费单位',
      'SIP账号数',
      '月租合计（元）',
      '状态',
      '企业',
      '代理商',
      '更新时间',
    ]);
  });
});
