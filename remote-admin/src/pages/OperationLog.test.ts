import { listFetch, resourceFilters, toQueryParams } from '@console/sdk/kit';
import { describe, expect, it, vi } from 'vitest';
import { operationLog, operationLogApi } from '../contract';

describe('/operationLog', () => {
  it('sends who, what and the time range as getOperationRecord’s parameters and answers its rows', async () => {
    const answer = { code: 200, message: '操作成功', data: { list: [{ id: 1 }], total: 1 } };
    const list = Object.assign(
      vi.fn(async () => answer),
      { ...operationLogApi.getOperationRecord },
    );
    const filters = resourceFilters(operationLog);
    expect(filters.map((filter) => filter.name)).toEqual(['username', 'role', 'operation', 'createdAt']);
    const params = toQueryParams(filters, { username: ' root ', operation: '新增员工' });
    expect(await listFetch(list)({ ...params, pageIndex: 2, pageSize: 10 })).toEqual(answer.data);
    expect(list).toHaveBeenCalledWith({ username: 'root', operation: '新增员工', pageIndex: 2, pageSize: 10 });
    expect(operationLogApi.getOperationRecord.path).toBe('/api/user/getOperationRecord');
  });

  it('draws and exports the columns the resource declares, in its order', () => {
    const titles = ['操作人', '角色', '操作', '操作对象', '变更内容', 'IP 地址', '所属代理商', '操作时间'];
    expect(operationLog.columns.map((column) => column.title)).toEqual(titles);
    expect(operationLogApi.export.columns.map((column) => column.title)).toEqual(titles);
  });
});
