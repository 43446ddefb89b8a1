import type { SeedStep } from '../db/seedStep';
import type { Endpoints } from '../http/endpoint';
import { adminEndpoints } from './admin';
import { adminSeedSteps } from './admin/seed';
import { carrierEndpoints } from './carrier';
import { carrierSeedSteps } from './carrier/seed';
import { cloudcallEndpoints } from './cloudcall';
import { cloudcallSeedSteps } from './cloudcall/seed';
import { crmEndpoints } from './crm';
import { crmSeedSteps } from './crm/seed';
import { inventoryEndpoints } from './inventory';
import { inventorySeedSteps } from './inventory/seed';
import { platformEndpoints } from './platform';
import { shellEndpoints } from './shell';
import { shellSeedSteps } from './shell/seed';

/**
 * One folder per area: its endpoints, migrations, seed steps and tests. An area's handlers are
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

/**
 * Each area's seed steps (`<area>/seed.ts`); `db/seedSteps.ts` orders them by their `after`. A new
 * page adds its step to its own area's list, never here. The platform seeds inside the CRM step.
 */
export const AREA_SEED_STEPS = {
  shell: shellSeedSteps,
  platform: [],
  crm: crmSeedSteps,
  carrier: carrierSeedSteps,
  cloudcall: cloudcallSeedSteps,
  inventory: inventorySeedSteps,
  admin: adminSeedSteps,
} satisfies Record<keyof typeof AREA_ENDPOINTS, readonly SeedStep[]>;
