import { createResourcePage, dateTimeColumn, ListPage, listFetch, textColumn, type FilterField, type FormField } from '@console/sdk/kit';
import { useMemo } from 'react';
import { leadFindingApi, type DirectoryCompanyRow, type IndustryTemplateRow } from '../contract';
import { INDUSTRY_OPTIONS, PROVINCE_OPTIONS } from '../shared/directory';
import { directoryColumns } from './DirectorySearch';
import { CollectButton } from '../shared/collect';

export const TEMPLATE_FILTERS: FilterField[] = [
  { kind: 'text', name: 'name', label: '模板名称' },
  { kind: 'select', name: 'industry', label: '行业', options: INDUSTRY_OPTIONS },
];

export const industryTemplateFetch = listFetch<IndustryTemplateRow>(leadFindingApi.templateList);

export const TEMPLATE_FIELDS: FormField[] = [
  { name: 'name', label: '模板名称', required: true, maxLength: 30 },
  { name: 'industry', label: '行业', kind: 'select', required: true, options: INDUSTRY_OPTIONS },
  { name: 'province', label: '地区', kind: 'select', options: PROVINCE_OPTIONS },
  { name: 'capitalMin', label: '注册资本下限（万元）', kind: 'number', min: 0 },
  { name: 'capitalMax', label: '注册资本上限（万元）', kind: 'number', min: 0 },
  { name: 'foundedFrom', label: '成立日期自', kind: 'date' },
  { name: 'foundedTo', label: '成立日期至', kind: 'date' },
  { name: 'remark', label: '备注', maxLength: 100 },
];

/** A template's filters as a directory search request. */
export function templateQuery(row: IndustryTemplateRow): Record<string, unknown> {
  const query: Record<string, unknown> = { industry: row.industry };
  if (row.province) query.province = row.province;
  if (row.capitalMin !== null) query.capitalMin = row.capitalMin;
  if (row.capitalMax !== null) query.capitalMax = row.capitalMax;
  if (row.foundedFrom) query.foundedFrom = row.foundedFrom;
  if (row.foundedTo) query.foundedTo = row.foundedTo;
  return query;
}

const range = (from: unknown, to: unknown, unit = '') =>
  from === null && to === null ? '不限' : from === '' && to === '' ? '不限' : `${from || from === 0 ? `${from}${unit}` : '不限'} ~ ${to || to === 0 ? `${to}${unit}` : '不限'}`;

/** The companies a template matches, searched with its filters. */
function Matches({ template }: { template: IndustryTemplateRow }) {
  const search = useMemo(() => listFetch<DirectoryCompanyRow>(leadFindingApi.advancedSearch, templateQuery(template)), [template]);
  return (
    <ListPage<DirectoryCompanyRow>
      rowKey="id"
      fetch={search}
      toolbar={({ rows }) => <CollectButton kind="company" ids={rows.map((row) => row.id)} label="收集本页企业" link={false} />}
      columns={directoryColumns()}
    />
  );
}

/** Industry templates (/industryTemplate): saved searches per industry, with how many companies they match now. */
export default createResourcePage<IndustryTemplateRow>({
  noun: '行业模板',
  rowKey: 'id',
  list: leadFindingApi.templateList,
  filters: TEMPLATE_FILTERS,
  columns: [
    textColumn('模板名称', 'name'),
    textColumn('行业', 'industry'),
    { title: '地区', dataIndex: 'province', key: 'province', render: (value: string) => value || '全国' },
    { title: '注册资本', key: 'capital', render: (_: unknown, row: IndustryTemplateRow) => range(row.capitalMin, row.capitalMax, ' 万元') },
    { title: '成立日期', key: 'founded', render: (_: unknown, row: IndustryTemplateRow) => range(row.foundedFrom, row.foundedTo) },
    { title: '匹配企业数', dataIndex: 'matchCount', key: 'matchCount', align: 'right' },
    textColumn('创建人', 'creatorName'),
    textColumn('备注', 'remark'),
    dateTimeColumn('创建时间', 'createdAt'),
  ],
  form: {
    fields: TEMPLATE_FIELDS,
    add: { call: leadFindingApi.templateSave, label: '新增模板', title: '新增行业模板' },
    edit: {
      call: leadFindingApi.templateSave,
      // Empty bounds are left empty, not sent as null.
      toValues: (row) => Object.fromEntries(TEMPLATE_FIELDS.map(({ name }) => [name, row[name as keyof IndustryTemplateRow] ?? undefined]).filter(([, value]) => value !== '')),
    },
  },
  rowActions: [{ label: '查看企业', drawer: { title: (row) => `匹配企业：${row.name}`, content: (row) => <Matches template={row} />, size: 1200 } }],
  remove: { call: leadFindingApi.templateDelete, confirm: (row) => `确定删除行业模板「${row.name}」吗?` },
});
