import { createListPage, dateTimeColumn, intentionCustomerApi, textColumn, type CustomerRow } from '@console/sdk';
import { Tag } from 'antd';

const options = (values: string[]) => values.map((value) => ({ value, label: value }));
const SOURCES = options(['电话外呼', '网络推广', '客户转介绍', '展会', '线索池']);
const PROGRESS = options(['初次接触', '意向明确', '方案报价', '商务谈判', '已成交', '无意向']);

/** My customers (`POST /api/intentionCustomer/list`, pool = mine). */
export default createListPage<CustomerRow>({
  rowKey: 'id',
  fetch: async (query) => (await intentionCustomerApi.list({ ...query, pool: 'mine' })).data,
  filters: [
    { kind: 'text', name: 'name', label: '客户名称' },
    { kind: 'text', name: 'phone', label: '电话' },
    { kind: 'select', name: 'source', label: '来源', options: SOURCES },
    { kind: 'select', name: 'progress', label: '跟进进度', options: PROGRESS },
  ],
  columns: [
    textColumn('客户名称', 'name'),
    textColumn('电话', 'phone'),
    textColumn('公司', 'company'),
    textColumn('来源', 'source'),
    { title: '跟进进度', dataIndex: 'progress', render: (value: string) => <Tag color="blue">{value}</Tag> },
    {
      title: '标签',
      dataIndex: 'tags',
      render: (tags: string) => (tags ? tags.split(',').map((tag) => <Tag key={tag}>{tag}</Tag>) : '-'),
    },
    textColumn('负责人', 'ownerName'),
    dateTimeColumn('最近跟进', 'lastFollowAt'),
    dateTimeColumn('创建时间', 'createdAt'),
  ],
});
