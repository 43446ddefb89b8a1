import { listFetch, resourceFilters, toQueryParams } from '@console/sdk/kit';
import { describe, expect, it, vi } from 'vitest';
import { cardType, cardTypeApi } from '../contract';

describe('/cardType', () => {
  it('sends the search form as the list call’s parameters and answers its rows', async () => {
    const answer = { code: 200, message: '操作成功', data: { list: [{ id: 1 }], total: 1 } };
    const list = Object.assign(
      vi.fn(async () => answer),
      { ...cardTypeApi.list },
    );
    const params = toQueryParams(resourceFilters(cardType), { name: ' 大王卡 ', operator: '移动', status: 1 });
    expect(await listFetch(list)({ ...params, pageIndex: 2, pageSize: 10 })).toEqual(answer.data);
    expect(list).toHaveBeenCalledWith({ name: '大王卡', operator: '移动', status: 1, pageIndex: 2, pageSize: 10 });
  });

  it('draws the brand, its operator and tariff, and whose it is', () => {
    expect(cardType.columns.map((column) => [column.key, column.title])).toEqual([
      ['name', '品牌名称'],
      ['operator', '运营商'],
      ['monthlyFee', '月租（元）'],
      ['includedMinutes', '包含通话（分钟）'],
      ['status', '状态'],
      ['remark', '备注'],
      ['agentName', '所属代理商'],
      ['createdAt', '创建时间'],
    ]);
  });
});
