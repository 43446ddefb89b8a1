import { createResourcePage, labelled, listFetch, type FilterField, type PageQuery, type Query } from '@console/sdk/kit';
import { intentionCustomerApi, QUALITY_ISSUES, qualityCustomer, type QualityIssue } from '../contract';
import { Tag } from 'antd';
import { columnsBut } from '../shared/columns';

/** The problem is asked by its kind (the row says it in words), the days as a least number. */
const QUALITY_FILTERS = [
  { kind: 'select', name: 'issue', label: '问题类型', options: labelled(QUALITY_ISSUES) },
  { kind: 'number', name: 'days', label: '未跟进天数≥', min: 1, placeholder: '默认 30' },
  'name',
  'phone',
] as const satisfies readonly (string | FilterField)[];

/** Without a chosen problem the page shows the customers not followed up for a long time. */
const issueOf = (query: Query) => (query.issue as QualityIssue | undefined) ?? 'overdue';
const qualityFetch = (query: Query & PageQuery) => listFetch(intentionCustomerApi.qualityControl)({ ...query, issue: issueOf(query) });

/** Customer quality control (/customerQualityControl): overdue, never followed, duplicated customers. */
export default createResourcePage({
  resource: qualityCustomer,
  noun: '客户',
  list: qualityFetch,
  filters: QUALITY_FILTERS,
  columns: ({ user }) => columnsBut(qualityCustomer, user.insideCompany && 'companyName'),
  columnOverrides: {
    issue: { render: (issue: string) => <Tag color="red">{issue}</Tag> },
    progress: { render: (value: string) => (value ? <Tag color="blue">{value}</Tag> : '-') },
    days: { render: (days: number) => `${days} 天` },
  },
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
