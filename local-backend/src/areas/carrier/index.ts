import type { Endpoints } from '../../http/endpoint';
import { abnormalCallEndpoints, abnormalNumberEndpoints, cjAbnormalEndpoints } from './abnormalCalls';
import { blacklistEndpoints } from './blacklist';
import { enterpriseLimitingEndpoints } from './enterpriseLimiting';
import { gateRefusalEndpoints, regionWindowEndpoints } from './gateRefusals';
import { lineQueryEndpoints } from './lineQuery';
import { markerAccountEndpoints } from './markerAccounts';
import { markerQueueEndpoints } from './markerQueue';
import { markerEndpoints } from './markers';
import { moneyEndpoints } from './money';
import { numberControlEndpoints } from './numberControl';
import { numberPoolEndpoints } from './numberPools';
import { numberEndpoints } from './numbers';
import { numberSourceEndpoints } from './numberSources';
import { operatorFrequencyLimitEndpoints } from './operatorFrequencyLimit';
import { operatorWhitelistEndpoints } from './operatorWhitelist';
import { rechargeEndpoints } from './recharges';
import { shutdownEndpoints } from './shutdowns';

/**
 * The carrier area's endpoints (`@console/remote-carrier/contract`): the number lines, the dialling
 * gate's rules and refusals, abnormal calls, blacklists, markers, pools, money and shutdowns.
 */
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
  ...numberPoolEndpoints,
  ...moneyEndpoints,
  ...shutdownEndpoints,
  ...numberSourceEndpoints,
  ...markerAccountEndpoints,
  ...markerQueueEndpoints,
];
