import { type RoutePageProps } from '@console/sdk';
import { ListPage, specColumns, type FilterField, type ListContext, type ListPageConfig } from '@console/sdk/kit';
import { DIRECTORY_COLUMNS, leadFindingApi, type DirectoryCompanyRow } from '../contract';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { CollectButton } from '../shared/collect';
import { INDUSTRY_OPTIONS, PROVINCE_OPTIONS, STATUS_OPTIONS } from '../shared/directory';

export type SearchMode = 'advanced' | 'company';

/** Advanced search filters region, industry, registered capital and founding date; company search looks a company up. */
export function searchFilters(mode: SearchMode): FilterField[] {
  if (mode === 'company') {
    return [
      { kind: 'text', name: 'keyword', label: '企业名称' },
      { kind: 'text', name: 'legalPerson', label: '法定代表人' },
      { kind: 'text', name: 'phone', label: '联系电话' },
      { kind: 'select', name: 'province', label: '地区', options: PROVINCE_OPTIONS },
      { kind: 'select', name: 'status', label: '经营状态', options: STATUS_OPTIONS },
    ];
  }
  return [
    { kind: 'text', name: 'keyword', label: '企业名称' },
    { kind: 'select', name: 'province', label: '地区', options: PROVINCE_OPTIONS },
    { kind: 'select', name: 'industry', label: '行业', options: INDUSTRY_OPTIONS },
    { kind: 'number', name: 'capitalMin', label: '注册资本≥（万元）' },
    { kind: 'number', name: 'capitalMax', label: '注册资本≤（万元）' },
    { kind: 'dateRange', name: 'founded', label: '成立日期' },
    { kind: 'select', name: 'status', label: '经营状态', options: STATUS_OPTIONS },
  ];
}

/** The range picker sends whole-day date-times; the directory's founding dates are days. */
export function searchRequest(query: Record<string, unknown>): Record<string, unknown> {
  const request = { ...query };
  for (const key of ['foundedFrom', 'foundedTo']) if (typeof request[key] === 'string') request[key] = (request[key] as string).slice(0, 10);
  return request;
}

export const searchFetch: ListPageConfig<DirectoryCompanyRow>['fetch'] = async (query) =>
  (await leadFindingApi.advancedSearch(searchRequest(query) as never)).data;

/** The result columns (the address is in the export only). */
export function directoryColumns(): ColumnsType<DirectoryCompanyRow> {
  return specColumns(DIRECTORY_COLUMNS, { omit: ['address'], overrides: { registeredCapital: { render: (value: number) => value.toLocaleString('zh-CN') } } });
}

/** Advanced search (/advancedSearch) and company search (/companySearch): one page, `mode` from the manifest. */
export default function DirectorySearch({ params }: RoutePageProps) {
  const mode = (params.mode as SearchMode | undefined) ?? 'advanced';
  const filters = useMemo(() => searchFilters(mode), [mode]);
  return (
    <ListPage<DirectoryCompanyRow>
      rowKey="id"
      fetch={searchFetch}
      filters={filters}
      exportFile={(query) => leadFindingApi.export(searchRequest(query) as never)}
      toolbar={({ rows }: ListContext<DirectoryCompanyRow>) => <CollectButton kind="company" ids={rows.map((row) => row.id)} label="收集本页企业" link={false} />}
      columns={[
        ...directoryColumns(),
        { title: '操作', key: 'actions', fixed: 'right', render: (_: unknown, row: DirectoryCompanyRow) => <CollectButton kind="company" ids={[row.id]} /> },
      ]}
    />
  );
}
