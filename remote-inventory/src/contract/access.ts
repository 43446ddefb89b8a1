import type { Role } from '@console/sdk/manifest';

/** Role lists of the inventory area, declared once: the manifest gates routes with them, the backend enforces them. */
export const INVENTORY_ACCESS = {
  /** /purchaseOrderList, /earlyWarning and `/api/inventory/*`, `/api/warning/*`: spec section 6, admin-only. */
  inventory: ['admin'],
} as const satisfies Record<string, readonly Role[]>;
