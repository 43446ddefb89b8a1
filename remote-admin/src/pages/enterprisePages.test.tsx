import { partyApi } from '@console/sdk/contract/parties';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { envelope, pageOf, FIRST_PAGE, renderPage, rowActions } from '@console/sdk/kit/testing';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';

/** Every entry of the enterprise contract, mocked by path, keeping its declaration (the kit reads roles and columns from it). */
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
    ['companyApi', 'departmentManageApi', 'addressApi', 'userApi', 'departmentApi'],
    calls,
  );
});

await import('../contract');
const call = (path: string) => calls.get(path)!;

const login = (role: string) => {
  localStorage.setItem('ms_role', role);
  localStorage.setItem('user', '6');
};
beforeEach(() => {
  login('admin');
  localStorage.setItem('token', 'Bearer test');
  for (const fn of calls.values()) fn.mockReset().mockResolvedValue(pageOf([]));
  for (const path of [partyApi.companies.path, partyApi.agents.path, partyApi.departments.path]) call(path).mockResolvedValue(envelope([]));
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
  address: '文一路1号',
  seats: 50,
  departmentCount: 5,
  staffCount: 420,
  balance: 12000,
  status: 1,
  createdAt: '2026-01-02 09:00:00',
};
const STAFF = {
  id: 8,
  username: 'staff',
  realName: '周强',
  phone: '13600000008',
  role: 'normal',
  companyId: 1,
  companyName: '星辰科技有限公司',
  departmentId: 1,
  departmentName: '销售一部',
  status: 1,
  computerDial: 1,
  validDate: '2027-11-25 00:00:00',
  lastLoginAt: '2026-11-24 18:00:00',
  createdAt: '2026-01-02 09:00:00',
};

describe('request mapping: the URL search becomes the list call; its rows are drawn', () => {
  const cases = [
    {
      name: 'CompanyList',
      url: '/company?name=%E6%98%9F%E8%BE%B0&status=1&city=%E6%9D%AD%E5%B7%9E%E5%B8%82',
      path: '/api/company/list',
      sent: { name: '星辰', status: 1, city: '杭州市', ...FIRST_PAGE },
      row: COMPANY,
      shows: ['星辰科技有限公司', '华东代理', '12,000.00', '正常', '420'],
    },
    {
      name: 'DepartmentList',
      url: '/department?companyName=%E6%98%9F%E8%BE%B0&name=%E9%94%80%E5%94%AE',
      path: '/api/department/list',
      sent: { companyName: '星辰', name: '销售', ...FIRST_PAGE },
      row: { id: 1, name: '销售一部', companyId: 1, companyName: '星辰科技有限公司', managers: '孙丽', staffCount: 61, createdAt: '2026-01-02 09:00:00' },
      shows: ['销售一部', '孙丽', '61'],
    },
    {
      name: 'UserList',
      url: '/user?role=normal&departmentName=%E9%94%80%E5%94%AE&validDateTo=2027-12-31',
      path: '/api/user/list',
      sent: { role: 'normal', departmentName: '销售', validDateTo: '2027-12-31 23:59:59', ...FIRST_PAGE },
      row: STAFF,
      shows: ['周强', '13600000008', '员工', '销售一部', '已开通', '2027-11-25 00:00:00'],
    },
    {
      name: 'AddressErrList',
      url: '/addressErrList?city=%E6%9D%AD%E5%B7%9E%E5%B8%82',
      path: '/api/address/errList',
      sent: { city: '杭州市', ...FIRST_PAGE },
      row: {
        id: 3,
        name: '某某公司',
        agentName: '华东代理',
        city: '杭州市',
        address: '某路',
        addressError: '详细地址不完整',
        checkedAt: '2026-11-20 10:00:00',
      },
      shows: ['某某公司', '详细地址不完整'],
    },
    {
      name: 'DeleteRecords',
      url: '/deleteRecords?realName=%E5%91%A8',
      path: '/api/user/deleteLog',
      sent: { realName: '周', ...FIRST_PAGE },
      row: {
        id: 8,
        username: 'staff',
        realName: '周强',
        phone: '13600000008',
        role: 'normal',
        companyName: '星辰',
        departmentName: '销售一部',
        deletedByName: '赵敏',
        deletedAt: '2026-11-24 10:00:00',
      },
      shows: ['周强', '赵敏', '2026-11-24 10:00:00', '恢复'],
    },
  ];

  it.each(cases)('$name', async ({ name, url, path, sent, row, shows }) => {
    call(path).mockResolvedValue(pageOf([row], 41));
    await open(name, url);
    await waitFor(() => expect(call(path)).toHaveBeenCalled());
    expect(call(path).mock.calls[0]![0]).toEqual(sent);
    const table = document.querySelector('.ant-table-tbody') as HTMLElement;
    for (const text of shows) expect(await within(table).findAllByText(text)).not.toHaveLength(0);
    expect(screen.getByText('共 41 条')).toBeTruthy();
  });
});

describe('what each role is offered', () => {
  it('a company edits its own profile but adds and deletes no company', async () => {
    login('company');
    call('/api/company/list').mockResolvedValue(pageOf([COMPANY]));
    await open('CompanyList', '/company');
    await screen.findByText('星辰科技有限公司');
    expect(rowActions('星辰科技有限公司')).toEqual(['编辑']);
    expect(screen.queryByRole('button', { name: /新增企业/ })).toBeNull();
  });

  it('staff: a manager edits, sets role and validity and deletes with userId and currentUserId; a normal user only looks', async () => {
    call('/api/user/list').mockResolvedValue(pageOf([STAFF]));
    call('/api/user/delete').mockResolvedValue(envelope(null));
    await open('UserList', '/user');
    await screen.findByText('周强');
    // 变更记录: the staff list is one the audit trail covers (HISTORY_TABLES), open to admin, agent and sub-agent.
    expect(rowActions('周强')).toEqual(['编辑', '角色与有效期', '变更记录', '删除']);
    fireEvent.click(within(screen.getAllByRole('row').find((row) => row.textContent?.includes('周强'))!).getByText('删除'));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(call('/api/user/delete')).toHaveBeenCalledWith({ userId: 8, currentUserId: '6' }));
    cleanup();
    login('normal');
    await open('UserList', '/user');
    await screen.findByText('周强');
    expect(rowActions('周强')).toEqual([]);
  });

  it('a deleted user is restored by its id', async () => {
    call('/api/user/deleteLog').mockResolvedValue(
      pageOf([
        { id: 8, username: 'staff', realName: '周强', phone: '', role: 'normal', companyName: '', departmentName: '', deletedByName: '', deletedAt: '' },
      ]),
    );
    call('/api/user/restoreDeleted').mockResolvedValue(envelope(null));
    await open('DeleteRecords', '/deleteRecords');
    fireEvent.click(await screen.findByText('恢复'));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(call('/api/user/restoreDeleted')).toHaveBeenCalledWith({ id: 8 }));
  });
});
