import { BatchAction, CsvImportButton } from '@console/sdk/kit';
import { DeleteOutlined, DownloadOutlined, PlusOutlined, SwapOutlined } from '@ant-design/icons';
import { type RoutePageProps } from '@console/sdk';
import { ConfirmAction, formatDateTime, FormDialog, ListPage, type FilterField, type ListContext, type ListPageConfig } from '@console/sdk/kit';
import { FOLLOW_WAYS, intentionCustomerApi, type ColumnConfig, type CustomerPool, type CustomerRow, type FollowUpRow } from '../contract';
import { Button, Drawer, Empty, Result, Space, Spin, Tag, Timeline, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { customerColumns, customerFormFields, customerFormValues } from '../shared/customerColumns';
import { FOLLOW_FIELDS } from '../shared/followFields';
import { PROGRESS_OPTIONS, SOURCE_OPTIONS, TAG_OPTIONS, useFormOptions } from '../shared/formOptions';
import { PickColleague } from '../shared/PickColleague';
import { currentUser } from '../shared/session';

/** The search form of every customer list. */
export const CUSTOMER_FILTERS: FilterField[] = [
  { kind: 'text', name: 'name', label: '客户名称' },
  { kind: 'text', name: 'phone', label: '手机号' },
  { kind: 'select', name: 'source', label: '来源', options: SOURCE_OPTIONS },
  { kind: 'select', name: 'progress', label: '跟进进度', options: PROGRESS_OPTIONS },
  { kind: 'select', name: 'tag', label: '标签', options: TAG_OPTIONS },
  { kind: 'dateRange', name: 'created', label: '创建时间' },
];

/** The request of one pool's list: the search form's values plus the pool. */
export const customerFetch = (pool: CustomerPool): ListPageConfig<CustomerRow>['fetch'] => async (query) =>
  (await intentionCustomerApi.list({ ...query, pool })).data;

/** The follow-up history of one customer. */
function FollowHistory({ customer, onClose }: { customer: CustomerRow | null; onClose: () => void }) {
  const [rows, setRows] = useState<FollowUpRow[] | null>(null);
  useEffect(() => {
    if (!customer) return;
    let current = true;
    setRows(null);
    intentionCustomerApi
      .followList({ customerId: customer.id, pageIndex: 1, pageSize: 100 })
      .then((envelope) => current && setRows(envelope.data.list))
      .catch(() => current && setRows([]));
    return () => {
      current = false;
    };
  }, [customer]);
  return (
    <Drawer title={customer ? `跟进记录：${customer.name}` : '跟进记录'} open={customer !== null} onClose={onClose} size={480}>
      {rows === null ? (
        <Spin />
      ) : rows.length === 0 ? (
        <Empty description="暂无跟进记录" />
      ) : (
        <Timeline
          items={rows.map((row) => ({
            key: row.id,
            content: (
              <>
                <Space size={4} wrap>
                  <Typography.Text strong>{formatDateTime(row.createdAt)}</Typography.Text>
                  <Tag color="blue">{row.stage}</Tag>
                  <Tag>{row.way}</Tag>
                  <Typography.Text type="secondary">{row.followerName}</Typography.Text>
                </Space>
                <div>{row.content}</div>
                {row.nextFollowAt && <Typography.Text type="secondary">下次跟进：{formatDateTime(row.nextFollowAt)}</Typography.Text>}
              </>
            ),
          }))}
        />
      )}
    </Drawer>
  );
}

type Dialog = { kind: 'add' } | { kind: 'edit'; row: CustomerRow } | { kind: 'follow'; row: CustomerRow } | null;

/** My customers (/customer), the high seas (/CRMHigh) and the department pool (/CRMDepartmentHigh): one page, `pool` from the manifest. */
export default function Customers({ params }: RoutePageProps) {
  const pool = (params.pool as CustomerPool | undefined) ?? 'mine';
  const user = currentUser();
  const { options, failed, retry } = useFormOptions();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [history, setHistory] = useState<CustomerRow | null>(null);
  const fetch = useMemo(() => customerFetch(pool), [pool]);
  const columnsConfig: ColumnConfig[] = options?.columns ?? [];
  const formFields = useMemo(() => (options ? customerFormFields(options) : []), [options]);
  const followForm = FOLLOW_FIELDS;
  const editValues = useMemo(
    () => (dialog?.kind === 'edit' ? customerFormValues(dialog.row, columnsConfig) : dialog?.kind === 'follow' ? { stage: dialog.row.progress, way: FOLLOW_WAYS[0] } : undefined),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [dialog],
  );
  const close = useCallback(() => setDialog(null), []);

  const rowActions = (row: CustomerRow, { reload }: ListContext<CustomerRow>) => (
    <Space size={0}>
      {pool === 'mine' && user.can('users') && (
        <Button type="link" size="small" onClick={() => setDialog({ kind: 'edit', row })}>
          编辑
        </Button>
      )}
      {pool === 'mine' && user.can('staff') && (
        <Button type="link" size="small" onClick={() => setDialog({ kind: 'follow', row })}>
          写跟进
        </Button>
      )}
      <Button type="link" size="small" onClick={() => setHistory(row)}>
        跟进记录
      </Button>
      {pool === 'mine' && user.can('users') && (
        <ConfirmAction
          label="释放"
          danger={false}
          description={`确定将客户「${row.name}」释放到公海吗?`}
          successMessage="已释放到公海"
          onConfirm={() => intentionCustomerApi.release({ ids: [row.id], toPool: 'high' })}
          onDone={reload}
        />
      )}
      {pool !== 'mine' && user.can('staff') && (
        <ConfirmAction
          label="领取"
          danger={false}
          description={`确定领取客户「${row.name}」吗?`}
          successMessage="领取成功"
          onConfirm={() => intentionCustomerApi.claim({ ids: [row.id], pool })}
          onDone={reload}
        />
      )}
      {user.can('supervisors') && (
        <ConfirmAction
          description={`确定删除客户「${row.name}」吗?删除后不可恢复`}
          successMessage="删除成功"
          onConfirm={() => intentionCustomerApi.delete({ ids: [row.id], pool })}
          onDone={reload}
        />
      )}
    </Space>
  );

  const toolbar = (context: ListContext<CustomerRow>) => {
    const done = () => {
      context.clearSelection();
      context.reload();
    };
    const ids = context.selectedRowKeys;
    return (
      <>
        {pool === 'mine' && user.can('staff') && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'add' })}>
            新增客户
          </Button>
        )}
        {pool === 'mine' && user.can('staff') && (
          <CsvImportButton
            label="导入客户"
            onImport={async (table) => {
              const { data } = await intentionCustomerApi.import(table);
              return `导入完成：新增 ${data.added} 条，跳过重复 ${data.skipped} 条`;
            }}
            onDone={context.reload}
          />
        )}
        {pool === 'mine' && user.can('staff') && (
          <Button icon={<DownloadOutlined />} onClick={() => void intentionCustomerApi.downloadIntentionTemplate().catch(() => undefined)}>
            下载导入模板
          </Button>
        )}
        {pool === 'mine' && user.can('users') && (
          <BatchAction
            label="释放到公海"
            selectedRowKeys={ids}
            confirm={(count) => `确定将选中的 ${count} 个客户释放到公海吗?`}
            run={async (list) => `已释放 ${(await intentionCustomerApi.release({ ids: list, toPool: 'high' })).data.released} 个客户`}
            done={done}
          />
        )}
        {pool === 'mine' && user.can('users') && user.flags.CRMDepartmentHigh && (
          <BatchAction
            label="释放到部门公海"
            selectedRowKeys={ids}
            confirm={(count) => `确定将选中的 ${count} 个客户释放到部门公海吗?`}
            run={async (list) => `已释放 ${(await intentionCustomerApi.release({ ids: list, toPool: 'department' })).data.released} 个客户`}
            done={done}
          />
        )}
        {pool === 'mine' && user.can('supervisors') && (
          <PickColleague
            label="转移客户"
            icon={<SwapOutlined />}
            selectedRowKeys={ids}
            companyIds={context.selectedRows.map((row) => row.companyId)}
            run={async (list, toUserId) => `已转移 ${(await intentionCustomerApi.transfer({ ids: list, toUserId })).data.transferred} 个客户`}
            done={done}
          />
        )}
        {pool !== 'mine' && user.can('staff') && (
          <BatchAction
            label="批量领取"
            type="primary"
            selectedRowKeys={ids}
            confirm={(count) => `确定领取选中的 ${count} 个客户吗?`}
            run={async (list) => `已领取 ${(await intentionCustomerApi.claim({ ids: list, pool })).data.claimed} 个客户`}
            done={done}
          />
        )}
        {user.can('supervisors') && (
          <BatchAction
            label="删除"
            danger
            icon={<DeleteOutlined />}
            selectedRowKeys={ids}
            confirm={(count) => `确定删除选中的 ${count} 个客户吗?删除后不可恢复`}
            run={async (list) => `已删除 ${(await intentionCustomerApi.delete({ ids: list, pool })).data.deleted} 个客户`}
            done={done}
          />
        )}
        <FormDialog
          title={dialog?.kind === 'edit' ? '编辑客户' : '新增客户'}
          open={dialog?.kind === 'add' || dialog?.kind === 'edit'}
          onClose={close}
          fields={formFields}
          initialValues={dialog?.kind === 'edit' ? editValues : undefined}
          onSubmit={(values) =>
            dialog?.kind === 'edit'
              ? intentionCustomerApi.update({ ...values, id: dialog.row.id, version: dialog.row.version } as never)
              : intentionCustomerApi.add(values as never)
          }
          onDone={context.reload}
        />
        <FormDialog
          title={dialog?.kind === 'follow' ? `写跟进：${dialog.row.name}` : '写跟进'}
          open={dialog?.kind === 'follow'}
          onClose={close}
          fields={followForm}
          initialValues={dialog?.kind === 'follow' ? editValues : undefined}
          onSubmit={(values) => intentionCustomerApi.addFollow({ ...values, customerId: dialog?.kind === 'follow' ? dialog.row.id : 0 } as never)}
          successMessage="跟进已记录"
          onDone={context.reload}
        />
      </>
    );
  };

  if (failed) {
    return (
      <Result
        status="error"
        title="客户字段配置加载失败"
        extra={
          <Button type="primary" onClick={retry}>
            重试
          </Button>
        }
      />
    );
  }
  if (!options) return <Spin style={{ display: 'block', margin: 48 }} />;
  return (
    <>
      <ListPage<CustomerRow>
        rowKey="id"
        selectable
        fetch={fetch}
        filters={CUSTOMER_FILTERS}
        exportFile={(query) => intentionCustomerApi.export({ ...query, pool })}
        toolbar={toolbar}
        columns={(context) => [
          ...customerColumns(columnsConfig, pool, user.insideCompany),
          { title: '操作', key: 'actions', fixed: 'right', render: (_: unknown, row: CustomerRow) => rowActions(row, context) },
        ]}
      />
      <FollowHistory customer={history} onClose={() => setHistory(null)} />
    </>
  );
}
