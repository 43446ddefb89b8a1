import { operatorWhitelistEndpoints } from './operatorWhitelist';
import { enterpriseLimitingEndpoints } from './enterpriseLimiting';
import { operatorFrequencyLimitEndpoints } from './operatorFrequencyLimit';
import { numberControlEndpoints } from './numberControl';
import { gateRefusalEndpoints } from './gateRefusals';
import type { Endpoints } from '../../http/endpoint';
import { blacklistEndpoints } from './blacklist';
import { markerEndpoints } from './markers';

/** The carrier area's endpoints (`@console/remote-carrier/contract`): blacklist and number markers. */
export const carrierEndpoints: Endpoints = [
  ...operatorWhitelistEndpoints,
  ...enterpriseLimitingEndpoints,
  ...operatorFrequencyLimitEndpoints,
  ...numberControlEndpoints,
  ...gateRefusalEndpoints,
  ...blacklistEndpoints,
  ...markerEndpoints,
];
