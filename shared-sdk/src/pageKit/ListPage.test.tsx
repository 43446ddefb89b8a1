import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/envelope';
import { ROWS_SHOWN_EVENT } from '../constants';
import { SHELL_TEXTS } from '../messages';
import { FIRST_DRAW_HOLD_MS, LIST_TEXTS, LIVE_REFRESH_MS, ListPage, sortParams } from './ListPage';
import { PageActiveContext } from './pageActive';

describe('sortParams', () => {
  it('turns a sorted column into sortField and sortOrder', () => {
    expect(sortParams({ columnKey: 'amount', order: 'ascend' })).toEqual({ sortField: 'amount', sortOrder: 'ascend' });
    expect(sortParams({ field: 'createdAt', order: 'descend' })).toEqual({ sortField: 'createdAt', sortOrder: 'descend' });
    expect(sortParams([{ columnKey: 'amount', order: 'descend' }])).toEqual({ sortField: 'amount', sortOrder: 'descend' });
  });

  it('sends nothing once the order is cleared', () => {
    expect(sortParams({ columnKey: 'amount', order: null })).toEqual({});
    expect(sortParams({})).toEqual({});
  });
});

describe('ListPage', () => {
  it('asks the server for the sorted order when a sortable header is clicked, from the first page', async () => {
    const fetch = vi.fn(async () => ({ list: [{ id: 1, amount: 5 }], total: 1 }));
    render(
      <App>
        <ListPage<{ id: number; amount: number }> rowKey="id" fetch={fetch} columns={[{ title: '金额', dataIndex: 'amount', key: 'amount', sorter: true }]} />
      </App>,
    );
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(fetch).toHaveBeenLastCalledWith({ pageIndex: 1, pageSize: 10, seek: 1 });
    await act(async () => fireEvent.click(document.querySelector('th.ant-table-column-has-sorters')!));
    await waitFor(() => expect(fetch).toHaveBeenLastCalledWith({ sortField: 'amount', sortOrder: 'ascend', pageIndex: 1, pageSize: 10, seek: 1 }));
  });

  /** A list of one filter and one column whose fetch answers when `answer` is called. */
  function heldList() {
    let answer = (_rows: { id: number }[]) => {};
    const fetch = vi.fn(() => new Promise<{ list: { id: number }[]; total: number }>((resolve) => (answer = (list) => resolve({ list, total: list.length }))));
    render(
      <App>
        <ListPage<{ id: number }>
          rowKey="id"
          fetch={fetch}
          filters={[{ kind: 'text', name: 'name', label: '名称' }]}
          columns={[{ title: '编号', dataIndex: 'id' }]}
        />
      </App>,
    );
    return { fetch, answer: (rows: { id: number }[]) => act(async () => answer(rows)) };
  }

  it('is drawn once, with its first rows: until the first answer it holds its draw (busy), having asked already', async () => {
    const { fetch, answer } = heldList();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(document.querySelector('.console-list-page[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByLabelText('名称')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    await answer([{ id: 7 }]);
    expect(screen.getByLabelText('名称')).toBeTruthy();
    expect(screen.getByRole('cell', { name: '7' })).toBeTruthy();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("says once, from its card, when its first answer's rows are on screen (not before the answer, not on a reload)", async () => {
    const shown = vi.fn((event: Event) => expect((event.target as Element).querySelector('.ant-table-row')).not.toBeNull());
    document.addEventListener(ROWS_SHOWN_EVENT, shown);
    try {
      const { fetch, answer } = heldList();
      expect(shown).not.toHaveBeenCalled();
      await answer([{ id: 7 }]);
      expect(shown).toHaveBeenCalledTimes(1);
      fireEvent.change(screen.getByLabelText('名称'), { target: { value: 'x' } });
      await act(async () => fireEvent.click(document.querySelector('button[type="submit"]')!));
      expect(fetch).toHaveBeenCalledTimes(2);
      await answer([{ id: 8 }]);
      expect(shown).toHaveBeenCalledTimes(1);
    } finally {
      document.removeEventListener(ROWS_SHOWN_EVENT, shown);
    }
  });

  it('says nothing of rows shown when its first answer failed', async () => {
    const shown = vi.fn();
    document.addEventListener(ROWS_SHOWN_EVENT, shown);
    try {
      render(
        <App>
          <ListPage<{ id: number }>
            rowKey="id"
            fetch={async () => Promise.reject(new ApiError('server', '服务器错误'))}
            columns={[{ title: '编号', dataIndex: 'id' }]}
          />
        </App>,
      );
      await screen.findByText(LIST_TEXTS.notLoaded);
      expect(shown).not.toHaveBeenCalled();
    } finally {
      document.removeEventListener(ROWS_SHOWN_EVENT, shown);
    }
  });

  it(`shows its form and a loading table when the first answer takes longer than ${FIRST_DRAW_HOLD_MS} ms`, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { fetch, answer } = heldList();
    act(() => vi.advanceTimersByTime(FIRST_DRAW_HOLD_MS - 1));
    expect(screen.queryByLabelText('名称')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    expect(screen.getByLabelText('名称')).toBeTruthy();
    expect(document.querySelector('.ant-spin-spinning')).not.toBeNull();
    await answer([{ id: 8 }]);
    expect(screen.getByRole('cell', { name: '8' })).toBeTruthy();
    expect(document.querySelector('.ant-spin-spinning')).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  /** Renders a list whose every load fails with `error`; answers the fetch mock. */
  function failingList(error: ApiError) {
    const fetch = vi.fn(async () => Promise.reject(error));
    render(
      <App>
        <ListPage<{ id: number }> rowKey="id" fetch={fetch} columns={[{ title: '编号', dataIndex: 'id' }]} />
      </App>,
    );
    return fetch;
  }

  it.each([
    [
      'an HTTP 500 (spec section 8: only logged by the client)',
      new ApiError('server', SHELL_TEXTS.serverError, 500),
      `${LIST_TEXTS.loadFailed}：${SHELL_TEXTS.serverError}`,
    ],
    ['a server message the client already showed', new ApiError('business', '无权限访问该数据', 403, true), LIST_TEXTS.loadFailed],
    ['a network error', new ApiError('network', SHELL_TEXTS.networkError), `${LIST_TEXTS.loadFailed}：${SHELL_TEXTS.networkError}`],
  ])('says in the list that loading failed after %s, with 重试 that asks again', async (_case, error, said) => {
    const fetch = failingList(error);
    expect(await screen.findAllByText(said)).toHaveLength(1);
    expect(screen.getByText(LIST_TEXTS.notLoaded)).toBeTruthy();
    expect(screen.queryByText(/共 \d+ 条/)).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '重 试' })));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
  });

  it('says nothing while the client takes the user to /login (HTTP 401)', async () => {
    const fetch = failingList(new ApiError('unauthorized', '', 401));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(document.querySelector('.ant-spin-spinning, [aria-busy="true"]')).toBeNull());
    expect(screen.queryByText(new RegExp(LIST_TEXTS.loadFailed))).toBeNull();
  });

  it('shows 共 0 条 for an empty result, and with filters set says they matched nothing and clears them', async () => {
    const fetch = vi.fn(async () => ({ list: [], total: 0 }));
    render(
      <App>
        <ListPage<{ id: number }>
          rowKey="id"
          ownState
          fetch={fetch}
          filters={[{ kind: 'text', name: 'phone', label: '电话' }]}
          columns={[{ title: '编号', dataIndex: 'id' }]}
        />
      </App>,
    );
    expect(await screen.findByText('共 0 条')).toBeTruthy();
    expect(screen.queryByText(LIST_TEXTS.noMatch)).toBeNull();
    fireEvent.change(screen.getByLabelText('电话'), { target: { value: '139' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /查\s*询/ })));
    await waitFor(() => expect(fetch).toHaveBeenLastCalledWith({ phone: '139', pageIndex: 1, pageSize: 10, seek: 1 }));
    expect(await screen.findByText(LIST_TEXTS.noMatch)).toBeTruthy();
    expect(screen.getByText('共 0 条')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: LIST_TEXTS.clearFilters })));
    await waitFor(() => expect(fetch).toHaveBeenLastCalledWith({ pageIndex: 1, pageSize: 10, seek: 1 }));
    await waitFor(() => expect(screen.queryByText(LIST_TEXTS.noMatch)).toBeNull());
    expect((screen.getByLabelText('电话') as HTMLInputElement).value).toBe('');
  });

  it('lets a batch action clear the selection', async () => {
    const fetch = vi.fn(async () => ({ list: [{ id: 1 }, { id: 2 }], total: 2 }));
    render(
      <App>
        <ListPage<{ id: number }>
          rowKey="id"
          selectable
          fetch={fetch}
          columns={[{ title: '编号', dataIndex: 'id' }]}
          toolbar={({ selectedRowKeys, clearSelection }) => (
            <button type="button" onClick={clearSelection}>
              已选 {selectedRowKeys.length}
            </button>
          )}
        />
      </App>,
    );
    await screen.findByText('已选 0');
    // The rows first: a "select all" before they arrive selects nothing (flaky on a loaded machine).
    await waitFor(() => expect(document.querySelectorAll('.ant-table-row')).toHaveLength(2));
    const [all] = screen.getAllByRole('checkbox');
    await act(async () => fireEvent.click(all));
    await screen.findByText('已选 2');
    await act(async () => fireEvent.click(screen.getByText('已选 2')));
    await screen.findByText('已选 0');
  });

  describe('a live list (liveWhile)', () => {
    type Batch = { id: number; status: string; called: number };
    /** A list of batches, live while one is 进行中, answering `answers` in turn (the last one again after). */
    function liveList(answers: Batch[][], active = true) {
      const fetch = vi.fn(async () => ({ list: answers[Math.min(fetch.mock.calls.length, answers.length) - 1], total: 1 }));
      render(
        <PageActiveContext.Provider value={active}>
          <App>
            <ListPage<Batch>
              rowKey="id"
              fetch={fetch}
              liveWhile={(rows) => rows.some((row) => row.status === '进行中')}
              columns={[
                { title: '状态', dataIndex: 'status' },
                { title: '已呼叫', dataIndex: 'called', render: (called: number) => `已呼叫 ${called}` },
              ]}
            />
          </App>
        </PageActiveContext.Provider>,
      );
      return fetch;
    }
    const tick = () => act(async () => void vi.advanceTimersByTime(LIVE_REFRESH_MS));
    beforeEach(() => void vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] }));
    afterEach(() => void vi.useRealTimers());

    it('asks again every LIVE_REFRESH_MS while its rows are live, with no loading state, and stops once they are not', async () => {
      const fetch = liveList([[{ id: 1, status: '进行中', called: 1 }], [{ id: 1, status: '进行中', called: 2 }], [{ id: 1, status: '已完成', called: 3 }]]);
      expect(await screen.findByText('已呼叫 1')).toBeTruthy();
      await tick();
      expect(document.querySelector('.ant-spin-spinning')).toBeNull();
      expect(await screen.findByText('已呼叫 2')).toBeTruthy();
      await tick();
      expect(await screen.findByText('已呼叫 3')).toBeTruthy();
      await tick();
      await tick();
      expect(fetch).toHaveBeenCalledTimes(3);
    });

    it('asks nothing while its page is not on screen', async () => {
      const fetch = liveList([[{ id: 1, status: '进行中', called: 1 }]], false);
      expect(await screen.findByText('已呼叫 1')).toBeTruthy();
      await tick();
      await tick();
      expect(fetch).toHaveBeenCalledTimes(1);
    });
  });
});
