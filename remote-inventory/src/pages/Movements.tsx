import { callOptions, createResourcePage, specColumns } from '@console/sdk/kit';
import { DIRECTION, MOVEMENT_COLUMNS, MOVEMENT_REASON, STOCK_LINE, stockApi, type MovementRow } from '../contract';

/** Every receipt and shipment of both lines, with the stock right after it (/inventoryList): the records the counts are summed from. */
export default createResourcePage<MovementRow>({
  noun: '库存记录',
  rowKey: 'id',
  list: stockApi.movementList,
  filters: [
    { kind: 'select', name: 'line', label: '库存线', options: STOCK_LINE.options },
    { kind: 'select', name: 'goodsId', label: '货品', options: callOptions(stockApi.goodsOptions) },
    { kind: 'select', name: 'direction', label: '类型', options: DIRECTION.options },
    { kind: 'select', name: 'reason', label: '原因', options: MOVEMENT_REASON.options },
    { kind: 'text', name: 'reference', label: '关联单号' },
    { kind: 'dateRange', name: 'created', label: '时间' },
  ],
  columns: specColumns(MOVEMENT_COLUMNS),
  exporter: stockApi.exportMovements,
});
