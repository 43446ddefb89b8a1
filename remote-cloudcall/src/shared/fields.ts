import { searchOptions, type FormField } from '@console/sdk/kit';
import { companyChoiceApi } from '../contract';

/** The company a charge or control is set for, searched by name among thousands (given once, when the row is added). */
export const companyField: FormField = {
  name: 'companyId',
  label: '企业',
  kind: 'select',
  required: true,
  search: searchOptions(companyChoiceApi.companyOptions),
};
