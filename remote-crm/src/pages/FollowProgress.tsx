import { SettingOutlined } from '@ant-design/icons';
import { createResourcePage, type FilterField, type PageUser } from '@console/sdk/kit';
import { Tag } from 'antd';
import { CRM_ACCESS, followUp, intentionCustomerApi, type FollowUpRow } from '../contract';
import { columnsBut } from '../shared/columns';
import { FOLLOW_FIELDS } from '../shared/followFields';
import { PROGRESS_OPTIONS } from '../shared/formOptions';
import CrmDictionary from './CrmDictionary';

/** The stage is chosen of the company's stages (a loaded select). */
const FOLLOW_FILTERS = [
  'customerName',
  'customerPhone',
  { kind: 'select', name: 'stage', label: '跟进进度', options: PROGRESS_OPTIONS },
  'way',
  'createdAt',
] as const satisfies readonly (string | FilterField)[];

/** One's own follow-ups, or any a supervisor oversees (the backend scopes them anyway). */
const mayChange = (row: FollowUpRow, user: PageUser) => String(row.userId) === user.userId || user.can(CRM_ACCESS.supervisors);

/** Follow-up records with their progress stages (/followProgress). */
export default createResourcePage({
  resource: followUp,
  noun: '跟进记录',
  list: intentionCustomerApi.followList,
  filters: FOLLOW_FILTERS,
  // The progress stages are set from this page too.
  panels: [{ label: '进度阶段设置', icon: <SettingOutlined />, content: () => <CrmDictionary params={{ kind: 'progress' }} /> }],
  columns: ({ user }) => columnsBut(followUp, user.insideCompany && 'companyName'),
  columnOverrides: {
    stage: { render: (stage: string) => <Tag color="blue">{stage}</Tag> },
    content: { ellipsis: true },
    nextFollowAt: { title: '下次跟进' },
  },
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
