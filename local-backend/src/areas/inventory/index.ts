import type { Endpoints } from '../../http/endpoint';
import { limitEndpoints } from './limits';
import { purchaseEndpoints } from './purchases';
import { stockEndpoints } from './stock';
import { warningEndpoints } from './warnings';
import { whiteCardEndpoints } from './whiteCards';

/**
 * The inventory area's endpoints (`@console/remote-inventory/contract`): goods and stock,
 * purchases, white cards, warnings and call-frequency limits. See CONTRACT.md, "Inventory".
 */
export const inventoryEndpoints: Endpoints = [...stockEndpoints, ...purchaseEndpoints, ...whiteCardEndpoints, ...warningEndpoints, ...limitEndpoints];
