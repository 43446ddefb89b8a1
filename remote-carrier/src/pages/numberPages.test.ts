import { listFetch, resourceFilters, toQueryParams, type ResourceContext } from '@console/sdk/kit';
import { describe, expect, it, vi } from 'vitest';
import { carrierNumber, lineQueryApi, NUMBER_STATE, numberApi, OPERATORS, type CarrierNumberRow } from '../contract';
import { ccLookup, missingSummary } from './LineQuery';
import { closureMessage, numbersOfFile } from './AccountClosure';
import { moveAction } from './numberActions';
import VirtualCommerce from './VirtualCommerce';

const row = (state: string) => ({ id: 7, phoneNumber: '17012345678', state }) as unknown as CarrierNumberRow;

describe('the number pages', () => {
  it('send the search form and the brand as the list call’s parameters, and answer its rows', async () => {
    const answer = { code: 200, message: '操作成功', data: { list: [{ id: 1 }], total: 1 } };
    const list = Object.assign(
      vi.fn(async () => answer),
      { ...numberApi.list },
    );
    const params = toQueryParams(resourceFilters(carrierNumber), { phoneNumber: ' 170 ', state: 'suspended', companyName: '星辰' });
    expect(await listFetch(list, { operator: 'WN' })({ ...params, pageIndex: 2, pageSize: 10 })).toEqual(answer.data);
    expect(list).toHaveBeenCalledWith({ phoneNumber: '170', state: 'suspended', companyName: '星辰', pageIndex: 2, pageSize: 10, operator: 'WN' });
  });

  it('show every brand’s virtual-commerce numbers with their health score and its trend, both sortable (issue 60)', () => {
    for (const route of OPERATORS.routes.filter((each) => each.kind === 'virtualCommerce')) {
      const columns = VirtualCommerce.declaration({ variant: route.key }).columns ?? [];
      expect(columns, route.path).toEqual(expect.arrayContaining(['healthScore', 'healthTrend', 'healthComputedAt']));
    }
    expect(carrierNumber.fields.healthScore.sort && carrierNumber.fields.healthTrend.sort).toBe(true);
  });

  it('offer a move only on the rows whose state allows it', () => {
    const offered = (action: Parameters<typeof moveAction>[0]) => NUMBER_STATE.values.filter((state) => moveAction(action).visible!(row(state), {} as never));
    expect(offered('suspend')).toEqual(['open']);
    expect(offered('restore')).toEqual(['suspended']);
    expect(offered('freeze')).toEqual(['open', 'suspended']);
    expect(offered('unfreeze')).toEqual(['frozen']);
    expect(offered('approve')).toEqual(['reviewing']);
    expect(offered('reject')).toEqual(['reviewing']);
  });

  it('ask first, naming the number, and send its id, the reason and the page’s brand', async () => {
    const suspend = vi.spyOn(numberApi, 'suspend').mockResolvedValue({ code: 200, message: '', data: { moved: 1 } } as never);
    const action = moveAction('suspend', 'GM');
    expect(action.form!.title!(row('open'))).toBe('确定停机号码 17012345678 吗？');
    await action.run!(row('open'), {} as ResourceContext<CarrierNumberRow>, { reason: '欠费' });
    expect(suspend).toHaveBeenCalledWith({ ids: '7', reason: '欠费', operator: 'GM' });
    suspend.mockRestore();
  });

  it('say how many numbers a batch closure closed, and name each one it did not with why', () => {
    expect(closureMessage({ closed: 3, refused: [] })).toBe('已销户 3 个');
    expect(closureMessage({ closed: 1, refused: [{ phoneNumber: '123', reason: '号码格式不正确' }] })).toBe('已销户 1 个；未销户：123（号码格式不正确）');
    const many = Array.from({ length: 25 }, (_, i) => ({ phoneNumber: String(i), reason: '号码格式不正确' }));
    expect(closureMessage({ closed: 0, refused: many })).toMatch(/ 等 25 个$/);
  });

  it('read an uploaded file’s first column as the numbers to close, its title row left out', () => {
    expect(numbersOfFile({ header: ['号码', '备注'], rows: [['17012345678', 'x'], [' 123 '], ['']] })).toBe('17012345678\n123');
    expect(numbersOfFile({ header: ['17000000001'], rows: [['17000000002']] })).toBe('17000000001\n17000000002');
  });
});

describe('the line query pages', () => {
  it('ask the line about the numbers typed, and say which it does not know', async () => {
    const lookup = Object.assign(
      vi.fn(async () => ({ code: 200, message: '', data: { list: [], total: 0 }, customData: { asked: 3, missing: ['123', '17000000000'] } })),
      { ...lineQueryApi.snail },
    );
    expect(await missingSummary(lookup as never, { phoneNumbers: '17012345678, 123 17000000000', operator: 'WN' })).toEqual([
      { title: '查询号码', value: 3, suffix: '个' },
      { title: '未找到', value: 2, suffix: '个', alert: true },
      { title: '未找到的号码', value: '123、17000000000', text: true },
    ]);
    expect(lookup).toHaveBeenCalledWith({ phoneNumbers: '17012345678, 123 17000000000', operator: 'WN', pageIndex: 1, pageSize: 1 });
    // Without numbers the page lists the line's numbers: nothing to say missing, nothing asked.
    expect(await missingSummary(lookup as never, { operator: 'WN' })).toEqual([]);
    expect(lookup).toHaveBeenCalledTimes(1);
  });

  it('ask the CC line about one number through phoneInfo, and a batch through its user list', async () => {
    const row = { id: 1, phoneNumber: '17012345678' };
    const phoneInfo = vi.spyOn(lineQueryApi, 'phoneInfo').mockResolvedValue({ code: 200, message: '', data: row } as never);
    const userList = vi.spyOn(lineQueryApi, 'xsAxb').mockResolvedValue({ code: 200, message: '', data: { list: [row, row], total: 2 } } as never);
    expect(await ccLookup({ phoneNumbers: ' 17012345678 ', pageIndex: 1, pageSize: 10 })).toEqual({ list: [row], total: 1 });
    expect(phoneInfo).toHaveBeenCalledWith({ phone: '17012345678' });
    expect(userList).not.toHaveBeenCalled();
    expect((await ccLookup({ phoneNumbers: '17012345678,17012345679', pageIndex: 1, pageSize: 10 })).total).toBe(2);
    expect(userList).toHaveBeenCalledWith({ phoneNumbers: '17012345678,17012345679', pageIndex: 1, pageSize: 10 });
    phoneInfo.mockRestore();
    userList.mockRestore();
  });
});
