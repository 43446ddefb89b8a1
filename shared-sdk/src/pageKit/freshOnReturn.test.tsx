import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contractBuilders, defineResource, type Transport } from '../contract';
import { FormDialog } from './FormDialog';
import { STALE_AFTER_MS } from './freshOnReturn';
import { ListPage } from './ListPage';
import { Loaded } from './Loaded';
import { PageActiveContext } from './pageActive';

afterEach(() => vi.restoreAllMocks());

/** Contract entries of another area, answered here: a write (a save) and a read (a list). */
const ok = async () => ({ code: 200, message: '操作成功', data: { list: [], total: 0 } as never });
const transport = { get: vi.fn(ok), post: vi.fn(ok) } as unknown as Transport;
const call = contractBuilders(async () => transport);
const batches = defineResource({ name: { label: '名称', kind: 'text', form: true } });
const saveBatch = call.save('/api/batch/saveBatch', 'loggedIn', batches);
const listBatches = call.list('/api/batch/list', 'loggedIn', batches);

/** What the shell does to a kept tab: the page stays mounted, only whether it is shown changes. */
function KeptTab({ children }: { children: ReactNode }) {
  const [active, setActive] = useState(true);
  return (
    <App>
      <button type="button" onClick={() => setActive((now) => !now)}>
        {active ? '离开' : '回来'}
      </button>
      <PageActiveContext.Provider value={active}>{children}</PageActiveContext.Provider>
    </App>
  );
}

type Row = { id: number; used: number };

/** A list of 30 rows whose answers are held until `answer` is called; its toolbar opens a dialog. */
function keptList() {
  const answers: ((used: number) => void)[] = [];
  const fetch = vi.fn(() => new Promise<{ list: Row[]; total: number }>((resolve) => answers.push((used) => resolve({ list: [{ id: 1, used }], total: 30 }))));
  render(
    <KeptTab>
      <ListPage<Row>
        rowKey="id"
        fetch={fetch}
        filters={[{ kind: 'text', name: 'name', label: '名称' }]}
        columns={[{ title: '已用', dataIndex: 'used' }]}
        toolbar={() => (
          <FormDialog
            title="备注"
            trigger={<button type="button">写备注</button>}
            fields={[{ name: 'note', label: '备注' }]}
            onSubmit={vi.fn(async () => null)}
          />
        )}
      />
    </KeptTab>,
  );
  const answer = (used: number) => act(async () => answers.at(-1)!(used));
  return { fetch, answer };
}

const toggle = (label: '离开' | '回来') => act(async () => fireEvent.click(screen.getByText(label)));

/** Searches 名称 甲 and goes to page 2, answering each request with `used`. */
async function searchAndPage({ fetch, answer }: ReturnType<typeof keptList>, used: number) {
  await answer(used);
  fireEvent.change(screen.getByLabelText('名称'), { target: { value: '甲' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: /查\s*询/ })));
  await waitFor(() => expect(fetch).toHaveBeenLastCalledWith({ name: '甲', pageIndex: 1, pageSize: 10, seek: 1 }));
  await answer(used);
  await act(async () => fireEvent.click(screen.getByTitle('2')));
  await waitFor(() => expect(fetch).toHaveBeenLastCalledWith(SEARCHED));
  await answer(used);
}

/** Page 2 of the search: by number (these answers have no cursors), keeping the total on screen. */
const SEARCHED = { name: '甲', pageIndex: 2, pageSize: 10, seek: 1, count: 'none' };
/** The page on screen asked again: as it was asked, with a count. */
const AGAIN = { name: '甲', pageIndex: 2, pageSize: 10, seek: 1 };

describe('a kept list shown again', () => {
  it('after a write elsewhere in the console, asks again for what it shows, keeping its rows until the answer, its search and its page', async () => {
    const list = keptList();
    await searchAndPage(list, 724);
    expect(list.fetch).toHaveBeenLastCalledWith(SEARCHED);
    const asked = list.fetch.mock.calls.length;

    await toggle('离开');
    await saveBatch({ name: '新批次' });
    await toggle('回来');

    await waitFor(() => expect(list.fetch).toHaveBeenCalledTimes(asked + 1));
    expect(list.fetch).toHaveBeenLastCalledWith(AGAIN);
    // While it asks, the rows stay as they were, with no loading state over them.
    expect(screen.getByRole('cell', { name: '724' })).toBeTruthy();
    expect(document.querySelector('.ant-spin-spinning')).toBeNull();
    await list.answer(728);
    expect(screen.getByRole('cell', { name: '728' })).toBeTruthy();
    expect((screen.getByLabelText('名称') as HTMLInputElement).value).toBe('甲');
    expect(document.querySelector('.ant-pagination-item-active')?.textContent).toBe('2');
  });

  it('asks nothing when nothing was written since (a read is no write) and its data is younger than STALE_AFTER_MS', async () => {
    const list = keptList();
    await searchAndPage(list, 724);
    const asked = list.fetch.mock.calls.length;

    await toggle('离开');
    await listBatches({});
    await toggle('回来');
    await toggle('离开');
    await toggle('回来');

    // A refresh would have started in the effects `act` ran when the page showed.
    await act(async () => {});
    expect(list.fetch).toHaveBeenCalledTimes(asked);
  });

  it(`asks again, with no write, once its data is ${STALE_AFTER_MS / 60_000} minutes old`, async () => {
    const list = keptList();
    await list.answer(724);
    const asked = list.fetch.mock.calls.length;
    const fetchedAt = Date.now();

    await toggle('离开');
    vi.spyOn(Date, 'now').mockReturnValue(fetchedAt + STALE_AFTER_MS);
    await toggle('回来');

    await waitFor(() => expect(list.fetch).toHaveBeenCalledTimes(asked + 1));
  });

  it('keeps an open dialog and what was typed in it', async () => {
    const list = keptList();
    await list.answer(724);
    await act(async () => fireEvent.click(screen.getByText('写备注')));
    fireEvent.change(await screen.findByPlaceholderText('请输入备注'), { target: { value: '稍后再批' } });
    const asked = list.fetch.mock.calls.length;

    await toggle('离开');
    await saveBatch({ name: '新批次' });
    await toggle('回来');
    await waitFor(() => expect(list.fetch).toHaveBeenCalledTimes(asked + 1));
    await list.answer(728);

    const dialog = screen.getByRole('dialog');
    expect((within(dialog).getByPlaceholderText('请输入备注') as HTMLInputElement).value).toBe('稍后再批');
    expect(dialog.closest('.ant-modal-wrap')?.getAttribute('style') ?? '').not.toContain('display: none');
  });
});

describe('a kept loaded declaration shown again', () => {
  it('after a write loads again behind the page, which keeps its data if the load fails', async () => {
    const load = vi.fn(async () => ['客户来源']);
    render(
      <KeptTab>
        <Loaded load={load} failedTitle="加载失败">
          {(fields) => <p>{fields.join('、')}</p>}
        </Loaded>
      </KeptTab>,
    );
    await screen.findByText('客户来源');
    load.mockRejectedValueOnce(new Error('断网'));

    await toggle('离开');
    await saveBatch({ name: '新批次' });
    await toggle('回来');

    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(screen.getByText('客户来源')).toBeTruthy();
    expect(screen.queryByText('加载失败')).toBeNull();
  });
});
