import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChangeEntry } from '../contract/history';
import { STORAGE_KEYS } from '../session/storageKeys';
import { entry } from './entry.testing';
import { ResourcePage } from './ResourcePage';

const HISTORY: ChangeEntry[] = [
  {
    id: 9,
    createdAt: '2026-12-06 10:00:00',
    username: 'admin',
    role: 'admin',
    operation: '保存企业',
    action: 'update',
    changes: [
      { field: 'status', label: '状态', old: '正常', new: '停用' },
      { field: 'password_hash', label: '密码', secret: true },
    ],
  },
  {
    id: 3,
    createdAt: '2026-12-01 09:00:00',
    username: 'agent',
    role: 'agent',
    operation: '保存企业',
    action: 'insert',
    changes: [{ field: 'name', label: '企业名称', new: '甲企业' }],
  },
];

const getHistory = vi.hoisted(() => ({ current: null as unknown }));
vi.mock('../contract/history', async (original) => {
  const actual = await original<typeof import('../contract/history')>();
  const { entry: testEntry } = await import('./entry.testing');
  getHistory.current = testEntry(actual.historyApi.getHistory.path, actual.historyApi.getHistory.access, () => HISTORY);
  return { ...actual, historyApi: { getHistory: getHistory.current } };
});

interface Row {
  id: number;
  name: string;
}
const ROWS: Row[] = [
  { id: 1, name: '甲企业' },
  { id: 2, name: '乙企业' },
];
const renderPage = (path: string) =>
  render(
    <App>
      <ResourcePage<Row>
        noun="企业"
        list={entry(path, 'loggedIn', () => ({ list: ROWS, total: ROWS.length }))}
        columns={[{ title: '名称', dataIndex: 'name' }]}
      />
    </App>,
  );

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('变更记录 on a resource page', () => {
  beforeEach(() => localStorage.setItem(STORAGE_KEYS.role, 'agent'));

  it('opens the row’s timeline in a drawer: who, when, what changed, a secret only as changed', async () => {
    renderPage('/api/company/list');
    await screen.findByText('乙企业');
    await act(async () => fireEvent.click(screen.getAllByText('变更记录')[1]));
    expect(await screen.findByText('企业变更记录')).toBeTruthy();
    // The timeline is loaded with the drawer's first opening: wait for it, then for its entries.
    expect(await screen.findByText('状态：正常 → 停用', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(getHistory.current).toHaveBeenCalledWith({ list: '/api/company/list', id: 2 });
    expect(screen.getByText('密码：已修改')).toBeTruthy();
    expect(screen.getByText('企业名称：甲企业')).toBeTruthy();
    expect(screen.getByText('2026-12-06 10:00:00')).toBeTruthy();
    expect(screen.getByText('admin 保存企业（修改）')).toBeTruthy();
  });

  it('is offered only on lists the trail covers, and only to the roles that read it', async () => {
    renderPage('/api/test/list');
    await screen.findByText('甲企业');
    expect(screen.queryByText('变更记录')).toBeNull();
    cleanup();
    localStorage.setItem(STORAGE_KEYS.role, 'company');
    renderPage('/api/company/list');
    await screen.findByText('甲企业');
    expect(screen.queryByText('变更记录')).toBeNull();
  });
});
