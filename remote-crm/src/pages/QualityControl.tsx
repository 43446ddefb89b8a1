import { BatchAction, labelled } from '@console/sdk/kit';
import { dateTimeColumn, ListPage, textColumn, type FilterField, type ListContext, type ListPageConfig } from '@console/sdk/kit';
import { intentionCustomerApi, QUALITY_ISSUES, type QualityIssue, type QualityRow } from '../contract';
import { Tag } from 'antd';
import { PoolTag } from '../shared/tags';
import { currentUser } from '../shared/session';

export const QUALITY_FILTERS: FilterField[] = [
  { kind: 'select', name: 'issue', label: '问题类型', options: labelled(QUALITY_ISSUES) },
  { kind: 'number', name: 'days', label: '未跟进天数≥', min: 1, placeholder: '默认 30' },
  { kind: 'text', name: 'name', label: '客户名称' },
  { kind: 'text', name: 'phone', label: '手机号' },
];

/** Without a chosen problem the page shows the customers not followed up for a long time. */
export const qualityFetch: ListPageConfig<QualityRow>['fetch'] = async (query) =>
  (await intentionCustomerApi.qualityControl({ ...query, issue: (query.issue as QualityIssue | undefined) ?? 'overdue' })).data;

/** Customer quality control (/customerQualityControl): overdue, never followed, duplicated customers. */
export default function QualityControl() {
  const user = currentUser();
  const toolbar = (context: ListContext<QualityRow>) => {
    const issue = (context.query.issue as QualityIssue | undefined) ?? 'overdue';
    if (issue === 'duplicate') return null;
    return (
      <BatchAction
        label="释放到公海"
        selectedRowKeys={context.selectedRowKeys}
        confirm={(count) => `确定将选中的 ${count} 个客户释放到公海吗?`}
        run={async (ids) => `已释放 ${(await intentionCustomerApi.release({ ids, toPool: 'high', reason: `质检：${QUALITY_ISSUES[issue]}` })).data.released} 个客户`}
        done={() => {
          context.clearSelection();
          context.reload();
        }}
      />
    );
  };
  return (
    <ListPage<QualityRow>
      rowKey="id"
      selectable
      fetch={qualityFetch}
      filters={QUALITY_FILTERS}
      toolbar={toolbar}
      columns={[
        { title: '问题', dataIndex: 'issue', key: 'issue', render: (issue: string) => <Tag color="red">{issue}</Tag> },
        textColumn('客户名称', 'name'),
        textColumn('手机号', 'phone'),
        { title: '客户池', dataIndex: 'pool', key: 'pool', render: (pool: string) => <PoolTag pool={pool} /> },
        { title: '跟进进度', dataIndex: 'progress', key: 'progress', render: (value: string) => (value ? <Tag color="blue">{value}</Tag> : '-') },
        textColumn('负责人', 'ownerName'),
        textColumn('部门', 'departmentName'),
        dateTimeColumn('最近跟进', 'lastFollowAt'),
        dateTimeColumn('下次跟进', 'nextFollowAt'),
        { title: '天数', dataIndex: 'days', key: 'days', render: (days: number) => `${days} 天` },
        ...(user.insideCompany ? [] : [textColumn<QualityRow>('所属企业', 'companyName')]),
      ]}
    />
  );
}
