import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { envelope, pageOf, FIRST_PAGE, renderPage, listSettled, rowActions } from '@console/sdk/kit/testing';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';

/** Every carrier entry, mocked by path, keeping its declaration (the kit reads roles and columns from it). */
const calls = vi.hoisted(() => new Map<string, Mock>());
vi.mock('@console/sdk/contract/parties', async (importOriginal) => {
  const { mockParties } = await import('@console/sdk/contract/testing');
  return mockParties(await importOriginal(), calls);
});
vi.mock('../contract', async (importOriginal) => {
  const { mockContract } = await import('@console/sdk/contract/testing');
  return mockContract(
    await importOriginal<typeof import('../contract')>(),
    ['blackListApi', 'numberPoolApi', 'moneyApi', 'shutdownApi', 'numberSourceApi', 'markerApi'],
    calls,
  );
});

const { MARKER_TEXTS } = await import('../contract');
const call = (path: string) => calls.get(path)!;

beforeEach(() => {
  localStorage.setItem('ms_role', 'admin');
  localStorage.setItem('token', 'Bearer test');
  for (const fn of calls.values()) fn.mockReset().mockResolvedValue(envelope([]));
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const open = (name: string, url: string, params?: Record<string, unknown>) => renderPage(import(`./${name}.tsx`), url, params);

const blacklisted = {
  id: 1,
  phoneNumber: '13800000000',
  means: '手动添加',
  reason: '客户投诉',
  companyName: '星辰科技有限公司',
  agentName: '华东代理',
  userName: '赵敏',
  createdAt: '2026-11-25 08:00:00',
};

describe('/blackList and /blackNameList', () => {
  it('sends the party filters and the date range of the search as spec section 3 names them, and draws the rows', async () => {
    call('/api/blackList/list').mockResolvedValue(pageOf([blacklisted]));
    await open('BlackList', '/blackNameList?agentId=2&companyId=3&userId=7&createdAtFrom=2026-11-01&createdAtTo=2026-11-25');
    await listSettled();
    expect(call('/api/blackList/list')).toHaveBeenCalledWith({
      agentId: '2',
      companyId: '3',
      userId: '7',
      createdAtFrom: '2026-11-01 00:00:00',
      createdAtTo: '2026-11-25 23:59:59',
      ...FIRST_PAGE,
    });
    for (const label of ['代理商', '企业', '添加人', '添加时间']) expect(screen.getAllByText(label).length).toBeGreaterThan(0);
    expect(screen.getByText('13800000000')).toBeTruthy();
    expect(screen.getByText('赵敏')).toBeTruthy();
  });

  it('offers a staff member no party to choose: its list is its own', async () => {
    localStorage.setItem('ms_role', 'normal');
    call('/api/blackList/list').mockResolvedValue(pageOf([blacklisted]));
    await open('BlackList', '/blackList?agentId=2&companyId=3&userId=7&phoneNumber=138');
    await listSettled();
    expect(call('/api/blackList/list')).toHaveBeenCalledWith({ phoneNumber: '138', ...FIRST_PAGE });
  });

  it('lets a company choose its staff but not an agent or a company', async () => {
    localStorage.setItem('ms_role', 'company');
    call('/api/blackList/list').mockResolvedValue(pageOf([blacklisted]));
    await open('BlackList', '/blackList?agentId=2&companyId=3&userId=7');
    await listSettled();
    expect(call('/api/blackList/list')).toHaveBeenCalledWith({ userId: '7', ...FIRST_PAGE });
  });
});

describe('/numberPool and /woniunumberPool', () => {
  const number = {
    id: 9,
    phoneNumber: '17012345678',
    operator: '虚拟运营商',
    city: '杭州',
    monthlyFee: 15,
    status: '已分配',
    companyName: '星辰科技有限公司',
    agentName: '华东代理',
    assignedAt: '2026-11-20 10:00:00',
    remark: '',
    createdAt: '2026-11-01 09:00:00',
  };

  it('sends the route’s pool with the search, and draws the number with its company and fee', async () => {
    call('/api/carrier/poolNumberList').mockResolvedValue(pageOf([number]));
    await open('NumberPool', '/woniunumberPool?status=%E5%B7%B2%E5%88%86%E9%85%8D&companyId=3&city=%E6%9D%AD', { variant: 'WN' });
    await listSettled();
    expect(call('/api/carrier/poolNumberList')).toHaveBeenCalledWith({ pool: 'WN', status: '已分配', companyId: '3', city: '杭', ...FIRST_PAGE });
    for (const text of ['17012345678', '星辰科技有限公司', '15.00', '2026-11-20 10:00:00']) expect(screen.getByText(text)).toBeTruthy();
  });

  it('lists the platform’s pool on /numberPool', async () => {
    call('/api/carrier/poolNumberList').mockResolvedValue(pageOf([{ ...number, status: '空闲', companyName: '', assignedAt: '' }]));
    await open('NumberPool', '/numberPool', { variant: 'platform' });
    await listSettled();
    expect(call('/api/carrier/poolNumberList')).toHaveBeenCalledWith({ pool: 'platform', ...FIRST_PAGE });
  });
});

describe('money: /preDeposit, /djRebateList, /woniuBill', () => {
  it('sends the pre-deposit search and draws money with two decimals', async () => {
    call('/api/carrier/preDepositList').mockResolvedValue(
      pageOf([
        {
          id: 1,
          companyId: 3,
          companyName: '星辰科技有限公司',
          agentName: '华东代理',
          operator: 'DJ',
          kind: '返利',
          amount: 120.5,
          balanceAfter: 5120.5,
          voucherNo: '',
          remark: '2026-10 DJ返利',
          operatorName: '管理员',
          createdAt: '2026-11-05 10:00:00',
        },
      ]),
    );
    await open('PreDeposit', '/preDeposit?operator=DJ&companyId=3&kind=%E8%BF%94%E5%88%A9');
    await listSettled();
    expect(call('/api/carrier/preDepositList')).toHaveBeenCalledWith({ operator: 'DJ', companyId: '3', kind: '返利', ...FIRST_PAGE });
    for (const text of ['120.50', '5,120.50', '2026-10 DJ返利']) expect(screen.getByText(text)).toBeTruthy();
  });

  it('sends a rebate month exactly as typed', async () => {
    call('/api/carrier/djRebateList').mockResolvedValue(
      pageOf([
        {
          id: 2,
          month: '2026-10',
          companyName: '星辰科技有限公司',
          agentName: '华东代理',
          consumption: 12000,
          rate: 3,
          rebate: 360,
          status: '待发放',
          paidAt: '',
        },
      ]),
    );
    await open('DjRebates', '/djRebateList?month=2026-10&status=%E5%BE%85%E5%8F%91%E6%94%BE');
    await listSettled();
    expect(screen.getByText('12,000.00')).toBeTruthy();
    expect(call('/api/carrier/djRebateList')).toHaveBeenCalledWith({ month: '2026-10', status: '待发放', ...FIRST_PAGE });
  });

  it('draws a bill’s figures and offers 结清 only on an open bill', async () => {
    const bill = {
      id: 4,
      month: '2026-10',
      companyName: '星辰科技有限公司',
      agentName: '华东代理',
      numbers: 2,
      rentAmount: 30,
      callAmount: 12.6,
      packageAmount: 50,
      total: 92.6,
      settledAt: '',
    };
    call('/api/carrier/woniuBillList').mockResolvedValue(
      pageOf([
        { ...bill, status: '未结清' },
        { ...bill, id: 5, month: '2026-09', status: '已结清', settledAt: '2026-10-10 10:00:00' },
      ]),
    );
    await open('WoniuBill', '/woniuBill?month=2026-10');
    await listSettled();
    expect(call('/api/carrier/woniuBillList')).toHaveBeenCalledWith({ month: '2026-10', ...FIRST_PAGE });
    expect(screen.getAllByText('92.60')).toHaveLength(2);
    expect(rowActions('2026-10')).toEqual(['明细', '结清']);
    expect(rowActions('2026-09')).toEqual(['明细']);
  });
});

describe('shutdowns: /shutdownList, /shutdownRecord, /NoShutdownMaintenanceNumber, /stop', () => {
  const cases: { name: string; url: string; path: string; sent: object; row: object; shows: string[] }[] = [
    {
      name: 'Shutdowns',
      url: '/shutdownList?reason=%E6%AC%A0%E8%B4%B9&companyId=3',
      path: '/api/carrier/shutdownList',
      sent: { reason: '欠费', companyId: '3', ...FIRST_PAGE },
      row: {
        id: 1,
        phoneNumber: '13500000001',
        companyName: '星辰科技有限公司',
        agentName: '华东代理',
        reason: '欠费',
        remark: '',
        operatorName: '管理员',
        shutAt: '2026-11-01 10:00:00',
      },
      shows: ['13500000001', '欠费', '2026-11-01 10:00:00'],
    },
    {
      name: 'ShutdownRecords',
      url: '/shutdownRecord?action=%E5%A4%8D%E6%9C%BA&phoneNumber=135',
      path: '/api/carrier/shutdownEventList',
      sent: { action: '复机', phoneNumber: '135', ...FIRST_PAGE },
      row: {
        id: 2,
        phoneNumber: '13500000002',
        companyName: '星辰科技有限公司',
        agentName: '华东代理',
        action: '复机',
        reason: '复机',
        operatorName: '管理员',
        createdAt: '2026-11-02 10:00:00',
      },
      shows: ['13500000002', '2026-11-02 10:00:00'],
    },
    {
      name: 'ExemptNumbers',
      url: '/NoShutdownMaintenanceNumber?validUntilFrom=2026-12-01&validUntilTo=2026-12-31',
      path: '/api/carrier/exemptList',
      sent: { validUntilFrom: '2026-12-01 00:00:00', validUntilTo: '2026-12-31 23:59:59', ...FIRST_PAGE },
      row: {
        id: 3,
        phoneNumber: '13500000003',
        companyId: 1,
        companyName: '星辰科技有限公司',
        agentName: '华东代理',
        reason: '政企客户',
        validUntil: '2026-12-31',
        operatorName: '管理员',
        createdAt: '2026-11-03 10:00:00',
      },
      shows: ['13500000003', '政企客户', '2026-12-31', '编辑', '删除'],
    },
    {
      name: 'StopRequests',
      url: '/stop?status=%E5%BE%85%E5%AE%A1%E6%A0%B8',
      path: '/api/carrier/stopRequestList',
      sent: { status: '待审核', ...FIRST_PAGE },
      row: {
        id: 4,
        phoneNumber: '13500000004',
        companyName: '星辰科技有限公司',
        agentName: '华东代理',
        reason: '投诉',
        remark: '号码被投诉',
        requestedBy: '赵敏',
        status: '待审核',
        createdAt: '2026-11-04 10:00:00',
        reviewNote: '',
        reviewedAt: '',
      },
      shows: ['13500000004', '号码被投诉', '通过', '驳回'],
    },
  ];
  it.each(cases)('$name: the URL search becomes the list call, and its row is drawn', async ({ name, url, path, sent, row, shows }) => {
    call(path).mockResolvedValue(pageOf([row]));
    await open(name, url);
    await listSettled();
    expect(call(path)).toHaveBeenCalledWith(sent);
    for (const text of shows) expect(screen.getAllByText(text).length).toBeGreaterThan(0);
  });
});

describe('/hySA (号源分析)', () => {
  it('sends the search to the list and to its totals, and draws both', async () => {
    call('/api/carrier/numberSourceList').mockResolvedValue(
      pageOf([
        {
          id: 1,
          companyName: '星辰科技有限公司',
          agentName: '华东代理',
          platformNumbers: 412,
          woniuNumbers: 57,
          stoppedNumbers: 3,
          exemptNumbers: 9,
          openBills: 1234.5,
        },
      ]),
    );
    call('/api/carrier/numberSourceTotals').mockResolvedValue(
      envelope({ companies: 1, platformNumbers: 412, woniuNumbers: 57, stoppedNumbers: 3, exemptNumbers: 9, openBills: 1234.5 }),
    );
    await open('NumberSources', '/hySA?companyName=%E6%98%9F%E8%BE%B0');
    await listSettled();
    expect(call('/api/carrier/numberSourceList')).toHaveBeenCalledWith({ companyName: '星辰', ...FIRST_PAGE });
    expect(call('/api/carrier/numberSourceTotals')).toHaveBeenCalledWith({ companyName: '星辰' });
    // The row's figure and the total above it.
    await waitFor(() => expect(screen.getAllByText('412')).toHaveLength(2));
    expect(screen.getAllByText('1,234.50')).toHaveLength(2);
  });
});

describe('markers: /reportNumber, /programmeManagement', () => {
  it('/reportNumber: sends the search, shows the balance, and offers the query to a staff member', async () => {
    localStorage.setItem('ms_role', 'normal');
    call('/api/marker/reportList').mockResolvedValue(
      pageOf([
        {
          id: 1,
          phoneNumber: '13700001111',
          markType: '诈骗电话',
          markCount: 120,
          companyName: '星辰科技有限公司',
          queriedBy: '赵敏',
          createdAt: '2026-11-05 10:00:00',
        },
      ]),
    );
    call('/api/marker/getAgentMarkerPrice').mockResolvedValue(envelope({ agentId: 1, price: 0.05, balance: 880 }));
    await open('ReportNumbers', '/reportNumber?markType=%E8%AF%88%E9%AA%97%E7%94%B5%E8%AF%9D');
    await listSettled();
    expect(call('/api/marker/reportList')).toHaveBeenCalledWith({ markType: '诈骗电话', ...FIRST_PAGE });
    expect(await screen.findByText('880')).toBeTruthy();
    expect(screen.getByRole('button', { name: /报备查询/ })).toBeTruthy();
  });

  it('/reportNumber 查询队列: lists the queue with each waiting query’s place, offers 加急 on a waiting non-urgent one, naming its fee', async () => {
    localStorage.setItem('ms_role', 'normal');
    call('/api/marker/reportList').mockResolvedValue(pageOf([]));
    call('/api/marker/getAgentMarkerPrice').mockResolvedValue(envelope({ agentId: 1, price: 0.05, balance: 880 }));
    const queued = { total: 25, answered: 0, status: '排队中', urgent: 0, urgentFee: 0, companyName: '星辰科技有限公司', queriedBy: '赵敏' };
    const times = { queuedAt: '2026-12-07 10:00:00', finishedAt: null };
    call('/api/marker/queueList').mockResolvedValue(
      pageOf([
        { id: 7, ...queued, total: 40, answered: 12, status: '查询中', position: null, ...times },
        { id: 8, ...queued, urgent: 1, urgentFee: 3, position: 1, ...times, queuedAt: '2026-12-07 10:00:01' },
        { id: 9, ...queued, position: 2, ...times, queuedAt: '2026-12-07 10:00:02' },
      ]),
    );
    call('/api/marker/JumpQueue').mockResolvedValue(envelope({ balance: 877, position: 2 }));
    await open('ReportNumbers', '/reportNumber');
    await waitFor(() => expect(call('/api/marker/reportList')).toHaveBeenCalled());
    fireEvent.click(screen.getByRole('button', { name: '查询队列' }));
    await listSettled();
    expect(call('/api/marker/queueList')).toHaveBeenCalledWith(FIRST_PAGE);
    for (const label of ['号码数', '已查询', '状态', '排队位置', '加急', '查询人', '提交时间']) expect(screen.getAllByText(label).length).toBeGreaterThan(0);
    expect(screen.getByText('已加急')).toBeTruthy();
    expect(rowActions('10:00:00')).not.toContain('加急');
    expect(rowActions('10:00:01')).not.toContain('加急');
    expect(rowActions('10:00:02')).toContain('加急');
    const row = screen.getAllByRole('row').find((one) => one.textContent?.includes('10:00:02'))!;
    fireEvent.click(within(row).getByRole('button', { name: '加急' }));
    const question = await screen.findByText(MARKER_TEXTS.urgentConfirm(25));
    expect(question.textContent).toContain('额外扣除 3 次查询');
    fireEvent.click(within(question.closest('.ant-popover')! as HTMLElement).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(call('/api/marker/JumpQueue')).toHaveBeenCalledWith({ id: 9 }));
    expect(await screen.findByText(MARKER_TEXTS.urgentDone)).toBeTruthy();
  });

  it('/programmeManagement: lists the agent’s programmes, offers 购买 on an enabled one only', async () => {
    localStorage.setItem('ms_role', 'agent');
    const option = { id: 1, agentName: '华东代理', name: '标准包', queries: 1000, amount: 60, enabled: 1, createdAt: '2026-11-01 10:00:00' };
    call('/api/marker/agentOption').mockResolvedValue(pageOf([option, { ...option, id: 2, name: '旗舰包', enabled: 0 }]));
    call('/api/marker/getAgentMarkerPrice').mockResolvedValue(envelope({ agentId: 1, price: 0.05, balance: 0 }));
    await open('Programmes', '/programmeManagement?name=%E5%8C%85');
    await listSettled();
    expect(call('/api/marker/agentOption')).toHaveBeenCalledWith({ name: '包', ...FIRST_PAGE });
    expect(rowActions('标准包')).toContain('购买');
    expect(rowActions('旗舰包')).not.toContain('购买');
  });
});

describe('/hySA ranking chart', () => {
  it('draws the first page’s companies as bars of each pool, the busiest on top', async () => {
    const { rankingChart } = await import('./NumberSources');
    const row = (companyName: string, platformNumbers: number, woniuNumbers: number, stoppedNumbers: number) => ({
      id: platformNumbers,
      companyName,
      agentName: '',
      platformNumbers,
      woniuNumbers,
      stoppedNumbers,
      exemptNumbers: 0,
      openBills: 0,
    });
    const option = rankingChart([row('甲', 30, 5, 1), row('乙', 20, 2, 0)]);
    expect(option.yAxis.data).toEqual(['乙', '甲']);
    expect(option.series.map((series) => [series.name, series.data])).toEqual([
      ['平台号码', [20, 30]],
      ['蜗牛号码', [2, 5]],
      ['停机中', [0, 1]],
    ]);
  });
});
