import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../session/storageKeys';
import { entry } from './entry.testing';
import { FormDialog } from './FormDialog';
import { ListPage } from './ListPage';
import { callOptions } from './options';
import { listSettled } from './testing';
import { ResourcePage, type ResourcePageConfig } from './ResourcePage';

/** The kit grew these for the inventory area: several files, figures, a dialog's own list, searched selects, batch checks. */
interface Row {
  id: number;
  name: string;
  status: string;
}
const ROWS: Row[] = [
  { id: 1, name: '甲', status: '在库' },
  { id: 2, name: '乙', status: '已分配' },
];
const list = entry('/api/test/list', 'loggedIn', () => ({ list: ROWS, total: ROWS.length }));
const renderPage = (props: Partial<ResourcePageConfig<Row>>, url = '/test') =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <App>
        <ResourcePage<Row>
          noun="记录"
          rowKey="id"
          list={list}
          filters={[{ kind: 'text', name: 'name', label: '名称' }]}
          columns={[{ title: '名称', dataIndex: 'name' }]}
          {...props}
        />
      </App>
    </MemoryRouter>,
  );

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.role, 'company');
  list.mockClear();
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.useRealTimers();
});

describe('several exports', () => {
  it('draws one button per file its user may fetch, each sending the search and the page params', async () => {
    const sheet = entry('/api/test/export', 'loggedIn');
    const expired = entry('/api/test/expired', ['company']);
    const adminOnly = entry('/api/test/adminExport', ['admin']);
    renderPage(
      { params: { line: 'SJ' }, exporter: [sheet, { call: expired, label: '导出过期号码' }, { call: adminOnly, label: '导出全部' }] },
      '/test?name=%E7%94%B2',
    );
    await listSettled();
    expect(screen.queryByRole('button', { name: /导出全部/ })).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /导出过期号码/ })));
    expect(expired).toHaveBeenCalledWith({ name: '甲', line: 'SJ', exportId: expect.any(String) }, { signal: expect.any(AbortSignal) });
    expect(sheet).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /^download 导\s*出$/ })));
    expect(sheet).toHaveBeenCalledWith({ name: '甲', line: 'SJ', columns: 'name', exportId: expect.any(String) }, { signal: expect.any(AbortSignal) });
    expect(await screen.findByText('导出过期号码成功')).toBeTruthy();
  });

  it('sends the list’s own export the visible columns in screen order, after the user hid one', async () => {
    const sheet = entry('/api/test/export', 'loggedIn');
    const columns = [
      { title: '名称', dataIndex: 'name' },
      { title: '状态', dataIndex: 'status' },
      { title: '编号', dataIndex: 'id' },
    ];
    renderPage({ exporter: sheet, columns, rowActions: [{ label: '查看', run: () => undefined }] });
    await listSettled();
    fireEvent.click(screen.getByRole('button', { name: '列设置' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: '状态' }));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: '状态' })).toBeNull());
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /^download 导\s*出$/ })));
    expect(sheet).toHaveBeenCalledWith({ columns: 'name,id', exportId: expect.any(String) }, { signal: expect.any(AbortSignal) });
  });
});

describe('figures above the list', () => {
  it('loads them for the current search and params, again after a search, never in a loop', async () => {
    const load = vi.fn(async (query: Record<string, unknown>) => [
      { title: '总数', value: query.name ? 1 : 2 },
      { title: '已过期', value: 0, alert: true },
    ]);
    renderPage({ params: { line: 'SJ' }, summary: { load } });
    await listSettled();
    // The figures are drawn once their own load answers.
    const figures = await screen.findByRole('group', { name: '统计' });
    await waitFor(() => expect(figures.textContent).toContain('总数2'));
    expect(load).toHaveBeenLastCalledWith({ line: 'SJ' });
    // Re-renders (rows arriving, a dialog) do not ask again: only a new search or new rows do.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const calls = load.mock.calls.length;
    expect(calls).toBeLessThanOrEqual(2);
    fireEvent.change(screen.getByLabelText('名称'), { target: { value: '甲' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /查\s*询/ })));
    await waitFor(() => expect(load).toHaveBeenLastCalledWith({ name: '甲', line: 'SJ' }));
    await waitFor(() => expect(figures.textContent).toContain('总数1'));
  });

  it('is not drawn for a user the call’s roles exclude', async () => {
    const load = vi.fn(async () => [{ title: '总数', value: 1 }]);
    renderPage({ summary: { call: entry('/api/test/count', ['admin']), load } });
    await listSettled();
    expect(screen.queryByRole('group', { name: '统计' })).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });
});

describe('a batch action that checks the selection first', () => {
  it('warns instead of asking when the check refuses, and asks when it passes', async () => {
    const run = vi.fn(async () => '已作废 1 张');
    renderPage({ batch: [{ label: '作废', check: (rows) => (rows.every((row) => row.status === '在库') ? undefined : '只有在库的可以作废'), run }] });
    await listSettled();
    const [, first, second] = screen.getAllByRole('checkbox');
    fireEvent.click(second!);
    fireEvent.click(screen.getByRole('button', { name: /作废（1）/ }));
    expect(await screen.findByText('只有在库的可以作废')).toBeTruthy();
    expect(screen.queryByText('提示')).toBeNull();
    fireEvent.click(second!);
    fireEvent.click(first!);
    fireEvent.click(screen.getByRole('button', { name: /作废（1）/ }));
    expect(await screen.findByText('提示')).toBeTruthy();
  });
});

describe('a list of its own in a dialog', () => {
  it('keeps its search and page out of the URL the page’s own list reads', async () => {
    const fetch = vi.fn(async () => ({ list: ROWS, total: 30 }));
    let location = '';
    const { Routes, Route, useLocation } = await import('react-router-dom');
    function Where() {
      location = useLocation().search;
      return null;
    }
    render(
      <MemoryRouter initialEntries={['/page?name=x']}>
        <App>
          <Routes>
            <Route
              path="/page"
              element={
                <>
                  <Where />
                  <ListPage<Row>
                    ownState
                    rowKey="id"
                    fetch={fetch}
                    filters={[{ kind: 'text', name: 'name', label: '名称' }]}
                    columns={[{ title: '名称', dataIndex: 'name' }]}
                  />
                </>
              }
            />
          </Routes>
        </App>
      </MemoryRouter>,
    );
    await listSettled();
    expect(fetch).toHaveBeenLastCalledWith({ pageIndex: 1, pageSize: 10, seek: 1 });
    fireEvent.change(screen.getByLabelText('名称'), { target: { value: '乙' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /查\s*询/ })));
    await waitFor(() => expect(fetch).toHaveBeenLastCalledWith({ name: '乙', pageIndex: 1, pageSize: 10, seek: 1 }));
    expect(location).toBe('?name=x');
  });
});

describe('a select searched on the server', () => {
  it('asks once on opening, then with the typed keyword after the pause, and drops a stale answer', async () => {
    const answers: Record<string, (options: { value: number; label: string }[]) => void> = {};
    const search = vi.fn((keyword: string) => new Promise<{ value: number; label: string }[]>((resolve) => (answers[keyword] = resolve)));
    render(
      <App>
        <FormDialog
          title="分配"
          open
          onClose={() => undefined}
          fields={[{ name: 'companyId', label: '企业', kind: 'select', search }]}
          onSubmit={async () => undefined}
        />
      </App>,
    );
    await waitFor(() => expect(search).toHaveBeenCalledWith(''));
    const input = screen.getByRole('combobox');
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: '星' } });
    fireEvent.change(input, { target: { value: '星辰' } });
    expect(search).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(search).toHaveBeenCalledWith('星辰'));
    expect(search).not.toHaveBeenCalledWith('星');
    await act(async () => answers['星辰']!([{ value: 7, label: '星辰科技' }]));
    await act(async () => answers['']!([{ value: 1, label: '旧的答案' }]));
    const dropdown = document.querySelector('.ant-select-dropdown') as HTMLElement;
    expect(await within(dropdown).findByText('星辰科技')).toBeTruthy();
    expect(within(dropdown).queryByText('旧的答案')).toBeNull();
  });
});

describe('options from a contract entry', () => {
  it('gives the same loader for the same call and params, and answers the entry’s data', async () => {
    const goods = vi.fn(async (_params?: { line?: string }) => ({ data: [{ value: 1, label: '卡' }] }));
    expect(callOptions(goods, { line: 'SJ' })).toBe(callOptions(goods, { line: 'SJ' }));
    expect(callOptions(goods, { line: 'SJ' })).not.toBe(callOptions(goods, { line: 'SJTX' }));
    expect(await callOptions(goods, { line: 'SJ' })()).toEqual([{ value: 1, label: '卡' }]);
    expect(goods).toHaveBeenCalledWith({ line: 'SJ' });
  });
});

describe('a resource page of its own in a drawer', () => {
  it('keeps its search out of the URL with ownState', async () => {
    const fetch = vi.fn(async () => ({ list: ROWS, total: ROWS.length }));
    let location = '';
    const { Routes, Route, useLocation } = await import('react-router-dom');
    function Where() {
      location = useLocation().search;
      return null;
    }
    render(
      <MemoryRouter initialEntries={['/page?name=x']}>
        <App>
          <Routes>
            <Route
              path="/page"
              element={
                <>
                  <Where />
                  <ResourcePage<Row>
                    ownState
                    noun="记录"
                    rowKey="id"
                    list={fetch}
                    filters={[{ kind: 'text', name: 'name', label: '名称' }]}
                    columns={[{ title: '名称', dataIndex: 'name' }]}
                  />
                </>
              }
            />
          </Routes>
        </App>
      </MemoryRouter>,
    );
    await listSettled();
    expect(fetch).toHaveBeenLastCalledWith({ pageIndex: 1, pageSize: 10, seek: 1 });
    fireEvent.change(screen.getByLabelText('名称'), { target: { value: '乙' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /查\s*询/ })));
    await waitFor(() => expect(fetch).toHaveBeenLastCalledWith({ name: '乙', pageIndex: 1, pageSize: 10, seek: 1 }));
    expect(location).toBe('?name=x');
  });
});

describe('filters per role', () => {
  const declared = (user: { role: string }) => [
    { kind: 'text' as const, name: 'name', label: '名称' },
    ...(user.role === 'admin' ? [{ kind: 'text' as const, name: 'agent', label: '代理商' }] : []),
  ];

  it('draws the search form the declaration gives the logged-in role', async () => {
    renderPage({ filters: declared });
    await listSettled();
    expect(screen.getByLabelText('名称')).toBeTruthy();
    expect(screen.queryByLabelText('代理商')).toBeNull();
  });

  it('gives another role the filters its function answers for it', async () => {
    localStorage.setItem(STORAGE_KEYS.role, 'admin');
    renderPage({ filters: declared });
    await listSettled();
    expect(screen.getByLabelText('代理商')).toBeTruthy();
  });
});
