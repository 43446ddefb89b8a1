import { listFetch, resourceFilters, toQueryParams } from '@console/sdk/kit';
import { describe, expect, it, vi } from 'vitest';
import { gateApi, gateRefusals, GATE_RULE } from '../contract';

describe('/gateRefusals', () => {
  it('sends the search form as the list call’s parameters (a time range as whole days) and answers its rows', async () => {
    const answer = { code: 200, message: '操作成功', data: { list: [{ id: 1 }], total: 1 } };
    const list = Object.assign(
      vi.fn(async () => answer),
      { ...gateApi.refusals },
    );
    const params = toQueryParams(resourceFilters(gateRefusals), { callee: ' 139 ', rule: 'blacklist', source: '批次外呼', reference: 'PC202612060001' });
    expect(await listFetch(list)({ ...params, pageIndex: 1, pageSize: 20 })).toEqual(answer.data);
    expect(list).toHaveBeenCalledWith({ callee: '139', rule: 'blacklist', source: '批次外呼', reference: 'PC202612060001', pageIndex: 1, pageSize: 20 });
  });

  it('lists the rules in the gate’s order, titled in Chinese, and exports the list’s columns', () => {
    expect(GATE_RULE.options.map((option) => option.label)).toEqual([
      '号码状态',
      '号码管控',
      '企业限呼',
      '黑名单',
      '呼叫时段',
      '号码限速',
      '企业限量',
      '运营商频次',
      '平台频次',
    ]);
    expect(gateApi.refusalsExport.columns.map((column) => column.title)).toEqual(gateRefusals.columns.map((column) => column.title));
  });
});
