import { listFetch, resourceFilters, toQueryParams } from '@console/sdk/kit';
import { describe, expect, it, vi } from 'vitest';
import { userPhoneApi, userPhone } from '../contract';

describe('/userPhone', () => {
  it('sends the search form as the list call’s parameters and answers its rows', async () => {
    const answer = { code: 200, message: '操作成功', data: { list: [{ id: 1 }], total: 1 } };
    const list = Object.assign(
      vi.fn(async () => answer),
      { ...userPhoneApi.list },
    );
    const params = toQueryParams(resourceFilters(userPhone), { phoneNumber: ' 样例 ', status: '在用' });
    expect(await listFetch(list)({ ...params, pageIndex: 2, pageSize: 10 })).toEqual(answer.data);
    expect(list).toHaveBeenCalledWith({ phoneNumber: '样例', status: '在用', pageIndex: 2, pageSize: 10 });
  });

  it('draws the columns the resource declares, in its order', () => {
    expect(userPhone.columns.map((column) => column.title)).toEqual([
      '手机号',
      '员工账号',
      '员工姓名',
      '手机型号',
      'IMEI',
      '状态',
      '企业',
      '代理商',
      '绑定时间',
    ]);
  });
});
