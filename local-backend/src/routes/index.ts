import type { Endpoints } from '../http/endpoint';
import { agentEndpoints } from './agents';
import { blacklistEndpoints } from './blacklist';
import { callbackEndpoints } from './callbacks';
import { customerEndpoints } from './customers';
import { dashboardEndpoints } from './dashboard';
import { inventoryEndpoints } from './inventory';
import { leadFindingEndpoints } from './leadFinding';
import { markerEndpoints } from './markers';
import { recordEndpoints } from './records';
import { sessionEndpoints } from './session';
import { userEndpoints } from './users';

export const allEndpoints: Endpoints = [
  ...sessionEndpoints,
  ...userEndpoints,
  ...blacklistEndpoints,
  ...recordEndpoints,
  ...markerEndpoints,
  ...agentEndpoints,
  ...customerEndpoints,
  ...callbackEndpoints,
  ...dashboardEndpoints,
  ...inventoryEndpoints,
  ...leadFindingEndpoints,
];
