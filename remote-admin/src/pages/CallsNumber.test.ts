import { listFetch, resourceFilters, toQueryParams } from '@console/sdk/kit';
import { describe, expect, it, vi } from 'vitest';
import { callsNumberApi, callsNumber } from '../contract';

describe('/callsNumber', () => {
  it('sends the search form as the list call’s parameters and answers its rows', async () => {
    const answer = { code: 200, message: '操作成功', data: { list: [{ id: 1 }], total: 1 } };
    const list = Object.assign(
      vi.fn(async () => answer),
      { ...callsNumberApi.list },
    );
    const params = toQueryParams(resourceFilters(callsNumber), { phoneNumber: ' 样例 ', operator: '移动' });
    expect(await listFetch(list)({ ...params, pageIndex: 2, pageSize: 10 })).toEqual(answer.data);
    expect(list).toHaveBeenCalledWith({ phoneNumber: '样例', operator: '移动', pageIndex: 2, pageSize: 10 });
  });

  it('draws the columns the resource declares, in its order', () => {
    expect(callsNumber.columns.map((column) => column.title)).toEqual(['号码', '运营商', '归属地', '日呼叫上限', '状态', '企业', '代理商', '创建时间']);
  });
});
