import { call, defineResource, type QueryOf, type RowOf } from '@console/sdk/contract';
import { COLLECTION_KIND, CONVERSION, CRM_ACCESS, WEB_CLUE_CHANNEL } from './domain';

/** A visitor of the company's web pages who left a number (/webClue and its download). */
export const webClue = defineResource({
  phone: { label: '手机号', kind: 'code', filter: true, max: 20 },
  name: { label: '姓名', kind: 'text' },
  channel: { label: '渠道', kind: 'enum', values: WEB_CLUE_CHANNEL },
  keyword: { label: '搜索词', kind: 'text', filter: true, max: 30 },
  province: { label: '省份', kind: 'text', filter: 'exact', max: 20 },
  city: { label: '城市', kind: 'text' },
  visits: { label: '访问次数', kind: 'number' },
  consultations: { label: '咨询次数', kind: 'number', sort: false },
  status: { label: '状态', kind: 'enum', values: CONVERSION },
  companyName: { label: '所属企业', kind: 'text' },
  agentName: { label: '代理商', kind: 'text', column: false },
  firstVisitAt: { label: '首次访问', kind: 'dateTime' },
  lastVisitAt: { label: '最近访问', kind: 'dateTime' },
});
export type WebClueRow = RowOf<typeof webClue>;

/** What a web visitor asked, when and for how long (/consultationDetailed, opened for one web clue or all). */
export const consultation = defineResource({
  webClueId: { label: '网页线索编号', kind: 'number', filter: 'exact', column: false, sort: false },
  phone: { label: '手机号', kind: 'code', filter: true, max: 20 },
  channel: { label: '渠道', kind: 'enum', values: WEB_CLUE_CHANNEL },
  pageTitle: { label: '访问页面', kind: 'text' },
  content: { label: '咨询内容', kind: 'longText', filter: true, max: 50, width: 300 },
  durationSeconds: { label: '咨询时长', kind: 'duration' },
  companyName: { label: '所属企业', kind: 'text' },
  createdAt: { label: '咨询时间', kind: 'dateTime' },
});
export type ConsultationRow = RowOf<typeof consultation>;

/**
 * Web clues (spec section 7: marker webClue and downloadWebClue, typed here) and the consultations
 * behind them (`consultationDetailed`, `webClueToClue`: defined by this project under `/api/marker/`).
 */
export const webClueApi = {
  webClue: call.list('/api/marker/webClue', CRM_ACCESS.webClues, webClue, 'POST'),
  downloadWebClue: call.sheet('/api/marker/downloadWebClue', CRM_ACCESS.webClues, webClue),
  webClueToClue: call.post<{ converted: number }, { ids: number[] }>('/api/marker/webClueToClue', CRM_ACCESS.webClues, '网页线索转线索'),
  consultationDetailed: call.list('/api/marker/consultationDetailed', CRM_ACCESS.webClues, consultation, 'POST'),
};

/** A collected company or shop: where it is, and whether it went on into the lead pool. */
export const collection = defineResource({
  name: { label: '名称', kind: 'text', filter: true, max: 50 },
  kind: { label: '类别', kind: 'enum', values: COLLECTION_KIND },
  sourceId: { label: '来源编号', kind: 'number', column: false, sort: false },
  contact: { label: '联系人', kind: 'text' },
  phone: { label: '电话', kind: 'code', filter: true, max: 20 },
  province: { label: '省份', kind: 'text', filter: 'exact', max: 20, column: false },
  city: { label: '城市', kind: 'text', column: false },
  industry: { label: '行业/类目', kind: 'text', filter: 'exact', max: 30 },
  pool: { label: '所在池', kind: 'text', column: false },
  status: { label: '状态', kind: 'enum', values: CONVERSION },
  collectorName: { label: '收集人', kind: 'text' },
  companyName: { label: '所属企业', kind: 'text' },
  collectedAt: { label: '收集时间', kind: 'dateTime' },
});
export type CollectionRow = RowOf<typeof collection>;
export type CollectionQuery = QueryOf<typeof collection>;

/** Clue collection (/clueCollection): what lead finding collected. Defined by this project. */
export const clueCollectionApi = {
  list: call.list('/api/clueCollection/list', 'loggedIn', collection, 'POST'),
  toClue: call.post<{ converted: number }, { ids: number[] }>('/api/clueCollection/toClue', CRM_ACCESS.users, '转为线索'),
  release: call.post<{ released: number }, { ids: number[] }>('/api/clueCollection/release', CRM_ACCESS.users, '释放收藏线索'),
  delete: call.post<{ deleted: number }, { ids: number[] }>('/api/clueCollection/delete', CRM_ACCESS.users, '删除收藏线索'),
};
