import type { Page, PageQuery } from '../envelope';
import { endpoint } from '../define';
import type { CollectionQuery, CollectionRow } from './crmLeads';
import type { DirectoryFilter } from './crmDomain';
import type { SortQuery } from './intention';

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
  advancedSearch: endpoint.post<Page<DirectoryCompanyRow>, DirectoryQuery>('/api/leadFinding/advancedSearch'),
  export: endpoint.file<Omit<DirectoryQuery, keyof PageQuery>>('/api/leadFinding/export'),
  filters: endpoint.get<LeadFindingFilters>('/api/leadFinding/filters'),
  regions: endpoint.get<RegionCount[], { kind?: 'company' | 'shop'; industry?: string }>('/api/leadFinding/regions'),
  shopSearch: endpoint.post<Page<ShopRow>, ShopQuery>('/api/leadFinding/shopSearch'),
  collect: endpoint.post<{ added: number; skipped: number }, { kind: 'company' | 'shop'; ids: number[] }>('/api/leadFinding/collect'),
  templateList: endpoint.post<Page<IndustryTemplateRow>, PageQuery & { name?: string; industry?: string }>('/api/leadFinding/templateList'),
  templateSave: endpoint.post<{ id: number }, IndustryTemplateInput>('/api/leadFinding/templateSave'),
  templateDelete: endpoint.post<null, { id: number }>('/api/leadFinding/templateDelete'),
  batchCheck: endpoint.post<{ id: number; total: number; matched: number }, { names: string }>('/api/leadFinding/batchCheck'),
  batchCheckList: endpoint.post<Page<BatchCheckRow>, PageQuery>('/api/leadFinding/batchCheckList'),
  batchCheckItems: endpoint.post<Page<BatchCheckItemRow>, PageQuery & { checkId: number; matched?: '0' | '1'; name?: string }>(
    '/api/leadFinding/batchCheckItems',
  ),
  poolAccountList: endpoint.post<Page<PoolAccountRow>, PageQuery & SortQuery & { username?: string; status?: number; expired?: '1' }>(
    '/api/leadFinding/poolAccountList',
  ),
  poolAccountSave: endpoint.post<
    { id: number },
    { id?: number; username?: string; quota: number; validUntil: string; status?: boolean; remark?: string }
  >('/api/leadFinding/poolAccountSave'),
  poolAccountDelete: endpoint.post<null, { id: number }>('/api/leadFinding/poolAccountDelete'),
  highSeas: endpoint.post<Page<CollectionRow>, CollectionQuery>('/api/leadFinding/highSeas'),
  claimHighSeas: endpoint.post<{ claimed: number }, { ids: number[] }>('/api/leadFinding/claimHighSeas'),
};
