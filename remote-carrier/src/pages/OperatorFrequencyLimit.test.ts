import { listFetch, resourceFilters, toQueryParams } from '@console/sdk/kit';
import { describe, expect, it, vi } from 'vitest';
import { operatorFrequencyLimitApi, operatorFrequencyLimit } from '../contract';

describe('OPERATORS frequencyLimit pages', () => {
  it('sends the search form as the list call’s parameters and answers its rows', async () => {
    const answer = { code: 200, message: '操作成功', data: { list: [{ id: 1 }], total: 1 } };
    const list = Object.assign(
      vi.fn(async () => answer),
      { ...operatorFrequencyLimitApi.list },
    );
    const params = toQueryParams(resourceFilters(operatorFrequencyLimit), { enabled: '生效中' });
    expect(await listFetch(list, { operator: 'WN' })({ ...params, pageIndex: 2, pageSize: 10 })).toEqual(answer.data);
    expect(list).toHaveBeenCalledWith({ enabled: '生效中', pageIndex: 2, pageSize: 10, operator: 'WN' });
  });

  it('draws the columns the resource declares, in its order, titled by their labels', () => {
    const keys = ['perDay', 'perHour', 'calleePerDay', 'enabled', 'remark', 'companyName', 'agentName', 'updatedAt'] as const;
    expect(operatorFrequencyLimit.columns.map((column) => [column.key, column.title])).toEqual(
      keys.map((key) => [key, operatorFrequencyLimit.fields[key].label]),
    );
  });
});
