import { DeleteOutlined, SearchOutlined } from '@ant-design/icons';
import { hostHasCyMarker } from '@console/sdk';
import { asOptions, createResourcePage, dateTimeColumn, enumColumn, listFetch, textColumn, type FilterField } from '@console/sdk/kit';
import { Button } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useNavigate } from 'react-router-dom';
import { clueCollectionApi, COLLECTION_STATUSES, CONVERSION, CRM_ACCESS, leadFindingApi, type CollectionRow } from '../contract';
import { INDUSTRY_OPTIONS, PROVINCE_OPTIONS } from '../shared/directory';

export type CollectionPool = 'mine' | 'high';

const KINDS = [
  { value: 'company', label: '企业' },
  { value: 'shop', label: '店铺' },
];

export function collectionFilters(pool: CollectionPool): FilterField[] {
  return [
    { kind: 'text', name: 'name', label: '名称' },
    ...(pool === 'mine' ? [{ kind: 'text', name: 'phone', label: '电话' } as FilterField] : []),
    { kind: 'select', name: 'kind', label: '类别', options: KINDS },
    ...(pool === 'mine'
      ? [{ kind: 'select', name: 'status', label: '状态', options: asOptions(COLLECTION_STATUSES) } as FilterField]
      : [
          { kind: 'select', name: 'province', label: '省份', options: PROVINCE_OPTIONS } as FilterField,
          { kind: 'select', name: 'industry', label: '行业', options: INDUSTRY_OPTIONS } as FilterField,
        ]),
  ];
}

/** /clueCollection: my collection; /highSeas: the lead-finding high seas. */
export const collectionFetch = (pool: CollectionPool) => listFetch<CollectionRow>(pool === 'mine' ? clueCollectionApi.list : leadFindingApi.highSeas);

export function collectionColumns(pool: CollectionPool, insideCompany: boolean): ColumnsType<CollectionRow> {
  return [
    textColumn('名称', 'name'),
    { title: '类别', dataIndex: 'kind', key: 'kind', render: (kind: string) => KINDS.find((entry) => entry.value === kind)?.label ?? kind },
    textColumn('联系人', 'contact'),
    textColumn('电话', 'phone'),
    { title: '地区', key: 'region', render: (_: unknown, row: CollectionRow) => `${row.province} ${row.city}` },
    textColumn('行业/类目', 'industry'),
    ...(pool === 'mine'
      ? [
          enumColumn<CollectionRow>('状态', 'status', CONVERSION),
          textColumn<CollectionRow>('收集人', 'collectorName'),
          ...(insideCompany ? [] : [textColumn<CollectionRow>('所属企业', 'companyName')]),
        ]
      : []),
    dateTimeColumn(pool === 'mine' ? '收集时间' : '进入公海时间', 'collectedAt'),
  ];
}

const count = (what: string, count: number) => `${what} ${count} 条`;

/** Clue collection (/clueCollection) and the lead-finding high seas (/highSeas): one page, `pool` from the manifest. */
export default createResourcePage<CollectionRow>(({ pool: given }) => {
  const pool = (given as CollectionPool | undefined) ?? 'mine';
  const mine = () => pool === 'mine';
  const ids = (rows: CollectionRow[]) => rows.map((row) => row.id);
  return {
    noun: '收集记录',
    rowKey: 'id',
    list: collectionFetch(pool),
    filters: collectionFilters(pool),
    columns: ({ user }) => collectionColumns(pool, user.insideCompany),
    batch: [
      {
        label: '领取到我的收集',
        call: leadFindingApi.claimHighSeas,
        when: () => !mine(),
        type: 'primary',
        confirm: (n) => `确定领取选中的 ${n} 条吗?将扣除相应的线索额度`,
        run: async (rows) => count('已领取', (await leadFindingApi.claimHighSeas({ ids: ids(rows) })).data.claimed),
      },
      {
        label: '转为线索',
        call: clueCollectionApi.toClue,
        when: mine,
        type: 'primary',
        confirm: (n) => `确定将选中的 ${n} 条转入线索池吗?`,
        run: async (rows) => count('已转为线索', (await clueCollectionApi.toClue({ ids: ids(rows) })).data.converted),
      },
      {
        label: '释放到公海',
        call: clueCollectionApi.release,
        when: mine,
        confirm: (n) => `确定将选中的 ${n} 条释放到线索公海吗?`,
        run: async (rows) => count('已释放', (await clueCollectionApi.release({ ids: ids(rows) })).data.released),
      },
      {
        label: '删除',
        call: clueCollectionApi.delete,
        when: mine,
        danger: true,
        icon: <DeleteOutlined />,
        confirm: (n) => `确定删除选中的 ${n} 条收集记录吗?`,
        run: async (rows) => count('已删除', (await clueCollectionApi.delete({ ids: ids(rows) })).data.deleted),
      },
    ],
    toolbar: ({ user }) => mine() && user.flags.interior && user.can(CRM_ACCESS.leadFinders) && !hostHasCyMarker(window.location.hostname) && <FindLeadsLink />,
  };
});

function FindLeadsLink() {
  const navigate = useNavigate();
  return (
    <Button icon={<SearchOutlined />} onClick={() => navigate('/advancedSearch')}>
      去查找线索
    </Button>
  );
}
