import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import type { PageQuery } from '../api/envelope';
import { JUMP_ROWS, ListPage, pageRequest, PAGING_TEXTS, type LastPage, type Query } from './ListPage';

/** Paging at scale (local-backend/CONTRACT.md): page turns by cursor, jumps within JUMP_ROWS, the total counted once. */
describe('pageRequest', () => {
  const base = JSON.stringify({ name: '甲', pageSize: 10 });
  const ask = (pageIndex: number): Query & PageQuery => ({ name: '甲', pageIndex, pageSize: 10, seek: 1 });
  const last: LastPage = { base, request: ask(3), next: 'N3', prev: 'P3' };

  it('turns to the next and previous page by cursor, and jumps by number, without counting again', () => {
    expect(pageRequest(ask(4), last, base)).toEqual({ ...ask(4), after: 'N3', count: 'none' });
    expect(pageRequest(ask(2), last, base)).toEqual({ ...ask(2), before: 'P3', count: 'none' });
    expect(pageRequest(ask(9), last, base)).toEqual({ ...ask(9), count: 'none' });
    // A page without a cursor that way (an answer without cursors): by number.
    expect(pageRequest(ask(4), { ...last, next: undefined }, base)).toEqual({ ...ask(4), count: 'none' });
  });

  it('asks afresh, with a count, on a first page, another search, order or size, and asks the page on screen again as it was asked', () => {
    expect(pageRequest(ask(1), null, base)).toEqual(ask(1));
    expect(pageRequest(ask(4), last, JSON.stringify({ name: '乙', pageSize: 10 }))).toEqual(ask(4));
    const turned: LastPage = { ...last, request: { ...ask(4), after: 'N3', count: 'none' } };
    expect(pageRequest(ask(4), turned, base)).toEqual({ ...ask(4), after: 'N3' });
  });
});

describe('ListPage paging at scale', () => {
  type Row = { id: number };
  /** A list of `total` rows (an estimate past `budget`), answering cursors as the server does. */
  function bigList(total: number, estimated: boolean) {
    const fetch = vi.fn(async (query: Query & PageQuery) => {
      const start = query.after
        ? Number(String(query.after).slice(1))
        : query.before
          ? Number(String(query.before).slice(1)) - query.pageSize - 1
          : (query.pageIndex - 1) * query.pageSize;
      const list = Array.from({ length: query.pageSize }, (_, i) => ({ id: start + i + 1 }));
      const counted =
        query.count === 'none'
          ? {}
          : { total: query.count === 'exact' ? total + 3 : total, ...(estimated && query.count !== 'exact' ? { estimated: true } : {}) };
      return { list, ...counted, next: `r${start + query.pageSize}`, ...(start > 0 ? { prev: `r${start + 1}` } : {}) } as unknown as {
        list: Row[];
        total: number;
      };
    });
    render(
      <App>
        <ListPage<Row> rowKey="id" fetch={fetch} columns={[{ title: '编号', dataIndex: 'id' }]} />
      </App>,
    );
    return fetch;
  }

  it('shows 约 N 条 for an estimate, turns pages by cursor without counting, and counts exactly on 精确计数', async () => {
    const fetch = bigList(1_234_567, true);
    await screen.findByText(PAGING_TEXTS.estimated(1_234_567));
    expect(screen.getByText('约 1,234,567 条')).toBeTruthy();
    expect(fetch).toHaveBeenLastCalledWith({ pageIndex: 1, pageSize: 10, seek: 1 });
    expect(document.querySelector('.ant-pagination')).toBeNull();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: PAGING_TEXTS.next })));
    await waitFor(() => expect(fetch).toHaveBeenLastCalledWith({ pageIndex: 2, pageSize: 10, seek: 1, after: 'r10', count: 'none' }));
    await screen.findByRole('cell', { name: '11' });
    expect(screen.getByText(PAGING_TEXTS.page(2))).toBeTruthy();
    // The total on screen stands: the turn asked none.
    expect(screen.getByText('约 1,234,567 条')).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: PAGING_TEXTS.next })));
    await waitFor(() => expect(fetch).toHaveBeenLastCalledWith({ pageIndex: 3, pageSize: 10, seek: 1, after: 'r20', count: 'none' }));
    await screen.findByRole('cell', { name: '21' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: PAGING_TEXTS.previous })));
    await waitFor(() => expect(fetch).toHaveBeenLastCalledWith({ pageIndex: 2, pageSize: 10, seek: 1, before: 'r21', count: 'none' }));
    await screen.findByRole('cell', { name: '11' });

    await act(async () => fireEvent.click(screen.getByRole('button', { name: PAGING_TEXTS.exactCount })));
    await waitFor(() => expect(fetch).toHaveBeenLastCalledWith({ pageIndex: 2, pageSize: 10, seek: 1, before: 'r21', count: 'exact' }));
    await screen.findByText('共 1,234,570 条');
    expect(screen.queryByRole('button', { name: PAGING_TEXTS.exactCount })).toBeNull();
  });

  it('jumps by number only within the first JUMP_ROWS rows', async () => {
    const fetch = bigList(500_000, false);
    await screen.findByText('共 500,000 条');
    const jump = screen.getByRole('spinbutton', { name: PAGING_TEXTS.jumpTo });
    expect(jump.getAttribute('aria-valuemax')).toBe(String(JUMP_ROWS / 10));
    fireEvent.change(jump, { target: { value: '50000' } });
    await act(async () => fireEvent.keyDown(jump, { key: 'Enter', code: 'Enter', keyCode: 13 }));
    await waitFor(() => expect(fetch).toHaveBeenLastCalledWith({ pageIndex: JUMP_ROWS / 10, pageSize: 10, seek: 1, count: 'none' }));
    await screen.findByText(PAGING_TEXTS.page(JUMP_ROWS / 10));
  });

  it('keeps antd’s pager and 共 N 条 for a list within its jumps, and turns its next page by cursor too', async () => {
    const fetch = bigList(95, false);
    await screen.findByText('共 95 条');
    expect(screen.queryByRole('button', { name: PAGING_TEXTS.next })).toBeNull();
    await act(async () => fireEvent.click(document.querySelector('.ant-pagination-item-2')!));
    await waitFor(() => expect(fetch).toHaveBeenLastCalledWith({ pageIndex: 2, pageSize: 10, seek: 1, after: 'r10', count: 'none' }));
    await act(async () => fireEvent.click(document.querySelector('.ant-pagination-item-5')!));
    await waitFor(() => expect(fetch).toHaveBeenLastCalledWith({ pageIndex: 5, pageSize: 10, seek: 1, count: 'none' }));
    expect(screen.getByText('共 95 条')).toBeTruthy();
  });

  it('asks a page again by number when the server no longer takes its cursor', async () => {
    const fetch = bigList(1_000_000, true);
    await screen.findByText('约 1,000,000 条');
    fetch.mockImplementationOnce(async () => Promise.reject(new Error('翻页位置已失效，请从第一页重新查询')));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: PAGING_TEXTS.next })));
    await waitFor(() => expect(fetch).toHaveBeenLastCalledWith({ pageIndex: 2, pageSize: 10, seek: 1, count: 'none' }));
    await screen.findByRole('cell', { name: '11' });
  });
});
