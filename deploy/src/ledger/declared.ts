import type { Declarations } from './check';
import { SHELL_PATHS } from '@console/sdk/manifest';
import { SHELL_ROUTES } from '../../../host-shell/src/shellRoutes';
import { manifest as admin } from '../../../remote-admin/src/manifest';
import { manifest as carrier } from '../../../remote-carrier/src/manifest';
import { manifest as cloudcall } from '../../../remote-cloudcall/src/manifest';
import { manifest as crm } from '../../../remote-crm/src/manifest';
import { manifest as inventory } from '../../../remote-inventory/src/manifest';

/** Each remote's manifest, by the package it lives in (the test checks each names its own package). */
export const MANIFESTS = {
  'remote-crm': crm,
  'remote-carrier': carrier,
  'remote-cloudcall': cloudcall,
  'remote-inventory': inventory,
  'remote-admin': admin,
} as const;

/**
 * What each package declares today: the five manifests (each validated by `defineRemote` on
 * import), and for the shell its reserved pages (/login, /403, /404: open; `/` only redirects)
 * plus its own routes (host-shell/src/shellRoutes.ts).
 */
export const DECLARED: Declarations = {
  'host-shell': [...SHELL_PATHS.filter((path) => path !== '/').map((path) => ({ path })), ...SHELL_ROUTES],
  'remote-crm': crm.routes,
  'remote-carrier': carrier.routes,
  'remote-cloudcall': cloudcall.routes,
  'remote-inventory': inventory.routes,
  'remote-admin': admin.routes,
};
