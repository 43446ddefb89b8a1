import { partyApi } from '@console/sdk/contract/parties';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { envelope, pageOf, FIRST_PAGE, renderPage, rowActions, rowOffers } from '@console/sdk/kit/testing';
import { LIVE_REFRESH_MS } from '@console/sdk/kit';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';

/** Every call-batch entry, mocked by path, keeping its declaration (the kit reads roles and columns from it). */
const calls = vi.hoisted(() => new Map<string, Mock>());
/** The parties' pickers (a company, an agent …), mocked the same way. */
vi.mock('@console/sdk/contract/parties', async (importOriginal) => {
  const { mockParties } = await import('@console/sdk/contract/testing');
  return mockParties(await importOriginal(), calls);
});
vi.mock('../contract', async (importOriginal) => {
  const { mockContract } = await import('@console/sdk/contract/testing');
  const contract = mockContract(await importOriginal<typeof import('../contract')>(), ['batchApi'], calls);
  const settings = Object.fromEntries(
    Object.entries(contract.BATCH_SETTINGS).map(([kind, setting]) => [
      kind,
      { ...setting, api: contract.batchApi[({ type: 'types', server: 'servers', premium: 'premiums' } as const)[kind as 'type']] },
    ]),
  );
  return { ...contract, BATCH_SETTINGS: settings };
});

await import('../contract');
const call = (path: string) => calls.get(path)!;

beforeEach(() => {
  localStorage.setItem('ms_role', 'admin');
  localStorage.setItem('token', 'Bearer test');
  for (const fn of calls.values()) fn.mockReset().mockResolvedValue(pageOf([]));
  for (const path of ['/api/cloudcall/batchTypeOptions', '/api/cloudcall/batchServerOptions', partyApi.companies.path, partyApi.agents.path])
    call(path).mockResolvedValue(envelope([]));
  call('/api/cloudcall/batchConsumptionTotals').mockResolvedValue(envelope({ calls: 3, durationSeconds: 125, billedUnits: 4, charge: 0.42 }));
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const open = (name: string, url: string, params?: Record<string, unknown>) => renderPage(import(`./${name}.tsx`), url, params);

const batch = (id: number, status: string) => ({
  id,
  batchNo: `PC2026112500${id}`,
  name: `批次${id}`,
  typeId: 1,
  typeName: '通知回访',
  serverId: 1,
  serverName: '华东一号',
  companyId: 1,
  companyName: '星辰科技有限公司',
  agentName: '华东代理',
  status,
  total: 40,
  called: 10,
  progress: 25,
  operatorName: '赵敏',
  createdAt: '2026-11-25 08:00:00',
  updatedAt: '2026-11-25 08:00:00',
});

describe('request mapping: the URL search and the route params become the list call; its rows are drawn', () => {
  const cases: { name: string; url: string; params?: Record<string, unknown>; path: string; sent: object; row: object; shows: string[] }[] = [
    {
      name: 'Batches',
      url: '/cdrBatchManagement?status=%E8%BF%9B%E8%A1%8C%E4%B8%AD&companyName=%E6%98%9F%E8%BE%B0&sort=progress&order=descend',
      path: '/api/cloudcall/batchList',
      sent: { status: '进行中', companyName: '星辰', ...FIRST_PAGE, sortField: 'progress', sortOrder: 'descend' },
      row: batch(1, '进行中'),
      shows: ['PC20261125001', '进行中', '10/40', '2026-11-25 08:00:00'],
    },
    {
      name: 'BatchNumbers',
      url: '/cdrBatchList?batchNo=PC20261125001&result=%E5%B7%B2%E6%8E%A5%E9%80%9A',
      path: '/api/cloudcall/batchNumberList',
      sent: { batchNo: 'PC20261125001', result: '已接通', ...FIRST_PAGE },
      row: {
        id: 3,
        phone: '13800000001',
        batchNo: 'PC20261125001',
        batchName: '批次1',
        companyName: '星辰',
        agentName: '华东代理',
        result: '已接通',
        calledAt: '2026-11-25 09:00:00',
        durationSeconds: 65,
      },
      shows: ['13800000001', '已接通', '00:01:05'],
    },
    {
      name: 'BatchConsumption',
      url: '/cdrBatchConsumptionDetails?typeId=2&calledAtFrom=2026-11-01&calledAtTo=2026-11-25',
      path: '/api/cloudcall/batchConsumptionList',
      sent: { typeId: '2', calledAtFrom: '2026-11-01 00:00:00', calledAtTo: '2026-11-25 23:59:59', ...FIRST_PAGE },
      row: {
        id: 4,
        phone: '13900000002',
        batchNo: 'PC1',
        typeName: '营销外呼',
        companyName: '星辰',
        agentName: '华东代理',
        calledAt: '2026-11-25 09:00:00',
        durationSeconds: 61,
        billedUnits: 2,
        unitPrice: 0.11,
        charge: 0.22,
      },
      shows: ['13900000002', '0.11', '0.22'],
    },
    {
      name: 'BatchAllocations',
      url: '/cdrBatchAllocation?level=%E4%BC%81%E4%B8%9A',
      path: '/api/cloudcall/batchAllocationList',
      sent: { level: '企业', ...FIRST_PAGE },
      row: {
        id: 5,
        typeId: 1,
        typeName: '通知回访',
        level: '企业',
        agentId: 1,
        agentName: '华东代理',
        companyId: 1,
        companyName: '星辰',
        quota: 3000,
        used: 120,
        unitPrice: 0.1,
        updatedAt: '2026-11-25 09:00:00',
      },
      shows: ['通知回访', '企业', '3000', '0.10', '编辑', '删除'],
    },
    {
      name: 'BatchSettings',
      url: '/cdrBatchServer?enabled=0',
      params: { kind: 'server' },
      path: '/api/cloudcall/batchServerList',
      sent: { enabled: 0, ...FIRST_PAGE },
      row: { id: 6, name: '备用服务器', ip: '10.40.3.41', port: 5090, concurrency: 50, enabled: 0, running: 0, remark: '', createdAt: '2026-11-25 09:00:00' },
      shows: ['备用服务器', '10.40.3.41', '停用'],
    },
    {
      name: 'BatchSettings',
      url: '/cdrBatchPremium?numberPrefix=138',
      params: { kind: 'premium' },
      path: '/api/cloudcall/batchPremiumList',
      sent: { numberPrefix: '138', ...FIRST_PAGE },
      row: {
        id: 7,
        companyId: 1,
        companyName: '星辰',
        agentName: '华东代理',
        typeId: 1,
        typeName: '通知回访',
        numberPrefix: '138',
        surcharge: 0.02,
        remark: '',
        createdAt: '',
      },
      shows: ['星辰', '138', '0.02'],
    },
  ];

  it.each(cases)('$name $url', async ({ name, url, params, path, sent, row, shows }) => {
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
  it('a batch offers the state changes its status allows, edit until it is stopped or done, delete only while pending', async () => {
    call('/api/cloudcall/batchList').mockResolvedValue(pageOf(['待启动', '进行中', '已暂停', '已停止', '已完成'].map((status, i) => batch(i + 1, status))));
    await open('Batches', '/cdrBatchManagement');
    await screen.findByText('批次5');
    // 操作记录 is the batch's own state log; 变更记录, the audit trail's field changes, is on every row.
    expect(await rowOffers('批次1')).toEqual(['编辑', '启动', '停止', '操作记录', '变更记录', '删除']);
    expect(await rowOffers('批次2')).toEqual(['编辑', '暂停', '停止', '操作记录', '变更记录']);
    expect(await rowOffers('批次3')).toEqual(['编辑', '启动', '停止', '操作记录', '变更记录']);
    // More than four: three buttons and 更多.
    expect(rowActions('批次1')).toEqual(['编辑', '启动', '停止', '更多']);
    expect(rowActions('批次4')).toEqual(['操作记录', '变更记录']);
    expect(rowActions('批次5')).toEqual(['操作记录', '变更记录']);
  });

  it('a running batch’s progress moves while the user watches: the list asks again while a batch is 进行中, and not otherwise', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const list = call('/api/cloudcall/batchList');
      list.mockResolvedValueOnce(pageOf([batch(1, '进行中')])).mockResolvedValue(pageOf([{ ...batch(1, '已完成'), called: 40, progress: 100 }]));
      await open('Batches', '/cdrBatchManagement');
      expect(await screen.findByText('10/40')).toBeTruthy();
      await act(async () => void vi.advanceTimersByTime(LIVE_REFRESH_MS));
      expect(await screen.findByText('40/40')).toBeTruthy();
      await act(async () => void vi.advanceTimersByTime(3 * LIVE_REFRESH_MS));
      expect(list).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks before a stop, saying how many never-called numbers go back to the company’s quota', async () => {
    call('/api/cloudcall/batchList').mockResolvedValue(pageOf([batch(2, '进行中')]));
    await open('Batches', '/cdrBatchManagement');
    const row = (await screen.findByText('批次2')).closest('tr')!;
    within(row as HTMLElement)
      .getByRole('button', { name: /停\s*止/ })
      .click();
    expect(await screen.findByText('确定停止批次「批次2」吗？停止后不能再启动，其 30 个未呼叫的号码将释放回企业的批次额度')).toBeTruthy();
  });

  it('the consumption totals are those of the current search', async () => {
    await open('BatchConsumption', '/cdrBatchConsumptionDetails?phone=139');
    await waitFor(() => expect(call('/api/cloudcall/batchConsumptionTotals')).toHaveBeenCalled());
    expect(call('/api/cloudcall/batchConsumptionTotals').mock.calls[0]![0]).toMatchObject({ phone: '139' });
    const figures = await screen.findByRole('group', { name: '统计' });
    expect(figures.textContent).toContain('0.42');
    expect(figures.textContent).toContain('00:02:05');
  });

  it('a company reads the settings and allocations but is offered no change, and never asks for companies', async () => {
    localStorage.setItem('ms_role', 'company');
    call('/api/cloudcall/batchTypeList').mockResolvedValue(
      pageOf([{ id: 1, name: '通知回访', billingSeconds: 60, unitPrice: 0.06, enabled: 1, batchCount: 3, remark: '', createdAt: '' }]),
    );
    await open('BatchSettings', '/cdrBatchType', { kind: 'type' });
    await screen.findByText('通知回访');
    expect(screen.queryByRole('button', { name: /新增/ })).toBeNull();
    expect(rowActions('通知回访')).toEqual([]);
    cleanup();
    await open('Batches', '/cdrBatchManagement');
    (await screen.findByRole('button', { name: /新建批次/ })).click();
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByLabelText('号码');
    expect(within(dialog).queryByLabelText('企业')).toBeNull();
    expect(call(partyApi.companies.path)).not.toHaveBeenCalled();
  });
});

describe('the import message names what was not imported', async () => {
  const { importMessage } = await import('./Batches');
  it('counts the kept, the repeated and names the invalid numbers', () => {
    expect(importMessage({ batchNo: 'PC1', imported: 3, invalid: ['12345', 'abc'], duplicate: 1 })).toBe(
      '已创建批次 PC1，导入 3 个号码；重复 1 个已去除；无效号码 2 个未导入：12345、abc',
    );
  });
});
