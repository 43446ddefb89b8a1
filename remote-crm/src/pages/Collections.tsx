import { DeleteOutlined, SearchOutlined } from '@ant-design/icons';
import { hostHasCyMarker } from '@console/sdk';
import type { KeyOf } from '@console/sdk/contract';
import { createResourcePage, type ColumnItems, type FilterField } from '@console/sdk/kit';
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { clueCollectionApi, collection, CRM_ACCESS, leadFindingApi, type CollectionRow } from '../contract';
import { INDUSTRY_OPTIONS, PROVINCE_OPTIONS } from '../shared/directory';

type CollectionPool = 'mine' | 'high';

/** My collection is searched by its number and state; the high seas by where and what (the directory's regions and industries). */
function collectionFilters(pool: CollectionPool): readonly ('name' | 'phone' | 'kind' | 'status' | 'collectedAt' | FilterField)[] {
  if (pool === 'mine') return ['name', 'phone', 'kind', 'status', 'collectedAt'];
  return [
    'name',
    'kind',
    { kind: 'select', name: 'province', label: '省份', options: PROVINCE_OPTIONS },
    { kind: 'select', name: 'industry', label: '行业', options: INDUSTRY_OPTIONS },
  ];
}

/** /clueCollection: my collection; /highSeas: the lead-finding high seas. */
const collectionList = (pool: CollectionPool): typeof clueCollectionApi.list => (pool === 'mine' ? clueCollectionApi.list : leadFindingApi.highSeas);

/** The region is one column of two fields; the high seas have no owner, state or company, and enter it at a time of their own. */
function collectionColumns(pool: CollectionPool, insideCompany: boolean): ColumnItems<CollectionRow, KeyOf<typeof collection>> {
  const region = { title: '地区', key: 'region', render: (_: unknown, row: CollectionRow) => `${row.province} ${row.city}` };
  const owned = pool === 'mine' ? (['status', 'collectorName', ...(insideCompany ? [] : ['companyName' as const])] as const) : [];
  return ['name', 'kind', 'contact', 'phone', region, 'industry', ...owned, 'collectedAt'];
}

const count = (what: string, count: number) => `${what} ${count} 条`;

/** Clue collection (/clueCollection) and the lead-finding high seas (/highSeas): one page, `pool` from the manifest. */
export default createResourcePage(({ pool: given }: Record<string, unknown>) => {
  const pool = (given as CollectionPool | undefined) ?? 'mine';
  const mine = () => pool === 'mine';
  const ids = (rows: CollectionRow[]) => rows.map((row) => row.id);
  return {
    resource: collection,
    noun: '收集记录',
    list: collectionList(pool),
    filters: collectionFilters(pool),
    columns: ({ user }) => collectionColumns(pool, user.insideCompany),
    // The high seas' list (lead finding's) sorts by its own order only.
    columnOverrides: mine() ? {} : { collectedAt: { title: '进入公海时间', sorter: false } },
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
