import { describe, expect, it } from 'vitest';
import { allowedPaths, ROLES, visibleMenuPaths } from '@console/sdk/manifest';
import { SEEDED_HOSTS, seededContext, type SeededHost } from '@console/sdk/seeded';
import { manifest } from './manifest';

/**
 * Written from the spec, not from the manifest: section 2's inventory menu (SJTXinventory,
 * purchaseOrderList, whiteCard, outboundRecord, inventoryList, inventorySetMenu, earlyWarning,
 * frequencyLimiting) is admin's, as the agent menu omits inventory and section 6 makes
 * purchaseOrderList and whiteCard admin-only; /frequencyLimiting is a common route (any logged-in
 * role); /SJinventory, /SJDeliveryRecord and /purchaseList are in no sidebar. No inventory entry
 * depends on the brand, so every seeded host gives the same sets.
 */
const ADMIN_MENU = [
  '/SJTXinventory',
  '/purchaseOrderList',
  '/whiteCard',
  '/outboundRecord',
  '/inventoryList',
  '/inventorySetMenu',
  '/earlyWarning',
  '/frequencyLimiting',
];
const ADMIN_ROUTES = [
  '/SJTXinventory',
  '/SJinventory',
  '/purchaseOrderList',
  '/purchaseList',
  '/whiteCard',
  '/outboundRecord',
  '/SJDeliveryRecord',
  '/inventoryList',
  '/inventorySetMenu',
  '/earlyWarning',
  '/frequencyLimiting',
];

describe('remote-inventory manifest', () => {
  for (const host of Object.keys(SEEDED_HOSTS) as SeededHost[]) {
    it.each([...ROLES])(`%s on ${host}`, (role) => {
      const context = seededContext(role, host);
      expect(visibleMenuPaths(manifest.routes, context)).toEqual(role === 'admin' ? ADMIN_MENU : []);
      expect([...allowedPaths(manifest.routes, context)].sort()).toEqual(
        role === 'admin' ? [...ADMIN_ROUTES].sort() : role === 'gm' ? [] : ['/frequencyLimiting'],
      );
    });
  }

  it('declares the 11 inventory routes of areas.md once each', () => {
    expect(manifest.routes.map((route) => route.path).sort()).toEqual([...ADMIN_ROUTES].sort());
  });

  it('serves both stock lines from one stock page and one shipment page', () => {
    const modules = (paths: string[]) => new Set(manifest.routes.filter((route) => paths.includes(route.path)).map((route) => route.module));
    expect(modules(['/SJTXinventory', '/SJinventory'])).toEqual(new Set(['./Stock']));
    expect(modules(['/outboundRecord', '/SJDeliveryRecord'])).toEqual(new Set(['./Shipments']));
  });
});
