import type { Endpoints } from '../../http/endpoint';
import { allocationEndpoints } from './callAllocations';
import { templateEndpoints } from './callTemplates';
import { consumptionEndpoints } from './consumption';
import { recordEndpoints } from './records';
import { sipServerEndpoints } from './sipServers';
import { specialNumberEndpoints } from './specialNumbers';

/** The cloud-call area's endpoints (`@console/remote-cloudcall/contract`): call records and the risk list. */
export const cloudcallEndpoints: Endpoints = [
  ...recordEndpoints,
  // Cloud-call families and SIP servers
  ...sipServerEndpoints,
  ...templateEndpoints,
  ...allocationEndpoints,
  ...specialNumberEndpoints,
  ...consumptionEndpoints,
];
