import { LeftOutlined, ReloadOutlined, RightOutlined, SearchOutlined, SettingOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Checkbox, DatePicker, Empty, Flex, Form, Input, InputNumber, Pagination, Popover, Segmented, Select, Space, Table } from 'antd';
import type { ColumnsType, TablePaginationConfig } from 'antd/es/table';
import type { SorterResult } from 'antd/es/table/interface';
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type Key, type ReactNode } from 'react';
import { useInRouterContext, useLocation } from 'react-router-dom';
import { callerShouldTell, type ApiError, type Page, type PageQuery } from '../api/envelope';
import { PAGE_SIZE_OPTIONS, ROWS_SHOWN_EVENT } from '../constants';
import { SHELL_TEXTS } from '../messages';
import { ExportButton, type ListExport } from './ExportButton';

export type { ExportControl, ListExport } from './ExportButton';
import { DENSITY_LABELS, useColumnPrefs, type ColumnPrefs, type Density } from './columnPrefs';
import { toQueryParams, useOptions, type FilterField, type FilterOption } from './filters';
import { SearchSelect } from './SearchSelect';
import { FreshOnReturn, fetchedNow, type Fetched } from './freshOnReturn';
import { useListState, type ListState } from './listLocation';
import { usePageActive } from './pageActive';

export type Query = Record<string, unknown>;

/** What a toolbar, an action column or a dialog of a list page can use. */
export interface ListContext<Row> {
  reload: () => void;
  query: Query;
  /** The rows on screen (the current page). */
  rows: Row[];
  selectedRows: Row[];
  selectedRowKeys: Key[];
  /** Unselects every row (after a batch action). */
  clearSelection: () => void;
}

/** A list page is a declaration: endpoint, filters, columns, optional export and toolbar. */
export interface ListPageConfig<Row> {
  rowKey: Extract<keyof Row, string>;
  fetch: (query: Query & PageQuery) => Promise<Page<Row>>;
  filters?: FilterField[];
  columns: ColumnsType<Row> | ((context: ListContext<Row>) => ColumnsType<Row>);
  /** File responses for the current filters (spec "export"), each a button of its own (导出, a list of what expired beside it). */
  exports?: ListExport[];
  toolbar?: (context: ListContext<Row>) => ReactNode;
  /** Drawn between the search form and the table (counts for the current search …). */
  header?: (context: ListContext<Row>) => ReactNode;
  selectable?: boolean;
  /**
   * Keeps its search, page and order to itself instead of the URL: a second list on a page, in a
   * dialog (the page's own list owns the URL).
   */
  ownState?: boolean;
  /**
   * Whether the rows on screen change by themselves (a batch 进行中 calls): while it holds and the
   * page is on screen, the list asks again every LIVE_REFRESH_MS, keeping its rows, search, page,
   * selection and dialogs as they are (no loading state) until each answer.
   */
  liveWhile?: (rows: Row[]) => boolean;
}

/** How often a live list (liveWhile) asks again: figures that move by themselves move on screen within seconds. */
export const LIVE_REFRESH_MS = 3000;

export const pageTotalText = (total: number) => `共 ${total} 条`;

/**
 * Paging at scale (local-backend/CONTRACT.md): rows a list jumps over by page number (an OFFSET);
 * past them a list moves a page at a time, by the cursors of the page on screen.
 */
export const JUMP_ROWS = 100_000;
export const PAGING_TEXTS = {
  /** An estimated total (more rows match than the server counts on a page). */
  estimated: (total: number) => `约 ${total.toLocaleString('zh-CN')} 条`,
  exact: (total: number) => `共 ${total.toLocaleString('zh-CN')} 条`,
  exactCount: '精确计数',
  previous: '上一页',
  next: '下一页',
  page: (pageIndex: number) => `第 ${pageIndex} 页`,
  jumpTo: '跳至',
  pageUnit: '页',
  pageSize: (size: number) => `${size} 条/页`,
} as const;

/** The page on screen: the request that answered it and its cursors. */
export interface LastPage {
  /** The list's search, order and page size, as text: another one starts again, with a count. */
  base: string;
  request: Query & PageQuery;
  next?: string;
  prev?: string;
}

/**
 * The request for `request`'s page after `last`: the next or previous page by its cursor, another page
 * of the same search by number; neither counts again (the total on screen stands). The page on screen
 * again (重新加载) asks as it was asked, with a count; another search, order or size asks afresh.
 */
export function pageRequest(request: Query & PageQuery, last: LastPage | null, base: string): Query & PageQuery {
  if (!last || last.base !== base) return request;
  if (last.request.pageIndex === request.pageIndex) {
    const { count: _count, ...again } = last.request;
    return again as Query & PageQuery;
  }
  const turn =
    request.pageIndex === last.request.pageIndex + 1 && last.next
      ? { after: last.next }
      : request.pageIndex === last.request.pageIndex - 1 && last.prev
        ? { before: last.prev }
        : {};
  return { ...request, ...turn, count: 'none' };
}

const withoutCursor = ({ after: _after, before: _before, ...request }: Query & PageQuery) => request as Query & PageQuery;

/** What an empty list says when its search has filters, and the button that clears them. */
/** How long a list's first draw waits for its first answer before it shows its form and a loading table. */
export const FIRST_DRAW_HOLD_MS = 200;

export const LIST_TEXTS = {
  loadFailed: '数据加载失败',
  /** The table's own empty state while the alert above says why. */
  notLoaded: '未加载到数据',
  noMatch: '没有符合筛选条件的数据',
  clearFilters: '清除筛选',
} as const;

/**
 * Why a list failed to load, said in the list itself (null: nothing to say, the client is taking the
 * user to /login). An HTTP 500 is only logged by the client (spec section 8), and a server message
 * the client showed is not repeated, but the list still says it failed, with 重试: an empty table
 * would pass for "no data".
 */
export function listFailure(cause: unknown): string | null {
  const error = cause as Partial<ApiError> | null;
  if (error?.name === 'ApiError' && error.kind === 'unauthorized') return null;
  if (callerShouldTell(cause)) return `${LIST_TEXTS.loadFailed}：${String((cause as Error)?.message ?? cause)}`;
  return error?.name === 'ApiError' && error.kind === 'server' ? `${LIST_TEXTS.loadFailed}：${SHELL_TEXTS.serverError}` : LIST_TEXTS.loadFailed;
}

/** Server-side sorting: what a column with `sorter: true` sends (its key, antd's order name). */
export interface SortParams {
  sortField?: string;
  sortOrder?: 'ascend' | 'descend';
}

export function sortParams<Row>(sorter: SorterResult<Row> | SorterResult<Row>[]): SortParams {
  const first = Array.isArray(sorter) ? sorter[0] : sorter;
  const field = first?.columnKey ?? first?.field;
  if (!first?.order || field === undefined || Array.isArray(field)) return {};
  return { sortField: String(field), sortOrder: first.order };
}

function SelectFilter({ options, multiple, ...props }: { options: FilterOption[] | (() => Promise<FilterOption[]>); multiple?: boolean }) {
  return (
    <Select
      allowClear
      placeholder="请选择"
      options={useOptions(options)}
      mode={multiple ? 'multiple' : undefined}
      maxTagCount="responsive"
      style={{ width: multiple ? 220 : 160 }}
      {...props}
    />
  );
}

function FilterInput({ field, ...props }: { field: FilterField }) {
  switch (field.kind) {
    case 'select':
      // A party among thousands is asked as one types, as its form field is (one component).
      if (field.search) return <SearchSelect search={field.search} popupMatchSelectWidth={false} style={{ width: 200 }} {...props} />;
      return <SelectFilter options={field.options} {...props} />;
    case 'multiSelect':
      return <SelectFilter options={field.options} multiple {...props} />;
    case 'number':
      return <InputNumber min={field.min ?? 0} placeholder={field.placeholder ?? field.label} style={{ width: 140 }} {...props} />;
    case 'dateRange':
      // Either bound may stay empty (the query sends only the bounds given). Without allowEmpty the
      // picker pulls the focus back to an empty start date, so Tab could never leave the range.
      return <DatePicker.RangePicker allowEmpty={[true, true]} {...props} />;
    default:
      return <Input allowClear placeholder={field.placeholder ?? `请输入${field.label}`} style={{ width: 180 }} {...props} />;
  }
}

/** The list's name for its column settings: the page's path (its own location in a kept-alive tab). */
function useListName(): string {
  // Whether there is a router never changes for a mounted list.
  return useInRouterContext() ? useLocation().pathname : 'list'; // eslint-disable-line react-hooks/rules-of-hooks
}

const columnKey = (column: { key?: Key; dataIndex?: unknown }) => String(column.key ?? column.dataIndex ?? '');

/** 列设置: which columns show and how dense the table is, kept per user (columnPrefs.ts). */
function ColumnSettings<Row>({ columns, prefs, onChange }: { columns: ColumnsType<Row>; prefs: ColumnPrefs; onChange: (next: ColumnPrefs) => void }) {
  const choosable = columns.filter((column) => typeof column.title === 'string' && columnKey(column) && column.key !== 'actions');
  const content = (
    <Space direction="vertical" size={12} style={{ minWidth: 180 }}>
      <Segmented<Density>
        block
        size="small"
        value={prefs.density}
        options={(Object.keys(DENSITY_LABELS) as Density[]).map((value) => ({ value, label: DENSITY_LABELS[value] }))}
        onChange={(density) => onChange({ ...prefs, density })}
      />
      <Checkbox.Group
        style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
        value={choosable.map(columnKey).filter((key) => !prefs.hidden.includes(key))}
        options={choosable.map((column) => ({ value: columnKey(column), label: String(column.title) }))}
        onChange={(shown) => onChange({ ...prefs, hidden: choosable.map(columnKey).filter((key) => !shown.includes(key)) })}
      />
    </Space>
  );
  return (
    <Popover trigger="click" placement="bottomRight" title="列设置" content={content}>
      <Button icon={<SettingOutlined />} aria-label="列设置" />
    </Popover>
  );
}

/**
 * A list of any width stays readable: it scrolls sideways inside its card, with the first column
 * (and the selection) fixed at the start and the action column at the end; a cell whose text does
 * not fit ends in … and shows the whole text on hover (the column's own `ellipsis` wins).
 */
export function readableColumns<Row>(columns: ColumnsType<Row>): ColumnsType<Row> {
  return columns.map((column, index) => ({
    ...(index === 0 && column.key !== 'actions' ? { fixed: 'left' as const } : {}),
    ...(column.key === 'actions' ? { fixed: 'right' as const } : { ellipsis: { showTitle: true } }),
    ...column,
  }));
}

const sortOf = (state: ListState): SortParams => (state.sortField && state.sortOrder ? { sortField: state.sortField, sortOrder: state.sortOrder } : {});

/** The request a list makes in `state` (`query`: its search form's values as parameters), as the key its fetch runs again for. */
export const listRequestKey = (query: Query, state: ListState): string =>
  JSON.stringify({ ...query, ...sortOf(state), pageIndex: state.pageIndex, pageSize: state.pageSize, seek: 1 });

/** The list's search, order and page size: what a page turn keeps (listRequestKey without the page). */
const listBase = (query: Query, state: ListState): string => JSON.stringify({ ...query, ...sortOf(state), pageSize: state.pageSize });

export function ListPage<Row extends object>(config: ListPageConfig<Row>) {
  const [form] = Form.useForm();
  // Field ids are prefixed with a name of this list's own (labels stay unique beside dialogs and kept-alive pages).
  const formName = `search${useId().replace(/\W/g, '')}`;
  const { fetch, filters = [] } = config;
  // Filters, page, size and order live in the URL (listLocation.ts); the request is derived from them.
  const [state, setState] = useListState(filters, config.ownState);
  const query = useMemo(() => toQueryParams(filters, state.values), [state]); // eslint-disable-line react-hooks/exhaustive-deps
  const sort = sortOf(state);
  const [reloadCount, setReloadCount] = useState(0);
  // The page on screen and its cursors: a page turn asks by them (pageRequest), decided once per change of state.
  const lastPage = useRef<LastPage | null>(null);
  const firstKey = listRequestKey(query, state);
  const base = listBase(query, state);
  const requestKey = useMemo(
    () => JSON.stringify(pageRequest(JSON.parse(firstKey) as Query & PageQuery, lastPage.current, base)),
    [firstKey, base, reloadCount], // eslint-disable-line react-hooks/exhaustive-deps -- the last page as it was when the state changed
  );
  const [rows, setRows] = useState<Row[]>([]);
  const [total, setTotal] = useState(0);
  const [estimated, setEstimated] = useState(false);
  const [hasNext, setHasNext] = useState(false);
  const [counting, setCounting] = useState(false);
  /** The total of an answer (one asked without a count keeps the total on screen) and whether there is a page after it. */
  const showTotal = (page: Page<Row>, request: Query & PageQuery) => {
    const counted = typeof page.total === 'number';
    if (counted) {
      setTotal(page.total);
      setEstimated(Boolean(page.estimated));
    }
    const known = counted ? page.total : totalRef.current;
    setHasNext(page.next !== undefined || (page.list.length === request.pageSize && request.pageIndex * request.pageSize < known));
  };
  const totalRef = useRef(0);
  totalRef.current = total;
  // The first request starts while the page draws itself rather than in the effect, which runs
  // after the first paint: its round trip overlaps the first render, and the effect takes its answer.
  const firstRequest = useRef<{ key: string; page: Promise<Page<Row>> | null } | null>(null);
  if (firstRequest.current === null) {
    const page = fetch(JSON.parse(requestKey) as Query & PageQuery);
    // Its failure is the effect's to show.
    page.catch(() => undefined);
    firstRequest.current = { key: requestKey, page };
  }
  const [loading, setLoading] = useState(true);
  // Until its first answer (at most FIRST_DRAW_HOLD_MS), the list holds its first draw: it is drawn
  // once, with its rows, instead of once empty and again with them (each draw of a form and a table
  // costs as much as the round trip on this stack: bench/tmp's click timelines, README).
  const [held, setHeld] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setHeld(false), FIRST_DRAW_HOLD_MS);
    return () => clearTimeout(timer);
  }, []);
  const [failure, setFailure] = useState<string | null>(null);
  const card = useRef<HTMLDivElement>(null);
  const [selectedRowKeys, setSelectedRowKeys] = useState<Key[]>([]);
  // A list of its own on a page (a dialog's) keeps column settings apart from the page's list.
  const [prefs, setPrefs] = useColumnPrefs(`${useListName()}${config.ownState ? '#own' : ''}`);

  // The search form shows what the URL says (a shared link, back and forward); only a change of what
  // it says resets the form, so input typed and not searched yet survives a tab switch.
  // (The ref remembers what was applied, whenever this effect runs again.)
  const stateKey = JSON.stringify(query);
  const applied = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (held || applied.current === stateKey) return;
    applied.current = stateKey;
    form.resetFields();
    form.setFieldsValue(state.values);
  }, [form, stateKey, held]); // eslint-disable-line react-hooks/exhaustive-deps

  // When the rows on screen were asked for, and whether the next fetch is a refresh on coming back
  // (freshOnReturn.tsx): that one keeps the rows as they are, with no loading state, until its answer.
  const fetched = useRef<Fetched | null>(null);
  const quiet = useRef(false);
  useEffect(() => {
    let current = true;
    fetched.current = fetchedNow();
    if (!quiet.current) setLoading(true);
    quiet.current = false;
    const first = firstRequest.current!;
    const started = first.key === requestKey ? first.page : null;
    first.page = null;
    const request = JSON.parse(requestKey) as Query & PageQuery;
    // A cursor the server no longer takes (it restarted) is asked again by the page's number.
    (started ?? fetch(request).catch((cause: unknown) => (request.after || request.before ? fetch(withoutCursor(request)) : Promise.reject(cause))))
      .then((page) => {
        if (!current) return;
        lastPage.current = { base, request, next: page.next, prev: page.prev };
        setRows(page.list);
        showTotal(page, request);
        setFailure(null);
      })
      .catch((cause: unknown) => {
        if (current) setFailure(listFailure(cause));
      })
      .finally(() => {
        if (!current) return;
        setLoading(false);
        setHeld(false);
      });
    return () => {
      current = false;
    };
  }, [fetch, requestKey, reloadCount]); // eslint-disable-line react-hooks/exhaustive-deps -- base and showTotal follow requestKey

  // The first answer's rows on screen (committed): said once, for the shell's page timing.
  const rowsShown = useRef(false);
  useEffect(() => {
    if (loading || failure || rowsShown.current) return;
    rowsShown.current = true;
    card.current?.dispatchEvent(new Event(ROWS_SHOWN_EVENT, { bubbles: true }));
  }, [loading, failure]);

  // A live list asks again by itself, quietly, while its page is on screen (a failed ask waits for
  // the next); an answer that comes after the list was reloaded (a state change) is dropped, so it never
  // shows the rows from before the change.
  const live = usePageActive() && Boolean(config.liveWhile?.(rows));
  useEffect(() => {
    if (!live) return;
    let current = true;
    const timer = setInterval(() => {
      fetch(JSON.parse(requestKey) as Query & PageQuery).then(
        (page) => {
          if (!current) return;
          setRows(page.list);
          showTotal(page, JSON.parse(requestKey) as Query & PageQuery);
        },
        () => undefined,
      );
    }, LIVE_REFRESH_MS);
    return () => {
      current = false;
      clearInterval(timer);
    };
  }, [live, fetch, requestKey, reloadCount]); // eslint-disable-line react-hooks/exhaustive-deps -- showTotal follows requestKey

  const reload = useCallback(() => setReloadCount((n) => n + 1), []);
  /** 精确计数: the page on screen asked again with the full count. */
  const countExactly = () => {
    const request = JSON.parse(requestKey) as Query & PageQuery;
    setCounting(true);
    fetch({ ...request, count: 'exact' })
      .then((page) => {
        if (JSON.stringify(request) === requestKey) showTotal(page, request);
      })
      .catch(() => undefined)
      .finally(() => setCounting(false));
  };
  const refresh = useCallback(() => {
    quiet.current = true;
    reload();
  }, [reload]);
  const selectedRows = useMemo(() => rows.filter((row) => selectedRowKeys.includes(row[config.rowKey] as Key)), [rows, selectedRowKeys, config.rowKey]);
  const clearSelection = useCallback(() => setSelectedRowKeys([]), []);
  const context: ListContext<Row> = { reload, query, rows, selectedRows, selectedRowKeys, clearSelection };
  const columns = typeof config.columns === 'function' ? config.columns(context) : config.columns;
  const shownColumns = readableColumns(columns.filter((column) => !prefs.hidden.includes(columnKey(column))));

  const search = (values: Record<string, unknown>) => setState({ ...state, values, pageIndex: 1 });
  const reset = () => {
    form.resetFields();
    setState({ ...state, values: {}, pageIndex: 1 });
  };
  const exports = config.exports ?? [];
  const exportColumns = () => shownColumns.map(columnKey).filter((key) => key && key !== 'actions');
  const onChange = (pagination: TablePaginationConfig, _filters: unknown, sorter: SorterResult<Row> | SorterResult<Row>[]) => {
    const nextSort = sortParams(sorter);
    const sortChanged = nextSort.sortField !== sort.sortField || nextSort.sortOrder !== sort.sortOrder;
    // A new order starts again at the first page.
    setState({
      ...state,
      ...nextSort,
      ...(nextSort.sortField ? {} : { sortField: undefined, sortOrder: undefined }),
      pageIndex: sortChanged ? 1 : (pagination.current ?? 1),
      pageSize: pagination.pageSize ?? state.pageSize,
    });
  };
  // A list longer than its jumps (or of an estimated length) moves a page at a time past them (SeekPager).
  const seeking = estimated || total > JUMP_ROWS;

  if (held) return <Card variant="borderless" className="console-list-page" aria-busy="true" />;
  return (
    <Card ref={card} variant="borderless" className="console-list-page">
      <FreshOnReturn fetched={fetched} refresh={refresh} />
      {filters.length > 0 && (
        <Form form={form} name={formName} layout="inline" onFinish={search} style={{ rowGap: 12, marginBottom: 16 }}>
          {filters.map((field) => (
            <Form.Item key={field.name} name={field.name} label={field.label}>
              <FilterInput field={field} />
            </Form.Item>
          ))}
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
                查询
              </Button>
              <Button onClick={reset}>重置</Button>
            </Space>
          </Form.Item>
        </Form>
      )}
      {config.header?.(context)}
      <Flex justify="space-between" align="center" style={{ marginBottom: 12 }}>
        <Space wrap>{config.toolbar?.(context)}</Space>
        <Space>
          {exports.map((entry) => (
            <ExportButton key={entry.label} entry={entry} query={query} columns={exportColumns} total={total} />
          ))}
          <Button icon={<ReloadOutlined />} onClick={reload} aria-label="刷新" />
          <ColumnSettings columns={columns} prefs={prefs} onChange={setPrefs} />
        </Space>
      </Flex>
      {failure && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={failure}
          action={
            <Button size="small" onClick={reload}>
              重试
            </Button>
          }
        />
      )}
      <Table<Row>
        rowKey={config.rowKey}
        columns={shownColumns.map((column) =>
          // The order shown is the URL's (controlled on every sortable column).
          'sorter' in column && column.sorter ? { ...column, sortOrder: columnKey(column) === state.sortField ? (state.sortOrder ?? null) : null } : column,
        )}
        dataSource={rows}
        loading={loading}
        size={prefs.density}
        scroll={{ x: 'max-content' }}
        // The header stays on top while the page scrolls (the kept page is the scrolling box).
        sticky={{ getContainer: () => (card.current?.closest('.console-page') as HTMLElement | null) ?? window }}
        locale={{
          emptyText: failure ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={LIST_TEXTS.notLoaded} />
          ) : Object.keys(query).length > 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={LIST_TEXTS.noMatch}>
              <Button onClick={reset}>{LIST_TEXTS.clearFilters}</Button>
            </Empty>
          ) : undefined,
        }}
        rowSelection={config.selectable ? { selectedRowKeys, onChange: setSelectedRowKeys, fixed: true } : undefined}
        onChange={onChange}
        pagination={
          seeking
            ? false
            : {
                current: state.pageIndex,
                pageSize: state.pageSize,
                total,
                showSizeChanger: true,
                showQuickJumper: true,
                pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
                showTotal: pageTotalText,
              }
        }
      />
      {seeking && (
        <SeekPager
          total={total}
          estimated={estimated}
          counting={counting}
          onCount={countExactly}
          pageIndex={state.pageIndex}
          pageSize={state.pageSize}
          hasNext={hasNext}
          disabled={loading}
          onPage={(pageIndex, pageSize) => setState({ ...state, pageIndex, pageSize })}
        />
      )}
      {/* antd draws no pagination for an empty result: its total is said all the same. */}
      {total === 0 && !failure && !loading && (
        <Pagination className="ant-table-pagination" align="end" size="small" disabled total={0} showTotal={pageTotalText} />
      )}
    </Card>
  );
}

/**
 * The pager of a list longer than its jumps: the total (约 N 条 with 精确计数 while it is an estimate),
 * the previous and next page (by cursor), a jump to a page within the first JUMP_ROWS rows, the page size.
 */
export function SeekPager(props: {
  total: number;
  estimated: boolean;
  counting: boolean;
  onCount: () => void;
  pageIndex: number;
  pageSize: number;
  hasNext: boolean;
  disabled: boolean;
  onPage: (pageIndex: number, pageSize: number) => void;
}) {
  const { total, estimated, pageIndex, pageSize, onPage } = props;
  const [jump, setJump] = useState<number | null>(null);
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const jumpable = Math.max(1, Math.min(Math.floor(JUMP_ROWS / pageSize), estimated ? Infinity : lastPage));
  return (
    <Flex className="ant-table-pagination console-seek-pager" justify="end" align="center" gap={8} wrap style={{ marginTop: 16 }}>
      <span className="ant-pagination-total-text">{estimated ? PAGING_TEXTS.estimated(total) : PAGING_TEXTS.exact(total)}</span>
      {estimated && (
        <Button size="small" type="link" loading={props.counting} onClick={props.onCount}>
          {PAGING_TEXTS.exactCount}
        </Button>
      )}
      <Button
        size="small"
        icon={<LeftOutlined />}
        aria-label={PAGING_TEXTS.previous}
        disabled={props.disabled || pageIndex <= 1}
        onClick={() => onPage(pageIndex - 1, pageSize)}
      />
      <span>{PAGING_TEXTS.page(pageIndex)}</span>
      <Button
        size="small"
        icon={<RightOutlined />}
        aria-label={PAGING_TEXTS.next}
        disabled={props.disabled || !props.hasNext}
        onClick={() => onPage(pageIndex + 1, pageSize)}
      />
      <span>{PAGING_TEXTS.jumpTo}</span>
      <InputNumber<number>
        size="small"
        min={1}
        max={jumpable}
        precision={0}
        value={jump}
        aria-label={PAGING_TEXTS.jumpTo}
        style={{ width: 80 }}
        onChange={setJump}
        onPressEnter={(event) => {
          // What was typed, also past the bounds (the field clamps only on leaving it).
          const typed = Math.floor(Number((event.target as HTMLInputElement).value));
          if (typed >= 1) onPage(Math.min(typed, jumpable), pageSize);
          setJump(null);
        }}
      />
      <span>{PAGING_TEXTS.pageUnit}</span>
      <Select<number>
        size="small"
        value={pageSize}
        aria-label="每页条数"
        options={PAGE_SIZE_OPTIONS.map((size) => ({ value: size, label: PAGING_TEXTS.pageSize(size) }))}
        onChange={(size) => onPage(1, size)}
      />
    </Flex>
  );
}
