/**
 * The pickers of the parties every area chooses among (a company, an agent, a department, a staff
 * member): one contract entry each, the platform's (`local-backend/src/areas/platform/parties.ts`),
 * so that no area asks for them its own way. The server scopes each by the caller's place in the
 * tree (admin all, an agent its sub-tree, a company its own …), matches `name` as one types and
 * answers at most `PICKER_LIMIT` choices ordered by label (CONTRACT.md, "Pickers").
 *
 * A field spreads a preset and names what differs: `companyId: { ...COMPANY_FIELD, form: true, required: true }`;
 * the kit searches the picker as one types (its entry says `searched`).
 */
import { call, type Access } from './index';

/** The most choices a picker answers: the user types to narrow them. */
export const PICKER_LIMIT = 50;

/** One choice of a picker. */
export interface PartyOption {
  value: number;
  label: string;
}

/**
 * Every picker takes a part of the name (or login, for staff) typed so far, or the `id` of one
 * choice (the label of a value already chosen, as a list restored from its URL shows it).
 */
export interface PickerQuery {
  name?: string;
  id?: number;
}

const picker = <P extends object = object>(path: string, name: string, access: Access = 'loggedIn') =>
  Object.assign(call.get<PartyOption[], PickerQuery & P>(path, access, name), { searched: true as const });

export const partyApi = {
  /** Companies in reach: admin all, an agent its sub-tree's, a sub-agent its own, a company role its own company. */
  companies: picker('/api/party/companies', '查询企业'),
  /** Agents in reach: admin all, an agent itself and its sub-agents, a sub-agent itself; nobody else. */
  agents: picker('/api/party/agents', '查询代理商'),
  /** Departments in reach (labelled 企业 / 部门), optionally of one company. */
  departments: picker<{ companyId?: number }>('/api/party/departments', '查询部门'),
  /** Staff (company, department and normal users) in reach, optionally of one company or department. */
  staff: picker<{ companyId?: number; departmentId?: number }>('/api/party/staff', '查询员工'),
};

/** The parties as reference fields: spread one and add `form`, `required`, `filter` or a label of its own. */
export const COMPANY_FIELD = { label: '企业', kind: 'ref', options: partyApi.companies } as const;
export const AGENT_FIELD = { label: '代理商', kind: 'ref', options: partyApi.agents } as const;
export const DEPARTMENT_FIELD = { label: '部门', kind: 'ref', options: partyApi.departments } as const;
export const STAFF_FIELD = { label: '员工', kind: 'ref', options: partyApi.staff } as const;
