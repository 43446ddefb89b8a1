import {
  createListPage,
  leadFindingApi,
  statusColumn,
  textColumn,
  type DirectoryCompanyRow,
  type FilterOption,
} from '@console/sdk';

const asOptions = (values: string[]): FilterOption[] => values.map((value) => ({ value, label: value }));
const filterLists = () => leadFindingApi.filters().then((envelope) => envelope.data);

/** Advanced company search over the business directory (region, industry, capital, founding date). */
export default createListPage<DirectoryCompanyRow>({
  rowKey: 'id',
  fetch: async (query) => (await leadFindingApi.advancedSearch(query)).data,
  filters: [
    { kind: 'text', name: 'keyword', label: '企业名称' },
    { kind: 'select', name: 'province', label: '地区', options: async () => asOptions((await filterLists()).provinces) },
    { kind: 'select', name: 'industry', label: '行业', options: async () => asOptions((await filterLists()).industries) },
    { kind: 'number', name: 'capitalMin', label: '注册资本≥（万元）' },
    { kind: 'number', name: 'capitalMax', label: '注册资本≤（万元）' },
    { kind: 'dateRange', name: 'founded', label: '成立日期' },
  ],
  columns: [
    textColumn('企业名称', 'name'),
    textColumn('法定代表人', 'legalPerson'),
    { title: '地区', key: 'region', render: (_: unknown, row: DirectoryCompanyRow) => `${row.province} ${row.city}` },
    textColumn('行业', 'industry'),
    { title: '注册资本（万元）', dataIndex: 'registeredCapital', align: 'right', render: (value: number) => value.toLocaleString('zh-CN') },
    textColumn('成立日期', 'foundedAt'),
    textColumn('联系电话', 'phone'),
    statusColumn('经营状态', 'status', {
      存续: { text: '存续', color: 'green' },
      在业: { text: '在业', color: 'blue' },
      注销: { text: '注销', color: 'default' },
    }),
  ],
});
