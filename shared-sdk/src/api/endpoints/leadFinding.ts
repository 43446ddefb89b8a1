import type { Page, PageQuery } from '../envelope';
import { endpoint } from '../define';

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

export interface DirectoryQuery extends PageQuery {
  keyword?: string;
  province?: string;
  industry?: string;
  status?: string;
  capitalMin?: number;
  capitalMax?: number;
  foundedFrom?: string;
  foundedTo?: string;
}

/** Lead finding over the business directory: not in the spec, defined in issue 2 as `/api/leadFinding/<verb>`. */
export const leadFindingApi = {
  advancedSearch: endpoint.post<Page<DirectoryCompanyRow>, DirectoryQuery>('/api/leadFinding/advancedSearch'),
  filters: endpoint.get<{ provinces: string[]; industries: string[] }>('/api/leadFinding/filters'),
};
