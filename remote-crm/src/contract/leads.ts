import type { Page, PageQuery } from '@console/sdk/contract';
import { call, type ColumnSpec } from '@console/sdk/contract';
import { CLUE_STATUS, CONVERSION, CRM_ACCESS } from './domain';
import type { SortQuery } from './customers';

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

/** The /webClue list's columns and its download's. */
export const WEB_CLUE_COLUMNS: readonly ColumnSpec[] = [
  { key: 'phone', title: '手机号', kind: 'code' },
  { key: 'name', title: '姓名' },
  { key: 'channel', title: '渠道' },
  { key: 'keyword', title: '搜索词' },
  { key: 'province', title: '省份' },
  { key: 'city', title: '城市' },
  { key: 'visits', title: '访问次数', kind: 'number', sortable: true },
  { key: 'consultations', title: '咨询次数', kind: 'number' },
  { key: 'status', title: '状态', kind: 'enum', values: CONVERSION },
  { key: 'companyName', title: '所属企业' },
  { key: 'firstVisitAt', title: '首次访问', kind: 'dateTime' },
  { key: 'lastVisitAt', title: '最近访问', kind: 'dateTime', sortable: true },
];

/**
 * Web clues (spec section 7: marker webClue and downloadWebClue, typed here) and the consultations
 * behind them (`consultationDetailed`, `webClueToClue`: defined in issue 5 under `/api/marker/`).
 */
export const webClueApi = {
  webClue: call.post<Page<WebClueRow>, WebClueQuery>('/api/marker/webClue', CRM_ACCESS.webClues),
  downloadWebClue: call.sheet<Omit<WebClueQuery, keyof PageQuery>>('/api/marker/downloadWebClue', CRM_ACCESS.webClues, WEB_CLUE_COLUMNS),
  webClueToClue: call.post<{ converted: number }, { ids: number[] }>('/api/marker/webClueToClue', CRM_ACCESS.webClues),
  consultationDetailed: call.post<Page<ConsultationRow>, ConsultationQuery>('/api/marker/consultationDetailed', CRM_ACCESS.webClues),
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
  list: call.post<Page<CollectionRow>, CollectionQuery>('/api/clueCollection/list', 'loggedIn'),
  toClue: call.post<{ converted: number }, { ids: number[] }>('/api/clueCollection/toClue', CRM_ACCESS.users),
  release: call.post<{ released: number }, { ids: number[] }>('/api/clueCollection/release', CRM_ACCESS.users),
  delete: call.post<{ deleted: number }, { ids: number[] }>('/api/clueCollection/delete', CRM_ACCESS.users),
};
