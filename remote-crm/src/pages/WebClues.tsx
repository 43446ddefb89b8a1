import { MessageOutlined } from '@ant-design/icons';
import { asOptions, createResourcePage, listFetch, specColumns, type FilterField } from '@console/sdk/kit';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { WEB_CLUE_CHANNELS, WEB_CLUE_COLUMNS, WEB_CLUE_STATUSES, webClueApi, type WebClueRow } from '../contract';

export const WEB_CLUE_FILTERS: FilterField[] = [
  { kind: 'text', name: 'phone', label: '手机号' },
  { kind: 'select', name: 'channel', label: '渠道', options: asOptions(WEB_CLUE_CHANNELS) },
  { kind: 'select', name: 'status', label: '状态', options: asOptions(WEB_CLUE_STATUSES) },
  { kind: 'text', name: 'keyword', label: '搜索词' },
  { kind: 'dateRange', name: 'visit', label: '最近访问' },
];

export const webClueFetch = listFetch<WebClueRow>(webClueApi.webClue);

/** A link to the consultations of one web clue, or all of them. */
function ConsultationsLink({ webClueId, children }: { webClueId?: number; children: ReactNode }) {
  const navigate = useNavigate();
  const to = webClueId ? `/consultationDetailed?webClueId=${webClueId}` : '/consultationDetailed';
  return webClueId ? (
    <Button type="link" size="small" onClick={() => navigate(to)}>
      {children}
    </Button>
  ) : (
    <Button icon={<MessageOutlined />} onClick={() => navigate(to)}>
      {children}
    </Button>
  );
}

/** Web clues (/webClue, marker webClue and downloadWebClue): visitors who left a number, into the lead pool. */
export default createResourcePage<WebClueRow>({
  noun: '网页线索',
  rowKey: 'id',
  list: webClueApi.webClue,
  filters: WEB_CLUE_FILTERS,
  columns: ({ user }) =>
    specColumns(WEB_CLUE_COLUMNS, {
      omit: user.insideCompany ? ['companyName'] : [],
      overrides: { consultations: { render: (count: number, row: WebClueRow) => <ConsultationsLink webClueId={row.id}>{count}</ConsultationsLink> } },
    }),
  batch: [
    {
      label: '转为线索',
      call: webClueApi.webClueToClue,
      type: 'primary',
      confirm: (count) => `确定将选中的 ${count} 条网页线索转入线索池吗?`,
      run: async (rows) => `已转为线索 ${(await webClueApi.webClueToClue({ ids: rows.map((row) => row.id) })).data.converted} 条`,
    },
  ],
  exporter: webClueApi.downloadWebClue,
  toolbar: () => <ConsultationsLink>咨询明细</ConsultationsLink>,
});
