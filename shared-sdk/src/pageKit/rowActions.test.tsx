import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../session/storageKeys';
import { entry } from './entry.testing';
import { ResourcePage, ROW_ACTIONS_VISIBLE, type ResourcePageConfig } from './ResourcePage';

interface Row {
  id: number;
  name: string;
}

const ROWS: Row[] = [{ id: 1, name: '甲' }];
const list = entry('/api/test/list', 'loggedIn', () => ({ list: ROWS, total: ROWS.length }));
const renderPage = (props: Partial<ResourcePageConfig<Row>>) =>
  render(
    <App>
      <ResourcePage<Row> noun="记录" rowKey="id" list={list} columns={[{ title: '名称', dataIndex: 'name' }]} {...props} />
    </App>,
  );
/** The row's action cell. */
const cell = async () => (await screen.findByText('甲')).closest('tr')!.querySelector<HTMLElement>('td:last-child')!;
const buttonsOf = (element: HTMLElement) =>
  within(element)
    .queryAllByRole('button')
    .map((button) => button.getAttribute('aria-label') ?? button.textContent);
const openMore = async () => {
  const more = within(await cell()).getByRole('button', { name: '更多' });
  await act(async () => fireEvent.click(more));
  return screen.findByRole('menu');
};
const itemsOf = (menu: HTMLElement) => within(menu).getAllByRole('menuitem');

const edit = { call: entry('/api/test/update', ['company']) };
const remove = () => ({ call: entry('/api/test/delete', ['company']), confirm: (row: Row) => `确定删除「${row.name}」吗？` });
const action = (label: string, extra: Partial<NonNullable<ResourcePageConfig<Row>['rowActions']>[number]> = {}) => ({ label, run: vi.fn(), ...extra });

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.role, 'company');
  list.mockClear();
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('a row’s actions', () => {
  it(`are all buttons up to ${ROW_ACTIONS_VISIBLE + 1}: 更多 never holds a single action`, async () => {
    renderPage({ form: { fields: [{ name: 'name', label: '名称' }], edit }, rowActions: [action('停用'), action('启用')], remove: remove() });
    expect(buttonsOf(await cell())).toEqual(['编辑', '停用', '启用', '删除']);
  });

  it('beyond that keep the first ones and fold the rest into 更多, in their order, delete in red', async () => {
    renderPage({
      form: { fields: [{ name: 'name', label: '名称' }], edit },
      rowActions: [action('停用'), action('启用'), action('重置密码', { danger: true }), action('跟进记录')],
      remove: remove(),
    });
    expect(buttonsOf(await cell())).toEqual(['编辑', '停用', '启用', '更多']);
    const items = itemsOf(await openMore());
    expect(items.map((item) => item.textContent)).toEqual(['重置密码', '跟进记录', '删除']);
    expect(items.map((item) => item.className.includes('danger'))).toEqual([true, false, true]);
  });

  it('counts only what this user is offered on this row: hidden actions fold nothing', async () => {
    renderPage({
      form: { fields: [{ name: 'name', label: '名称' }], edit },
      rowActions: [action('审核', { call: entry('/api/test/review', ['admin']) }), action('启用', { visible: () => false }), action('停用'), action('导出')],
      remove: remove(),
    });
    expect(buttonsOf(await cell())).toEqual(['编辑', '停用', '导出', '删除']);
  });

  it('runs a folded action from the menu; the menu takes the focus and Esc gives it back', async () => {
    const run = vi.fn();
    renderPage({
      form: { fields: [{ name: 'name', label: '名称' }], edit },
      rowActions: [action('停用'), action('导出'), action('转派'), action('催办', { run })],
    });
    const menu = await openMore();
    await act(async () => fireEvent.click(itemsOf(menu)[1]!));
    expect(run).toHaveBeenCalledTimes(1);
    expect(run.mock.calls[0]![0]).toEqual(ROWS[0]);

    // Keyboard: the menu 更多 opens takes the focus (arrows and Enter then act: the browser flow of /customer), Esc gives it back to 更多.
    const again = await openMore();
    await waitFor(() => expect(again.contains(document.activeElement) || document.activeElement === again).toBe(true));
    await act(async () => void fireEvent.keyDown(window, { key: 'Escape', keyCode: 27, which: 27 }));
    expect(document.activeElement).toBe(within(await cell()).getByRole('button', { name: '更多' }));
  });

  it('asks a folded action’s question in a dialog, danger in red, and acts only on 确定', async () => {
    const removing = remove();
    renderPage({ form: { fields: [{ name: 'name', label: '名称' }], edit }, rowActions: [action('停用'), action('导出'), action('转派')], remove: removing });
    const last = itemsOf(await openMore()).at(-1)!;
    await act(async () => fireEvent.click(last));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('提示');
    expect(dialog.textContent).toContain('确定删除「甲」吗？');
    const ok = within(dialog).getByRole('button', { name: /确\s*定/ });
    expect(ok.className).toContain('dangerous');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: /取\s*消/ })));
    expect(removing.call).not.toHaveBeenCalled();

    const again = itemsOf(await openMore()).at(-1)!;
    await act(async () => fireEvent.click(again));
    const confirm = within((await screen.findAllByRole('dialog')).at(-1)!).getByRole('button', { name: /确\s*定/ });
    await act(async () => fireEvent.click(confirm));
    await waitFor(() => expect(removing.call).toHaveBeenCalledWith({ id: 1 }));
    expect(await screen.findByText('删除成功')).toBeTruthy();
    // The list is asked again after the change.
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
  });
});
