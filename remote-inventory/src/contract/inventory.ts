import { INVENTORY_ACCESS } from './access';
import type { Page, PageQuery } from '@console/sdk/contract';
import { call } from '@console/sdk/contract';

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
  purchaseOrderList: call.post<Page<PurchaseOrderRow>, PageQuery & { orderNo?: string; status?: string }>('/api/inventory/purchaseOrderList', INVENTORY_ACCESS.inventory),
};

export interface WarningPhoneRow {
  id: number;
  phoneNumber: string;
  companyName: string;
  agentName: string;
  reason: string;
  validDate: string;
  createdAt: string;
}

/** Warnings (spec section 7). */
export const warningApi = {
  warNingPhone: call.post<Page<WarningPhoneRow>, PageQuery & { phoneNumber?: string; reason?: string }>('/api/warning/warNingPhone', INVENTORY_ACCESS.inventory),
  downloadWarningPhone: call.file<{ phoneNumber?: string; reason?: string }>('/api/warning/downloadWarningPhone', INVENTORY_ACCESS.inventory, 'POST'),
};
