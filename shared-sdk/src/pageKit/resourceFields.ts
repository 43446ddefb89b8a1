import type { ColumnType } from 'antd/es/table';
import { isMulti, isRange, isRequired, onlyInOther, textMax, type Field, type Fields, type FormMode, type Resource } from '../contract/resource';
import { specColumns } from './columns';
import type { FilterField, FilterOption, Options } from './filters';
import type { FormField } from './FormDialog';
import { callOptions, searchOptions } from './options';

type OptionsCall = (params?: object) => Promise<{ data: FilterOption[] }>;

/** A boolean's two choices, as the backend takes them. */
export const BOOLEAN_OPTIONS: FilterOption[] = [
  { value: 1, label: '是' },
  { value: 0, label: '否' },
];

/** A field's choices: its enum, its reference's call, or 是/否. */
export function fieldOptions(field: Field): Options {
  if (field.values) return field.values.options;
  if (field.options) return callOptions(field.options as unknown as OptionsCall);
  return field.kind === 'boolean' ? BOOLEAN_OPTIONS : [];
}

/** A picker among thousands, asked as one types: the same search for a filter and a form field. */
const searched = (entry: NonNullable<Field['options']>) => searchOptions(entry as unknown as OptionsCall);

const isChoice = (field: Field) => ['enum', 'multiEnum', 'ref', 'boolean'].includes(field.kind) || (field.kind === 'tags' && field.values !== undefined);

/** The search-form field of a resource field. */
export function filterField(name: string, field: Field): FilterField {
  const { label } = field;
  if (isRange(field)) return { kind: 'dateRange', name, label };
  if (isChoice(field) && !isMulti(field) && field.options?.searched) return { kind: 'select', name, label, options: [], search: searched(field.options) };
  if (isChoice(field)) return { kind: isMulti(field) ? 'multiSelect' : 'select', name, label, options: fieldOptions(field) };
  if (field.kind === 'number' || field.kind === 'money' || field.kind === 'duration') return { kind: 'number', name, label, placeholder: field.placeholder };
  return { kind: 'text', name, label, placeholder: field.placeholder };
}

/** A field required on add only, as the edit form says it: empty keeps what was saved. */
export const KEPT_WHEN_EMPTY = '留空则不修改';

/**
 * The add/edit form field of a resource field (or an action's, `mode` undefined): its input, its
 * limits and its rules; on edit, one required on add only is optional and reads as `onEdit` says.
 */
export function formField(name: string, field: Field, mode?: FormMode): FormField {
  const keptWhenEmpty = mode === 'edit' && field.required === 'add';
  const { label, placeholder, extra } = { ...field, ...(keptWhenEmpty ? { extra: KEPT_WHEN_EMPTY } : {}), ...(mode === 'edit' ? field.onEdit : {}) };
  const base: FormField = { name, label, required: isRequired(field, mode), requiredMessage: field.requiredMessage, placeholder, extra };
  switch (field.kind) {
    case 'longText':
      return { ...base, kind: 'textarea', maxLength: textMax(field) };
    case 'password':
      return { ...base, kind: 'password', maxLength: textMax(field), rules: patternRules(field) };
    case 'number':
    case 'duration':
    case 'money':
      return { ...base, kind: 'number', min: field.min, max: field.max };
    case 'date':
    case 'dateTime':
      return { ...base, kind: field.kind };
    case 'boolean':
      return { ...base, kind: 'switch' };
    case 'image':
      return { ...base, kind: 'image', upload: field.upload };
    case 'ref':
      // A picker among thousands is asked as one types; a short list is asked once.
      if (field.options?.searched) return { ...base, kind: 'select', search: searched(field.options) };
      return { ...base, kind: 'select', options: fieldOptions(field) };
    case 'enum':
      return { ...base, kind: 'select', options: fieldOptions(field) };
    case 'multiEnum':
      return { ...base, kind: 'multiSelect', options: fieldOptions(field) };
    case 'tags':
      return { ...base, kind: field.values ? 'multiSelect' : 'tags', options: fieldOptions(field) };
    default:
      return {
        ...base,
        kind: 'text',
        maxLength: textMax(field),
        rules: patternRules(field),
      };
  }
}

const patternRules = (field: Field) => (field.pattern ? [{ pattern: field.pattern.regex, message: field.pattern.message }] : undefined);

/** A list of keys of a resource and fields of the page's own, resolved against the resource. */
function resolve<Item extends object>(resource: Resource | undefined, items: readonly (string | Item)[], make: (key: string, field: Field) => Item): Item[] {
  return items.map((item) => {
    if (typeof item !== 'string') return item;
    const field = resource?.fields[item];
    if (!field) throw new Error(`${item}: not a field of the page's resource`);
    return make(item, field);
  });
}

export const resourceFilters = (resource: Resource | undefined, items: readonly (string | FilterField)[] = resource?.filterKeys ?? []): FilterField[] =>
  resolve(resource, items, filterField);

/**
 * The fields of the add (`mode` 'add') or edit form, or of an action's form: keys of the resource
 * (less those only in the other form) and fields of the page's own.
 */
export const resourceForm = (resource: Resource | undefined, items: readonly (string | FormField)[] = resource?.formKeys ?? [], mode?: FormMode): FormField[] =>
  resolve(
    resource,
    items.filter((item) => typeof item !== 'string' || !mode || !resource?.fields[item] || !onlyInOther(resource.fields[item], mode)),
    (key, field) => formField(key, field, mode),
  );

/** The form fields of an action's own declaration (its parameters), in declaration order. */
export const declaredForm = (fields: Fields): FormField[] => Object.entries(fields).map(([key, field]) => formField(key, field));

/**
 * Table columns: resource keys drawn from the declaration (with the page's `overrides`), and the
 * page's own columns as they are.
 */
export function resourceColumns<Row>(
  resource: Resource | undefined,
  items: readonly (string | ColumnType<Row>)[] = resource?.columns.map((column) => column.key) ?? [],
  overrides: Record<string, Partial<ColumnType<Row>>> = {},
): ColumnType<Row>[] {
  const specs = new Map(resource?.columns.map((column) => [column.key, column]));
  return items.map((item) => {
    if (typeof item !== 'string') return item;
    const spec = specs.get(item) ?? (resource?.fields[item] && { key: item, title: resource.fields[item].label });
    if (!spec) throw new Error(`${item}: not a column of the page's resource`);
    return specColumns<Row>([spec], { overrides })[0];
  });
}

/** A row as the edit form's values: the form's fields of the row. */
export const rowValues = (fields: FormField[], row: object): Record<string, unknown> =>
  Object.fromEntries(fields.filter((field) => field.name in row).map((field) => [field.name, (row as Record<string, unknown>)[field.name]]));
