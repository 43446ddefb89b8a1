import { MessageOutlined } from '@ant-design/icons';
import { createResourcePage } from '@console/sdk/kit';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { webClue, webClueApi } from '../contract';
import { columnsBut } from '../shared/columns';

/** The search form: the province is the backend's only (a filter of other callers). */
const WEB_CLUE_FILTERS = ['phone', 'channel', 'status', 'keyword', 'lastVisitAt', 'firstVisitAt'] as const;

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
export default createResourcePage({
  resource: webClue,
  noun: '网页线索',
  list: webClueApi.webClue,
  filters: WEB_CLUE_FILTERS,
  columns: ({ user }) => columnsBut(webClue, user.insideCompany && 'companyName'),
  columnOverrides: { consultations: { render: (count: number, row) => <ConsultationsLink webClueId={row.id}>{count}</ConsultationsLink> } },
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
