import { asOptions } from '@console/sdk/kit';
import { currentUser, dateTimeColumn, durationColumn, ListPage, textColumn, type FilterField, type ListPageConfig } from '@console/sdk/kit';
import { WEB_CLUE_CHANNELS, webClueApi, type ConsultationRow } from '../contract';
import { Tag } from 'antd';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export const CONSULTATION_FILTERS: FilterField[] = [
  { kind: 'text', name: 'phone', label: '手机号' },
  { kind: 'select', name: 'channel', label: '渠道', options: asOptions(WEB_CLUE_CHANNELS) },
  { kind: 'text', name: 'content', label: '咨询内容' },
  { kind: 'dateRange', name: 'created', label: '咨询时间' },
];

/** The search form's values, narrowed to one web clue when the page was opened from it. */
export const consultationFetch = (webClueId?: number): ListPageConfig<ConsultationRow>['fetch'] => async (query) =>
  (await webClueApi.consultationDetailed(webClueId ? { ...query, webClueId } : query)).data;

/** Consultation details (/consultationDetailed): what web visitors asked, when and for how long. */
export default function Consultations() {
  const user = currentUser();
  const [search, setSearch] = useSearchParams();
  const webClueId = Number(search.get('webClueId')) || undefined;
  const fetch = useMemo(() => consultationFetch(webClueId), [webClueId]);
  return (
    <ListPage<ConsultationRow>
      rowKey="id"
      fetch={fetch}
      filters={CONSULTATION_FILTERS}
      toolbar={() =>
        webClueId ? (
          <Tag closable color="blue" onClose={() => setSearch({})}>
            网页线索 #{webClueId}
          </Tag>
        ) : null
      }
      columns={[
        textColumn('手机号', 'phone'),
        textColumn('渠道', 'channel'),
        textColumn('访问页面', 'pageTitle'),
        { title: '咨询内容', dataIndex: 'content', key: 'content', ellipsis: true, width: 300 },
        { ...durationColumn<ConsultationRow>('咨询时长', 'durationSeconds'), sorter: true },
        ...(user.insideCompany ? [] : [textColumn<ConsultationRow>('所属企业', 'companyName')]),
        { ...dateTimeColumn<ConsultationRow>('咨询时间', 'createdAt'), sorter: true },
      ]}
    />
  );
}
