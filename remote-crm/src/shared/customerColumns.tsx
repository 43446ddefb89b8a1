import type { FormKey } from '@console/sdk/contract';
import { asOptions, resourceColumns, resourceForm, type FormField } from '@console/sdk/kit';
import { Tag } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { customer, type ColumnConfig, type CustomerPool, type CustomerRow } from '../contract';
import { TagList } from './tags';

/** How the list draws the company's stage and tags (their colours are the company's, not declared). */
const DRAWN: Record<string, Partial<ColumnType<CustomerRow>>> = {
  progress: { render: (value: string) => (value ? <Tag color="blue">{value}</Tag> : '-') },
  tags: { render: (value: string) => <TagList value={value} /> },
};

/** A built-in column as the resource declares it, titled as the company's field configuration says. */
function builtinColumn(key: string, title: string): ColumnType<CustomerRow> | null {
  if (!customer.columns.some((column) => column.key === key)) return null;
  return resourceColumns<CustomerRow>(customer, [key], { [key]: { ...DRAWN[key], title } })[0];
}

/** Columns only a customer in "mine" has. */
const MINE_ONLY = new Set(['ownerName', 'nextFollowAt']);

/**
 * The customer table's columns from the company's field configuration (getColumn): visible fields
 * in their order and with their titles, custom fields from `extra`; pools add the department, and
 * users above company level the company.
 */
export function customerColumns(config: ColumnConfig[], pool: CustomerPool, insideCompany: boolean): ColumnType<CustomerRow>[] {
  const columns: ColumnType<CustomerRow>[] = [];
  for (const field of [...config].sort((a, b) => a.sort - b.sort)) {
    if (!field.visible || (pool !== 'mine' && MINE_ONLY.has(field.key))) continue;
    if (field.builtin) {
      const column = builtinColumn(field.key, field.label);
      if (column) columns.push(column);
    } else {
      columns.push({
        title: field.label,
        key: `extra.${field.key}`,
        render: (_: unknown, row: CustomerRow) => {
          const value = row.extra?.[field.key];
          return value === undefined || value === '' ? '-' : String(value);
        },
      });
    }
  }
  columns.push(...resourceColumns<CustomerRow>(customer, [...(pool !== 'high' ? ['departmentName'] : []), ...(insideCompany ? [] : ['companyName'])]));
  return columns;
}

/** The add/edit form: built-in fields (source, stage and tags chosen of the company's lists) plus the company's custom fields (`field_<key>`). */
export function customerFormFields(options: { sources: string[]; progress: string[]; tags: string[]; columns: ColumnConfig[] }): FormField[] {
  const choose = (name: FormKey<typeof customer>, values: string[], kind: 'select' | 'multiSelect' = 'select'): FormField => ({
    name,
    label: customer.fields[name].label,
    kind,
    options: asOptions(values),
  });
  const fields = resourceForm(customer, [
    'name',
    'phone',
    'company',
    choose('source', options.sources),
    choose('progress', options.progress),
    choose('tags', options.tags, 'multiSelect'),
    'amount',
    'nextFollowAt',
    'remark',
  ]);
  for (const field of options.columns.filter((column) => !column.builtin)) {
    fields.push({
      name: `field_${field.key}`,
      label: field.label,
      required: field.required,
      kind: field.kind === 'select' ? 'select' : field.kind === 'number' ? 'number' : field.kind === 'date' ? 'date' : 'text',
      options: field.kind === 'select' ? asOptions(field.options) : undefined,
      maxLength: field.kind === 'text' ? 200 : undefined,
    });
  }
  return fields;
}

/** A row as the edit form's initial values (tags as a list, custom fields by name). */
export function customerFormValues(row: CustomerRow, columns: ColumnConfig[]): Record<string, unknown> {
  const values: Record<string, unknown> = {
    name: row.name,
    phone: row.phone,
    company: row.company,
    source: row.source || undefined,
    progress: row.progress || undefined,
    tags: row.tags ? row.tags.split(',') : [],
    amount: row.amount,
    nextFollowAt: row.nextFollowAt || undefined,
    remark: row.remark,
  };
  for (const column of columns.filter((c) => !c.builtin)) values[`field_${column.key}`] = row.extra?.[column.key];
  return values;
}
