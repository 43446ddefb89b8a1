import { DeleteOutlined, SwapOutlined } from '@ant-design/icons';
import { createResourcePage, listFetch, type FilterField, type ResourcePageConfig, type RouteParams } from '@console/sdk/kit';
import { customer, FOLLOW_WAYS, intentionCustomerApi as api, type CustomerFormOptions, type CustomerPool, type CustomerRow } from '../contract';
import { colleagueForm, oneCompany } from '../shared/colleagues';
import { customerColumns, customerFormFields, customerFormValues } from '../shared/customerColumns';
import { FollowHistory } from '../shared/FollowHistory';
import { FOLLOW_FIELDS } from '../shared/followFields';
import { loadFormOptions, PROGRESS_OPTIONS, SOURCE_OPTIONS, TAG_OPTIONS } from '../shared/formOptions';

/** The search form of every customer list: source, stage and tag are chosen of the company's lists. */
export const CUSTOMER_FILTERS = [
  'name',
  'phone',
  { kind: 'select', name: 'source', label: '来源', options: SOURCE_OPTIONS },
  { kind: 'select', name: 'progress', label: '跟进进度', options: PROGRESS_OPTIONS },
  { kind: 'select', name: 'tags', label: '标签', options: TAG_OPTIONS },
  'createdAt',
  'lastFollowAt',
  'nextFollowAt',
] as const satisfies readonly (string | FilterField)[];

/** The request of one pool's list: the search form's values plus the pool. */
export const customerFetch = (pool: CustomerPool) => listFetch<CustomerRow>(api.list, { pool });

const release = (toPool: 'high' | 'department') => async (rows: CustomerRow[]) =>
  `已释放 ${(await api.release({ ids: rows.map((row) => row.id), toPool })).data.released} 个客户`;

/** What one pool's page lists: not the company's fields (the loader's), so the list is asked for beside them. */
const customerList = (pool: CustomerPool) => ({ resource: customer, list: api.list, params: { pool }, filters: CUSTOMER_FILTERS });

/** One pool's page: my customers are edited, followed up and released; a pool's are claimed. */
function customerPage(pool: CustomerPool, options: CustomerFormOptions): ResourcePageConfig<CustomerRow, typeof customer> {
  const mine = () => pool === 'mine';
  const pools = () => !mine();
  const ids = (rows: CustomerRow[]) => rows.map((row) => row.id);
  return {
    ...customerList(pool),
    noun: '客户',
    columns: ({ user }) => customerColumns(options.columns, pool, user.insideCompany),
    form: {
      fields: customerFormFields(options),
      add: { call: api.add, when: mine },
      edit: {
        call: api.update,
        when: mine,
        toValues: (row) => customerFormValues(row, options.columns),
        toRequest: (values, row) => ({ ...values, id: row.id, version: row.version }),
      },
    },
    rowActions: [
      {
        label: '写跟进',
        call: api.addFollow,
        when: mine,
        form: { fields: FOLLOW_FIELDS, title: (row) => `写跟进：${row.name}`, initialValues: (row) => ({ stage: row.progress, way: FOLLOW_WAYS[0] }) },
        run: (row, _, values) => api.addFollow({ ...values, customerId: row.id } as never),
        successMessage: '跟进已记录',
      },
      {
        label: '拨打',
        call: api.dial,
        when: mine,
        run: async (row) => api.dial({ customerId: row.id }),
        successMessage: '已拨打，请在话机上接听',
      },
      { label: '跟进记录', drawer: { title: (row) => `跟进记录：${row.name}`, content: (row) => <FollowHistory customer={row} /> } },
      {
        label: '释放',
        call: api.release,
        when: mine,
        confirm: (row) => `确定将客户「${row.name}」释放到公海吗?`,
        run: (row) => release('high')([row]),
        successMessage: '已释放到公海',
      },
      {
        label: '领取',
        call: api.claim,
        when: pools,
        confirm: (row) => `确定领取客户「${row.name}」吗?`,
        run: (row) => api.claim({ ids: [row.id], pool: pool as 'high' }),
        successMessage: '领取成功',
      },
    ],
    remove: { call: api.delete, confirm: (row) => `确定删除客户「${row.name}」吗?删除后不可恢复`, toRequest: (row) => ({ ids: [row.id], pool }) },
    batch: [
      { label: '释放到公海', call: api.release, when: mine, confirm: (count) => `确定将选中的 ${count} 个客户释放到公海吗?`, run: release('high') },
      {
        label: '释放到部门公海',
        call: api.release,
        when: (user) => mine() && Boolean(user.flags.CRMDepartmentHigh),
        confirm: (count) => `确定将选中的 ${count} 个客户释放到部门公海吗?`,
        run: release('department'),
      },
      {
        label: '转移客户',
        call: api.transfer,
        when: mine,
        icon: <SwapOutlined />,
        check: oneCompany,
        form: colleagueForm('toUserId'),
        run: async (rows, { toUserId }) => `已转移 ${(await api.transfer({ ids: ids(rows), toUserId: Number(toUserId) })).data.transferred} 个客户`,
      },
      {
        label: '批量领取',
        call: api.claim,
        when: pools,
        type: 'primary',
        confirm: (count) => `确定领取选中的 ${count} 个客户吗?`,
        run: async (rows) => `已领取 ${(await api.claim({ ids: ids(rows), pool: pool as 'high' })).data.claimed} 个客户`,
      },
      {
        label: '删除',
        call: api.delete,
        danger: true,
        icon: <DeleteOutlined />,
        confirm: (count) => `确定删除选中的 ${count} 个客户吗?删除后不可恢复`,
        run: async (rows) => `已删除 ${(await api.delete({ ids: ids(rows), pool })).data.deleted} 个客户`,
      },
    ],
    importer: {
      label: '导入客户',
      call: api.import,
      when: mine,
      template: api.downloadIntentionTemplate,
      run: async (table) => {
        const { data } = await api.import(table);
        return `导入完成：新增 ${data.added} 条，跳过重复 ${data.skipped} 条`;
      },
    },
    exporter: api.export,
  };
}

/** My customers (/customer), the high seas (/CRMHigh) and the department pool (/CRMDepartmentHigh): one page, `pool` from the manifest. */
const poolOf = ({ pool = 'mine' }: RouteParams) => pool as CustomerPool;
export default createResourcePage((params, options: CustomerFormOptions) => customerPage(poolOf(params), options), {
  load: loadFormOptions,
  failedTitle: '客户字段配置加载失败',
  list: (params) => customerList(poolOf(params)),
});
