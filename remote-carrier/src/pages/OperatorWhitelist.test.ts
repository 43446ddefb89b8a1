import { listFetch, resourceFilters, toQueryParams } from '@console/sdk/kit';
import { describe, expect, it, vi } from 'vitest';
import { operatorWhitelistApi, operatorWhitelist } from '../contract';

describe('OPERATORS whitelist pages', () => {
  it('sends the search form as the list call’s parameters and answers its rows', async () => {
    const answer = { code: 200, message: '操作成功', data: { list: [{ id: 1 }], total: 1 } };
    const list = Object.assign(
      vi.fn(async () => answer),
      { ...operatorWhitelistApi.list },
    );
    const params = toQueryParams(resourceFilters(operatorWhitelist), { phoneNumber: ' 样例 ' });
    expect(await listFetch(list, { operator: 'WN' })({ ...params, pageIndex: 2, pageSize: 10 })).toEqual(answer.data);
    expect(list).toHaveBeenCalledWith({ phoneNumber: '样例', pageIndex: 2, pageSize: 10, operator: 'WN' });
  });

  it('draws the columns the resource declares, in its order, titled by their labels', () => {
    const keys = ['phoneNumber', 'remark', 'companyName', 'agentName', 'createdAt'] as const;
    expect(operatorWhitelist.columns.map((column) => [column.key, column.title])).toEqual(keys.map((key) => [key, operatorWhitelist.fields[key].label]));
  });
});
