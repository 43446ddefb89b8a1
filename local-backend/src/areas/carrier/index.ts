import { operatorWhitelistEndpoints } from './operatorWhitelist';
import { enterpriseLimitingEndpoints } from './enterpriseLimiting';
import { operatorFrequencyLimitEndpoints } from './operatorFrequencyLimit';
import { numberControlEndpoints } from './numberControl';
import { gateRefusalEndpoints, regionWindowEndpoints } from './gateRefusals';
import { abnormalCallEndpoints, abnormalNumberEndpoints, cjAbnormalEndpoints } from './abnormalCalls';
import type { Endpoints } from '../../http/endpoint';
import { blacklistEndpoints } from './blacklist';
import { lineQueryEndpoints } from './lineQuery';
import { markerEndpoints } from './markers';
import { numberEndpoints } from './numbers';
import { rechargeEndpoints } from './recharges';

/** The carrier area's endpoints (`@console/remote-carrier/contract`): blacklist, number markers, the number lines, the dialling gate's rules and refusals. */
export const carrierEndpoints: Endpoints = [
  ...blacklistEndpoints,
  ...markerEndpoints,
  ...numberEndpoints,
  ...lineQueryEndpoints,
  ...rechargeEndpoints,
  ...operatorWhitelistEndpoints,
  ...enterpriseLimitingEndpoints,
  ...operatorFrequencyLimitEndpoints,
  ...numberControlEndpoints,
  ...gateRefusalEndpoints,
  ...regionWindowEndpoints,
  ...abnormalCallEndpoints,
  ...abnormalNumberEndpoints,
  ...cjAbnormalEndpoints,
];
