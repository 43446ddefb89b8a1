import type { Endpoints } from '../../http/endpoint';
import { blacklistEndpoints } from './blacklist';
import { markerEndpoints } from './markers';
import { numberPoolEndpoints } from './numberPools';
import { moneyEndpoints } from './money';
import { shutdownEndpoints } from './shutdowns';
import { numberSourceEndpoints } from './numberSources';
import { markerAccountEndpoints } from './markerAccounts';

/** The carrier area's endpoints (`@console/remote-carrier/contract`): blacklist and number markers. */
export const carrierEndpoints: Endpoints = [
  ...blacklistEndpoints,
  ...markerEndpoints,
  ...numberPoolEndpoints,
  ...moneyEndpoints,
  ...shutdownEndpoints,
  ...numberSourceEndpoints,
  ...markerAccountEndpoints,
];
