import type { Page, PageQuery } from '../envelope';
import { endpoint } from '../define';

export interface PurchaseOrderRow {
  id: number;
  orderNo: string;
  supplier: string;
  cardType: string;
  quantity: number;
  unitPrice: number;
  amount: number;
  status: string;
  createdAt: string;
}

/**
 * Inventory. The spec names the pages but not their calls: defined in the platform's style as
 * `/api/inventory/<verb>` (issue 2).
 */
export const inventoryApi = {
  purchaseOrderList: endpoint.post<Page<PurchaseOrderRow>, PageQuery & { orderNo?: string; status?: string }>(
    '/api/inventory/purchaseOrderList',
  ),
};
