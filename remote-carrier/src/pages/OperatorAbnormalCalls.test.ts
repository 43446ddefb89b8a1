import { listFetch, resourceFilters, toQueryParams } from '@console/sdk/kit';
import { describe, expect, it, vi } from 'vitest';
import { abnormalCallApi, abnormalCalls, OPERATORS } from '../contract';

describe('the abnormal-call lists (one page for every brand with one)', () => {
  it('are the five spec routes of the family', () => {
    expect(OPERATORS.routes.filter((route) => route.kind === 'abnormalCalls').map((route) => [route.key, route.path])).toEqual([
      ['WN', '/WNAbnormalCallList'],
      ['CY', '/WNAbnormalCallListCY'],
      ['DJ', '/DJAbnormalCallList'],
      ['GM', '/gmAbnormalCallList'],
      ['CC', '/CCWNAbnormalCallList'],
    ]);
  });

  it('sends the search form and the brand as the list call’s parameters', async () => {
    const answer = { code: 200, message: '操作成功', data: { list: [], total: 0 } };
    const list = Object.assign(
      vi.fn(async () => answer),
      { ...abnormalCallApi.list },
    );
    const params = toQueryParams(resourceFilters(abnormalCalls), { phoneNumber: ' 170 ', rule: '短时通话', handled: 0 });
    expect(await listFetch(list, { operator: 'DJ' })({ ...params, pageIndex: 1, pageSize: 10 })).toEqual(answer.data);
    expect(list).toHaveBeenCalledWith({ operator: 'DJ', phoneNumber: '170', rule: '短时通话', handled: 0, pageIndex: 1, pageSize: 10 });
  });
});
