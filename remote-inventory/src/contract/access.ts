import type { Role } from '@console/sdk/manifest';

/**
 * Role lists of the inventory area, declared once: the manifest gates routes with them,
 * the pages offer actions by them, the backend enforces them.
 */
export const INVENTORY_ACCESS = {
  /**
   * Stock, purchases, white cards, shipments and warnings (`/api/inventory/*`, `/api/warning/*`):
   * spec section 6 makes purchaseOrderList and whiteCard admin-only and the agent menu omits
   * inventory (section 2), so the whole area is admin's.
   */
  inventory: ['admin'],
  /** /frequencyLimiting is a common route (section 2): every role reads the limits that apply to it, scoped on the server. */
  limitsRead: 'loggedIn',
  /** Only the platform sets call-frequency limits. */
  limitsWrite: ['admin'],
} as const satisfies Record<string, readonly Role[] | 'loggedIn'>;
