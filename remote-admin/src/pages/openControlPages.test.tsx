import { partyApi } from '@console/sdk/contract/parties';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { envelope, pageOf, FIRST_PAGE, renderPage } from '@console/sdk/kit/testing';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';

/** The calls of /company and /addressErrList, mocked by path, keeping their declarations (the kit reads roles and columns from them). */
const calls = vi.hoisted(() => new Map<string, Mock>());
/** The parties' pickers (a company, an agent …), mocked the same way. */
vi.mock('@console/sdk/contract/parties', async (importOriginal) => {
  const { mockParties } = await import('@console/sdk/contract/testing');
  return mockParties(await importOriginal(), calls);
});
vi.mock('../contract', async (importOriginal) => {
  const { mockContract } = await import('@console/sdk/contract/testing');
  return mockContract(await importOriginal<typeof import('../contract')>(), ['companyApi', 'addressApi', 'userControlApi'], calls);
});

await import('../contract');
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

const open = (name: string, url: string, params?: Record<string, unknown>) => renderPage(import(`./${name}.tsx`), url, params);
const COMPANY = {
  id: 1,
  name: '星辰科技有限公司',
  agentId: 1,
  agentName: '华东代理',
  contact: '赵敏',
  phone: '13700000001',
  city: '杭州市',
  seats: 50,
  status: 1,
};
const rowOf = (text: string) => screen.getAllByRole('row').find((row) => row.textContent?.includes(text))!;

describe('/company: 开通管控', () => {
  it('a row’s 开通管控 asks for the reason and sends the company, the service and the reason', async () => {
    call('/api/company/list').mockResolvedValue(pageOf([COMPANY]));
    call('/api/user/openControl').mockResolvedValue(envelope({ id: 3 }));
    await open('CompanyList', '/company');
    await screen.findByText('星辰科技有限公司');
    fireEvent.click(within(rowOf('星辰科技有限公司')).getByText('开通管控'));
    const reason = await screen.findByLabelText('管控原因', { selector: 'input' });
    await act(async () => fireEvent.change(reason, { target: { value: '投诉较多' } }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /OK|确\s*定/ })));
    await waitFor(() => expect(call('/api/user/openControl')).toHaveBeenCalledWith({ service: 'computerDial', reason: '投诉较多', companyId: 1 }));
  });

  it('开通管控记录 lists the controls in a dialog, and a row is lifted by deleting it', async () => {
    call('/api/user/openControlList').mockResolvedValue(
      pageOf([
        {
          id: 3,
          companyId: 1,
          companyName: '星辰科技有限公司',
          service: 'computerDial',
          reason: '投诉较多',
          createdByName: '平台管理员',
          createdAt: '2026-11-25 09:00:00',
        },
      ]),
    );
    await open('CompanyList', '/company');
    fireEvent.click(await screen.findByText('开通管控记录'));
    await screen.findByText('投诉较多');
    expect(call('/api/user/openControlList')).toHaveBeenCalledWith(FIRST_PAGE);
    expect(rowOf('投诉较多').textContent).toContain('电脑拨号');
    fireEvent.click(within(rowOf('投诉较多')).getByText('删除'));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(call('/api/user/openControlDelete')).toHaveBeenCalledWith({ id: 3 }));
  });

  it('a company’s own administrator is offered neither', async () => {
    localStorage.setItem('ms_role', 'company');
    call('/api/company/list').mockResolvedValue(pageOf([COMPANY]));
    await open('CompanyList', '/company');
    await screen.findByText('星辰科技有限公司');
    expect(screen.queryByText('开通管控')).toBeNull();
    expect(screen.queryByText('开通管控记录')).toBeNull();
  });
});

describe('/addressErrList: 登录地址异常员工', () => {
  it('opens the second list from the toolbar and draws its rows', async () => {
    call('/api/user/addressErrList').mockResolvedValue(
      pageOf([
        {
          id: 9,
          username: 'staff',
          realName: '周强',
          companyName: '星辰科技有限公司',
          lastLoginAt: '2026-11-25 08:00:00',
          lastIp: '10.0.0.2',
          previousIp: '10.0.0.1',
        },
      ]),
    );
    await open('AddressErrList', '/addressErrList');
    fireEvent.click(await screen.findByText('登录地址异常员工'));
    await screen.findByText('周强');
    expect(call('/api/user/addressErrList')).toHaveBeenCalledWith(FIRST_PAGE);
    expect(rowOf('周强').textContent).toContain('10.0.0.1');
  });
});
