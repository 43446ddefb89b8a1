import type { Page, PageQuery } from '../envelope';
import { endpoint } from '../define';

export interface CustomerRow {
  id: number;
  name: string;
  phone: string;
  company: string;
  source: string;
  progress: string;
  tags: string;
  ownerName: string;
  pool: string;
  lastFollowAt: string;
  createdAt: string;
}

export interface CustomerQuery extends PageQuery {
  name?: string;
  phone?: string;
  source?: string;
  progress?: string;
  pool?: 'mine' | 'high' | 'department';
}

export interface CrmSum {
  total: number;
  mine: number;
  highSeas: number;
  departmentHighSeas: number;
  followedToday: number;
  byProgress: { progress: string; count: number }[];
  bySource: { source: string; count: number }[];
}

/**
 * Intention customers (spec section 7). The customer list is not in the spec: defined in the same
 * style as `/api/intentionCustomer/list` (issue 2).
 */
export const intentionCustomerApi = {
  list: endpoint.post<Page<CustomerRow>, CustomerQuery>('/api/intentionCustomer/list'),
  AutomaticRecovery: endpoint.post('/api/intentionCustomer/AutomaticRecovery'),
  RecoveryRecord: endpoint.post('/api/intentionCustomer/RecoveryRecord'),
  downloadIntentionTemplate: endpoint.file('/api/intentionCustomer/downloadIntentionTemplate'),
  getAutomaticRecovery: endpoint.get<unknown, { companyId: number }>('/api/intentionCustomer/getAutomaticRecovery'),
  getColumn: endpoint.get<unknown, { companyId: number; userId: string | number }>('/api/intentionCustomer/getColumn'),
  getCrmSum: endpoint.post<CrmSum>('/api/intentionCustomer/getCrmSum'),
};

export interface ClueRow {
  id: number;
  name: string;
  phone: string;
  company: string;
  source: string;
  status: string;
  assigneeName: string;
  createdAt: string;
}

/** Leads: not in the spec; defined in issue 2 as `/api/clue/<verb>`. */
export const clueApi = {
  list: endpoint.post<Page<ClueRow>, PageQuery & { name?: string; phone?: string; status?: string; source?: string }>(
    '/api/clue/list',
  ),
};
