import { describe, expect, it } from 'vitest';
import { allowedPaths, ROLES, visibleMenuPaths } from '@console/sdk/manifest';
import { SEEDED_HOSTS, seededContext, type SeededHost } from '@console/sdk/seeded';
import { manifest } from './manifest';

describe('remote-inventory manifest', () => {
  for (const host of Object.keys(SEEDED_HOSTS) as SeededHost[]) {
    it.each([...ROLES])(`%s on ${host}: inventory is admin-only (spec section 6)`, (role) => {
      const expected = role === 'admin' ? ['/purchaseOrderList', '/earlyWarning'] : [];
      expect(visibleMenuPaths(manifest.routes, seededContext(role, host))).toEqual(expected);
      expect(allowedPaths(manifest.routes, seededContext(role, host))).toEqual(expected);
    });
  }
});
