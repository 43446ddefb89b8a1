import { filterField, ListPage, listFetch, resourceColumns, resourceFilters, type ListContext } from '@console/sdk/kit';
import { leadFindingApi, shop, type ShopRow } from '../contract';
import { Rate } from 'antd';
import { CollectButton } from '../shared/collect';
import { PROVINCE_FILTER } from './DirectorySearch';

export const SHOP_FILTERS = resourceFilters(shop, [
  'name',
  'platform',
  'category',
  PROVINCE_FILTER,
  filterField('salesMin', shop.fields.salesMin),
  filterField('ratingMin', shop.fields.ratingMin),
  'openedAt',
]);

export const shopFetch = listFetch<ShopRow>(leadFindingApi.shopSearch);

const COLUMNS = resourceColumns<ShopRow>(
  shop,
  [
    'name',
    'platform',
    'category',
    { title: '地区', key: 'region', render: (_: unknown, row: ShopRow) => `${row.province} ${row.city}` },
    'owner',
    'phone',
    'monthlySales',
    'rating',
    'openedAt',
    { title: '操作', key: 'actions', fixed: 'right', render: (_: unknown, row: ShopRow) => <CollectButton kind="shop" ids={[row.id]} /> },
  ],
  {
    monthlySales: { render: (value: number) => value.toLocaleString('zh-CN') },
    rating: {
      render: (value: number) => (
        <span>
          <Rate disabled allowHalf value={Math.round(value * 2) / 2} style={{ fontSize: 12 }} /> {value.toFixed(1)}
        </span>
      ),
    },
  },
);

/** Shop search (/shopSearch) over the shop directory; shops are collected like companies. */
export default function ShopSearch() {
  return (
    <ListPage<ShopRow>
      rowKey="id"
      selectable
      fetch={shopFetch}
      filters={SHOP_FILTERS}
      toolbar={({ selectedRowKeys }: ListContext<ShopRow>) => (
        <CollectButton
          kind="shop"
          ids={selectedRowKeys.map(Number)}
          label={`收集选中店铺${selectedRowKeys.length ? `（${selectedRowKeys.length}）` : ''}`}
          link={false}
        />
      )}
      columns={COLUMNS}
    />
  );
}
