import type { Page, PageQuery } from '@console/sdk/contract';
import { call, type ColumnSpec } from '@console/sdk/contract';
import { COMPANY_STATUS, CRM_ACCESS } from './domain';
import type { CollectionQuery, CollectionRow } from './leads';
import type { DirectoryFilter } from './domain';
import type { SortQuery } from './customers';

export interface DirectoryCompanyRow {
  id: number;
  name: string;
  legalPerson: string;
  province: string;
  city: string;
  industry: string;
  /** 万元 */
  registeredCapital: number;
  foundedAt: string;
  phone: string;
  status: string;
  address: string;
}

/** The directory's result columns (advanced and company search, a template's matches) and the export's. */
export const DIRECTORY_COLUMNS: readonly ColumnSpec[] = [
  { key: 'name', title: '企业名称' },
  { key: 'legalPerson', title: '法定代表人' },
  { key: 'province', title: '省份' },
  { key: 'city', title: '城市' },
  { key: 'industry', title: '行业' },
  { key: 'registeredCapital', title: '注册资本（万元）', kind: 'number', sortable: true },
  { key: 'foundedAt', title: '成立日期', sortable: true },
  { key: 'phone', title: '联系电话', kind: 'code' },
  { key: 'status', title: '经营状态', kind: 'enum', values: COMPANY_STATUS },
  { key: 'address', title: '地址' },
];

export interface DirectoryQuery extends DirectoryFilter, PageQuery, SortQuery {}

export interface ShopRow {
  id: number;
  name: string;
  platform: string;
  category: string;
  province: string;
  city: string;
  owner: string;
  phone: string;
  monthlySales: number;
  rating: number;
  openedAt: string;
  address: string;
}

export interface ShopQuery extends PageQuery, SortQuery {
  keyword?: string;
  platform?: string;
  category?: string;
  province?: string;
  city?: string;
  salesMin?: number;
  ratingMin?: number;
}

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

export interface IndustryTemplateRow {
  id: number;
  name: string;
  industry: string;
  province: string;
  capitalMin: number | null;
  capitalMax: number | null;
  foundedFrom: string;
  foundedTo: string;
  remark: string;
  creatorName: string;
  createdAt: string;
  /** Directory companies the template's filters match now. */
  matchCount: number;
}

export interface IndustryTemplateInput {
  id?: number;
  name: string;
  industry: string;
  province?: string;
  capitalMin?: number;
  capitalMax?: number;
  foundedFrom?: string;
  foundedTo?: string;
  remark?: string;
}

export interface BatchCheckRow {
  id: number;
  total: number;
  matched: number;
  unmatched: number;
  userName: string;
  createdAt: string;
}

export interface BatchCheckItemRow {
  id: number;
  inputName: string;
  matched: number;
  companyId: number | null;
  companyName: string;
  legalPerson: string;
  province: string;
  city: string;
  industry: string;
  registeredCapital: number | null;
  status: string;
  phone: string;
}

export interface PoolAccountRow {
  id: number;
  userId: number;
  username: string;
  realName: string;
  role: string;
  companyName: string;
  quota: number;
  used: number;
  remaining: number;
  validUntil: string;
  status: number;
  remark: string;
  createdAt: string;
}

/**
 * Lead finding over the business and shop directories: not in the spec; `/api/leadFinding/<verb>`
 * (advancedSearch and filters decided in issue 2, the rest in issue 5).
 */
export const leadFindingApi = {
  advancedSearch: call.post<Page<DirectoryCompanyRow>, DirectoryQuery>('/api/leadFinding/advancedSearch', CRM_ACCESS.leadFinders),
  export: call.sheet<Omit<DirectoryQuery, keyof PageQuery>>('/api/leadFinding/export', CRM_ACCESS.leadFinders, DIRECTORY_COLUMNS),
  filters: call.get<LeadFindingFilters>('/api/leadFinding/filters', CRM_ACCESS.leadFinders),
  regions: call.get<RegionCount[], { kind?: 'company' | 'shop'; industry?: string }>('/api/leadFinding/regions', CRM_ACCESS.leadFinders),
  shopSearch: call.post<Page<ShopRow>, ShopQuery>('/api/leadFinding/shopSearch', CRM_ACCESS.leadFinders),
  collect: call.post<{ added: number; skipped: number }, { kind: 'company' | 'shop'; ids: number[] }>('/api/leadFinding/collect', CRM_ACCESS.leadFinders),
  templateList: call.post<Page<IndustryTemplateRow>, PageQuery & { name?: string; industry?: string }>('/api/leadFinding/templateList', CRM_ACCESS.leadFinders),
  templateSave: call.post<{ id: number }, IndustryTemplateInput>('/api/leadFinding/templateSave', CRM_ACCESS.leadFinders),
  templateDelete: call.post<null, { id: number }>('/api/leadFinding/templateDelete', CRM_ACCESS.leadFinders),
  batchCheck: call.post<{ id: number; total: number; matched: number }, { names: string }>('/api/leadFinding/batchCheck', CRM_ACCESS.leadFinders),
  batchCheckList: call.post<Page<BatchCheckRow>, PageQuery>('/api/leadFinding/batchCheckList', CRM_ACCESS.leadFinders),
  batchCheckItems: call.post<Page<BatchCheckItemRow>, PageQuery & { checkId: number; matched?: '0' | '1'; name?: string }>('/api/leadFinding/batchCheckItems', CRM_ACCESS.leadFinders),
  poolAccountList: call.post<Page<PoolAccountRow>, PageQuery & SortQuery & { username?: string; status?: number; expired?: '1' }>('/api/leadFinding/poolAccountList', CRM_ACCESS.leadFinders),
  poolAccountSave: call.post<
    { id: number },
    { id?: number; username?: string; quota: number; validUntil: string; status?: boolean; remark?: string }
  >('/api/leadFinding/poolAccountSave', CRM_ACCESS.poolAccountManagers),
  poolAccountDelete: call.post<null, { id: number }>('/api/leadFinding/poolAccountDelete', CRM_ACCESS.poolAccountManagers),
  highSeas: call.post<Page<CollectionRow>, CollectionQuery>('/api/leadFinding/highSeas', CRM_ACCESS.leadFinders),
  claimHighSeas: call.post<{ claimed: number }, { ids: number[] }>('/api/leadFinding/claimHighSeas', CRM_ACCESS.leadFinders),
};
