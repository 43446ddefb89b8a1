import type { Endpoints } from '../../http/endpoint';
import { deviceEndpoints } from './devices';
import { releaseHealthEndpoints } from './releaseHealth';
import { sessionEndpoints } from './session';

/** The host shell's endpoints (`@console/host-shell/contract`): session, brand, SIP account, phone device, release health. */
export const shellEndpoints: Endpoints = [...sessionEndpoints, ...deviceEndpoints, ...releaseHealthEndpoints];
