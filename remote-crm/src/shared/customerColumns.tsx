import { dateTimeColumn, moneyColumn, textColumn, type FormField } from '@console/sdk/kit';
import { type ColumnConfig, type CustomerPool, type CustomerRow } from '../contract';
import { Tag } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { asOptions } from '@console/sdk/kit';
import { TagList } from './tags';

const sortable = <Row,>(column: ColumnType<Row>): ColumnType<Row> => ({ ...column, sorter: true });

/** Built-in columns as the list draws them; the field configuration decides which show, titled how. */
function builtinColumn(key: string, title: string): ColumnType<CustomerRow> | null {
  switch (key) {
    case 'name':
    case 'phone':
    case 'company':
    case 'source':
    case 'remark':
      return textColumn<CustomerRow>(title, key);
    case 'ownerName':
      return textColumn<CustomerRow>(title, 'ownerName');
    case 'progress':
      return { title, dataIndex: 'progress', key, render: (value: string) => (value ? <Tag color="blue">{value}</Tag> : '-') };
    case 'tags':
      return { title, dataIndex: 'tags', key, render: (value: string) => <TagList value={value} /> };
    case 'amount':
      return sortable(moneyColumn<CustomerRow>(title, 'amount'));
    case 'lastFollowAt':
    case 'nextFollowAt':
    case 'createdAt':
      return sortable(dateTimeColumn<CustomerRow>(title, key));
    default:
      return null;
  }
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
  if (pool !== 'high') columns.push(textColumn<CustomerRow>('部门', 'departmentName'));
  if (!insideCompany) columns.push(textColumn<CustomerRow>('所属企业', 'companyName'));
  return columns;
}

export const MOBILE_RULE = { pattern: /^1\d{10}$/, message: '手机号格式不正确' };

/** The add/edit form: built-in fields plus the company's custom fields (`field_<key>`). */
export function customerFormFields(options: { sources: string[]; progress: string[]; tags: string[]; columns: ColumnConfig[] }): FormField[] {
  const fields: FormField[] = [
    { name: 'name', label: '客户名称', required: true, maxLength: 50 },
    { name: 'phone', label: '手机号', required: true, maxLength: 11, rules: [MOBILE_RULE] },
    { name: 'company', label: '公司', maxLength: 100 },
    { name: 'source', label: '来源', kind: 'select', options: asOptions(options.sources) },
    { name: 'progress', label: '跟进进度', kind: 'select', options: asOptions(options.progress) },
    { name: 'tags', label: '标签', kind: 'multiSelect', options: asOptions(options.tags) },
    { name: 'amount', label: '预计金额（元）', kind: 'number', min: 0, max: 100_000_000 },
    { name: 'nextFollowAt', label: '下次跟进时间', kind: 'dateTime' },
    { name: 'remark', label: '备注', kind: 'textarea', maxLength: 500 },
  ];
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
