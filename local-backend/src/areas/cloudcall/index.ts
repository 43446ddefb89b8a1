import { premiumEndpoints } from './premium';
import type { Endpoints } from '../../http/endpoint';
import { recordEndpoints } from './records';

/** The cloud-call area's endpoints (`@console/remote-cloudcall/contract`): call records and the risk list. */
export const cloudcallEndpoints: Endpoints = [...premiumEndpoints, ...recordEndpoints];
