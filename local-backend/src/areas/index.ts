import type { Endpoints } from '../http/endpoint';
import { adminEndpoints } from './admin';
import { carrierEndpoints } from './carrier';
import { cloudcallEndpoints } from './cloudcall';
import { crmEndpoints } from './crm';
import { inventoryEndpoints } from './inventory';
import { platformEndpoints } from './platform';
import { shellEndpoints } from './shell';

/**
 * One folder per area (issue 11): its endpoints, migrations, seed and tests. An area's handlers are
 * bound to the entries of its own contract package (`contracts.test.ts` checks it).
 */
export const AREA_ENDPOINTS = {
  shell: shellEndpoints,
  platform: platformEndpoints,
  crm: crmEndpoints,
  carrier: carrierEndpoints,
  cloudcall: cloudcallEndpoints,
  inventory: inventoryEndpoints,
  admin: adminEndpoints,
} satisfies Record<string, Endpoints>;

export const allEndpoints: Endpoints = Object.values(AREA_ENDPOINTS).flat();
