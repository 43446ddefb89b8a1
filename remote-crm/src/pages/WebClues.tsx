import { BatchAction, asOptions } from '@console/sdk/kit';
import { MessageOutlined } from '@ant-design/icons';
import { dateTimeColumn, ListPage, statusColumn, textColumn, type FilterField, type ListContext, type ListPageConfig } from '@console/sdk/kit';
import { WEB_CLUE_CHANNELS, WEB_CLUE_STATUSES, webClueApi, type WebClueRow } from '../contract';
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { currentUser } from '../shared/session';

export const WEB_CLUE_FILTERS: FilterField[] = [
  { kind: 'text', name: 'phone', label: '手机号' },
  { kind: 'select', name: 'channel', label: '渠道', options: asOptions(WEB_CLUE_CHANNELS) },
  { kind: 'select', name: 'status', label: '状态', options: asOptions(WEB_CLUE_STATUSES) },
  { kind: 'text', name: 'keyword', label: '搜索词' },
  { kind: 'dateRange', name: 'visit', label: '最近访问' },
];

export const webClueFetch: ListPageConfig<WebClueRow>['fetch'] = async (query) => (await webClueApi.webClue(query)).data;

/** Web clues (/webClue, marker webClue and downloadWebClue): visitors who left a number, into the lead pool. */
export default function WebClues() {
  const user = currentUser();
  const navigate = useNavigate();
  const toolbar = (context: ListContext<WebClueRow>) => (
    <>
      <BatchAction
        label="转为线索"
        type="primary"
        selectedRowKeys={context.selectedRowKeys}
        confirm={(count) => `确定将选中的 ${count} 条网页线索转入线索池吗?`}
        run={async (ids) => `已转为线索 ${(await webClueApi.webClueToClue({ ids })).data.converted} 条`}
        done={() => {
          context.clearSelection();
          context.reload();
        }}
      />
      <Button icon={<MessageOutlined />} onClick={() => navigate('/consultationDetailed')}>
        咨询明细
      </Button>
    </>
  );
  return (
    <ListPage<WebClueRow>
      rowKey="id"
      selectable
      fetch={webClueFetch}
      filters={WEB_CLUE_FILTERS}
      toolbar={toolbar}
      exportFile={(query) => webClueApi.downloadWebClue(query)}
      columns={[
        textColumn('手机号', 'phone'),
        textColumn('姓名', 'name'),
        textColumn('渠道', 'channel'),
        textColumn('搜索词', 'keyword'),
        { title: '地区', key: 'region', render: (_: unknown, row: WebClueRow) => `${row.province} ${row.city}` },
        { title: '访问次数', dataIndex: 'visits', key: 'visits', sorter: true, align: 'right' },
        {
          title: '咨询次数',
          dataIndex: 'consultations',
          key: 'consultations',
          align: 'right',
          render: (count: number, row: WebClueRow) => (
            <Button type="link" size="small" onClick={() => navigate(`/consultationDetailed?webClueId=${row.id}`)}>
              {count}
            </Button>
          ),
        },
        statusColumn('状态', 'status', { 未转化: { text: '未转化', color: 'orange' }, 已转线索: { text: '已转线索', color: 'green' } }),
        ...(user.insideCompany ? [] : [textColumn<WebClueRow>('所属企业', 'companyName')]),
        dateTimeColumn('首次访问', 'firstVisitAt'),
        { ...dateTimeColumn<WebClueRow>('最近访问', 'lastVisitAt'), sorter: true },
      ]}
    />
  );
}
