import { partyApi } from '@console/sdk/contract/parties';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { envelope, pageOf, FIRST_PAGE, renderPage, rowActions, rowOffers } from '@console/sdk/kit/testing';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';

/** Every entry of the area's contract, mocked by path, keeping its declaration (the kit reads roles and columns from it). */
const calls = vi.hoisted(() => new Map<string, Mock>());
/** The parties' pickers (a company, an agent …), mocked the same way. */
vi.mock('@console/sdk/contract/parties', async (importOriginal) => {
  const { mockParties } = await import('@console/sdk/contract/testing');
  return mockParties(await importOriginal(), calls);
});
vi.mock('../contract', async (importOriginal) => {
  const { mockContract } = await import('@console/sdk/contract/testing');
  return mockContract(
    await importOriginal<typeof import('../contract')>(),
    ['stockApi', 'purchaseApi', 'whiteCardApi', 'warningApi', 'frequencyLimitApi'],
    calls,
  );
});

// The pages import the contract when they load; the mocked entries exist from here on.
await import('../contract');
const call = (path: string) => calls.get(path)!;

beforeEach(() => {
  localStorage.setItem('ms_role', 'admin');
  localStorage.setItem('token', 'Bearer test');
  for (const fn of calls.values()) fn.mockReset().mockResolvedValue(pageOf([]));
  for (const path of ['/api/inventory/goodsOptions', partyApi.companies.path, '/api/warning/findAgent', '/api/warning/top'])
    call(path).mockResolvedValue(envelope([]));
  call('/api/warning/count').mockResolvedValue(envelope({ total: 0, expiring: 0, expired: 0, companies: 0 }));
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const open = (name: string, url: string, params?: Record<string, unknown>) => renderPage(import(`./${name}.tsx`), url, params);

describe('request mapping: the URL search and the route params become the list call; its rows are drawn', () => {
  const cases: { name: string; url: string; params?: Record<string, unknown>; path: string; sent: object; row: object; shows: string[] }[] = [
    {
      name: 'Stock',
      url: '/SJinventory?name=%E8%AF%9D%E6%9C%BA&low=1',
      params: { variant: 'SJ' },
      path: '/api/inventory/stockList',
      sent: { line: 'SJ', name: '话机', low: 1, ...FIRST_PAGE },
      row: {
        id: 1,
        line: 'SJ',
        name: '四季 Q1 话机',
        model: 'Q1',
        unit: '台',
        warnThreshold: 100,
        enabled: 1,
        quantity: 1234,
        received: 2000,
        shipped: 766,
        low: 0,
        lastMovedAt: '2026-11-20 10:00:00',
      },
      shows: ['四季 Q1 话机', '1234', '正常', '2026-11-20 10:00:00'],
    },
    {
      name: 'Shipments',
      url: '/outboundRecord?status=%E5%B7%B2%E5%8F%91%E8%B4%A7&createdAtFrom=2026-11-01&createdAtTo=2026-11-03',
      params: { variant: 'SJTX' },
      path: '/api/inventory/shipmentList',
      sent: { line: 'SJTX', status: '已发货', createdAtFrom: '2026-11-01 00:00:00', createdAtTo: '2026-11-03 23:59:59', ...FIRST_PAGE },
      row: {
        id: 7,
        shipmentNo: 'CK202611020001',
        line: 'SJTX',
        goodsId: 1,
        goodsName: '5G 语音卡',
        quantity: 30,
        companyId: 2,
        companyName: '测试企业',
        receiver: '张三',
        receiverPhone: '13812345678',
        address: '北京',
        express: '顺丰速运',
        trackingNo: 'SF1',
        status: '已发货',
        remark: '',
        operatorName: '管理员',
        createdAt: '2026-11-02 09:00:00',
      },
      shows: ['CK202611020001', '13812345678', '已发货', '撤销'],
    },
    {
      name: 'Movements',
      url: '/inventoryList?direction=out&reference=CK1',
      path: '/api/inventory/movementList',
      sent: { direction: 'out', reference: 'CK1', ...FIRST_PAGE },
      row: {
        id: 3,
        line: 'SJTX',
        goodsId: 1,
        goodsName: '5G 语音卡',
        direction: 'out',
        quantity: 30,
        balance: 20,
        reason: '发货出库',
        reference: 'CK1',
        operatorName: '管理员',
        createdAt: '2026-11-02 09:00:00',
      },
      shows: ['出库', '发货出库', '四季通信SIM卡'],
    },
    {
      name: 'GoodsSettings',
      url: '/inventorySetMenu?line=SJTX&enabled=0',
      path: '/api/inventory/goodsList',
      sent: { line: 'SJTX', enabled: 0, ...FIRST_PAGE },
      row: {
        id: 1,
        line: 'SJTX',
        name: '物联网卡',
        model: 'IOT',
        unit: '张',
        warnThreshold: 50,
        enabled: 0,
        remark: '',
        quantity: 9,
        createdAt: '',
        updatedAt: '2026-11-02 09:00:00',
      },
      shows: ['物联网卡', '停用', '编辑', '删除'],
    },
    {
      name: 'PurchaseOrders',
      url: '/purchaseOrderList?status=%E5%BE%85%E5%AE%A1%E6%A0%B8&supplier=%E5%9B%9B%E5%AD%A3%E9%80%9A%E4%BF%A1',
      path: '/api/inventory/purchaseOrderList',
      sent: { status: '待审核', supplier: '四季通信', ...FIRST_PAGE },
      row: {
        id: 5,
        orderNo: 'PO202611020001',
        supplier: '四季通信',
        goodsId: 1,
        line: 'SJTX',
        goodsName: '5G 语音卡',
        quantity: 100,
        unitPrice: 12.5,
        amount: 1250,
        status: '待审核',
        remark: '',
        createdAt: '2026-11-02 09:00:00',
        arrivedAt: '',
      },
      // Five actions for a 待审核 order: 变更记录 and 删除 are under 更多.
      shows: ['PO202611020001', '1,250.00', '12.50', '审核下单', '取消', '更多'],
    },
    {
      name: 'PurchaseList',
      url: '/purchaseList?line=SJ',
      path: '/api/inventory/purchaseList',
      sent: { line: 'SJ', ...FIRST_PAGE },
      row: { id: 2, line: 'SJ', name: '外呼手机', model: 'M1', unit: '台', quantity: 10, warnThreshold: 100, onOrder: 50, suggested: 140 },
      shows: ['外呼手机', '140'],
    },
    {
      name: 'WhiteCards',
      url: '/whiteCard?batchNo=B1&status=%E5%9C%A8%E5%BA%93',
      path: '/api/inventory/whiteCardList',
      sent: { batchNo: 'B1', status: '在库', ...FIRST_PAGE },
      row: {
        id: 9,
        iccid: '89860000000000000001',
        cardType: '标准卡',
        batchNo: 'B1',
        status: '在库',
        companyId: null,
        companyName: '',
        remark: '',
        createdAt: '2026-11-02 09:00:00',
        assignedAt: '',
      },
      shows: ['89860000000000000001', '在库', '删除'],
    },
    {
      name: 'EarlyWarning',
      // A time is a range filter and sorts, like every list's.
      url: '/earlyWarning?reason=%E5%B7%B2%E8%BF%87%E6%9C%9F&agentId=3&validDateFrom=2026-10-01&validDateTo=2026-10-31&sort=validDate&order=ascend',
      path: '/api/warning/warNingPhone',
      sent: {
        reason: '已过期',
        agentId: '3',
        validDateFrom: '2026-10-01 00:00:00',
        validDateTo: '2026-10-31 23:59:59',
        ...FIRST_PAGE,
        sortField: 'validDate',
        sortOrder: 'ascend',
      },
      row: {
        id: 4,
        phoneNumber: '13900000000',
        companyName: '测试企业',
        agentName: '测试代理',
        reason: '已过期',
        validDate: '2026-10-01 00:00:00',
        createdAt: '2026-11-01 08:00:00',
      },
      shows: ['13900000000', '测试代理', '已过期'],
    },
    {
      name: 'FrequencyLimits',
      url: '/frequencyLimiting?scope=company&companyName=%E6%B5%8B%E8%AF%95',
      path: '/api/frequencyLimiting/list',
      sent: { scope: 'company', companyName: '测试', ...FIRST_PAGE },
      row: {
        id: 6,
        companyId: 2,
        companyName: '测试企业',
        perDay: 50,
        perHour: 10,
        redialMinutes: 30,
        startTime: '08:00',
        endTime: '21:00',
        window: '08:00-21:00',
        enabled: 1,
        remark: '',
        updatedAt: '2026-11-02 09:00:00',
      },
      shows: ['测试企业', '08:00-21:00', '生效中', '编辑'],
    },
  ];

  it.each(cases)('$name', async ({ name, url, params, path, sent, row, shows }) => {
    call(path).mockResolvedValue(pageOf([row], 41));
    await open(name, url, params);
    await waitFor(() => expect(call(path)).toHaveBeenCalled());
    expect(call(path).mock.calls[0]![0]).toEqual(sent);
    const table = document.querySelector('.ant-table-tbody') as HTMLElement;
    for (const text of shows) expect(await within(table).findAllByText(text)).not.toHaveLength(0);
    expect(screen.getByText('共 41 条')).toBeTruthy();
  });
});

describe('what each page offers, by the rules of its domain', () => {
  it('a purchase order offers the steps PURCHASE_STEPS allows from its status, and edit only while 待审核', async () => {
    const order = (id: number, status: string) => ({
      id,
      orderNo: `PO${id}`,
      supplier: '四季通信',
      goodsId: 1,
      line: 'SJTX',
      goodsName: '卡',
      quantity: 1,
      unitPrice: 1,
      amount: 1,
      status,
      remark: '',
      createdAt: '',
      arrivedAt: '',
    });
    call('/api/inventory/purchaseOrderList').mockResolvedValue(pageOf([order(1, '待审核'), order(2, '已下单'), order(3, '已到货'), order(4, '已取消')]));
    await open('PurchaseOrders', '/purchaseOrderList');
    await screen.findByText('PO4');
    expect(await rowOffers('PO1')).toEqual(['编辑', '审核下单', '取消', '变更记录', '删除']);
    expect(rowActions('PO2')).toEqual(['到货入库', '取消', '变更记录']);
    expect(rowActions('PO3')).toEqual(['变更记录']);
    expect(rowActions('PO4')).toEqual(['变更记录', '删除']);
  });

  it('a shipment can be edited and cancelled until it is signed for', async () => {
    const shipment = (id: number, status: string) => ({
      id,
      shipmentNo: `CK${id}`,
      line: 'SJTX',
      goodsId: 1,
      goodsName: '卡',
      quantity: 1,
      companyId: 1,
      companyName: '企',
      receiver: '张',
      receiverPhone: '13800000000',
      address: '京',
      express: '',
      trackingNo: '',
      status,
      remark: '',
      operatorName: '',
      createdAt: '',
    });
    call('/api/inventory/shipmentList').mockResolvedValue(pageOf([shipment(1, '待发货'), shipment(2, '已签收'), shipment(3, '已撤销')]));
    await open('Shipments', '/outboundRecord', { variant: 'SJTX' });
    await screen.findByText('CK3');
    expect(rowActions('CK1')).toEqual(['编辑', '撤销', '变更记录']);
    expect(rowActions('CK2')).toEqual(['编辑', '变更记录']);
    expect(rowActions('CK3')).toEqual(['变更记录']);
  });

  it('the platform default limit cannot be deleted; a role other than admin gets no add, edit or delete', async () => {
    const rule = (id: number, companyId: number | null) => ({
      id,
      companyId,
      companyName: companyId ? '企业甲' : '平台默认',
      perDay: 1,
      perHour: 1,
      redialMinutes: 0,
      startTime: '08:00',
      endTime: '21:00',
      window: '08:00-21:00',
      enabled: 1,
      remark: '',
      updatedAt: '',
    });
    call('/api/frequencyLimiting/list').mockResolvedValue(pageOf([rule(1, null), rule(2, 5)]));
    await open('FrequencyLimits', '/frequencyLimiting');
    expect(await screen.findByRole('button', { name: /新增企业规则/ })).toBeTruthy();
    await screen.findByText('企业甲');
    expect(rowActions('平台默认')).toEqual(['编辑', '变更记录']);
    expect(rowActions('企业甲')).toEqual(['编辑', '变更记录', '删除']);
    cleanup();

    localStorage.setItem('ms_role', 'company');
    await open('FrequencyLimits', '/frequencyLimiting');
    await screen.findAllByText('企业甲');
    expect(screen.queryByRole('button', { name: /新增企业规则/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /编\s*辑/ })).toBeNull();
    // Two whole pages drawn in happy-dom: about 5 s alone on this machine, more under load.
  }, 20_000);

  it('early warnings: the counts are asked for the same search as the list, and two files are offered', async () => {
    call('/api/warning/count').mockResolvedValue(envelope({ total: 120, expiring: 30, expired: 7, companies: 12 }));
    await open('EarlyWarning', '/earlyWarning?reason=%E5%8D%B3%E5%B0%86%E5%88%B0%E6%9C%9F');
    await waitFor(() => expect(call('/api/warning/count')).toHaveBeenCalled());
    expect(call('/api/warning/count').mock.calls[0]![0]).toEqual({ reason: '即将到期' });
    const figures = await screen.findByRole('group', { name: '统计' });
    expect(figures.textContent).toContain('120');
    expect(figures.textContent).toContain('已过期7');
    expect(screen.getByRole('button', { name: /^download 导\s*出$/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /导出过期号码/ })).toBeTruthy();
  });
});
