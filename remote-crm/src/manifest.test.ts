import { describe, expect, it } from 'vitest';
import { allowedPaths, ROLES, visibleMenuPaths, type Role } from '@console/sdk/manifest';
import { SEEDED_HOSTS, seededContext, type SeededHost } from '@console/sdk/seeded';
import { manifest } from './manifest';

/**
 * Written from spec sections 2 and 6: lead finding for the roles seeded with the interior flag
 * (admin, agent, company), never on the CY host; customers and leads for every sidebar but gm's.
 */
const LEAD_FINDING: Role[] = ['admin', 'agent', 'company'];
const BASE_MENU = (role: Role) => (role === 'gm' ? [] : ['/customer', '/clue']);

describe('remote-crm manifest', () => {
  for (const host of Object.keys(SEEDED_HOSTS) as SeededHost[]) {
    it.each([...ROLES])(`%s on ${host}: exact menu and routes`, (role) => {
      const leadFinding = host !== 'cy' && LEAD_FINDING.includes(role) ? ['/advancedSearch'] : [];
      expect(visibleMenuPaths(manifest.routes, seededContext(role, host))).toEqual([...leadFinding, ...BASE_MENU(role)]);
      expect(allowedPaths(manifest.routes, seededContext(role, host))).toEqual([...leadFinding, '/customer', '/clue']);
    });
  }

  it('answers 404 for lead finding on the CY host and 403 without the flag', async () => {
    const { checkRouteAccess } = await import('@console/sdk/manifest');
    const advanced = manifest.routes.find((route) => route.path === '/advancedSearch');
    expect(checkRouteAccess(advanced, seededContext('admin', 'cy'))).toBe('notFound');
    expect(checkRouteAccess(advanced, seededContext('department'))).toBe('forbidden');
    expect(checkRouteAccess(advanced, seededContext('gm'))).toBe('forbidden');
  });
});
