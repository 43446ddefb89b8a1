import { partyApi } from '@console/sdk/contract/parties';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { envelope, pageOf, FIRST_PAGE, renderPage, rowActions } from '@console/sdk/kit/testing';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';

/** Every entry of the callback contract, mocked by path, keeping its declaration (roles, columns). */
const calls = vi.hoisted(() => new Map<string, Mock>());
vi.mock('@console/sdk/contract/parties', async (importOriginal) => {
  const { mockParties } = await import('@console/sdk/contract/testing');
  return mockParties(await importOriginal(), calls);
});
vi.mock('../contract', async (importOriginal) => {
  const { mockContract } = await import('@console/sdk/contract/testing');
  return mockContract(await importOriginal<typeof import('../contract')>(), ['axbApi', 'axbPackageApi'], calls);
});

await import('../contract');
const call = (path: string) => calls.get(path)!;

beforeEach(() => {
  localStorage.setItem('ms_role', 'admin');
  localStorage.setItem('token', 'Bearer test');
  for (const fn of calls.values()) fn.mockReset().mockResolvedValue(pageOf([]));
  for (const path of ['/api/axb/packageOptions', partyApi.companies.path]) call(path).mockResolvedValue(envelope([{ value: 3, label: '星辰科技' }]));
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const open = (name: string, url: string, params?: Record<string, unknown>) => renderPage(import(`./${name}.tsx`), url, params);

describe('request mapping: the route’s member and the URL search become the list call; its rows are drawn', () => {
  const cases = [
    {
      name: 'AxbPackages',
      url: '/packageManagementX?name=%E5%A5%97%E9%A4%90&status=%E4%B8%8A%E6%9E%B6',
      params: { variant: 'x' },
      path: '/api/axb/packageList',
      sent: { kind: 'x', name: '套餐', status: '上架', ...FIRST_PAGE },
      row: {
        id: 1,
        name: '10X号30天套餐',
        numberCount: 10,
        minutes: 5000,
        price: 120,
        overageRate: 0.1,
        validDays: 30,
        status: '上架',
        orderCount: 4,
        remark: '',
        createdAt: '2026-11-01 08:00:00',
      },
      shows: ['10X号30天套餐', 'X号数量', '120.00', '0.10', '上架', '2026-11-01 08:00:00'],
    },
    {
      name: 'PackageList',
      url: '/packageList?orderNo=AXB&kind=axb&state=%E7%94%9F%E6%95%88%E4%B8%AD',
      path: '/api/axb/orderList',
      sent: { orderNo: 'AXB', kind: 'axb', state: '生效中', ...FIRST_PAGE },
      row: {
        id: 2,
        orderNo: 'AXB00000002',
        companyName: '星辰科技有限公司',
        agentName: '华东代理',
        packageName: '10中间号30天套餐',
        kind: 'axb',
        price: 120,
        numberCount: 10,
        minutes: 5000,
        balanceAfter: 880.5,
        state: '生效中',
        startsAt: '2026-11-01 08:00:00',
        expiresAt: '2026-12-01 08:00:00',
        buyer: '赵敏',
      },
      shows: ['AXB00000002', 'AXB套餐', '880.50', '生效中', '赵敏'],
    },
    {
      name: 'AxbInventory',
      url: '/AXBinventory?number=170&place=%E5%BA%93%E5%AD%98',
      path: '/api/axb/numberList',
      sent: { number: '170', place: '库存', ...FIRST_PAGE },
      row: {
        id: 3,
        number: '17012345678',
        city: '杭州',
        operator: '联通',
        status: '启用',
        place: '库存',
        companyName: '',
        agentName: '',
        allocatedAt: '',
        createdAt: '2026-10-01 08:00:00',
      },
      shows: ['17012345678', '杭州', '联通', '库存'],
    },
    {
      name: 'MiddleNumbers',
      url: '/middleNumber?lineState=%E7%BB%91%E5%AE%9A%E4%B8%AD',
      path: '/api/axb/middleNumberList',
      sent: { lineState: '绑定中', ...FIRST_PAGE },
      row: {
        id: 4,
        number: '17012345679',
        companyName: '星辰科技有限公司',
        agentName: '华东代理',
        city: '杭州',
        operator: '移动',
        status: '启用',
        lineState: '绑定中',
        aPhone: '13800000001',
        bPhone: '13900000002',
        expiresAt: '2026-12-08 10:00:00',
        bindingCount: 7,
        allocatedAt: '2026-10-02 08:00:00',
      },
      shows: ['17012345679', '绑定中', '13800000001', '13900000002'],
    },
    {
      name: 'PrivateNumbers',
      url: '/privateNumber?phone=138&holder=%E5%BC%A0',
      path: '/api/axb/privateList',
      sent: { phone: '138', holder: '张', ...FIRST_PAGE },
      row: {
        id: 5,
        phone: '13800000001',
        holder: '张伟',
        companyId: 1,
        companyName: '星辰科技有限公司',
        agentName: '华东代理',
        status: '启用',
        bindingCount: 1,
        remark: '',
        createdAt: '2026-10-03 08:00:00',
      },
      shows: ['13800000001', '张伟', '星辰科技有限公司'],
    },
    {
      name: 'AxbBindings',
      url: '/AXBBinding?aPhone=138&state=%E5%B7%B2%E8%BF%87%E6%9C%9F&boundAtFrom=2026-11-01&boundAtTo=2026-11-02',
      path: '/api/axb/bindingList',
      sent: { aPhone: '138', state: '已过期', boundAtFrom: '2026-11-01 00:00:00', boundAtTo: '2026-11-02 23:59:59', ...FIRST_PAGE },
      row: {
        id: 6,
        xNumber: '17012345679',
        aPhone: '13800000001',
        bPhone: '13900000002',
        companyName: '星辰科技有限公司',
        agentName: '华东代理',
        state: '已过期',
        boundAt: '2026-11-01 10:00:00',
        expiresAt: '2026-11-02 10:00:00',
        releasedAt: '',
        callCount: 3,
      },
      shows: ['17012345679', '已过期', '2026-11-02 10:00:00'],
    },
    {
      name: 'AxbConsumption',
      url: '/consumptionDetails?direction=B%E5%91%BCA&caller=139',
      path: '/api/axb/callList',
      sent: { direction: 'B呼A', caller: '139', ...FIRST_PAGE },
      row: {
        id: 7,
        xNumber: '17012345679',
        caller: '13900000002',
        callee: '13800000001',
        direction: 'B呼A',
        companyName: '星辰科技有限公司',
        agentName: '华东代理',
        startedAt: '2026-11-01 10:05:00',
        durationSeconds: 61,
        billedMinutes: 2,
        rate: 0.1,
        fee: 0.2,
      },
      shows: ['13900000002', '00:01:01', '0.10', '0.20'],
    },
    {
      name: 'AxbUsers',
      url: '/GSAxb?companyName=%E6%98%9F%E8%BE%B0',
      path: '/api/axb/userList',
      sent: { companyName: '星辰', ...FIRST_PAGE },
      row: {
        id: 1,
        companyName: '星辰科技有限公司',
        agentName: '华东代理',
        numberCount: 20,
        liveBindings: 6,
        callCount: 300,
        billedMinutes: 812,
        fee: 81.2,
        packageExpiresAt: '2027-01-01 00:00:00',
      },
      shows: ['星辰科技有限公司', '812', '81.20', '2027-01-01 00:00:00'],
    },
  ];

  it.each(cases)('$name', async ({ name, url, params, path, sent, row, shows }) => {
    call(path).mockResolvedValue(pageOf([row], 41));
    await open(name, url, params);
    await waitFor(() => expect(call(path)).toHaveBeenCalled());
    expect(call(path).mock.calls[0]![0]).toEqual(sent);
    const table = document.querySelector('.ant-table') as HTMLElement;
    for (const text of shows) expect(await within(table).findAllByText(text)).not.toHaveLength(0);
    expect(screen.getByText('共 41 条')).toBeTruthy();
  });
});

describe('/consumptionDetails: the search’s sums above the table, its days in a chart', () => {
  it('asks the totals for the list’s search and draws them', async () => {
    call('/api/axb/callTotals').mockResolvedValue(envelope({ calls: 12, seconds: 3725, minutes: 70, fee: 7.5 }));
    await open('AxbConsumption', '/consumptionDetails?direction=A%E5%91%BCB');
    await waitFor(() => expect(call('/api/axb/callTotals')).toHaveBeenCalled());
    expect(call('/api/axb/callTotals').mock.calls[0]![0]).toEqual({ direction: 'A呼B' });
    const figures = await screen.findByRole('group', { name: '统计' });
    expect(figures.textContent).toContain('费用合计7.50元');
    expect(figures.textContent).toContain('01:02:05');
  });

  it('the trend is asked for the search the URL holds, as the list sends it', async () => {
    const { searchOfUrl } = await import('./AxbConsumption');
    expect(searchOfUrl('?caller=138&startedAtFrom=2026-11-01&startedAtTo=2026-11-02&page=3')).toEqual({
      caller: '138',
      startedAtFrom: '2026-11-01 00:00:00',
      startedAtTo: '2026-11-02 23:59:59',
    });
  });
});

describe('/GSAxb 号码查询: a phone’s live bindings (GET /api/axb/phoneInfo)', () => {
  it('asks for the typed phone and draws its bindings, or says it has none', async () => {
    const { fireEvent, render } = await import('@testing-library/react');
    const { PhoneLookup } = await import('./AxbUsers');
    call('/api/axb/phoneInfo').mockResolvedValueOnce(
      envelope({
        phone: '13800000001',
        bindings: [{ xNumber: '17012345679', aPhone: '13800000001', bPhone: '13900000002', companyName: '星辰科技有限公司', expiresAt: '2026-12-08 10:00:00' }],
      }),
    );
    render(<PhoneLookup />);
    fireEvent.change(screen.getByLabelText('号码'), { target: { value: ' 13800000001 ' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    expect(await screen.findByText('17012345679')).toBeTruthy();
    expect(call('/api/axb/phoneInfo').mock.calls[0]![0]).toEqual({ phone: '13800000001' });
    call('/api/axb/phoneInfo').mockResolvedValueOnce(envelope({ phone: '13700000000', bindings: [] }));
    fireEvent.change(screen.getByLabelText('号码'), { target: { value: '13700000000' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    expect(await screen.findByText('号码 13700000000 没有绑定中的中间号')).toBeTruthy();
  });
});

describe('/GSAxb 消费TOP10: the list sorted by spend on the server', () => {
  it('asks the first ten by 消费, descending', async () => {
    const { render } = await import('@testing-library/react');
    const { TopSpenders } = await import('./AxbUsers');
    render(<TopSpenders />);
    await waitFor(() => expect(call('/api/axb/userList')).toHaveBeenCalled());
    expect(call('/api/axb/userList').mock.calls[0]![0]).toEqual({ sortField: 'fee', sortOrder: 'descend', pageIndex: 1, pageSize: 10 });
  });
});

describe('what each row and role is offered', () => {
  it('a stocked number is allocated or deleted, an allocated one recycled', async () => {
    const number = (id: number, place: string) => ({
      id,
      number: `1701234567${id}`,
      city: '杭州',
      operator: '联通',
      status: '启用',
      place,
      companyName: '',
      agentName: '',
      allocatedAt: '',
      createdAt: '',
    });
    call('/api/axb/numberList').mockResolvedValue(pageOf([number(1, '库存'), number(2, '已分配')]));
    await open('AxbInventory', '/AXBinventory');
    await screen.findByText('17012345671');
    expect(rowActions('17012345671')).toEqual(['编辑', '分配', '变更记录', '删除']);
    expect(rowActions('17012345672')).toEqual(['编辑', '回收', '变更记录']);
    expect(screen.getByRole('button', { name: /导入中间号/ })).toBeTruthy();
  });

  it('only a live binding can be released', async () => {
    const binding = (id: number, state: string) => ({
      id,
      xNumber: `1701234567${id}`,
      aPhone: '13800000001',
      bPhone: '13900000002',
      companyName: '',
      agentName: '',
      state,
      boundAt: '',
      expiresAt: '',
      releasedAt: '',
      callCount: 0,
    });
    call('/api/axb/bindingList').mockResolvedValue(pageOf([binding(1, '绑定中'), binding(2, '已过期')]));
    await open('AxbBindings', '/AXBBinding');
    await screen.findByText('17012345671');
    // Each binding's history (变更记录): who bound it, who released it, when.
    expect(rowActions('17012345671')).toEqual(['解绑', '变更记录']);
    expect(rowActions('17012345672')).toEqual(['变更记录']);
  });

  it('a purchase says the balance it left', async () => {
    const { boughtMessage } = await import('./PackageList');
    expect(boughtMessage({ code: 200, message: '', data: { id: 9, balanceAfter: 880.5 } })).toBe('购买成功，企业余额 880.50 元');
  });

  it('a company buys packages on /packageList; its staff only read', async () => {
    localStorage.setItem('ms_role', 'company');
    await open('PackageList', '/packageList');
    expect(await screen.findByRole('button', { name: /购买套餐/ })).toBeTruthy();
    cleanup();
    localStorage.setItem('ms_role', 'normal');
    await open('PackageList', '/packageList');
    await waitFor(() => expect(call('/api/axb/orderList')).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('button', { name: /购买套餐/ })).toBeNull();
  });
});
