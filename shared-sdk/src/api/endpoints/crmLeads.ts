import type { Page, PageQuery } from '../envelope';
import { endpoint } from '../define';
import type { SortQuery } from './intention';

export interface WebClueRow {
  id: number;
  phone: string;
  name: string;
  channel: string;
  keyword: string;
  province: string;
  city: string;
  visits: number;
  status: string;
  companyName: string;
  agentName: string;
  firstVisitAt: string;
  lastVisitAt: string;
  consultations: number;
}

export interface WebClueQuery extends PageQuery, SortQuery {
  phone?: string;
  channel?: string;
  status?: string;
  province?: string;
  keyword?: string;
  visitFrom?: string;
  visitTo?: string;
}

export interface ConsultationRow {
  id: number;
  webClueId: number;
  phone: string;
  channel: string;
  pageTitle: string;
  content: string;
  durationSeconds: number;
  companyName: string;
  createdAt: string;
}

export interface ConsultationQuery extends PageQuery, SortQuery {
  webClueId?: number;
  phone?: string;
  channel?: string;
  content?: string;
  createdFrom?: string;
  createdTo?: string;
}

/**
 * Web clues (spec section 7: marker webClue and downloadWebClue, typed here) and the consultations
 * behind them (`consultationDetailed`, `webClueToClue`: defined in issue 5 under `/api/marker/`).
 */
export const webClueApi = {
  webClue: endpoint.post<Page<WebClueRow>, WebClueQuery>('/api/marker/webClue'),
  downloadWebClue: endpoint.file<Omit<WebClueQuery, keyof PageQuery>>('/api/marker/downloadWebClue'),
  webClueToClue: endpoint.post<{ converted: number }, { ids: number[] }>('/api/marker/webClueToClue'),
  consultationDetailed: endpoint.post<Page<ConsultationRow>, ConsultationQuery>('/api/marker/consultationDetailed'),
};

export interface CollectionRow {
  id: number;
  kind: 'company' | 'shop';
  sourceId: number;
  name: string;
  contact: string;
  phone: string;
  province: string;
  city: string;
  industry: string;
  pool: 'mine' | 'high';
  status: string;
  collectorName: string;
  companyName: string;
  collectedAt: string;
}

export interface CollectionQuery extends PageQuery {
  name?: string;
  phone?: string;
  kind?: 'company' | 'shop';
  status?: string;
  province?: string;
  industry?: string;
}

/** Clue collection (/clueCollection): what lead finding collected. Defined in issue 5. */
export const clueCollectionApi = {
  list: endpoint.post<Page<CollectionRow>, CollectionQuery>('/api/clueCollection/list'),
  toClue: endpoint.post<{ converted: number }, { ids: number[] }>('/api/clueCollection/toClue'),
  release: endpoint.post<{ released: number }, { ids: number[] }>('/api/clueCollection/release'),
  delete: endpoint.post<{ deleted: number }, { ids: number[] }>('/api/clueCollection/delete'),
};
