import { partyApi } from '@console/sdk/contract/parties';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { envelope, pageOf, FIRST_PAGE, renderPage, rowActions } from '@console/sdk/kit/testing';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';

/** Every entry of the cloud-call families' contract, mocked by path, keeping its declaration (roles, columns). */
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
    ['sipServerApi', 'templateApi', 'allocationApi', 'specialNumberApi', 'consumptionApi'],
    calls,
  );
});

await import('../contract');
const call = (path: string) => calls.get(path)!;

beforeEach(() => {
  localStorage.setItem('ms_role', 'admin');
  localStorage.setItem('token', 'Bearer test');
  for (const fn of calls.values()) fn.mockReset().mockResolvedValue(pageOf([]));
  for (const path of ['/api/cloudcall/templateOptions', '/api/cloudcall/sipServerOptions', partyApi.companies.path, partyApi.agents.path])
    call(path).mockResolvedValue(envelope([{ value: 3, label: '华东6秒A套餐' }]));
  call('/api/cloudcall/consumptionTotals').mockResolvedValue(envelope({ calls: 0, seconds: 0, units: 0, charge: 0 }));
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const open = (name: string, url: string, params?: Record<string, unknown>) => renderPage(import(`./${name}.tsx`), url, params);

describe('request mapping: the route’s family and the URL search become the list call; its rows are drawn', () => {
  const cases = [
    {
      name: 'CallTemplates',
      url: '/JobsipTemplate?name=%E5%8D%8E%E4%B8%9C&billingUnit=6',
      params: { variant: 'Job' },
      path: '/api/cloudcall/templateList',
      sent: { family: 'Job', name: '华东', billingUnit: 6, ...FIRST_PAGE },
      row: {
        id: 1,
        name: 'Job华东6秒A套餐',
        serverId: 1,
        serverName: '华东SIP服务器',
        pricePerMinute: 0.06,
        billingUnit: 6,
        concurrency: 300,
        allocations: 2,
        enabled: 1,
        remark: '',
        createdAt: '2026-11-01 08:00:00',
      },
      shows: ['Job华东6秒A套餐', '华东SIP服务器', '0.06', '6秒', '启用', '2026-11-01 08:00:00'],
    },
    {
      name: 'CallAllocations',
      url: '/trumpetenterpriseAllocation?target=company&companyName=%E6%98%9F%E8%BE%B0',
      params: { variant: 'trumpet' },
      path: '/api/cloudcall/allocationList',
      sent: { family: 'trumpet', target: 'company', companyName: '星辰', ...FIRST_PAGE },
      row: {
        id: 2,
        templateId: 3,
        templateName: '小号华东6秒A套餐',
        target: 'company',
        agentId: 1,
        agentName: '华东代理',
        companyId: 1,
        companyName: '星辰科技有限公司',
        pricePerMinute: 0.1,
        concurrency: 20,
        lines: 10,
        enabled: 1,
        operatorName: '管理员',
        createdAt: '2026-11-02 09:00:00',
      },
      shows: ['小号华东6秒A套餐', '企业', '星辰科技有限公司', '0.10', '编辑', '删除'],
    },
    {
      name: 'SpecialNumbers',
      url: '/specialServiceNumber?number=95',
      params: { variant: 'plain' },
      path: '/api/cloudcall/specialNumberList',
      sent: { family: 'plain', number: '95', ...FIRST_PAGE },
      row: {
        id: 4,
        number: '95012345',
        companyId: 1,
        companyName: '星辰科技有限公司',
        agentName: '华东代理',
        templateId: 3,
        templateName: '云呼华东6秒A套餐',
        enabled: 1,
        remark: '',
        createdAt: '2026-11-03 10:00:00',
      },
      shows: ['95012345', '云呼华东6秒A套餐', '启用'],
    },
    {
      name: 'Consumption',
      url: '/FTConsumptionDetails?caller=95&startTimeFrom=2026-11-01&startTimeTo=2026-11-02',
      params: { variant: 'plain' },
      path: '/api/cloudcall/consumptionList',
      sent: { family: 'plain', caller: '95', startTimeFrom: '2026-11-01 00:00:00', startTimeTo: '2026-11-02 23:59:59', ...FIRST_PAGE },
      row: {
        id: 5,
        caller: '95012345',
        callee: '13800000000',
        companyName: '星辰科技有限公司',
        agentName: '华东代理',
        templateId: 3,
        templateName: '云呼华东6秒A套餐',
        startTime: '2026-11-01 10:00:00',
        durationSeconds: 61,
        billingUnit: 6,
        units: 11,
        unitPrice: 0.006,
        charge: 0.07,
      },
      shows: ['95012345', '13800000000', '00:01:01', '11', '0.006', '0.07'],
    },
    {
      name: 'SipServers',
      url: '/SIPServer?transport=TLS',
      path: '/api/cloudcall/sipServerList',
      sent: { transport: 'TLS', ...FIRST_PAGE },
      row: {
        id: 6,
        name: '华东SIP服务器',
        host: 'sip1.cloudcall.example.cn',
        port: 5061,
        transport: 'TLS',
        wsUrl: 'wss://sip1.cloudcall.example.cn:7443',
        maxConcurrency: 2000,
        templates: 3,
        enabled: 1,
        remark: '',
        createdAt: '2026-11-01 08:00:00',
      },
      shows: ['sip1.cloudcall.example.cn', '5061', 'TLS', '2000'],
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

describe('what each role is offered', () => {
  it('consumption totals are asked for the same search as the list, with the family, and drawn above it', async () => {
    call('/api/cloudcall/consumptionTotals').mockResolvedValue(envelope({ calls: 120, seconds: 3725, units: 900, charge: 123.4 }));
    await open('Consumption', '/trumpetFTConsumptionDetails?callee=138', { variant: 'trumpet' });
    await waitFor(() => expect(call('/api/cloudcall/consumptionTotals')).toHaveBeenCalled());
    expect(call('/api/cloudcall/consumptionTotals').mock.calls[0]![0]).toEqual({ family: 'trumpet', callee: '138' });
    const figures = await screen.findByRole('group', { name: '统计' });
    expect(figures.textContent).toContain('费用合计123.40元');
    expect(figures.textContent).toContain('01:02:05');
  });

  const allocation = (id: number, target: string, companyName: string) => ({
    id,
    templateId: 3,
    templateName: `模板${id}`,
    target,
    agentId: 1,
    agentName: '华东代理',
    companyId: target === 'company' ? 1 : null,
    companyName,
    pricePerMinute: 0.1,
    concurrency: 20,
    lines: 10,
    enabled: 1,
    operatorName: '',
    createdAt: '',
  });

  it('an agent edits its companies’ allocations, not its own', async () => {
    localStorage.setItem('ms_role', 'agent');
    call('/api/cloudcall/allocationList').mockResolvedValue(pageOf([allocation(1, 'agent', ''), allocation(2, 'company', '星辰')]));
    await open('CallAllocations', '/enterpriseAllocation', { variant: 'plain' });
    await screen.findByText('模板2');
    // Its own allocation only read (its history, 变更记录, as every row of its scope).
    expect(rowActions('模板1')).toEqual(['变更记录']);
    expect(rowActions('模板2')).toEqual(['编辑', '变更记录', '删除']);
    expect(screen.getByRole('button', { name: /分配模板/ })).toBeTruthy();
    // A whole page drawn in happy-dom: seconds alone on this machine, many more under load.
  }, 60_000);

  it('a company only reads its allocations, and asks for no choices of agents or companies', async () => {
    localStorage.setItem('ms_role', 'company');
    call('/api/cloudcall/allocationList').mockResolvedValue(pageOf([allocation(2, 'company', '星辰')]));
    await open('CallAllocations', '/enterpriseAllocation', { variant: 'plain' });
    await screen.findByText('模板2');
    expect(screen.queryByRole('button', { name: /分配模板/ })).toBeNull();
    expect(rowActions('模板2')).toEqual([]);
    // A company never asks for what it may not: no agent or company choices.
    expect(call(partyApi.agents.path)).not.toHaveBeenCalled();
    expect(call(partyApi.companies.path)).not.toHaveBeenCalled();
  }, 60_000);
});
