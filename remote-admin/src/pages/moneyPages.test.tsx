import { partyApi } from '@console/sdk/contract/parties';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { envelope, pageOf, renderPage } from '@console/sdk/kit/testing';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';

/** The money calls (/prestore, /flowManagement), mocked by path, keeping their declarations. */
const calls = vi.hoisted(() => new Map<string, Mock>());
vi.mock('@console/sdk/contract/parties', async (importOriginal) => {
  const { mockParties } = await import('@console/sdk/contract/testing');
  return mockParties(await importOriginal(), calls);
});
vi.mock('../contract', async (importOriginal) => {
  const { mockContract } = await import('@console/sdk/contract/testing');
  return mockContract(await importOriginal<typeof import('../contract')>(), ['prestoreApi', 'flowManagementApi', 'rechargeApi'], calls);
});

const { prestoreApi, rechargeApi, rechargeApplications } = await import('../contract');
const call = (path: string) => calls.get(path)!;

beforeEach(() => {
  localStorage.setItem('ms_role', 'admin');
  localStorage.setItem('user', '6');
  localStorage.setItem('token', 'Bearer test');
  for (const fn of calls.values()) fn.mockReset().mockResolvedValue(pageOf([]));
  for (const path of [partyApi.companies.path, partyApi.agents.path]) call(path).mockResolvedValue(envelope([]));
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const COMPANY = { id: 7, name: '星辰科技有限公司', agentName: '华东代理', balance: 100.5, pendingTopUps: 1, createdAt: '2026-01-01 00:00:00' };
const rowOf = (text: string) => screen.getAllByRole('row').find((row) => row.textContent?.includes(text))!;

describe('/prestore', () => {
  it.each([
    ['充值', prestoreApi.recharge.path],
    ['退款', prestoreApi.refund.path],
  ])('a row’s %s asks for the amount and sends it with the company', async (label, path) => {
    call(prestoreApi.list.path).mockResolvedValue(pageOf([COMPANY]));
    call(path).mockResolvedValue(envelope({ balance: 0 }));
    await renderPage(import('./Prestore'), '/prestore');
    await screen.findByText('星辰科技有限公司');
    fireEvent.click(within(rowOf('星辰科技有限公司')).getByText(label));
    expect(await screen.findByText(/当前预存余额 100\.50 元/)).toBeTruthy();
    const amount = await screen.findByLabelText('金额（元）', { selector: 'input' });
    await act(async () => fireEvent.change(amount, { target: { value: '12.34' } }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /OK|确\s*定/ })));
    await waitFor(() => expect(call(path)).toHaveBeenCalledWith(expect.objectContaining({ amount: 12.34, companyId: 7 })));
  });
});

describe('/addReturns', () => {
  it('sends its filters as the list call’s parameters', async () => {
    const { listFetch, resourceFilters, toQueryParams } = await import('@console/sdk/kit');
    const list = call(rechargeApi.list.path);
    const params = toQueryParams(resourceFilters(rechargeApplications), { companyName: ' 星辰 ', status: 'pending', kind: 'custom' });
    await listFetch(rechargeApi.list)({ ...params, pageIndex: 1, pageSize: 10 });
    expect(list).toHaveBeenCalledWith({ companyName: '星辰', status: 'pending', kind: 'custom', pageIndex: 1, pageSize: 10 });
  });

  it('申请充值 sends the company picked from the reach, the amount and the kind', async () => {
    call(partyApi.companies.path).mockResolvedValue(envelope([{ value: 7, label: '星辰科技有限公司' }]));
    call(rechargeApi.apply.path).mockResolvedValue(envelope({ id: 1 }));
    await renderPage(import('./AddReturns'), '/addReturns');
    fireEvent.click(await screen.findByRole('button', { name: /申请充值/ }));
    const form = within(await screen.findByRole('dialog'));
    const company = await form.findByLabelText('企业', { selector: 'input' });
    await act(async () => fireEvent.mouseDown(company));
    fireEvent.click(await screen.findByTitle('星辰科技有限公司'));
    const amount = await form.findByLabelText('金额（元）', { selector: 'input' });
    await act(async () => fireEvent.change(amount, { target: { value: '500' } }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /OK|确\s*定/ })));
    await waitFor(() => expect(call(rechargeApi.apply.path)).toHaveBeenCalledWith(expect.objectContaining({ companyId: 7, amount: 500, kind: 'data' })));
  });
});
