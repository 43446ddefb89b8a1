import { createResourcePage } from '@console/sdk/kit';
import { movements, stockApi } from '../contract';

/** Every receipt and shipment of both lines, with the stock right after it (/inventoryList): the records the counts are summed from. */
export default createResourcePage({
  resource: movements,
  noun: '库存记录',
  list: stockApi.movementList,
  filters: ['line', 'goodsId', 'direction', 'reason', 'reference', 'createdAt'],
  exporter: stockApi.exportMovements,
});
