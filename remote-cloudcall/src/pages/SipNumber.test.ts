import { listFetch, resourceFilters, toQueryParams } from '@console/sdk/kit';
import { describe, expect, it, vi } from 'vitest';
import { sipNumberApi, sipNumber } from '../contract';

describe('/sipNumber', () => {
  it('sends the search form as the list call’s parameters and answers its rows', async () => {
    const answer = { code: 200, message: '操作成功', data: { list: [{ id: 1 }], total: 1 } };
    const list = Object.assign(
      vi.fn(async () => answer),
      { ...sipNumberApi.list },
    );
    const params = toQueryParams(resourceFilters(sipNumber), { account: ' 样例 ' });
    expect(await listFetch(list)({ ...params, pageIndex: 2, pageSize: 10 })).toEqual(answer.data);
    expect(list).toHaveBeenCalledWith({ account: '样例', pageIndex: 2, pageSize: 10 });
  });

  it('draws the columns the resource declares, in its order', () => {
    expect(sipNumber.columns.map((column) => column.title)).toEqual([
      'SIP账号',
      '所属用户',
      '注册服务器IP',
      'WebSocket地址',
      'SSL端口',
      '企业',
      '代理商',
      '更新时间',
    ]);
  });
});
