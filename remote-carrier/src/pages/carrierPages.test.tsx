import { cleanup, screen } from '@testing-library/react';
import { envelope, pageOf, FIRST_PAGE, renderPage, listSettled } from '@console/sdk/kit/testing';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';

/** Every carrier entry, mocked by path, keeping its declaration (the kit reads roles and columns from it). */
const calls = vi.hoisted(() => new Map<string, Mock>());
vi.mock('@console/sdk/contract/parties', async (importOriginal) => {
  const { mockParties } = await import('@console/sdk/contract/testing');
  return mockParties(await importOriginal(), calls);
});
vi.mock('../contract', async (importOriginal) => {
  const { mockContract } = await import('@console/sdk/contract/testing');
  return mockContract(await importOriginal<typeof import('../contract')>(), ['blackListApi', 'numberPoolApi'], calls);
});

await import('../contract');
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
