import { BatchAction, asOptions } from '@console/sdk/kit';
import { DeleteOutlined, SearchOutlined } from '@ant-design/icons';
import { hostHasCyMarker, type RoutePageProps } from '@console/sdk';
import { dateTimeColumn, ListPage, statusColumn, textColumn, type FilterField, type ListContext, type ListPageConfig } from '@console/sdk/kit';
import { clueCollectionApi, COLLECTION_STATUSES, leadFindingApi, type CollectionRow } from '../contract';
import { Button } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { INDUSTRY_OPTIONS, PROVINCE_OPTIONS } from '../shared/directory';
import { currentUser } from '../shared/session';

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
export const collectionFetch = (pool: CollectionPool): ListPageConfig<CollectionRow>['fetch'] =>
  pool === 'mine' ? async (query) => (await clueCollectionApi.list(query)).data : async (query) => (await leadFindingApi.highSeas(query)).data;

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
          statusColumn<CollectionRow>('状态', 'status', { 未转化: { text: '未转化', color: 'orange' }, 已转线索: { text: '已转线索', color: 'green' } }),
          textColumn<CollectionRow>('收集人', 'collectorName'),
          ...(insideCompany ? [] : [textColumn<CollectionRow>('所属企业', 'companyName')]),
        ]
      : []),
    dateTimeColumn(pool === 'mine' ? '收集时间' : '进入公海时间', 'collectedAt'),
  ];
}

/** Clue collection (/clueCollection) and the lead-finding high seas (/highSeas): one page, `pool` from the manifest. */
export default function Collections({ params }: RoutePageProps) {
  const pool = (params.pool as CollectionPool | undefined) ?? 'mine';
  const user = currentUser();
  const navigate = useNavigate();
  const fetch = useMemo(() => collectionFetch(pool), [pool]);
  const filters = useMemo(() => collectionFilters(pool), [pool]);

  const toolbar = (context: ListContext<CollectionRow>) => {
    const done = () => {
      context.clearSelection();
      context.reload();
    };
    if (pool === 'high') {
      return (
        <BatchAction
          label="领取到我的收集"
          type="primary"
          selectedRowKeys={context.selectedRowKeys}
          confirm={(count) => `确定领取选中的 ${count} 条吗?将扣除相应的线索额度`}
          run={async (ids) => `已领取 ${(await leadFindingApi.claimHighSeas({ ids })).data.claimed} 条`}
          done={done}
        />
      );
    }
    return (
      <>
        {user.can('users') && (
          <BatchAction
            label="转为线索"
            type="primary"
            selectedRowKeys={context.selectedRowKeys}
            confirm={(count) => `确定将选中的 ${count} 条转入线索池吗?`}
            run={async (ids) => `已转为线索 ${(await clueCollectionApi.toClue({ ids })).data.converted} 条`}
            done={done}
          />
        )}
        {user.can('users') && (
          <BatchAction
            label="释放到公海"
            selectedRowKeys={context.selectedRowKeys}
            confirm={(count) => `确定将选中的 ${count} 条释放到线索公海吗?`}
            run={async (ids) => `已释放 ${(await clueCollectionApi.release({ ids })).data.released} 条`}
            done={done}
          />
        )}
        {user.can('users') && (
          <BatchAction
            label="删除"
            danger
            icon={<DeleteOutlined />}
            selectedRowKeys={context.selectedRowKeys}
            confirm={(count) => `确定删除选中的 ${count} 条收集记录吗?`}
            run={async (ids) => `已删除 ${(await clueCollectionApi.delete({ ids })).data.deleted} 条`}
            done={done}
          />
        )}
        {user.flags.interior && user.can('leadFinders') && !hostHasCyMarker(window.location.hostname) && (
          <Button icon={<SearchOutlined />} onClick={() => navigate('/advancedSearch')}>
            去查找线索
          </Button>
        )}
      </>
    );
  };

  return (
    <ListPage<CollectionRow>
      rowKey="id"
      selectable={user.can('users')}
      fetch={fetch}
      filters={filters}
      toolbar={toolbar}
      columns={collectionColumns(pool, user.insideCompany)}
    />
  );
}
