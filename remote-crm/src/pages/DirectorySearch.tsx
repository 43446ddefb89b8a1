import { type RoutePageProps } from '@console/sdk';
import { filterField, ListPage, listFetch, resourceColumns, resourceFilters, type FilterField, type ListContext } from '@console/sdk/kit';
import { DIRECTORY_EXPORT_LIMIT, directoryCompany, leadFindingApi, type DirectoryCompanyRow } from '../contract';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { CollectButton } from '../shared/collect';
import { INDUSTRY_OPTIONS, PROVINCE_OPTIONS } from '../shared/directory';

type SearchMode = 'advanced' | 'company';

const { fields } = directoryCompany;
/** Region and industry are chosen among what the directory has. */
export const PROVINCE_FILTER: FilterField = { kind: 'select', name: 'province', label: '地区', options: PROVINCE_OPTIONS };
const INDUSTRY_FILTER: FilterField = { ...filterField('industry', fields.industry), kind: 'select', options: INDUSTRY_OPTIONS };

/** Advanced search filters region, industry, registered capital and founding date; company search looks a company up. */
export function searchFilters(mode: SearchMode): FilterField[] {
  if (mode === 'company') return resourceFilters(directoryCompany, ['name', 'legalPerson', 'phone', PROVINCE_FILTER, 'status']);
  return resourceFilters(directoryCompany, [
    'name',
    PROVINCE_FILTER,
    INDUSTRY_FILTER,
    filterField('capitalMin', fields.capitalMin),
    filterField('capitalMax', fields.capitalMax),
    'foundedAt',
    'status',
  ]);
}

export const searchFetch = listFetch<DirectoryCompanyRow>(leadFindingApi.advancedSearch);

/** The result columns (the address is in the export only). */
export function directoryColumns(): ColumnsType<DirectoryCompanyRow> {
  return resourceColumns<DirectoryCompanyRow>(
    directoryCompany,
    directoryCompany.columns.map((column) => column.key).filter((key) => key !== 'address'),
    { registeredCapital: { render: (value: number) => value.toLocaleString('zh-CN') } },
  );
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
      exports={[
        {
          label: '导出',
          limit: DIRECTORY_EXPORT_LIMIT,
          run: (query, _columns, control) => leadFindingApi.export({ ...query, exportId: control?.exportId } as never, control && { signal: control.signal }),
        },
      ]}
      toolbar={({ rows }: ListContext<DirectoryCompanyRow>) => (
        <CollectButton kind="company" ids={rows.map((row) => row.id)} label="收集本页企业" link={false} />
      )}
      columns={[
        ...directoryColumns(),
        { title: '操作', key: 'actions', fixed: 'right', render: (_: unknown, row: DirectoryCompanyRow) => <CollectButton kind="company" ids={[row.id]} /> },
      ]}
    />
  );
}
