import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { brandAtom, platformStore, reloadSession, servedRoutesAtom, type ServedRoute } from '@console/sdk';
import { BRANDS } from '@console/sdk/manifest';
import { manifest } from '../manifest';
import Manual from './Manual';

/** What the shell serves: this remote's routes, and two of other areas as their manifests name them. */
const OTHERS: ServedRoute[] = [
  { path: '/customer', title: '我的客户', module: './Customers', remote: 'remote-crm', remoteTitle: '客户' },
  { path: '/record', title: '通话记录', module: './CallRecords', remote: 'remote-cloudcall', remoteTitle: '通话' },
];
const served = (routes = manifest.routes): ServedRoute[] => [
  ...routes.map((route) => ({ ...route, remote: manifest.name, remoteTitle: manifest.title })),
  ...OTHERS,
];

/** Where the router is: the address a jump writes. */
function Address() {
  const { pathname, hash } = useLocation();
  return <output data-testid="address">{`${pathname}${hash}`}</output>;
}

function open(path: string, role = 'company', hash = '') {
  localStorage.setItem('ms_role', role);
  reloadSession();
  const route = manifest.routes.find((entry) => entry.path === path)!;
  render(
    <MemoryRouter initialEntries={[`${path}${hash}`]}>
      <App>
        <Manual path={path} title={route.title} params={route.props ?? {}} />
        <Address />
      </App>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  localStorage.setItem('token', 'Bearer test');
  platformStore.set(servedRoutesAtom, served());
  platformStore.set(brandAtom, { webName: '云呼管理平台', icon: '', downUrl: '', topSmallPicture: '', topBigPicture: '' });
});
const scrollIntoView = Element.prototype.scrollIntoView;
afterEach(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
  cleanup();
  localStorage.clear();
  reloadSession();
  platformStore.set(servedRoutesAtom, []);
  platformStore.set(brandAtom, null);
});

describe('the manual page', () => {
  it('speaks of its brand and shows that brand’s sections in its table of contents', () => {
    open('/operationManual');
    expect(screen.getByRole('heading', { level: 2, name: '操作手册' })).toBeTruthy();
    expect(screen.getAllByText(new RegExp(BRANDS.cloudEnterprise)).length).toBeGreaterThan(0);
    const toc = screen.getByRole('navigation', { name: '目录' });
    expect(
      within(toc)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['登录与系统首页', '添加员工', '导入客户', '拨打电话', '查看账单', '充值', '遇到问题']);
    cleanup();
    open('/operationManual2');
    expect(screen.queryByText(new RegExp(BRANDS.cloudEnterprise))).toBeNull();
    expect(within(screen.getByRole('navigation', { name: '目录' })).getByRole('link', { name: '异常通话' })).toBeTruthy();
  });

  it('names pages by their served titles, as links where the user may open them', () => {
    // Served (say by an older release) as 充值 for agents only: the company reads its name, without a link it could not follow.
    platformStore.set(
      servedRoutesAtom,
      served(manifest.routes.map((route) => (route.path === '/addReturns' ? { ...route, title: '充值', roles: ['agent' as const] } : route))),
    );
    open('/operationManual', 'company');
    const staff = screen.getByRole('region', { name: '2. 添加员工' });
    expect(within(staff).getAllByRole('link', { name: '“员工管理”' })[0]!.getAttribute('href')).toBe('/user');
    const recharge = screen.getByRole('region', { name: '6. 充值' });
    expect(within(recharge).queryByRole('link', { name: '“充值”' })).toBeNull();
    expect(within(recharge).getAllByText('“充值”').length).toBeGreaterThan(0);
  });

  it('follows a renamed page: the title comes from the manifest the shell serves, not a copy', async () => {
    open('/operationManual');
    const renamed = manifest.routes.map((route) => (route.path === '/user' ? { ...route, title: '员工账号' } : route));
    act(() => platformStore.set(servedRoutesAtom, served(renamed)));
    const staff = screen.getByRole('region', { name: '2. 添加员工' });
    expect(within(staff).getAllByRole('link', { name: '“员工账号”' }).length).toBeGreaterThan(0);
    expect(within(staff).queryByRole('link', { name: '“员工管理”' })).toBeNull();
  });

  it('jumps to a section from the table of contents and gives it the focus (the browser flow presses Enter)', () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    open('/aa');
    const link = within(screen.getByRole('navigation', { name: '目录' })).getByRole('link', { name: '电话打不出去？' });
    expect(link.getAttribute('href')).toBe('/aa#aa-call-failed');
    fireEvent.click(link);
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 3, name: '5. 电话打不出去？' }));
    expect(screen.getByTestId('address').textContent).toBe('/aa#aa-call-failed');
    expect(screen.getAllByText(/云呼管理平台/).length).toBeGreaterThan(0);
  });

  it('opened at an anchor (a bookmark), moves to that section and focuses it', () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    open('/aa', 'normal', '#aa-bill');
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 3, name: '6. 账单金额怎么核对？' }));
  });

  it('draws its pictures as named images', () => {
    open('/operationManual2');
    expect(screen.getByRole('img', { name: '示意图：新增员工的表单' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '示意图：通话时长乘以单价得到消费金额' })).toBeTruthy();
  });
});
