import { listFetch, resourceFilters, toQueryParams } from '@console/sdk/kit';
import { describe, expect, it, vi } from 'vitest';
import { flowManagement, flowManagementApi } from '../contract';

describe('/flowManagement', () => {
  it('sends the search form as the list call’s parameters and answers its rows', async () => {
    const answer = { code: 200, message: '操作成功', data: { list: [{ id: 1 }], total: 1 } };
    const list = Object.assign(
      vi.fn(async () => answer),
      { ...flowManagementApi.list },
    );
    const params = toQueryParams(resourceFilters(flowManagement), { companyName: ' 星辰 ', operator: ' admin ', kind: 'refund' });
    expect(await listFetch(list)({ ...params, pageIndex: 2, pageSize: 10 })).toEqual(answer.data);
    expect(list).toHaveBeenCalledWith({ companyName: '星辰', operator: 'admin', kind: 'refund', pageIndex: 2, pageSize: 10 });
  });

  it('draws the columns the resource declares, in its order, titled by their labels', () => {
    const keys = ['companyName', 'agentName', 'kind', 'amount', 'balanceAfter', 'operator', 'remark', 'createdAt'] as const;
    expect(flowManagement.columns.map((column) => [column.key, column.title])).toEqual(keys.map((key) => [key, flowManagement.fields[key].label]));
  });
});
