import type { Endpoints } from '../../http/endpoint';
import { blacklistEndpoints } from './blacklist';
import { lineQueryEndpoints } from './lineQuery';
import { markerEndpoints } from './markers';
import { numberEndpoints } from './numbers';
import { rechargeEndpoints } from './recharges';

/** The carrier area's endpoints (`@console/remote-carrier/contract`): blacklist, number markers, the number lines. */
export const carrierEndpoints: Endpoints = [...blacklistEndpoints, ...markerEndpoints, ...numberEndpoints, ...lineQueryEndpoints, ...rechargeEndpoints];
