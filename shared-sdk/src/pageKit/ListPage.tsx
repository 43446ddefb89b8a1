import { DownloadOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, DatePicker, Flex, Form, Input, InputNumber, Select, Space, Table } from 'antd';
import type { ColumnsType, TablePaginationConfig } from 'antd/es/table';
import type { SorterResult } from 'antd/es/table/interface';
import { useCallback, useEffect, useId, useMemo, useState, type Key, type ReactNode } from 'react';
import { callerShouldTell, type Page, type PageQuery } from '../api/envelope';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../constants';
import { toQueryParams, type FilterField, type FilterOption } from './filters';

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
  /** A file response for the current filters (spec "export"). */
  exportFile?: (query: Query) => Promise<void>;
  toolbar?: (context: ListContext<Row>) => ReactNode;
  selectable?: boolean;
}

export const pageTotalText = (total: number) => `共 ${total} 条`;

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

/** Options given as a list, or loaded once from an endpoint. */
function useOptions(options: FilterOption[] | (() => Promise<FilterOption[]>)): FilterOption[] {
  const [loaded, setLoaded] = useState<FilterOption[]>(Array.isArray(options) ? options : []);
  useEffect(() => {
    if (Array.isArray(options)) return;
    let current = true;
    options()
      .then((list) => current && setLoaded(list))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [options]);
  return loaded;
}

function SelectFilter({ options, ...props }: { options: FilterOption[] | (() => Promise<FilterOption[]>) }) {
  return <Select allowClear placeholder="请选择" options={useOptions(options)} style={{ width: 160 }} {...props} />;
}

function FilterInput({ field, ...props }: { field: FilterField }) {
  switch (field.kind) {
    case 'select':
      return <SelectFilter options={field.options} {...props} />;
    case 'number':
      return <InputNumber min={field.min ?? 0} placeholder={field.placeholder ?? field.label} style={{ width: 140 }} {...props} />;
    case 'dateRange':
      return <DatePicker.RangePicker {...props} />;
    default:
      return <Input allowClear placeholder={field.placeholder ?? `请输入${field.label}`} style={{ width: 180 }} {...props} />;
  }
}

export function ListPage<Row extends object>(config: ListPageConfig<Row>) {
  const { message } = App.useApp();
  const [form] = Form.useForm();
  // Field ids are prefixed with a name of this list's own (labels stay unique beside dialogs and kept-alive pages).
  const formName = `search${useId().replace(/\W/g, '')}`;
  const [query, setQuery] = useState<Query>({});
  const [paging, setPaging] = useState<PageQuery>({ pageIndex: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [sort, setSort] = useState<SortParams>({});
  const [reloadCount, setReloadCount] = useState(0);
  const [rows, setRows] = useState<Row[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState('');
  const [exporting, setExporting] = useState(false);
  const [selectedRowKeys, setSelectedRowKeys] = useState<Key[]>([]);

  const { fetch, filters = [] } = config;
  useEffect(() => {
    let current = true;
    setLoading(true);
    fetch({ ...query, ...sort, ...paging })
      .then((page) => {
        if (!current) return;
        setRows(page.list);
        setTotal(page.total);
        setError('');
      })
      .catch((cause: unknown) => {
        // Said here, once, unless the client already showed the server's message or it was an HTTP 500 (only logged).
        if (current) setError(callerShouldTell(cause) ? String((cause as Error)?.message ?? cause) : '');
      })
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [fetch, query, sort, paging, reloadCount]);

  const reload = useCallback(() => setReloadCount((n) => n + 1), []);
  const selectedRows = useMemo(
    () => rows.filter((row) => selectedRowKeys.includes(row[config.rowKey] as Key)),
    [rows, selectedRowKeys, config.rowKey],
  );
  const clearSelection = useCallback(() => setSelectedRowKeys([]), []);
  const context: ListContext<Row> = { reload, query, rows, selectedRows, selectedRowKeys, clearSelection };
  const columns = typeof config.columns === 'function' ? config.columns(context) : config.columns;

  const search = (values: Record<string, unknown>) => {
    setQuery(toQueryParams(filters, values));
    setPaging((p) => ({ ...p, pageIndex: 1 }));
  };
  const reset = () => {
    form.resetFields();
    search({});
  };
  const exportFile = async () => {
    if (!config.exportFile) return;
    setExporting(true);
    try {
      await config.exportFile(query);
      message.success('导出成功');
    } catch {
      /* the client already said why */
    } finally {
      setExporting(false);
    }
  };
  const onChange = (pagination: TablePaginationConfig, _filters: unknown, sorter: SorterResult<Row> | SorterResult<Row>[]) => {
    const nextSort = sortParams(sorter);
    const sortChanged = nextSort.sortField !== sort.sortField || nextSort.sortOrder !== sort.sortOrder;
    if (sortChanged) setSort(nextSort);
    // A new order starts again at the first page.
    setPaging({ pageIndex: sortChanged ? 1 : (pagination.current ?? 1), pageSize: pagination.pageSize ?? DEFAULT_PAGE_SIZE });
  };

  return (
    <Card variant="borderless" className="console-list-page">
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
      <Flex justify="space-between" align="center" style={{ marginBottom: 12 }}>
        <Space wrap>{config.toolbar?.(context)}</Space>
        <Space>
          {config.exportFile && (
            <Button icon={<DownloadOutlined />} loading={exporting} onClick={exportFile}>
              导出
            </Button>
          )}
          <Button icon={<ReloadOutlined />} onClick={reload} aria-label="刷新" />
        </Space>
      </Flex>
      {error && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={`数据加载失败：${error}`}
          action={
            <Button size="small" onClick={reload}>
              重试
            </Button>
          }
        />
      )}
      <Table<Row>
        rowKey={config.rowKey}
        columns={columns}
        dataSource={rows}
        loading={loading}
        scroll={{ x: 'max-content' }}
        rowSelection={config.selectable ? { selectedRowKeys, onChange: setSelectedRowKeys } : undefined}
        onChange={onChange}
        pagination={{
          current: paging.pageIndex,
          pageSize: paging.pageSize,
          total,
          showSizeChanger: true,
          showQuickJumper: true,
          pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
          showTotal: pageTotalText,
        }}
      />
    </Card>
  );
}

/** Turns a list-page declaration into the page component a manifest route exposes. */
export function createListPage<Row extends object>(config: ListPageConfig<Row>) {
  return function DeclaredListPage() {
    return <ListPage<Row> {...config} />;
  };
}
