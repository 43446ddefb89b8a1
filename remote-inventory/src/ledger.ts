import { ADMIN, type LedgerSection } from '@console/build-config/ledger/section';

/**
 * remote-inventory's section of the route ledger: its spec routes with their role lists and pending marks, and
 * `extra`, the routes it declares that the spec does not name. The rules: build-config/src/ledger/section.ts.
 */
export const LEDGER: LedgerSection = {
  routes: [
    { path: '/SJTXinventory', roles: ADMIN, basis: 'decided', note: 'inventory group: roles not stated; admin (full menu), the agent menu omits inventory' },
    { path: '/purchaseOrderList', roles: ADMIN, basis: 'section6' },
    { path: '/whiteCard', roles: ADMIN, basis: 'section6' },
    { path: '/SJinventory', roles: ADMIN, basis: 'decided', note: 'in no sidebar; inventory area, which the agent menu omits: admin' },
    { path: '/SJDeliveryRecord', roles: ADMIN, basis: 'decided', note: 'in no sidebar; inventory area, which the agent menu omits: admin' },
    { path: '/outboundRecord', roles: ADMIN, basis: 'decided', note: 'inventory group: roles not stated; admin (full menu), the agent menu omits inventory' },
    { path: '/inventoryList', roles: ADMIN, basis: 'decided', note: 'inventory group: roles not stated; admin (full menu), the agent menu omits inventory' },
    { path: '/inventorySetMenu', roles: ADMIN, basis: 'decided', note: 'inventory group: roles not stated; admin (full menu), the agent menu omits inventory' },
    { path: '/earlyWarning', roles: ADMIN, basis: 'decided', note: 'inventory group: roles not stated; admin (full menu), the agent menu omits inventory' },
    { path: '/frequencyLimiting', roles: null, basis: 'common' },
    { path: '/purchaseList', roles: ADMIN, basis: 'decided', note: 'in no sidebar; inventory area, which the agent menu omits: admin' },
  ],
  extra: [],
};
