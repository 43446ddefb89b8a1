import { DownloadOutlined, DownOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Dropdown, Space, Spin } from 'antd';
import type { ButtonProps } from 'antd';
import type { ColumnsType, ColumnType } from 'antd/es/table';
import { lazy, Suspense, useContext, useMemo, useState, type ReactNode } from 'react';
import { callerShouldTell, type Envelope, type Page, type PageQuery } from '../api/envelope';
import type { CallSpec, FileCall } from '../contract';
import type { Fields, FilterKey, FormKey, KeyOf, Resource, ValuesOf } from '../contract/resource';
import { HISTORY_ACCESS, HISTORY_TABLES } from '../contract/historyTables';
import { BatchAction } from './BatchAction';
import { CsvImportButton } from './CsvImportButton';
import type { CsvTable } from './csv';
import { EarlyListContext, takingEarly, useEarlyList } from './earlyList';
import type { FilterField } from './filters';
import { ConfirmAction, FormDialog, type FormField } from './FormDialog';
import { Loaded } from './Loaded';
import { PageDrawer, PageModal } from './pageActive';
import { ListPage, type ListContext, type ListPageConfig, type Query } from './ListPage';
import { Summary, type SummaryItem } from './Summary';
import { declaredForm, resourceColumns, resourceFilters, resourceForm, rowValues } from './resourceFields';
import { currentUser, type PageUser } from './user';

type Values = Record<string, unknown>;
/**
 * What the kit calls to write: a contract entry (its roles decide who is offered the action), or a
 * function of the shared SDK (the platform's reminders), offered to everyone who sees the page.
 */
type AnyCall = (params: never) => Promise<unknown>;
type ListCall<Row> = CallSpec & ((params?: never) => Promise<Envelope<Page<Row>>>);
/** Who is offered an action, on top of the roles of the call it makes (a flag, the route's pool …). */
type Gate = (user: PageUser) => boolean;

/** What columns, actions and toolbars of a resource page get. */
export interface ResourceContext<Row> extends ListContext<Row> {
  user: PageUser;
  /** Opens the edit dialog for a row (what the kit's 编辑 does). */
  edit: (row: Row) => void;
  /** Starts a row action without a confirmation: its form, its drawer, or its run. */
  act: (action: ResourceRowAction<Row>, row: Row) => void;
}

/** Form fields: keys of the page's resource (drawn from their declaration) or fields of the page's own. */
/** A form's items: the resource's form keys and fields of the page's own (`H`: their names). */
type FormItems<K extends string, H extends string = string> = readonly (K | (FormField & { name: H }))[];
/** Table columns: keys of the page's resource or columns of the page's own. */
export type ColumnItems<Row, K extends string = string> = readonly (K | ColumnsType<Row>[number])[];

/**
 * A dialog of its own for an action (写跟进 on a row, 转移 of a selection): its fields are keys of
 * the resource and form fields, or (typed, see `rowAction`) a declaration of its own.
 */
export interface ActionForm<Target, K extends string = string> {
  fields: FormItems<K> | ((target: Target) => FormItems<K>) | Fields;
  /** The dialog's title (default: the action's label). */
  title?: (target: Target) => string;
  initialValues?: (target: Target) => Values;
}

/**
 * An action's parameters, declared with the resource fields' vocabulary (`{ months: { label, kind,
 * required } }`, or `pickFields(resource, keys, changes)`): the values its dialog gives are typed
 * by those keys.
 */
export interface DeclaredForm<Target, F extends Fields> {
  fields: F;
  title?: (target: Target) => string;
  initialValues?: (target: Target) => Partial<ValuesOf<F>>;
}

export interface ResourceRowAction<Row, K extends string = string> {
  label: string;
  /** The call it makes: only users its roles admit see the action (and `when`, if given, must hold too). */
  call?: CallSpec;
  when?: Gate;
  /** Only on some rows. */
  visible?: (row: Row, user: PageUser) => boolean;
  /** Asked first (title 提示); without it the action runs at once. */
  confirm?: (row: Row) => ReactNode;
  /** Asks for values first in a dialog; `run` gets them and the dialog stays open if it fails. */
  form?: ActionForm<Row, K>;
  /** Shows the row in a side panel instead of acting (跟进记录). */
  drawer?: { title: (row: Row) => string; content: (row: Row) => ReactNode; size?: number };
  run?: (row: Row, context: ResourceContext<Row>, values: Values) => Promise<unknown> | void;
  successMessage?: string;
  danger?: boolean;
}

export interface ResourceBatchAction<Row, K extends string = string> {
  label: string;
  call?: CallSpec;
  when?: Gate;
  /** The question asked before acting on the selected rows (a `form` asks instead). */
  confirm?: (count: number) => ReactNode;
  /** Asks for values first (the colleague to transfer to …), after `check` accepted the selection. */
  form?: ActionForm<Row[], K>;
  /** Why the selection cannot be acted on (said as a warning instead of asking or acting), or nothing. */
  check?: (rows: Row[]) => string | undefined;
  /** Only for some searches (a quality check's kind of problem). */
  visible?: (query: Query) => boolean;
  /** Acts on the selected rows; answers the success message (how many). */
  run: (rows: Row[], values: Values, query: Query) => Promise<string>;
  danger?: boolean;
  type?: ButtonProps['type'];
  icon?: ReactNode;
}

/** A row action that asks for its declared parameters: `run` gets them typed (no `values as …`). */
export type TypedRowAction<Row, F extends Fields> = Omit<ResourceRowAction<Row>, 'form' | 'run' | 'confirm' | 'drawer'> & {
  form: DeclaredForm<Row, F>;
  run: (row: Row, context: ResourceContext<Row>, values: ValuesOf<F>) => Promise<unknown> | void;
};
/** A batch action that asks for its declared parameters: `run` gets them typed. */
export type TypedBatchAction<Row, F extends Fields> = Omit<ResourceBatchAction<Row>, 'form' | 'run' | 'confirm'> & {
  form: DeclaredForm<Row[], F>;
  run: (rows: Row[], values: ValuesOf<F>, query: Query) => Promise<string>;
};
/**
 * Declares a row action whose form is its own fields, typing its values by their keys. Where the
 * page's row type is inferred from its list (`createResourcePage({ … })` without a type), name it on
 * one parameter (`title: (row: CompanyRow) => …`).
 */
export const rowAction = <Row, const F extends Fields>(action: TypedRowAction<Row, F>): ResourceRowAction<Row, never> =>
  action as unknown as ResourceRowAction<Row, never>;
/** Declares a batch action whose form is its own fields, typing its values by their keys. */
export const batchAction = <Row, const F extends Fields>(action: TypedBatchAction<Row, F>): ResourceBatchAction<Row, never> =>
  action as unknown as ResourceBatchAction<Row, never>;

/** A form's values by the resource's form keys (`K`): a misspelt key in `initialValues` or `toValues` fails typecheck. */
export type FormValues<K extends string> = { [P in K]?: unknown };

export interface ResourceForm<Row, K extends string = string, H extends string = string> {
  /**
   * The dialog's fields (default: the resource's form fields); a function gets the row being edited
   * (none when adding).
   */
  fields?: FormItems<K, H> | ((row?: Row) => FormItems<K, H>);
  width?: number;
  add?: {
    call: AnyCall;
    /** The toolbar button (default 新增 + noun). */
    label?: string;
    /** The dialog's title (default: the button's text). */
    title?: string;
    when?: Gate;
    /** The add dialog's first values, by the form's keys (the resource's form fields and the page's own). */
    initialValues?: FormValues<K | H>;
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
    /** The row as the form's values (strings for dates); default: the form's fields of the row. */
    toValues?: (row: Row) => FormValues<K | H>;
    /** What the call is sent (default: the values plus the row's key). */
    toRequest?: (values: Values, row: Row) => object;
  };
}

/**
 * A resource page is one declaration: its list call, filters, columns, the add and
 * edit form, delete, row and batch actions, import and export. The kit owns the dialog state, the
 * action column, the selection, and who is offered what (by the calls' roles from the contract).
 */
export interface ResourcePageConfig<Row extends object, R extends Resource = Resource, H extends string = string> {
  /**
   * The fields of the page's records (contract `defineResource`): filters, columns and form are
   * drawn from it, and every key the page names is checked against it.
   */
  resource?: R;
  /** What one row is, in Chinese: 新增{noun}, 编辑{noun}, 确定删除{noun}… */
  noun: string;
  /** Default `id`. */
  rowKey?: Extract<keyof Row, string>;
  list: ListCall<Row> | ((query: Query & PageQuery) => Promise<Page<Row>>);
  /** Sent with every list, export, add and edit request (a route's own params, e.g. a pool or a kind). */
  params?: Query;
  /** After any change this page made (saved, deleted, a row or batch action): e.g. forget cached options. */
  onChanged?: () => void;
  /**
   * Default: the resource's filters. A function of the user gives each role the filters it may
   * choose (a party picker only to the roles whose scope holds several parties).
   */
  filters?: PageFilters<R> | ((user: PageUser) => PageFilters<R>);
  /** Default: the resource's columns, in declaration order. */
  columns?: ColumnItems<Row, KeyOf<R>> | ((context: ResourceContext<Row>) => ColumnItems<Row, KeyOf<R>>);
  /** How the table draws a resource column on this page (a link, a width), without declaring it twice. */
  columnOverrides?: { [K in KeyOf<R>]?: Partial<ColumnType<Row>> };
  /** `H`: the names of the form's own fields (beside the resource's), inferred from `fields`. */
  form?: ResourceForm<Row, FormKey<R>, H>;
  remove?: {
    call: AnyCall;
    when?: Gate;
    visible?: (row: Row, user: PageUser) => boolean;
    /** The question (default 确定删除{noun}吗？). */
    confirm?: (row: Row) => ReactNode;
    toRequest?: (row: Row) => object;
  };
  rowActions?: ResourceRowAction<Row, KeyOf<R>>[];
  batch?: ResourceBatchAction<Row, KeyOf<R>>[];
  importer?: {
    label: string;
    call?: CallSpec;
    when?: Gate;
    run: (table: CsvTable) => Promise<string>;
    /** The empty file to fill in (下载导入模板). */
    template?: FileCall<never>;
  };
  /**
   * The list as a file, for the current filters (spec "file response"). Several are several
   * buttons, each with its label (default 导出).
   */
  exporter?: Exporter | Exporter[];
  /** Figures above the table for the current search (counts by status …), reloaded with the list. */
  summary?: { call?: CallSpec; when?: Gate; load: (query: Query) => Promise<SummaryItem[]> };
  /** Toolbar buttons that open a dialog of their own content (a page's settings: 进度阶段设置). */
  panels?: ResourcePanel[];
  /** More toolbar buttons, where a page needs its own. */
  toolbar?: (context: ResourceContext<Row>) => ReactNode;
  /** A resource page inside another page's drawer or dialog: its search and page stay out of the URL (ListPage's ownState). */
  ownState?: boolean;
  /** Whether the rows on screen change by themselves: the list then asks again while they do (ListPage's liveWhile). */
  live?: (rows: Row[]) => boolean;
}

export type Exporter = FileCall<never> | { call: FileCall<never>; when?: Gate; label?: string };

export interface ResourcePanel {
  label: string;
  icon?: ReactNode;
  width?: number;
  call?: CallSpec;
  when?: Gate;
  /** Drawn when the dialog opens, and dropped when it closes. */
  content: () => ReactNode;
}

function PanelButton({ panel }: { panel: ResourcePanel }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={panel.icon} onClick={() => setOpen(true)}>
        {panel.label}
      </Button>
      <PageModal title={panel.label} open={open} onCancel={() => setOpen(false)} footer={null} width={panel.width ?? 960} destroyOnHidden>
        {open && panel.content()}
      </PageModal>
    </>
  );
}

/** The one dialog a resource page has open: add, edit, or an action's own form. */
type Dialog<Row> =
  | { kind: 'add' }
  | { kind: 'edit'; row: Row }
  | {
      kind: 'action';
      title: string;
      fields: FormField[];
      initialValues?: Values;
      submit: (values: Values) => Promise<unknown>;
      successMessage?: string | ((result: unknown) => string);
      /** After a save (a batch clears its selection). */
      done?: () => void;
    }
  | null;

/** Offered when the user may make the call and the page's own gate holds. */
const isEntry = (call: unknown): call is CallSpec => typeof call === 'function' && 'path' in call;
const offered = (user: PageUser, gate: { call?: unknown; when?: Gate }) => (isEntry(gate.call) ? user.can(gate.call) : true) && (gate.when?.(user) ?? true);
const formOf = <Target,>(resource: Resource | undefined, form: ActionForm<Target>, target: Target, label: string) => {
  const items = typeof form.fields === 'function' ? form.fields(target) : form.fields;
  return {
    title: form.title?.(target) ?? label,
    fields: isItems(items) ? resourceForm(resource, items) : declaredForm(items),
    initialValues: form.initialValues?.(target),
  };
};
const isItems = (fields: FormItems<string> | Fields): fields is FormItems<string> => Array.isArray(fields);

const keyOf = <Row extends object>(config: ResourcePageConfig<Row>) => config.rowKey ?? ('id' as Extract<keyof Row, string>);

/** The list call as the list page's fetch: the page's params added, the envelope's data answered. */
export function listFetch<Row>(list: ResourcePageConfig<Row & object>['list'], params: Query = {}) {
  return async (query: Query & PageQuery): Promise<Page<Row>> => {
    if ('path' in list) return (await (list as unknown as (p: object) => Promise<Envelope<Page<Row>>>)({ ...query, ...params })).data;
    return list({ ...query, ...params });
  };
}

/** The timeline, loaded when a drawer first shows one (with the history call). */
const ChangeHistory = lazy(async () => ({ default: (await import('./ChangeHistory')).ChangeHistory }));

/**
 * 变更记录 on every row of a list the audit trail covers (`HISTORY_TABLES`, by the list call's path):
 * its timeline in the side panel, for the roles that read a record's history.
 */
function historyAction<Row extends object>(config: ResourcePageConfig<Row>): ResourceRowAction<Row> | undefined {
  const list = isEntry(config.list) ? config.list.path : undefined;
  if (!list || !HISTORY_TABLES[list]) return undefined;
  return {
    label: '变更记录',
    when: (user) => (HISTORY_ACCESS as readonly string[]).includes(user.role),
    drawer: {
      title: () => `${config.noun}变更记录`,
      content: (row) => (
        <Suspense fallback={<Spin style={{ display: 'block', margin: 48 }} />}>
          <ChangeHistory list={list} id={Number(row[keyOf(config)])} />
        </Suspense>
      ),
      size: 520,
    },
  };
}

/**
 * The actions a row shows as buttons when it has more than fit: the first ROW_ACTIONS_VISIBLE, then
 * 更多 with the rest. A row with one more than that shows them all: a 更多 holding a single action
 * would take that action's place and hide it behind a click.
 */
export const ROW_ACTIONS_VISIBLE = 3;

/** One action of a row, as the cell offers it: at once, or asked first (`confirm`). */
interface RowEntry {
  label: string;
  danger?: boolean;
  /** The question asked first (title 提示). */
  confirm?: ReactNode;
  successMessage?: string;
  act: () => Promise<unknown> | void;
}

/**
 * A row's actions in declaration order (编辑, the row actions, 变更记录, 删除): with more than
 * ROW_ACTIONS_VISIBLE + 1, the first ROW_ACTIONS_VISIBLE stay buttons and the rest fold into 更多 (a
 * menu, by mouse or keyboard), so the table keeps its width for data. The kit decides from the count;
 * a page declares nothing. A folded action that asks first asks in a
 * dialog (a popover would close with its menu), danger still in red.
 */
export function RowActions({ entries, reload }: { entries: readonly RowEntry[]; reload: () => void }) {
  const { message, modal } = App.useApp();
  const folds = entries.length > ROW_ACTIONS_VISIBLE + 1;
  const shown = folds ? entries.slice(0, ROW_ACTIONS_VISIBLE) : entries;
  const folded = folds ? entries.slice(ROW_ACTIONS_VISIBLE) : [];
  const ask = (entry: RowEntry) =>
    modal.confirm({
      title: '提示',
      content: entry.confirm,
      okText: '确定',
      cancelText: '取消',
      okButtonProps: { danger: entry.danger },
      onOk: async () => {
        try {
          await entry.act();
          message.success(entry.successMessage ?? '操作成功');
          reload();
        } catch (cause) {
          if (callerShouldTell(cause)) message.error(String((cause as Error)?.message ?? cause));
        }
      },
    });
  return (
    <Space size={0}>
      {shown.map((entry) =>
        entry.confirm !== undefined ? (
          <ConfirmAction
            key={entry.label}
            label={entry.label}
            danger={entry.danger ?? false}
            description={entry.confirm}
            successMessage={entry.successMessage}
            onConfirm={async () => entry.act()}
            onDone={reload}
          />
        ) : (
          <Button key={entry.label} type="link" size="small" danger={entry.danger} onClick={() => void entry.act()}>
            {entry.label}
          </Button>
        ),
      )}
      {folded.length > 0 && (
        <Dropdown
          trigger={['click']}
          // Opened by Enter or Space on 更多, the menu takes the focus: arrows move, Enter acts, Esc goes back to 更多.
          autoFocus
          menu={{
            items: folded.map((entry) => ({ key: entry.label, label: entry.label, danger: entry.danger })),
            onClick: ({ key }) => {
              const entry = folded.find((one) => one.label === key)!;
              if (entry.confirm !== undefined) ask(entry);
              else void entry.act();
            },
          }}
        >
          <Button type="link" size="small" aria-label="更多">
            更多 <DownOutlined aria-hidden />
          </Button>
        </Dropdown>
      )}
    </Space>
  );
}

/** The action column: edit, the row actions, 变更记录, delete, for whoever is offered them. */
function actionColumn<Row extends object>(config: ResourcePageConfig<Row>, context: ResourceContext<Row>): ColumnType<Row> | null {
  const { user, reload } = context;
  const edit = config.form?.edit && offered(user, config.form.edit) ? config.form.edit : undefined;
  const remove = config.remove && offered(user, config.remove) ? config.remove : undefined;
  const history = historyAction(config);
  const actions = [...(config.rowActions ?? []), ...(history ? [history] : [])].filter((action) => offered(user, action));
  if (!edit && !remove && actions.length === 0) return null;
  return {
    title: '操作',
    key: 'actions',
    fixed: 'right',
    render: (_: unknown, row: Row) => {
      const entries: RowEntry[] = [];
      if (edit && (edit.visible?.(row, user) ?? true)) entries.push({ label: '编辑', act: () => context.edit(row) });
      for (const action of actions) {
        if (!(action.visible?.(row, user) ?? true)) continue;
        entries.push(
          action.confirm
            ? {
                label: action.label,
                danger: action.danger ?? false,
                confirm: action.confirm(row),
                successMessage: action.successMessage,
                act: async () => action.run?.(row, context, {}),
              }
            : { label: action.label, danger: action.danger, act: () => context.act(action, row) },
        );
      }
      if (remove && (remove.visible?.(row, user) ?? true))
        entries.push({
          label: '删除',
          danger: true,
          confirm: remove.confirm?.(row) ?? `确定删除该${config.noun}吗？`,
          successMessage: '删除成功',
          act: () => remove.call((remove.toRequest?.(row) ?? { id: row[keyOf(config)] }) as never),
        });
      if (entries.length === 0) return '-';
      return <RowActions entries={entries} reload={reload} />;
    },
  };
}

/** A page's search form: keys of its resource's filters, or filter fields of its own. */
export type PageFilters<R extends Resource = Resource> = readonly (FilterKey<R> | FilterField)[];

/** The search form a page's declaration gives the user: its filters, or those its function gives the user's role. */
export const pageFilters = <R extends Resource>(resource: R | undefined, filters: ResourcePageConfig<object, R>['filters'], user: PageUser): FilterField[] =>
  resourceFilters(resource, typeof filters === 'function' ? filters(user) : filters);

export function ResourcePage<Row extends object, R extends Resource = Resource, H extends string = string>(declared: ResourcePageConfig<Row, R, H>) {
  const config = declared as unknown as ResourcePageConfig<Row>;
  const { resource } = config;
  const user = useMemo(currentUser, []);
  const { message } = App.useApp();
  const [dialog, setDialog] = useState<Dialog<Row>>(null);
  const [drawer, setDrawer] = useState<{ title: string; content: ReactNode; size?: number } | null>(null);
  const { form } = config;
  const early = useContext(EarlyListContext);
  const fetch = useMemo(() => takingEarly(listFetch<Row>(config.list, config.params), early), [config.list, config.params, early]);
  const exporters = (Array.isArray(config.exporter) ? config.exporter : config.exporter ? [config.exporter] : [])
    .map((entry) => ('path' in entry ? { call: entry as FileCall<never> } : entry))
    .filter((entry) => offered(user, entry));
  const summary = config.summary && offered(user, config.summary) ? config.summary : undefined;
  const editing = dialog?.kind === 'edit' ? dialog.row : undefined;
  const filters = useMemo(() => pageFilters(resource, config.filters, user), [resource, config.filters, user]);
  const dialogForm = useMemo(() => {
    if (dialog?.kind === 'action') return dialog;
    const fields = form ? resourceForm(resource, typeof form.fields === 'function' ? form.fields(editing) : form.fields, editing ? 'edit' : 'add') : [];
    const initialValues = editing && form?.edit ? (form.edit.toValues?.(editing) ?? rowValues(fields, editing)) : (form?.add?.initialValues ?? {});
    return { fields, initialValues };
  }, [dialog, editing, form, resource]);
  // A change made here: whoever caches what it changed hears of it, then the list reloads.
  const contextOf = (list: ListContext<Row>): ResourceContext<Row> => ({
    ...list,
    reload: () => {
      config.onChanged?.();
      list.reload();
    },
    user,
    edit: (row) => setDialog({ kind: 'edit', row }),
    act: (action, row) => {
      if (action.drawer) return setDrawer({ title: action.drawer.title(row), content: action.drawer.content(row), size: action.drawer.size });
      if (action.form) {
        const submit = async (values: Values) => action.run?.(row, contextOf(list), values);
        return setDialog({ kind: 'action', ...formOf(resource, action.form, row, action.label), submit, successMessage: action.successMessage });
      }
      void action.run?.(row, contextOf(list), {});
    },
  });

  /** A batch action with a form: the selection is checked, then the dialog asks. */
  const startBatch = (action: ResourceBatchAction<Row>, list: ListContext<Row>, context: ResourceContext<Row>) => {
    const rows = list.selectedRows;
    if (rows.length === 0) return void message.warning(`请先勾选要${action.label}的记录`);
    const refused = action.check?.(rows);
    if (refused) return void message.warning(refused);
    const done = () => {
      list.clearSelection();
      context.reload();
    };
    setDialog({
      kind: 'action',
      ...formOf(resource, action.form!, rows, `${action.label}（已选 ${rows.length} 条）`),
      submit: (values) => action.run(rows, values, list.query),
      successMessage: (result) => String(result),
      done,
    });
  };

  const save = (values: Values) => {
    if (dialog?.kind === 'action') return dialog.submit(values);
    if (dialog?.kind === 'edit' && form?.edit) {
      const request = form.edit.toRequest?.(values, dialog.row) ?? { ...values, [keyOf(config)]: dialog.row[keyOf(config)] };
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
          .filter((action) => offered(user, action) && (action.visible?.(list.query) ?? true))
          .map((action) =>
            action.form ? (
              <Button key={action.label} danger={action.danger} type={action.type} icon={action.icon} onClick={() => startBatch(action, list, context)}>
                {action.label}
                {list.selectedRowKeys.length > 0 ? `（${list.selectedRowKeys.length}）` : ''}
              </Button>
            ) : (
              <BatchAction
                key={action.label}
                {...action}
                confirm={action.confirm ?? (() => `确定${action.label}选中的记录吗？`)}
                selectedRowKeys={list.selectedRowKeys}
                refused={list.selectedRows.length > 0 ? action.check?.(list.selectedRows) : undefined}
                run={() => action.run(list.selectedRows, {}, list.query)}
                done={() => {
                  list.clearSelection();
                  context.reload();
                }}
              />
            ),
          )}
        {importer && <CsvImportButton label={importer.label} onImport={importer.run} onDone={context.reload} />}
        {importer?.template && (
          <Button icon={<DownloadOutlined />} onClick={() => void (importer.template as unknown as () => Promise<void>)().catch(() => undefined)}>
            下载导入模板
          </Button>
        )}
        {(config.panels ?? [])
          .filter((panel) => offered(user, panel))
          .map((panel) => (
            <PanelButton key={panel.label} panel={panel} />
          ))}
        {config.toolbar?.(context)}
        {(form || dialog) && (
          <FormDialog
            title={
              dialog?.kind === 'action'
                ? dialog.title
                : dialog?.kind === 'edit'
                  ? (form?.edit?.title?.(dialog.row) ?? `编辑${config.noun}`)
                  : (add?.title ?? add?.label ?? `新增${config.noun}`)
            }
            open={dialog !== null}
            onClose={() => setDialog(null)}
            fields={dialogForm.fields}
            width={form?.width}
            initialValues={dialogForm.initialValues}
            onSubmit={save}
            successMessage={dialog?.kind === 'add' ? form?.add?.successMessage : dialog?.kind === 'action' ? dialog.successMessage : undefined}
            onDone={dialog?.kind === 'action' && dialog.done ? dialog.done : context.reload}
          />
        )}
      </>
    );
  };

  const pageConfig: ListPageConfig<Row> = {
    rowKey: keyOf(config),
    fetch,
    filters,
    selectable: (config.batch ?? []).some((action) => offered(user, action)),
    toolbar,
    ownState: config.ownState,
    liveWhile: config.live,
    exports: exporters.map((entry) => ({
      label: entry.label ?? '导出',
      // The list's own export is the list as shown: its visible columns, in order (the backend picks
      // them of what it may export). An export of its own label is another list: its columns stay.
      run: (query, columns, control) =>
        entry.call(
          { ...query, ...config.params, ...(entry.label ? {} : { columns: columns.join(',') }), ...(control && { exportId: control.exportId }) } as never,
          control && { signal: control.signal },
        ),
    })),
    header: summary && ((list) => <Summary load={summary.load} query={{ ...list.query, ...config.params }} version={list.rows} />),
    columns: (list) => {
      const context = contextOf(list);
      const items = typeof config.columns === 'function' ? config.columns(context) : config.columns;
      const columns = resourceColumns<Row>(
        resource,
        items as readonly (string | ColumnType<Row>)[] | undefined,
        config.columnOverrides as Record<string, Partial<ColumnType<Row>>>,
      );
      const actions = actionColumn(config, context);
      return actions ? [...columns, actions] : columns;
    },
  };
  return (
    <>
      <ListPage<Row> {...pageConfig} />
      <PageDrawer title={drawer?.title} open={drawer !== null} onClose={() => setDrawer(null)} size={drawer?.size ?? 480} destroyOnHidden>
        {drawer?.content}
      </PageDrawer>
    </>
  );
}

/** The route's own parameters, from its manifest entry (`params`: a pool, a view, a kind). */
export type RouteParams = Record<string, unknown>;

/** The part of a declaration its list is made of: what a page lists, where its list does not depend on what the page loads. */
export type ListDeclaration<Row extends object, R extends Resource = Resource> = Pick<ResourcePageConfig<Row, R>, 'resource' | 'list' | 'params' | 'filters'>;

/**
 * Turns a resource declaration into the page component a manifest route names. A function gets the
 * route's params, for one declaration that serves several routes (my customers, the high seas …),
 * and what `loading.load` answered, for a page that needs data to declare itself (a company's
 * customer fields): a spinner until then, and 重试 under `failedTitle` after a failure. A page
 * whose list does not depend on that data gives it as `loading.list`: its first list request then
 * starts beside the loader's instead of after it (two round trips at once, not one after the other),
 * and what `list` answers is what the page lists.
 */
export function createResourcePage<Row extends object, Data = undefined, R extends Resource = Resource, H extends string = never>(
  declare: ResourcePageConfig<Row, R, H> | ((params: RouteParams, data: Data) => ResourcePageConfig<Row, R, H>),
  loading?: { load: () => Promise<Data>; failedTitle: string; list?: (params: RouteParams) => ListDeclaration<Row, R> },
) {
  /** The page's declaration for a route's params (and what its loader answered). */
  const declaration = (params: RouteParams = {}, data?: Data): ResourcePageConfig<Row, R, H> => ({
    ...(typeof declare === 'function' ? declare(params, data as Data) : declare),
    ...loading?.list?.(params),
  });
  function Declared({ params, data }: { params: RouteParams; data: Data }) {
    const key = JSON.stringify(params);
    const config = useMemo(
      () => declaration(params, data),
      [key, data], // eslint-disable-line react-hooks/exhaustive-deps
    );
    return <ResourcePage<Row, R, H> {...config} />;
  }
  /**
   * The page, and its declaration for a route's params (`Page.declaration({ view: 'pool' })`): what a
   * page's test reads (its filters, columns, list call and params) without the page exporting its parts.
   */
  return Object.assign(DeclaredResourcePage, { declaration });
  function DeclaredResourcePage({ params = {} }: { params?: RouteParams; path?: string; title?: string }) {
    const early = useEarlyList(() => {
      const list = loading?.list?.(params);
      return list && { filters: pageFilters(list.resource, list.filters, currentUser()), fetch: listFetch<Row>(list.list, list.params) };
    });
    if (!loading) return <Declared params={params} data={undefined as Data} />;
    return (
      <EarlyListContext.Provider value={early}>
        <Loaded load={loading.load} failedTitle={loading.failedTitle}>
          {(data) => <Declared params={params} data={data} />}
        </Loaded>
      </EarlyListContext.Provider>
    );
  }
}
