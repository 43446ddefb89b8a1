import { tonglianPrecisionTubeEndpoints } from './tonglianPrecisionTube';
import { sipAccountPriceEndpoints } from './sipAccountPrice';
import { sipNumberEndpoints } from './sipNumber';
import { premiumEndpoints } from './premium';
import type { Endpoints } from '../../http/endpoint';
import { recordEndpoints } from './records';

/** The cloud-call area's endpoints (`@console/remote-cloudcall/contract`): call records and the risk list. */
export const cloudcallEndpoints: Endpoints = [
  ...tonglianPrecisionTubeEndpoints,
  ...sipAccountPriceEndpoints,
  ...sipNumberEndpoints,
  ...premiumEndpoints,
  ...recordEndpoints,
];
