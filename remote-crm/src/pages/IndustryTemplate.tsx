import { createResourcePage, filterField, formField, ListPage, listFetch } from '@console/sdk/kit';
import { useMemo } from 'react';
import { industryTemplate, leadFindingApi, type DirectoryCompanyRow, type IndustryTemplateRow } from '../contract';
import { INDUSTRY_OPTIONS, PROVINCE_OPTIONS, templateQuery } from '../shared/directory';
import { directoryColumns } from './DirectorySearch';
import { CollectButton } from '../shared/collect';

const { fields } = industryTemplate;
/** Industry and region are chosen among what the directory has. */
const INDUSTRY = { ...filterField('industry', fields.industry), kind: 'select' as const, options: INDUSTRY_OPTIONS };
const TEMPLATE_FILTERS = ['name', INDUSTRY, 'createdAt'] as const;

const FORM = [
  'name',
  { ...formField('industry', fields.industry), kind: 'select' as const, options: INDUSTRY_OPTIONS },
  { ...formField('province', fields.province), kind: 'select' as const, options: PROVINCE_OPTIONS },
  'capitalMin',
  'capitalMax',
  'foundedFrom',
  'foundedTo',
  'remark',
] as const;

const range = (from: unknown, to: unknown, unit = '') =>
  from === null && to === null
    ? '不限'
    : from === '' && to === ''
      ? '不限'
      : `${from || from === 0 ? `${from}${unit}` : '不限'} ~ ${to || to === 0 ? `${to}${unit}` : '不限'}`;

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
export default createResourcePage({
  resource: industryTemplate,
  noun: '行业模板',
  list: leadFindingApi.templateList,
  filters: TEMPLATE_FILTERS,
  columns: [
    'name',
    'industry',
    'province',
    { title: '注册资本', key: 'capital', render: (_: unknown, row: IndustryTemplateRow) => range(row.capitalMin, row.capitalMax, ' 万元') },
    { title: '成立日期', key: 'founded', render: (_: unknown, row: IndustryTemplateRow) => range(row.foundedFrom, row.foundedTo) },
    'matchCount',
    'creatorName',
    'remark',
    'createdAt',
  ],
  columnOverrides: { province: { render: (value: string) => value || '全国' } },
  form: {
    fields: FORM,
    add: { call: leadFindingApi.templateSave, label: '新增模板', title: '新增行业模板' },
    edit: {
      call: leadFindingApi.templateSave,
      // Empty bounds are left empty, not sent as null.
      toValues: (row) => Object.fromEntries(industryTemplate.formKeys.map((name) => [name, row[name] ?? undefined]).filter(([, value]) => value !== '')),
    },
  },
  rowActions: [{ label: '查看企业', drawer: { title: (row) => `匹配企业：${row.name}`, content: (row) => <Matches template={row} />, size: 1200 } }],
  remove: { call: leadFindingApi.templateDelete, confirm: (row) => `确定删除行业模板「${row.name}」吗?` },
});
