import { listFetch, resourceFilters, toQueryParams } from '@console/sdk/kit';
import { describe, expect, it, vi } from 'vitest';
import { refundApi, refunds } from '../contract';

describe('/refundList', () => {
  it('sends the search form as the list call’s parameters and answers its rows', async () => {
    const answer = { code: 200, message: '操作成功', data: { list: [{ id: 1 }], total: 1 } };
    const list = Object.assign(
      vi.fn(async () => answer),
      { ...refundApi.list },
    );
    const params = toQueryParams(resourceFilters(refunds), { refundNo: ' TK202612010001 ', status: 'pending', companyName: '星辰' });
    expect(await listFetch(list)({ ...params, pageIndex: 1, pageSize: 10 })).toEqual(answer.data);
    expect(list).toHaveBeenCalledWith({ refundNo: 'TK202612010001', status: 'pending', companyName: '星辰', pageIndex: 1, pageSize: 10 });
  });

  it('asks for the company, the amount and the reason; the review is the row’s actions, not the form', () => {
    expect(refunds.formKeys).toEqual(['companyId', 'amount', 'reason']);
    expect(refunds.fields.companyId.form).toBe('add');
  });
});
