import { asOptions } from '@console/sdk/kit';
import { ListPage, textColumn, type FilterField, type ListContext, type ListPageConfig } from '@console/sdk/kit';
import { leadFindingApi, SHOP_CATEGORIES, SHOP_PLATFORMS, type ShopRow } from '../contract';
import { Rate } from 'antd';
import { CollectButton } from '../shared/collect';
import { PROVINCE_OPTIONS } from '../shared/directory';

export const SHOP_FILTERS: FilterField[] = [
  { kind: 'text', name: 'keyword', label: '店铺名称' },
  { kind: 'select', name: 'platform', label: '平台', options: asOptions(SHOP_PLATFORMS) },
  { kind: 'select', name: 'category', label: '类目', options: asOptions(SHOP_CATEGORIES) },
  { kind: 'select', name: 'province', label: '地区', options: PROVINCE_OPTIONS },
  { kind: 'number', name: 'salesMin', label: '月销量≥' },
  { kind: 'number', name: 'ratingMin', label: '评分≥', placeholder: '0 到 5' },
];

export const shopFetch: ListPageConfig<ShopRow>['fetch'] = async (query) => (await leadFindingApi.shopSearch(query)).data;

/** Shop search (/shopSearch) over the shop directory; shops are collected like companies. */
export default function ShopSearch() {
  return (
    <ListPage<ShopRow>
      rowKey="id"
      selectable
      fetch={shopFetch}
      filters={SHOP_FILTERS}
      toolbar={({ selectedRowKeys }: ListContext<ShopRow>) => (
        <CollectButton kind="shop" ids={selectedRowKeys.map(Number)} label={`收集选中店铺${selectedRowKeys.length ? `（${selectedRowKeys.length}）` : ''}`} link={false} />
      )}
      columns={[
        textColumn('店铺名称', 'name'),
        textColumn('平台', 'platform'),
        textColumn('类目', 'category'),
        { title: '地区', key: 'region', render: (_: unknown, row: ShopRow) => `${row.province} ${row.city}` },
        textColumn('店主', 'owner'),
        textColumn('联系电话', 'phone'),
        { title: '月销量', dataIndex: 'monthlySales', key: 'monthlySales', align: 'right', sorter: true, render: (value: number) => value.toLocaleString('zh-CN') },
        {
          title: '评分',
          dataIndex: 'rating',
          key: 'rating',
          sorter: true,
          render: (value: number) => (
            <span>
              <Rate disabled allowHalf value={Math.round(value * 2) / 2} style={{ fontSize: 12 }} /> {value.toFixed(1)}
            </span>
          ),
        },
        { title: '开店日期', dataIndex: 'openedAt', key: 'openedAt', sorter: true },
        { title: '操作', key: 'actions', fixed: 'right', render: (_: unknown, row: ShopRow) => <CollectButton kind="shop" ids={[row.id]} /> },
      ]}
    />
  );
}
