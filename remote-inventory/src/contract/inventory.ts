import { INVENTORY_ACCESS } from './access';
import type { Page, PageQuery } from '@console/sdk/contract';
import { call, enumOfLabels, type ColumnSpec } from '@console/sdk/contract';

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
/** Why a number is on the warning list (filter and the seed's values). */
export const WARNING_REASON = enumOfLabels(['即将到期', '余额不足', '高频呼叫', '投诉预警', '已过期']);

/** The warning list's columns, and its export's. */
export const WARNING_COLUMNS: readonly ColumnSpec[] = [
  { key: 'phoneNumber', title: '号码', kind: 'code' },
  { key: 'companyName', title: '企业' },
  { key: 'agentName', title: '代理商' },
  { key: 'reason', title: '预警原因' },
  { key: 'validDate', title: '有效期', kind: 'dateTime' },
  { key: 'createdAt', title: '预警时间', kind: 'dateTime' },
];

export const warningApi = {
  warNingPhone: call.post<Page<WarningPhoneRow>, PageQuery & { phoneNumber?: string; reason?: string }>('/api/warning/warNingPhone', INVENTORY_ACCESS.inventory),
  downloadWarningPhone: call.sheet<{ phoneNumber?: string; reason?: string }>('/api/warning/downloadWarningPhone', INVENTORY_ACCESS.inventory, WARNING_COLUMNS),
};
