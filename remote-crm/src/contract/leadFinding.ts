import type { Page, PageQuery } from '@console/sdk/contract';
import { call, defineResource, ENABLED, type InputOf, type QueryOf, type RowOf } from '@console/sdk/contract';
import { COMPANY_STATUS, CRM_ACCESS, EXPIRED, MATCHED, SHOP_CATEGORY, SHOP_PLATFORM } from './domain';
import type { CollectionQuery, CollectionRow } from './leads';

/** A company of the business directory (advanced and company search, a template's matches, the map); its export too. */
export const directoryCompany = defineResource({
  name: { label: '企业名称', kind: 'text', filter: true, max: 50 },
  legalPerson: { label: '法定代表人', kind: 'text', filter: true, max: 20 },
  province: { label: '省份', kind: 'text', filter: 'exact', max: 20 },
  city: { label: '城市', kind: 'text', filter: 'exact', max: 20 },
  industry: { label: '行业', kind: 'text', filter: 'exact', max: 30 },
  registeredCapital: { label: '注册资本（万元）', kind: 'number' },
  foundedAt: { label: '成立日期', kind: 'date' },
  phone: { label: '联系电话', kind: 'code', filter: true, max: 20 },
  status: { label: '经营状态', kind: 'enum', values: COMPANY_STATUS },
  address: { label: '地址', kind: 'text' },
  // The bounds of the registered capital (万元): compared by the backend, not matched.
  capitalMin: { label: '注册资本≥（万元）', kind: 'number', row: false, filter: false, min: 0 },
  capitalMax: { label: '注册资本≤（万元）', kind: 'number', row: false, filter: false, min: 0 },
});
export type DirectoryCompanyRow = RowOf<typeof directoryCompany>;
/** The directory's result columns and the export's. */
export const DIRECTORY_COLUMNS = directoryCompany.columns;

/** A directory search: its filters, and the bounds of the registered capital. */
export type DirectoryQuery = QueryOf<typeof directoryCompany> & { capitalMin?: number; capitalMax?: number };

/** A shop of the shop directory (/shopSearch). */
export const shop = defineResource({
  name: { label: '店铺名称', kind: 'text', filter: true, max: 50 },
  platform: { label: '平台', kind: 'enum', values: SHOP_PLATFORM },
  category: { label: '类目', kind: 'enum', values: SHOP_CATEGORY },
  province: { label: '省份', kind: 'text', filter: 'exact', column: false, max: 20 },
  city: { label: '城市', kind: 'text', filter: 'exact', column: false, max: 20 },
  owner: { label: '店主', kind: 'text' },
  phone: { label: '联系电话', kind: 'code' },
  monthlySales: { label: '月销量', kind: 'number' },
  rating: { label: '评分', kind: 'number' },
  openedAt: { label: '开店日期', kind: 'date' },
  address: { label: '地址', kind: 'text', column: false },
  salesMin: { label: '月销量≥', kind: 'number', row: false, filter: false, min: 0 },
  ratingMin: { label: '评分≥', kind: 'number', row: false, filter: false, min: 0, max: 5, placeholder: '0 到 5' },
});
export type ShopRow = RowOf<typeof shop>;

export interface LeadFindingFilters {
  provinces: string[];
  industries: string[];
  statuses: string[];
  platforms: string[];
  categories: string[];
}

export interface RegionCount {
  province: string;
  city: string;
  count: number;
}

/** A saved directory search of an industry (/industryTemplate), with how many companies it matches now. */
export const industryTemplate = defineResource({
  name: { label: '模板名称', kind: 'text', filter: true, form: true, required: true, max: 30 },
  industry: { label: '行业', kind: 'text', filter: 'exact', form: true, required: true, max: 30 },
  province: { label: '地区', kind: 'text', form: true, max: 20 },
  capitalMin: { label: '注册资本下限（万元）', kind: 'number', form: true, min: 0, column: false, sort: false },
  capitalMax: { label: '注册资本上限（万元）', kind: 'number', form: true, min: 0, column: false, sort: false },
  foundedFrom: { label: '成立日期自', kind: 'date', form: true, column: false, filter: false, sort: false },
  foundedTo: { label: '成立日期至', kind: 'date', form: true, column: false, filter: false, sort: false },
  /** Directory companies the template's filters match now. */
  matchCount: { label: '匹配企业数', kind: 'number', sort: false },
  creatorName: { label: '创建人', kind: 'text' },
  remark: { label: '备注', kind: 'text', form: true, max: 100 },
  createdAt: { label: '创建时间', kind: 'dateTime' },
});
export type IndustryTemplateRow = RowOf<typeof industryTemplate> & { capitalMin: number | null; capitalMax: number | null };

export interface BatchCheckRow {
  id: number;
  total: number;
  matched: number;
  unmatched: number;
  userName: string;
  createdAt: string;
}

/** One name of a batch check and the directory company it matched, if any. */
export const batchCheckItem = defineResource({
  inputName: { label: '查询名称', kind: 'text', filter: true, max: 50 },
  matched: { label: '匹配结果', kind: 'boolean', values: MATCHED },
  companyId: { label: '企业编号', kind: 'number', column: false, sort: false },
  legalPerson: { label: '法定代表人', kind: 'text' },
  province: { label: '省份', kind: 'text', column: false },
  city: { label: '城市', kind: 'text', column: false },
  industry: { label: '行业', kind: 'text' },
  registeredCapital: { label: '注册资本（万元）', kind: 'number', sort: false },
  status: { label: '经营状态', kind: 'text' },
  phone: { label: '联系电话', kind: 'code' },
});
export type BatchCheckItemRow = RowOf<typeof batchCheckItem> & { companyId: number | null; registeredCapital: number | null };

/** The names of a batch check (`names`, as pasted): one per line or comma, blank ones and repeats dropped. */
export function batchCheckNames(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\r\n,，;；]+/)
        .map((name) => name.trim())
        .filter(Boolean),
    ),
  ];
}

/** A lead-finding quota account (/poolAccount), granted by admin and agents. */
export const poolAccount = defineResource({
  username: { label: '账号', kind: 'text', filter: true, form: true, required: true, max: 30, placeholder: '员工或企业的登录账号' },
  realName: { label: '姓名', kind: 'text' },
  role: { label: '角色', kind: 'text' },
  companyName: { label: '企业', kind: 'text' },
  quota: { label: '额度', kind: 'number', form: true, required: true, min: 0, max: 1_000_000, extra: '可查找、收集的线索条数' },
  used: { label: '已用', kind: 'number' },
  remaining: { label: '剩余', kind: 'number' },
  validUntil: { label: '有效期至', kind: 'date', form: true, required: true },
  status: { label: '状态', kind: 'boolean', values: ENABLED, form: true },
  expired: { label: '有效期', kind: 'enum', values: EXPIRED, row: false },
  remark: { label: '备注', kind: 'text', form: true, max: 100 },
  createdAt: { label: '开通时间', kind: 'dateTime' },
});
export type PoolAccountRow = RowOf<typeof poolAccount>;

/**
 * Lead finding over the business and shop directories: not in the spec; `/api/leadFinding/<verb>`
 * (defined by this project: local-backend/CONTRACT.md).
 */
/** The most rows one export of the directory holds (the page says so before it starts). */
export const DIRECTORY_EXPORT_LIMIT = 5000;

export const leadFindingApi = {
  advancedSearch: call.list('/api/leadFinding/advancedSearch', CRM_ACCESS.leadFinders, directoryCompany, 'POST'),
  export: call.sheet<Omit<DirectoryQuery, keyof PageQuery | 'sortField' | 'sortOrder'>>('/api/leadFinding/export', CRM_ACCESS.leadFinders, directoryCompany),
  filters: call.get<LeadFindingFilters>('/api/leadFinding/filters', CRM_ACCESS.leadFinders, '查询找线索条件'),
  regions: call.get<RegionCount[], { kind?: 'company' | 'shop'; industry?: string }>('/api/leadFinding/regions', CRM_ACCESS.leadFinders, '查询地区'),
  shopSearch: call.list('/api/leadFinding/shopSearch', CRM_ACCESS.leadFinders, shop, 'POST'),
  collect: call.post<{ added: number; skipped: number }, { kind: 'company' | 'shop'; ids: number[] }>(
    '/api/leadFinding/collect',
    CRM_ACCESS.leadFinders,
    '收藏线索',
  ),
  templateList: call.list('/api/leadFinding/templateList', CRM_ACCESS.leadFinders, industryTemplate, 'POST'),
  templateSave: call.save<typeof industryTemplate, { id: number }>('/api/leadFinding/templateSave', CRM_ACCESS.leadFinders, industryTemplate, '保存行业模板'),
  templateDelete: call.post<null, { id: number }>('/api/leadFinding/templateDelete', CRM_ACCESS.leadFinders, '删除行业模板'),
  batchCheck: call.post<{ id: number; total: number; matched: number }, { names: string }>(
    '/api/leadFinding/batchCheck',
    CRM_ACCESS.leadFinders,
    '批量检测号码',
  ),
  batchCheckList: call.post<Page<BatchCheckRow>, PageQuery>('/api/leadFinding/batchCheckList', CRM_ACCESS.leadFinders),
  batchCheckItems: call.post<Page<BatchCheckItemRow>, QueryOf<typeof batchCheckItem> & { checkId: number }>(
    '/api/leadFinding/batchCheckItems',
    CRM_ACCESS.leadFinders,
    '查询检测结果',
  ),
  poolAccountList: call.list('/api/leadFinding/poolAccountList', CRM_ACCESS.leadFinders, poolAccount, 'POST'),
  poolAccountSave: call.save<typeof poolAccount, { id: number }, Partial<InputOf<typeof poolAccount>> & { id?: number }>(
    '/api/leadFinding/poolAccountSave',
    CRM_ACCESS.poolAccountManagers,
    poolAccount,
    '保存号码池账号',
  ),
  poolAccountDelete: call.post<null, { id: number }>('/api/leadFinding/poolAccountDelete', CRM_ACCESS.poolAccountManagers, '删除号码池账号'),
  highSeas: call.post<Page<CollectionRow>, CollectionQuery>('/api/leadFinding/highSeas', CRM_ACCESS.leadFinders, '查询公海线索'),
  claimHighSeas: call.post<{ claimed: number }, { ids: number[] }>('/api/leadFinding/claimHighSeas', CRM_ACCESS.leadFinders, '领取公海线索'),
};
