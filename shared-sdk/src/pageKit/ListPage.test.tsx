import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/envelope';
import { SHELL_TEXTS } from '../messages';
import { ListPage, sortParams } from './ListPage';

afterEach(cleanup);

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
        <ListPage<{ id: number; amount: number }>
          rowKey="id"
          fetch={fetch}
          columns={[{ title: '金额', dataIndex: 'amount', key: 'amount', sorter: true }]}
        />
      </App>,
    );
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(fetch).toHaveBeenLastCalledWith({ pageIndex: 1, pageSize: 10 });
    await act(async () => fireEvent.click(document.querySelector('th.ant-table-column-has-sorters')!));
    await waitFor(() => expect(fetch).toHaveBeenLastCalledWith({ sortField: 'amount', sortOrder: 'ascend', pageIndex: 1, pageSize: 10 }));
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
    ['an HTTP 500 (spec section 8: only logged)', new ApiError('server', SHELL_TEXTS.serverError, 500)],
    ['a server message the client already showed', new ApiError('business', '无权限访问该数据', 403, true)],
  ])('says nothing more about %s, but stops loading', async (_case, error) => {
    const fetch = failingList(error);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).toBeNull());
    expect(screen.queryByText(/数据加载失败/)).toBeNull();
  });

  it('says once why a list failed to load when the client showed nothing (network, other HTTP errors)', async () => {
    failingList(new ApiError('network', SHELL_TEXTS.networkError));
    expect(await screen.findAllByText(`数据加载失败：${SHELL_TEXTS.networkError}`)).toHaveLength(1);
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
});
