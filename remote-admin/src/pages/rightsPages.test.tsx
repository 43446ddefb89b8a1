import { act, cleanup, render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import dayjs from 'dayjs';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { platformStore, servedRoutesAtom, type ServedRoute } from '@console/sdk';
import { listFetch, resourceFilters, toQueryParams } from '@console/sdk/kit';
import { manifest } from '../manifest';
import { businessRecordApi, businessRecords, termsOfValidity } from '../contract';
import RoleAccess from './RoleAccess';
import { roleAccessPage, roleAccessRows } from './roleAccess';
import { proposedTerm } from './TermOfValidity';

/** This remote's manifest as the shell serves it (the SDK's servedRoutesAtom). */
const served = (routes = manifest.routes): ServedRoute[] => routes.map((route) => ({ ...route, remote: manifest.name, remoteTitle: manifest.title }));

beforeEach(() => {
  localStorage.setItem('ms_role', 'admin');
  localStorage.setItem('token', 'Bearer test');
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  platformStore.set(servedRoutesAtom, []);
});

/** The marks of the table row whose route is `path`, role by role. */
const marksOf = (path: string) =>
  within(screen.getByText(path).closest('tr')!)
    .getAllByRole('cell')
    .slice(4)
    .map((cell) => cell.textContent);

describe('/role: what each role may open, read off the served manifests', () => {
  it('marks every role per route as the guard decides, conditions included', () => {
    const rows = roleAccessRows(served());
    const agent = rows.find((row) => row.path === '/agent')!;
    expect([agent.admin, agent.oem, agent.agent, agent.normal]).toEqual(['yes', 'yes', 'no', 'no']);
    const dashboard = rows.find((row) => row.path === '/dashboard')!;
    // gm is confined to its recordings (spec section 6): even the common dashboard is not its.
    expect(dashboard.gm).toBe('no');
    const flagged = roleAccessRows(served([{ path: '/pool', title: '部门公海', module: './Pool', when: { flag: 'CRMDepartmentHigh' } }]))[0]!;
    expect([flagged.admin, flagged.normal, flagged.conditions]).toEqual(['conditional', 'conditional', '需开通部门公海']);
    const super_ = roleAccessRows(served([{ path: '/x', title: '账号', module: './X', roles: ['admin'], when: { usernames: ['root'] } }]))[0]!;
    expect([super_.admin, super_.agent, super_.conditions]).toEqual(['conditional', 'no', '仅用户名 root']);
  });

  it('searches the rows by text and by a role', () => {
    const rows = roleAccessRows(served());
    const forOem = roleAccessPage(rows, { role: 'oem', pageIndex: 1, pageSize: 100 });
    expect(forOem.list.map((row) => row.path)).toEqual([
      '/dashboard',
      '/user',
      '/agent',
      '/department',
      '/validate',
      '/workOrder',
      '/afterSales',
      '/refundList',
      '/addReturns',
      '/swipes',
      '/operationManual',
      '/operationManual2',
      '/aa',
    ]);
    expect(roleAccessPage(rows, { title: '日志', pageIndex: 1, pageSize: 10 }).list.map((row) => row.path)).toEqual(['/operationLog']);
  });

  it('changes with a manifest’s role list: the page shows what the shell serves, not a copy', async () => {
    const oemAgentMark = async () => {
      await screen.findByText('/agent');
      return marksOf('/agent')[3];
    };
    platformStore.set(servedRoutesAtom, served());
    render(
      <MemoryRouter initialEntries={['/role']}>
        <App>
          <RoleAccess />
        </App>
      </MemoryRouter>,
    );
    expect(await oemAgentMark()).toBe('可访问');
    const adminOnly = manifest.routes.map((route) => (route.path === '/agent' ? { ...route, roles: ['admin' as const] } : route));
    act(() => platformStore.set(servedRoutesAtom, served(adminOnly)));
    await screen.findByText('/agent');
    await expect.poll(() => marksOf('/agent')[3]).toBe('—');
  });
});

describe('/termOfValidity', () => {
  it('proposes a year after the later of the current term and today', () => {
    const today = dayjs('2026-11-25 10:00:00');
    expect(proposedTerm('2027-03-01 00:00:00', today)).toBe('2028-03-01 00:00:00');
    expect(proposedTerm('2025-01-01 00:00:00', today)).toBe('2027-11-25 10:00:00');
  });

  it('filters by username, name, role, state and term', () => {
    const filters = resourceFilters(termsOfValidity);
    expect(filters.map((filter) => filter.name)).toEqual(['username', 'realName', 'role', 'state', 'validDate']);
    expect(toQueryParams(filters, { state: 'soon', username: ' li ' })).toEqual({ state: 'soon', username: 'li' });
  });
});

describe('/businessRecords', () => {
  it('sends the kind and the search, answers the rows', async () => {
    const answer = { code: 200, message: '操作成功', data: { list: [], total: 0 } };
    let sent: unknown;
    const list = Object.assign(async (params: unknown) => ((sent = params), answer), { ...businessRecordApi.list });
    const params = toQueryParams(resourceFilters(businessRecords), { kind: 'renew', target: '用户编号 8' });
    expect(await listFetch(list as never)({ ...params, pageIndex: 1, pageSize: 10 })).toEqual(answer.data);
    expect(sent).toEqual({ kind: 'renew', target: '用户编号 8', pageIndex: 1, pageSize: 10 });
  });
});
