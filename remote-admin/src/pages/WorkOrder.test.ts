import { listFetch, resourceFilters, toQueryParams } from '@console/sdk/kit';
import { describe, expect, it, vi } from 'vitest';
import { workOrder, workOrderApi } from '../contract';
import { entriesWithoutSidebar } from './OemEntries';

describe('/workOrder', () => {
  it('sends the search form as the list call’s parameters and answers its rows', async () => {
    const answer = { code: 200, message: '操作成功', data: { list: [{ id: 1 }], total: 1 } };
    const list = Object.assign(
      vi.fn(async () => answer),
      { ...workOrderApi.list },
    );
    const params = toQueryParams(resourceFilters(workOrder), { orderNo: ' GD202612010001 ', status: 'open', companyName: '星辰' });
    expect(await listFetch(list)({ ...params, pageIndex: 2, pageSize: 10 })).toEqual(answer.data);
    expect(list).toHaveBeenCalledWith({ orderNo: 'GD202612010001', status: 'open', companyName: '星辰', pageIndex: 2, pageSize: 10 });
  });

  it('lists the columns a handler reads, the question itself in 详情; the company is chosen when adding only', () => {
    expect(workOrder.columns.map((column) => column.key)).toEqual([
      'orderNo',
      'title',
      'category',
      'contactPhone',
      'status',
      'handlerName',
      'replyCount',
      'companyName',
      'agentName',
      'createdAt',
      'updatedAt',
    ]);
    expect(workOrder.formKeys).toEqual(['title', 'category', 'companyId', 'content', 'contactPhone']);
    expect(workOrder.fields.companyId.form).toBe('add');
  });
});

describe('the oem role (no sidebar, spec section 2) reaches its pages from its dashboard', () => {
  it('lists exactly the pages section 6 opens to oem beside admin, and none for a role with a sidebar’s menu', () => {
    expect(entriesWithoutSidebar('oem').map((entry) => entry.path)).toEqual(['/agent', '/workOrder', '/afterSales', '/refundList']);
    expect(entriesWithoutSidebar('gm')).toEqual([]);
  });
});
