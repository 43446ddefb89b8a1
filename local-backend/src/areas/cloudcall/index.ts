import type { Endpoints } from '../../http/endpoint';
import { recordEndpoints } from './records';
import { batchEndpoints } from './batches';

/** The cloud-call area's endpoints (`@console/remote-cloudcall/contract`): call records and the risk list. */
export const cloudcallEndpoints: Endpoints = [
  ...recordEndpoints,
  // Call batches
  ...batchEndpoints,
];
