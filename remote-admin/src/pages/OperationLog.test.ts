import { listFetch, resourceFilters, toQueryParams } from '@console/sdk/kit';
import { describe, expect, it, vi } from 'vitest';
import { operationLogApi, operationLog } from '../contract';

describe('/operationLog', () => {
  it('sends the search form as the list call’s parameters and answers its rows', async () => {
    const answer = { code: 200, message: '操作成功', data: { list: [{ id: 1 }], total: 1 } };
    const list = Object.assign(
      vi.fn(async () => answer),
      { ...operationLogApi.list },
    );
    const params = toQueryParams(resourceFilters(operationLog), { username: ' 样例 ' });
    expect(await listFetch(list)({ ...params, pageIndex: 2, pageSize: 10 })).toEqual(answer.data);
    expect(list).toHaveBeenCalledWith({ username: '样例', pageIndex: 2, pageSize: 10 });
  });

  it('draws the columns the resource declares, in its order', () => {
    expect(operationLog.columns.map((column) => column.title)).toEqual(['操作人', '角色', '操作', '操作对象', 'IP 地址', '企业', '代理商', '操作时间']);
  });
});
