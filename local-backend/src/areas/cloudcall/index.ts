import type { Endpoints } from '../../http/endpoint';
import { recordEndpoints } from './records';
// SIP numbers and prices, surcharges and precision controls
import { companyChoiceEndpoints } from './companyChoice';
import { premiumEndpoints } from './premium';
import { sipAccountPriceEndpoints } from './sipAccountPrice';
import { sipNumberEndpoints } from './sipNumber';
import { tonglianPrecisionTubeEndpoints } from './tonglianPrecisionTube';

/** The cloud-call area's endpoints (`@console/remote-cloudcall/contract`): call records, the risk list, and the cloud-call service's pages. */
export const cloudcallEndpoints: Endpoints = [
  ...recordEndpoints,
  // SIP numbers and prices, surcharges and precision controls
  ...companyChoiceEndpoints,
  ...premiumEndpoints,
  ...sipNumberEndpoints,
  ...sipAccountPriceEndpoints,
  ...tonglianPrecisionTubeEndpoints,
];
