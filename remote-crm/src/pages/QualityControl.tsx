import { createResourcePage, dateTimeColumn, enumColumn, labelled, listFetch, textColumn, type FilterField, type PageQuery, type Query } from '@console/sdk/kit';
import { intentionCustomerApi, POOL, QUALITY_ISSUES, type QualityIssue, type QualityRow } from '../contract';
import { Tag } from 'antd';

export const QUALITY_FILTERS: FilterField[] = [
  { kind: 'select', name: 'issue', label: '问题类型', options: labelled(QUALITY_ISSUES) },
  { kind: 'number', name: 'days', label: '未跟进天数≥', min: 1, placeholder: '默认 30' },
  { kind: 'text', name: 'name', label: '客户名称' },
  { kind: 'text', name: 'phone', label: '手机号' },
];

/** Without a chosen problem the page shows the customers not followed up for a long time. */
const issueOf = (query: Query) => (query.issue as QualityIssue | undefined) ?? 'overdue';
export const qualityFetch = (query: Query & PageQuery) => listFetch<QualityRow>(intentionCustomerApi.qualityControl)({ ...query, issue: issueOf(query) });

/** Customer quality control (/customerQualityControl): overdue, never followed, duplicated customers. */
export default createResourcePage<QualityRow>({
  noun: '客户',
  rowKey: 'id',
  list: qualityFetch,
  filters: QUALITY_FILTERS,
  columns: ({ user }) => [
    { title: '问题', dataIndex: 'issue', key: 'issue', render: (issue: string) => <Tag color="red">{issue}</Tag> },
    textColumn('客户名称', 'name'),
    textColumn('手机号', 'phone'),
    enumColumn('客户池', 'pool', POOL),
    { title: '跟进进度', dataIndex: 'progress', key: 'progress', render: (value: string) => (value ? <Tag color="blue">{value}</Tag> : '-') },
    textColumn('负责人', 'ownerName'),
    textColumn('部门', 'departmentName'),
    dateTimeColumn('最近跟进', 'lastFollowAt'),
    dateTimeColumn('下次跟进', 'nextFollowAt'),
    { title: '天数', dataIndex: 'days', key: 'days', render: (days: number) => `${days} 天` },
    ...(user.insideCompany ? [] : [textColumn<QualityRow>('所属企业', 'companyName')]),
  ],
  batch: [
    {
      label: '释放到公海',
      call: intentionCustomerApi.release,
      // A duplicate is not the owner's neglect: it is merged, not released.
      visible: (query) => issueOf(query) !== 'duplicate',
      confirm: (count) => `确定将选中的 ${count} 个客户释放到公海吗?`,
      run: async (rows, _, query) => {
        const reason = `质检：${QUALITY_ISSUES[issueOf(query)]}`;
        return `已释放 ${(await intentionCustomerApi.release({ ids: rows.map((row) => row.id), toPool: 'high', reason })).data.released} 个客户`;
      },
    },
  ],
});
