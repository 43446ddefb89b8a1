import type { Page, PageQuery } from '@console/sdk/contract';
import { call } from '@console/sdk/contract';
import { CRM_ACCESS } from './domain';
import type { DictionaryKind, FieldKind } from './domain';

export interface DictionaryRow {
  id: number;
  kind: DictionaryKind;
  name: string;
  color: string;
  sort: number;
  remark: string;
  companyId: number;
  companyName: string;
  /** Customers of the company using this source, stage or tag. */
  customerCount: number;
  createdAt: string;
}

export interface CustomFieldRow {
  id: number;
  fieldKey: string;
  label: string;
  kind: FieldKind;
  /** Comma-separated choices of a select field. */
  options: string;
  required: number;
  visible: number;
  sort: number;
  builtin: number;
  companyId: number;
  companyName: string;
  createdAt: string;
}

export interface CrmTemplateRow {
  id: number;
  name: string;
  type: string;
  content: string;
  enabled: number;
  creatorName: string;
  companyName: string;
  createdAt: string;
  updatedAt: string;
}

/** Sources (/CRMsource), tags (/tag), progress stages (/followProgress): defined in issue 5. */
export const crmDictionaryApi = {
  list: call.post<Page<DictionaryRow>, PageQuery & { kind: DictionaryKind; name?: string; companyId?: number }>('/api/crmDictionary/list', 'loggedIn'),
  save: call.post<{ id: number }, { id?: number; kind: DictionaryKind; name: string; color?: string; sort?: number; remark?: string }>('/api/crmDictionary/save', CRM_ACCESS.configurers),
  delete: call.post<null, { id: number }>('/api/crmDictionary/delete', CRM_ACCESS.configurers),
};

/** Customer field configuration (/customTag); the columns themselves come from getColumn. Defined in issue 5. */
export const customFieldApi = {
  list: call.post<Page<CustomFieldRow>, PageQuery & { label?: string; kind?: FieldKind; builtin?: number; companyId?: number }>('/api/customField/list', 'loggedIn'),
  save: call.post<
    { id: number },
    { id?: number; label: string; kind?: FieldKind; options?: string; required?: boolean; visible?: boolean; sort?: number }
  >('/api/customField/save', CRM_ACCESS.configurers),
  delete: call.post<null, { id: number }>('/api/customField/delete', CRM_ACCESS.configurers),
};

/** Script, SMS and mail templates (/modou). Defined in issue 5. */
export const crmTemplateApi = {
  list: call.post<Page<CrmTemplateRow>, PageQuery & { name?: string; type?: string; enabled?: number; content?: string }>('/api/crmTemplate/list', 'loggedIn'),
  save: call.post<{ id: number }, { id?: number; name: string; type: string; content: string; enabled?: boolean }>('/api/crmTemplate/save', CRM_ACCESS.configurers),
  delete: call.post<null, { id: number }>('/api/crmTemplate/delete', CRM_ACCESS.configurers),
};
