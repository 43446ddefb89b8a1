import type { Endpoints } from '../../http/endpoint';
import { purchaseOrderEndpoints } from './inventory';
import { warningEndpoints } from './warnings';

/** The inventory area's endpoints (`@console/remote-inventory/contract`): purchase orders and warning numbers. */
export const inventoryEndpoints: Endpoints = [
  ...purchaseOrderEndpoints,
  ...warningEndpoints,
];
