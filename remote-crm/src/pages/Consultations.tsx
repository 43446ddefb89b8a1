import { createResourcePage, listFetch } from '@console/sdk/kit';
import { Tag } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { consultation, webClueApi } from '../contract';
import { columnsBut } from '../shared/columns';

/** The search form (the web clue comes from the address, when the page was opened from one). */
const CONSULTATION_FILTERS = ['phone', 'channel', 'content', 'createdAt'] as const;

/** The list, narrowed to one web clue when the page was opened from it. */
export const consultationFetch = (webClueId?: number) => listFetch(webClueApi.consultationDetailed, webClueId ? { webClueId } : {});

/** The web clue the list is narrowed to, closed to see all. */
function WebClueTag({ id }: { id: number }) {
  const [, setSearch] = useSearchParams();
  return (
    <Tag closable color="blue" onClose={() => setSearch({})}>
      网页线索 #{id}
    </Tag>
  );
}

/** The list, for one web clue (`webClueId`) or all. */
const ConsultationList = createResourcePage(({ webClueId }: { webClueId?: number }) => ({
  resource: consultation,
  noun: '咨询记录',
  list: consultationFetch(webClueId),
  filters: CONSULTATION_FILTERS,
  columns: ({ user }) => columnsBut(consultation, user.insideCompany && 'companyName'),
  columnOverrides: { content: { ellipsis: true } },
  toolbar: () => (webClueId ? <WebClueTag id={webClueId} /> : null),
}));

/** Consultation details (/consultationDetailed): what web visitors asked, when and for how long. */
export default function Consultations() {
  const [search] = useSearchParams();
  return <ConsultationList params={{ webClueId: Number(search.get('webClueId')) || undefined }} />;
}
