import { PlusOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import type { ButtonProps } from 'antd';
import type { ColumnsType, ColumnType } from 'antd/es/table';
import { useMemo, useState, type ReactNode } from 'react';
import type { Envelope, Page, PageQuery } from '../api/envelope';
import type { CallSpec, FileCall } from '../contract';
import { BatchAction } from './BatchAction';
import { CsvImportButton } from './CsvImportButton';
import type { CsvTable } from './csv';
import type { FilterField } from './filters';
import { ConfirmAction, FormDialog, type FormField } from './FormDialog';
import { ListPage, type ListContext, type ListPageConfig, type Query } from './ListPage';
import { currentUser, type PageUser } from './user';

type Values = Record<string, unknown>;
/** A contract entry the kit calls (its roles decide who is offered the action). */
type AnyCall = CallSpec & ((params?: never) => Promise<Envelope<unknown>>);
type ListCall<Row> = CallSpec & ((params?: never) => Promise<Envelope<Page<Row>>>);
/** Who is offered an action; by default the roles of the call it makes. */
type Gate = (user: PageUser) => boolean;

/** What columns, actions and toolbars of a resource page get. */
export interface ResourceContext<Row> extends ListContext<Row> {
  user: PageUser;
  /** Opens the edit dialog for a row (what the kit's 编辑 does). */
  edit: (row: Row) => void;
}

export interface ResourceRowAction<Row> {
  label: string;
  /** The call it makes: its roles decide who sees the action (unless `when` says). */
  call?: CallSpec;
  when?: Gate;
  /** Only on some rows. */
  visible?: (row: Row) => boolean;
  /** Asked first (title 提示); without it the action runs at once. */
  confirm?: (row: Row) => ReactNode;
  run: (row: Row, context: ResourceContext<Row>) => Promise<unknown> | void;
  successMessage?: string;
  danger?: boolean;
}

export interface ResourceBatchAction<Row> {
  label: string;
  call?: CallSpec;
  when?: Gate;
  /** The question asked before acting on the selected rows. */
  confirm: (count: number) => ReactNode;
  /** Acts on the selected rows; answers the success message (how many). */
  run: (rows: Row[]) => Promise<string>;
  danger?: boolean;
  type?: ButtonProps['type'];
  icon?: ReactNode;
}

export interface ResourceForm<Row> {
  /** The dialog's fields; a function gets the row being edited (none when adding). */
  fields: FormField[] | ((row?: Row) => FormField[]);
  width?: number;
  add?: {
    call: AnyCall;
    /** The toolbar button (default 新增 + noun). */
    label?: string;
    /** The dialog's title (default: the button's text). */
    title?: string;
    when?: Gate;
    initialValues?: Values;
    toRequest?: (values: Values) => object;
    successMessage?: string | ((result: unknown) => string);
  };
  edit?: {
    call: AnyCall;
    when?: Gate;
    /** Only on some rows (e.g. one's own records). */
    visible?: (row: Row, user: PageUser) => boolean;
    /** The dialog's title (default 编辑 + noun). */
    title?: (row: Row) => string;
    /** The row as the form's values (strings for dates). */
    toValues: (row: Row) => Values;
    /** What the call is sent (default: the values plus the row's key). */
    toRequest?: (values: Values, row: Row) => object;
  };
}

/**
 * A resource page is one declaration (issue 11): its list call, filters, columns, the add and
 * edit form, delete, row and batch actions, import and export. The kit owns the dialog state, the
 * action column, the selection, and who is offered what (by the calls' roles from the contract).
 */
export interface ResourcePageConfig<Row extends object> {
  /** What one row is, in Chinese: 新增{noun}, 编辑{noun}, 确定删除{noun}… */
  noun: string;
  rowKey: Extract<keyof Row, string>;
  list: ListCall<Row> | ((query: Query & PageQuery) => Promise<Page<Row>>);
  /** Sent with every list, export, add and edit request (a route's own params, e.g. a pool or a kind). */
  params?: Query;
  /** After any change this page made (saved, deleted, a row or batch action): e.g. forget cached options. */
  onChanged?: () => void;
  filters?: FilterField[];
  columns: ColumnsType<Row> | ((context: ResourceContext<Row>) => ColumnsType<Row>);
  form?: ResourceForm<Row>;
  remove?: {
    call: AnyCall;
    when?: Gate;
    visible?: (row: Row, user: PageUser) => boolean;
    /** The question (default 确定删除{noun}吗？). */
    confirm?: (row: Row) => ReactNode;
    toRequest?: (row: Row) => object;
  };
  rowActions?: ResourceRowAction<Row>[];
  batch?: ResourceBatchAction<Row>[];
  importer?: { label: string; call?: CallSpec; when?: Gate; run: (table: CsvTable) => Promise<string> };
  /** The list as a file, for the current filters (spec "file response"). */
  exporter?: FileCall<never> | { call: FileCall<never>; when?: Gate };
  /** More toolbar buttons, where a page needs its own. */
  toolbar?: (context: ResourceContext<Row>) => ReactNode;
}

type Dialog<Row> = { kind: 'add' } | { kind: 'edit'; row: Row } | null;

const offered = (user: PageUser, gate: { call?: CallSpec; when?: Gate }) => (gate.when ? gate.when(user) : gate.call ? user.can(gate.call) : true);

/** The list call as the list page's fetch: the page's params added, the envelope's data answered. */
export function listFetch<Row>(list: ResourcePageConfig<Row & object>['list'], params: Query = {}) {
  return async (query: Query & PageQuery): Promise<Page<Row>> => {
    if ('path' in list) return (await (list as unknown as (p: object) => Promise<Envelope<Page<Row>>>)({ ...query, ...params })).data;
    return list({ ...query, ...params });
  };
}

/** The action column: edit, the row actions, delete, for whoever is offered them. */
function actionColumn<Row extends object>(config: ResourcePageConfig<Row>, context: ResourceContext<Row>): ColumnType<Row> | null {
  const { user, reload } = context;
  const edit = config.form?.edit && offered(user, config.form.edit) ? config.form.edit : undefined;
  const remove = config.remove && offered(user, config.remove) ? config.remove : undefined;
  const actions = (config.rowActions ?? []).filter((action) => offered(user, action));
  if (!edit && !remove && actions.length === 0) return null;
  return {
    title: '操作',
    key: 'actions',
    fixed: 'right',
    render: (_: unknown, row: Row) => {
      const editable = edit && (edit.visible?.(row, user) ?? true);
      const removable = remove && (remove.visible?.(row, user) ?? true);
      const shown = actions.filter((action) => action.visible?.(row) ?? true);
      if (!editable && !removable && shown.length === 0) return '-';
      return (
      <Space size={0}>
        {editable && (
          <Button type="link" size="small" onClick={() => context.edit(row)}>
            编辑
          </Button>
        )}
        {shown.map((action) =>
            action.confirm ? (
              <ConfirmAction
                key={action.label}
                label={action.label}
                danger={action.danger ?? false}
                description={action.confirm(row)}
                successMessage={action.successMessage}
                onConfirm={async () => action.run(row, context)}
                onDone={reload}
              />
            ) : (
              <Button key={action.label} type="link" size="small" danger={action.danger} onClick={() => void action.run(row, context)}>
                {action.label}
              </Button>
            ),
          )}
        {removable && (
          <ConfirmAction
            description={remove.confirm?.(row) ?? `确定删除该${config.noun}吗？`}
            successMessage="删除成功"
            onConfirm={() => remove!.call((remove.toRequest?.(row) ?? { id: row[config.rowKey] }) as never)}
            onDone={reload}
          />
        )}
      </Space>
      );
    },
  };
}

export function ResourcePage<Row extends object>(config: ResourcePageConfig<Row>) {
  const user = useMemo(currentUser, []);
  const [dialog, setDialog] = useState<Dialog<Row>>(null);
  const { form } = config;
  const fetch = useMemo(() => listFetch<Row>(config.list, config.params), [config.list, config.params]);
  const exporter = config.exporter && ('path' in config.exporter ? { call: config.exporter } : config.exporter);
  const editing = dialog?.kind === 'edit' ? dialog.row : undefined;
  const initialValues = useMemo(
    () => (editing && form?.edit ? form.edit.toValues(editing) : (form?.add?.initialValues ?? {})),
    [editing, form],
  );
  // A change made here: whoever caches what it changed hears of it, then the list reloads.
  const contextOf = (list: ListContext<Row>): ResourceContext<Row> => ({
    ...list,
    reload: () => {
      config.onChanged?.();
      list.reload();
    },
    user,
    edit: (row) => setDialog({ kind: 'edit', row }),
  });

  const save = (values: Values) => {
    if (dialog?.kind === 'edit' && form?.edit) {
      const request = form.edit.toRequest?.(values, dialog.row) ?? { ...values, [config.rowKey]: dialog.row[config.rowKey] };
      return form.edit.call({ ...config.params, ...request } as never);
    }
    return form!.add!.call({ ...config.params, ...(form?.add?.toRequest?.(values) ?? values) } as never);
  };

  const toolbar = (list: ListContext<Row>) => {
    const context = contextOf(list);
    const add = form?.add && offered(user, form.add) ? form.add : undefined;
    const importer = config.importer && offered(user, config.importer) ? config.importer : undefined;
    return (
      <>
        {add && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'add' })}>
            {add.label ?? `新增${config.noun}`}
          </Button>
        )}
        {(config.batch ?? [])
          .filter((action) => offered(user, action))
          .map((action) => (
            <BatchAction
              key={action.label}
              {...action}
              selectedRowKeys={list.selectedRowKeys}
              run={() => action.run(list.selectedRows)}
              done={() => {
                list.clearSelection();
                context.reload();
              }}
            />
          ))}
        {importer && <CsvImportButton label={importer.label} onImport={importer.run} onDone={context.reload} />}
        {config.toolbar?.(context)}
        {form && (
          <FormDialog
            title={
              dialog?.kind === 'edit'
                ? (form.edit?.title?.(dialog.row) ?? `编辑${config.noun}`)
                : (add?.title ?? add?.label ?? `新增${config.noun}`)
            }
            open={dialog !== null}
            onClose={() => setDialog(null)}
            fields={typeof form.fields === 'function' ? form.fields(editing) : form.fields}
            width={form.width}
            initialValues={initialValues}
            onSubmit={save}
            successMessage={dialog?.kind === 'add' ? form.add?.successMessage : undefined}
            onDone={context.reload}
          />
        )}
      </>
    );
  };

  const pageConfig: ListPageConfig<Row> = {
    rowKey: config.rowKey,
    fetch,
    filters: config.filters,
    selectable: (config.batch ?? []).some((action) => offered(user, action)),
    toolbar,
    exportFile:
      exporter && offered(user, exporter) ? (query) => (exporter.call as unknown as (params: object) => Promise<void>)({ ...query, ...config.params }) : undefined,
    columns: (list) => {
      const context = contextOf(list);
      const columns = typeof config.columns === 'function' ? config.columns(context) : config.columns;
      const actions = actionColumn(config, context);
      return actions ? [...columns, actions] : columns;
    },
  };
  return <ListPage<Row> {...pageConfig} />;
}

/** Turns a resource declaration into the page component a manifest route names. */
export function createResourcePage<Row extends object>(config: ResourcePageConfig<Row>) {
  return function DeclaredResourcePage() {
    return <ResourcePage<Row> {...config} />;
  };
}
