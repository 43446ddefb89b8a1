import { COMPANY_FIELD } from '@console/sdk/contract/parties';
import { callOptions, formField, type FilterField, type FormField } from '@console/sdk/kit';
import { templateApi, type CallFamilyKey } from '../contract';

/** The family's templates that the user may choose, as a filter or a form field (the call needs the family). */
export const templateField = (family: CallFamilyKey) =>
  ({ name: 'templateId', label: '模板', kind: 'select', options: callOptions(templateApi.templateOptions, { family }) }) as const satisfies FilterField &
    FormField;

/** A company, searched by name among the user's own (the platform's one company picker). */
export const companyField = (extra?: string): FormField => formField('companyId', { ...COMPANY_FIELD, extra });
