import type { Endpoints } from '../../http/endpoint';
import { deviceEndpoints } from './devices';
import { releaseHealthEndpoints } from './releaseHealth';
import { releaseEndpoints } from './releases';
import { sessionEndpoints } from './session';

/** The host shell's endpoints (`@console/host-shell/contract`): session, brand, SIP account, phone device, canary cohorts and pins, release health. */
export const shellEndpoints: Endpoints = [...sessionEndpoints, ...deviceEndpoints, ...releaseEndpoints, ...releaseHealthEndpoints];
