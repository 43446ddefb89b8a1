import { listFetch, resourceFilters, toQueryParams } from '@console/sdk/kit';
import { describe, expect, it, vi } from 'vitest';
import { premium, premiumApi, SIP_NUMBER_TEXTS, sipAccountPrice, sipNumber, sipNumberApi, tonglianPrecisionTube, tonglianPrecisionTubeApi } from '../contract';
import { testRegistration } from './SipNumber';

const answer = { code: 200, message: '操作成功', data: { list: [{ id: 1 }], total: 1 } };
const spy = <E extends object>(entry: E) =>
  Object.assign(
    vi.fn(async () => answer),
    { ...entry },
  );

describe('the cloud-call service pages’ request mapping', () => {
  it('/sipNumber sends its search as the list call’s parameters, and never shows or exports a password', async () => {
    const list = spy(sipNumberApi.list);
    const params = toQueryParams(resourceFilters(sipNumber), { account: ' 1001 ', username: 'sip', ip: '' });
    expect(await listFetch(list)({ ...params, pageIndex: 2, pageSize: 10 })).toEqual(answer.data);
    expect(list).toHaveBeenCalledWith({ account: '1001', username: 'sip', pageIndex: 2, pageSize: 10 });
    expect(sipNumber.columns.map((column) => column.title)).toEqual([
      'SIP账号',
      '所属用户',
      '姓名',
      '企业',
      '注册域（IP）',
      'WebSocket 服务器',
      '端口',
      '更新时间',
      '注册状态',
      '失败原因',
      '最近注册时间',
      '注册来源（IP）',
    ]);
    expect(sipNumberApi.export.columns.map((column) => column.key)).not.toContain('password');
    expect(sipNumber.formKeys).toContain('password');
  });

  it('/sipNumber 测试注册 asks for wss on an https page, ws otherwise, and fails with the backend’s reason', async () => {
    const answers = [
      { ok: true, message: SIP_NUMBER_TEXTS.probe.ok },
      { ok: false, message: SIP_NUMBER_TEXTS.probe.wrongPassword(403) },
    ];
    const test = vi.spyOn(sipNumberApi, 'test').mockImplementation(async () => ({ code: 200, message: '', data: answers.shift()! }) as never);
    await expect(testRegistration({ id: 10 }, 'https:')).resolves.toBeUndefined();
    await expect(testRegistration({ id: 10 }, 'http:')).rejects.toThrow(SIP_NUMBER_TEXTS.probe.wrongPassword(403));
    expect(test.mock.calls.map(([params]) => params)).toEqual([
      { id: 10, secure: 1 },
      { id: 10, secure: 0 },
    ]);
    test.mockRestore();
  });

  it('/premium filters by company, scope and range start', async () => {
    const list = spy(premiumApi.list);
    const params = toQueryParams(resourceFilters(premium), { companyName: '华东', scope: '号段', rangeStart: '138' });
    await listFetch(list)({ ...params, pageIndex: 1, pageSize: 20 });
    expect(list).toHaveBeenCalledWith({ companyName: '华东', scope: '号段', rangeStart: '138', pageIndex: 1, pageSize: 20 });
    expect(premium.columns.map((column) => column.title)).toEqual([
      '企业',
      '代理商',
      '适用范围',
      '号段起始',
      '号段结束',
      '附加费（元/分钟）',
      '备注',
      '更新时间',
    ]);
  });

  it('/tonglianPrecisionTube sends the chosen regions comma-separated', async () => {
    const list = spy(tonglianPrecisionTubeApi.list);
    const params = toQueryParams(resourceFilters(tonglianPrecisionTube), { blockedAreas: ['北京', '上海'], status: '启用' });
    await listFetch(list)({ ...params, pageIndex: 1, pageSize: 10 });
    expect(list).toHaveBeenCalledWith({ blockedAreas: '北京,上海', status: '启用', pageIndex: 1, pageSize: 10 });
  });

  it('/sipAccountPrice shows the counted accounts and monthly total beside the price', () => {
    expect(sipAccountPrice.columns.map((column) => column.title)).toEqual([
      '企业',
      '代理商',
      '月租（元/个/月）',
      '通话单价（元/分钟）',
      '计费单位',
      'SIP账号数',
      '月租合计（元）',
      '状态',
      '更新时间',
    ]);
    expect(sipAccountPrice.formKeys).toEqual(['monthlyFee', 'perMinute', 'billingUnit', 'status']);
  });
});
