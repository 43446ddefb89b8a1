import { SettingOutlined } from '@ant-design/icons';
import { createResourcePage, dateTimeColumn, listFetch, textColumn, type FilterField, type PageUser } from '@console/sdk/kit';
import { Tag } from 'antd';
import { CRM_ACCESS, intentionCustomerApi, type FollowUpRow } from '../contract';
import { FOLLOW_FIELDS, FOLLOW_WAY_OPTIONS } from '../shared/followFields';
import { PROGRESS_OPTIONS } from '../shared/formOptions';
import CrmDictionary from './CrmDictionary';

export const FOLLOW_FILTERS: FilterField[] = [
  { kind: 'text', name: 'customerName', label: '客户名称' },
  { kind: 'text', name: 'phone', label: '手机号' },
  { kind: 'select', name: 'stage', label: '跟进进度', options: PROGRESS_OPTIONS },
  { kind: 'select', name: 'way', label: '跟进方式', options: FOLLOW_WAY_OPTIONS },
  { kind: 'dateRange', name: 'created', label: '跟进时间' },
];

export const followFetch = listFetch<FollowUpRow>(intentionCustomerApi.followList);

/** One's own follow-ups, or any a supervisor oversees (the backend scopes them anyway). */
const mayChange = (row: FollowUpRow, user: PageUser) => String(row.userId) === user.userId || user.can(CRM_ACCESS.supervisors);

/** Follow-up records with their progress stages (/followProgress). */
export default createResourcePage<FollowUpRow>({
  noun: '跟进记录',
  rowKey: 'id',
  list: intentionCustomerApi.followList,
  filters: FOLLOW_FILTERS,
  // The progress stages are set from this page too.
  panels: [{ label: '进度阶段设置', icon: <SettingOutlined />, content: () => <CrmDictionary params={{ kind: 'progress' }} /> }],
  columns: ({ user }) => [
    textColumn('客户名称', 'customerName'),
    textColumn('手机号', 'customerPhone'),
    { title: '跟进进度', dataIndex: 'stage', key: 'stage', render: (stage: string) => <Tag color="blue">{stage}</Tag> },
    textColumn('跟进方式', 'way'),
    { title: '跟进内容', dataIndex: 'content', key: 'content', ellipsis: true, width: 320 },
    { ...dateTimeColumn<FollowUpRow>('下次跟进', 'nextFollowAt'), sorter: true },
    textColumn('跟进人', 'followerName'),
    ...(user.insideCompany ? [] : [textColumn<FollowUpRow>('所属企业', 'companyName')]),
    { ...dateTimeColumn<FollowUpRow>('跟进时间', 'createdAt'), sorter: true },
  ],
  form: {
    fields: FOLLOW_FIELDS,
    edit: {
      call: intentionCustomerApi.updateFollow,
      visible: mayChange,
      toValues: ({ stage, way, content, nextFollowAt }) => ({ stage, way, content, nextFollowAt: nextFollowAt || undefined }),
    },
  },
  remove: { call: intentionCustomerApi.deleteFollow, visible: mayChange, confirm: (row) => `确定删除对「${row.customerName}」的这条跟进记录吗?` },
});
