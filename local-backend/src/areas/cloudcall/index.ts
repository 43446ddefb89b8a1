import type { Endpoints } from '../../http/endpoint';
import { allocationEndpoints } from './callAllocations';
import { templateEndpoints } from './callTemplates';
import { consumptionEndpoints } from './consumption';
import { recordEndpoints } from './records';
import { sipServerEndpoints } from './sipServers';
import { specialNumberEndpoints } from './specialNumbers';
// SIP numbers and prices, surcharges and precision controls
import { premiumEndpoints } from './premium';
import { sipAccountPriceEndpoints } from './sipAccountPrice';
import { sipNumberEndpoints } from './sipNumber';
import { tonglianPrecisionTubeEndpoints } from './tonglianPrecisionTube';
// Call batches
import { batchEndpoints } from './batches';
// Quality inspection and risk
import { inspectionEndpoints } from './inspection';
// Callback (AXB)
import { axbEndpoints } from './axb';
import { axbPackageEndpoints } from './axbPackages';

/** The cloud-call area's endpoints (`@console/remote-cloudcall/contract`): call records, the risk list and the cloud-call service. */
export const cloudcallEndpoints: Endpoints = [
  ...recordEndpoints,
  // Cloud-call families and SIP servers
  ...sipServerEndpoints,
  ...templateEndpoints,
  ...allocationEndpoints,
  ...specialNumberEndpoints,
  ...consumptionEndpoints,
  // SIP numbers and prices, surcharges and precision controls
  ...premiumEndpoints,
  ...sipNumberEndpoints,
  ...sipAccountPriceEndpoints,
  ...tonglianPrecisionTubeEndpoints,
  // Call batches
  ...batchEndpoints,
  // Quality inspection and risk
  ...inspectionEndpoints,
  // Callback (AXB)
  ...axbPackageEndpoints,
  ...axbEndpoints,
];
