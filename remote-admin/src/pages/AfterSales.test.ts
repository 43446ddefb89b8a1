import { listFetch, resourceFilters, toQueryParams } from '@console/sdk/kit';
import { describe, expect, it, vi } from 'vitest';
import { afterSales, afterSalesApi } from '../contract';
import { afterSalesFigures } from './AfterSales';

describe('/afterSales', () => {
  it('sends the search form as findAfterSale’s parameters and answers its rows', async () => {
    const answer = { code: 200, message: '操作成功', data: { list: [{ id: 1 }], total: 1 } };
    const list = Object.assign(
      vi.fn(async () => answer),
      { ...afterSalesApi.findAfterSale },
    );
    const params = toQueryParams(resourceFilters(afterSales), { serviceNo: ' SH202612010001 ', product: 'SIM卡', status: 'pending' });
    expect(await listFetch(list)({ ...params, pageIndex: 1, pageSize: 20 })).toEqual(answer.data);
    expect(list).toHaveBeenCalledWith({ serviceNo: 'SH202612010001', product: 'SIM卡', status: 'pending', pageIndex: 1, pageSize: 20 });
    expect(afterSalesApi.findAfterSale.method).toBe('GET');
  });

  it('draws findAfterSaleByRole’s counts as one figure per status, the waiting ones in the warning colour', () => {
    expect(afterSalesFigures({ pending: 3, processing: 2, done: 10 })).toEqual([
      { title: '待处理', value: 3, alert: true },
      { title: '处理中', value: 2, alert: false },
      { title: '已完成', value: 10, alert: false },
    ]);
    expect(afterSalesFigures({ pending: 0, processing: 0, done: 1 })[0].alert).toBe(false);
  });

  it('edits the status and the result only, adds with the company', () => {
    expect(afterSales.formKeys).toEqual(['companyId', 'product', 'issue', 'quantity', 'description', 'contactName', 'contactPhone', 'status', 'result']);
    expect([afterSales.fields.status.form, afterSales.fields.result.form, afterSales.fields.companyId.form]).toEqual(['edit', 'edit', 'add']);
  });
});
