import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../session/storageKeys';
import { entry } from './entry.testing';
import { declaredList } from './testing';
import { defineResource, pickFields } from '../contract/resource';
import { batchAction, createResourcePage, listFetch, ResourcePage, rowAction, type ResourcePageConfig } from './ResourcePage';

interface Row {
  id: number;
  name: string;
  companyId: number;
}

const ROWS: Row[] = [
  { id: 1, name: '甲', companyId: 7 },
  { id: 2, name: '乙', companyId: 7 },
  { id: 3, name: '丙', companyId: 8 },
];

const list = entry('/api/test/list', 'loggedIn', () => ({ list: ROWS, total: ROWS.length }));
const renderPage = (props: Partial<ResourcePageConfig<Row>>) =>
  render(
    <App>
      <ResourcePage<Row> noun="记录" rowKey="id" list={list} columns={[{ title: '名称', dataIndex: 'name' }]} {...props} />
    </App>,
  );
const okButton = () => screen.getAllByRole('button', { name: /确\s*定|OK/ }).at(-1)!;

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.role, 'company');
  list.mockClear();
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('ResourcePage', () => {
  it('offers an action to the roles of the call it makes, and only where its own gate holds too', async () => {
    renderPage({
      form: { fields: [{ name: 'name', label: '名称' }], add: { call: entry('/api/test/add', ['company']) } },
      rowActions: [
        { label: '审核', call: entry('/api/test/review', ['admin']), run: vi.fn() },
        { label: '停用', call: entry('/api/test/stop', ['company']), when: () => false, run: vi.fn() },
        { label: '启用', call: entry('/api/test/start', ['company']), visible: (row) => row.id === 1, run: vi.fn() },
      ],
    });
    expect(await screen.findByText('甲')).toBeTruthy();
    expect(screen.getByRole('button', { name: /新增记录/ })).toBeTruthy();
    expect(screen.queryByText('审核')).toBeNull();
    expect(screen.queryByText('停用')).toBeNull();
    expect(screen.getAllByText('启用')).toHaveLength(1);
  });

  it('asks for a row action’s values in its own dialog, sends them with the row, and keeps them when the save fails', async () => {
    const run = vi.fn().mockRejectedValueOnce(new Error('已说明')).mockResolvedValue(null);
    renderPage({
      rowActions: [
        {
          label: '写备注',
          form: { fields: [{ name: 'note', label: '备注', required: true }], title: (row) => `写备注：${row.name}` },
          run,
          successMessage: '备注已记录',
        },
      ],
    });
    expect(await screen.findByText('甲')).toBeTruthy();
    await act(async () => fireEvent.click((await screen.findAllByText('写备注'))[1]));
    expect(await screen.findByText('写备注：乙')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('备注'), { target: { value: '明天回电' } });
    await act(async () => fireEvent.click(okButton()));
    await waitFor(() => expect(run).toHaveBeenCalledTimes(1));
    expect(run.mock.calls[0][0]).toEqual(ROWS[1]);
    expect(run.mock.calls[0][2]).toEqual({ note: '明天回电' });
    expect((screen.getByLabelText('备注') as HTMLInputElement).value).toBe('明天回电');
    await act(async () => fireEvent.click(okButton()));
    expect(await screen.findByText('备注已记录')).toBeTruthy();
  });

  it('types an action’s own fields: its run gets their values by key, from its own declaration or picked from a resource', async () => {
    const purchases = defineResource({
      months: { label: '月数', kind: 'number', form: true, min: 1 },
      remark: { label: '备注', kind: 'text', form: true },
      createdAt: { label: '购买时间', kind: 'dateTime' },
    });
    const sent: { months: number; remark?: string | null; id: number }[] = [];
    renderPage({
      rowActions: [
        rowAction({
          label: '购买时长',
          form: {
            fields: pickFields(purchases, ['months', 'remark'], { months: { label: '购买月数', required: true } }),
            initialValues: () => ({ months: 1 }),
          },
          run: (row, _context, values) => void sent.push({ months: values.months, remark: values.remark, id: row.id }),
        }),
        rowAction({
          label: '改名',
          form: { fields: { name: { label: '新名称', kind: 'text', required: true } }, initialValues: (row) => ({ name: row.name }) },
          run: (row, _context, values) => void sent.push({ months: values.name.length, id: row.id }),
        }),
      ],
      batch: [
        batchAction({
          label: '续期',
          form: { fields: { months: { label: '月数', kind: 'number', required: true } } },
          run: async (rows, values) => `${rows.length} × ${values.months.toFixed(0)}`,
        }),
      ],
    });
    expect(await screen.findByText('甲')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getAllByText('购买时长')[0]));
    expect(screen.getByLabelText('购买月数')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('备注'), { target: { value: ' 首购 ' } });
    await act(async () => fireEvent.click(okButton()));
    await waitFor(() => expect(sent).toEqual([{ months: 1, remark: '首购', id: 1 }]));

    // The compiler holds each key to the declaration.
    const wrong = [
      rowAction<Row, { months: { label: '月数'; kind: 'number' } }>({
        label: 'x',
        form: { fields: { months: { label: '月数', kind: 'number' } } },
        // @ts-expect-error a key the form does not declare
        run: (_r, _c, v) => void v.month,
      }),
      rowAction<Row, { months: { label: '月数'; kind: 'number' } }>({
        label: 'x',
        form: { fields: { months: { label: '月数', kind: 'number' } } },
        // @ts-expect-error an optional value used as if it were always given
        run: (_r, _c, v) => void v.months.toFixed(),
      }),
      rowAction({
        label: 'x',
        // @ts-expect-error an initial value of a key the form does not declare
        form: { fields: { months: { label: '月数', kind: 'number' } }, initialValues: () => ({ month: 1 }) },
        run: () => undefined,
      }),
      // @ts-expect-error a key the resource does not have
      pickFields(purchases, ['monts']),
    ];
    expect(wrong).toHaveLength(4);
  });

  it('shows a row in a side panel', async () => {
    renderPage({
      rowActions: [{ label: '详情', drawer: { title: (row) => `详情：${row.name}`, content: (row) => <p>企业 {row.companyId}</p> } }],
    });
    await screen.findByText('丙');
    await act(async () => fireEvent.click(screen.getAllByText(/详\s*情/)[2]));
    expect(await screen.findByText('详情：丙')).toBeTruthy();
    expect(screen.getByText('企业 8')).toBeTruthy();
  });

  it('checks a selection before a batch action’s dialog asks, then acts on the rows with the values', async () => {
    const run = vi.fn(async (rows: Row[], values: Record<string, unknown>) => `已转移 ${rows.length} 条给 ${values.to}`);
    renderPage({
      batch: [
        {
          label: '转移',
          check: (rows) => (new Set(rows.map((row) => row.companyId)).size === 1 ? undefined : '所选记录须属于同一企业'),
          form: { fields: [{ name: 'to', label: '接收人', required: true }] },
          run,
        },
        { label: '归档', visible: () => false, confirm: () => '归档吗', run: vi.fn() },
      ],
    });
    await screen.findByText('甲');
    expect(screen.queryByRole('button', { name: /归档/ })).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /转移/ })));
    expect(await screen.findByText('请先勾选要转移的记录')).toBeTruthy();
    const boxes = () => document.querySelectorAll<HTMLInputElement>('.ant-table-row input[type=checkbox]');
    await act(async () => fireEvent.click(boxes()[0]));
    await act(async () => fireEvent.click(boxes()[2]));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /转移/ })));
    expect(await screen.findByText('所选记录须属于同一企业')).toBeTruthy();
    await act(async () => fireEvent.click(boxes()[2]));
    await act(async () => fireEvent.click(boxes()[1]));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /转移/ })));
    expect(await screen.findByText('转移（已选 2 条）')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('接收人'), { target: { value: '王五' } });
    await act(async () => fireEvent.click(okButton()));
    expect(await screen.findByText('已转移 2 条给 王五')).toBeTruthy();
    expect(run.mock.calls[0][0].map((row) => row.id)).toEqual([1, 2]);
  });

  it('opens a panel of the page’s own content from the toolbar, drawn only while open', async () => {
    renderPage({
      panels: [
        { label: '阶段设置', content: () => <p>阶段列表</p> },
        { label: '管理员设置', call: entry('/api/test/settings', ['admin']), content: () => <p>不该出现</p> },
      ],
    });
    await screen.findByText('甲');
    expect(screen.queryByText('阶段列表')).toBeNull();
    expect(screen.queryByRole('button', { name: '管理员设置' })).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '阶段设置' })));
    expect(await screen.findByText('阶段列表')).toBeTruthy();
  });

  it('offers the import template next to the import', async () => {
    const template = entry('/api/test/template', 'loggedIn');
    renderPage({
      importer: { label: '导入记录', run: async () => '导入完成', template: template as never },
    });
    await screen.findByText('甲');
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: /下载导入模板/ })));
    expect(template).toHaveBeenCalledTimes(1);
  });
});

describe('createResourcePage', () => {
  it("answers its declaration for a route's params, the one the page draws (a test reads it, the page exports no parts)", async () => {
    const Page = createResourcePage<Row>(({ pool }) => ({ noun: '客户', list, params: { pool }, filters: pool === 'high' ? [] : undefined }), {
      load: async () => undefined,
      failedTitle: '加载失败',
      list: ({ pool }) => ({ list, params: { pool, early: 1 } }),
    });
    const declared = Page.declaration({ pool: 'high' });
    expect(declared).toMatchObject({ noun: '客户', params: { pool: 'high', early: 1 }, filters: [] });
    expect(Page.declaration({ pool: 'low' }).filters).toBeUndefined();
    await listFetch<Row>(declared.list, declared.params)({ pageIndex: 1, pageSize: 10 });
    expect(list).toHaveBeenCalledWith({ pageIndex: 1, pageSize: 10, pool: 'high', early: 1 });
  });

  it("reads a declared page's list for its test: the request, and the filters and columns a user sees", async () => {
    const things = defineResource({
      name: { label: '名称', kind: 'text', filter: true },
      companyName: { label: '所属企业', kind: 'text', filter: true },
    });
    const Page = createResourcePage<Row, undefined, typeof things>(({ pool }) => ({
      resource: things,
      noun: '东西',
      list,
      params: { pool },
      filters: (user) => (user.insideCompany ? ['name'] : ['name', 'companyName']),
      columns: ({ user }) => (user.insideCompany ? ['name'] : ['name', 'companyName']),
    }));
    const inside = declaredList(Page, { pool: 'high' }, { insideCompany: true });
    expect(inside.filters.map((field) => field.label)).toEqual(['名称']);
    expect(inside.columns.map((column) => column.title)).toEqual(['名称']);
    expect(declaredList(Page, {}, { insideCompany: false }).columns.map((column) => column.title)).toEqual(['名称', '所属企业']);
    await inside.fetch({ pageIndex: 2, pageSize: 10 });
    expect(list).toHaveBeenCalledWith({ pageIndex: 2, pageSize: 10, pool: 'high' });
  });

  it('declares one page for several routes from their params, after what it needs has loaded (with 重试 after a failure)', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('网络异常')).mockResolvedValue({ title: '客户名' });
    const Page = createResourcePage<Row, { title: string }>(
      ({ pool }, data) => ({ noun: '客户', rowKey: 'id', list, params: { pool }, columns: [{ title: data.title, dataIndex: 'name' }] }),
      { load, failedTitle: '字段配置加载失败' },
    );
    render(
      <App>
        <Page params={{ pool: 'high' }} />
      </App>,
    );
    expect(await screen.findByText('字段配置加载失败')).toBeTruthy();
    expect(list).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /重\s*试/ })));
    expect(await screen.findByText('甲')).toBeTruthy();
    expect(screen.getAllByText('客户名').length).toBeGreaterThan(0);
    expect(list).toHaveBeenCalledWith({ pageIndex: 1, pageSize: 10, seek: 1, pool: 'high' });
  });

  it('asks for a list that does not depend on the loader beside it, not after it answers, and asks once', async () => {
    let answer!: (data: { title: string }) => void;
    const load = vi.fn(() => new Promise<{ title: string }>((resolve) => (answer = resolve)));
    const Page = createResourcePage<Row, { title: string }>((_, data) => ({ noun: '客户', list, columns: [{ title: data.title, dataIndex: 'name' }] }), {
      load,
      failedTitle: '字段配置加载失败',
      list: ({ pool }) => ({ list, params: { pool } }),
    });
    render(
      <App>
        <Page params={{ pool: 'high' }} />
      </App>,
    );
    await waitFor(() => expect(list).toHaveBeenCalledWith({ pageIndex: 1, pageSize: 10, seek: 1, pool: 'high' }));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('甲')).toBeNull();
    await act(async () => answer({ title: '客户名' }));
    expect(await screen.findByText('甲')).toBeTruthy();
    expect(list).toHaveBeenCalledTimes(1);
    // A reload asks again.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /刷\s*新/ })));
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
  });
});
