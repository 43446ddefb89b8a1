import type { Endpoints } from '../http/endpoint';
import { agentEndpoints } from './agents';
import { blacklistEndpoints } from './blacklist';
import { callbackEndpoints } from './callbacks';
import { crmEndpoints } from './crm';
import { dashboardEndpoints } from './dashboard';
import { deviceEndpoints } from './devices';
import { inventoryEndpoints } from './inventory';
import { markerEndpoints } from './markers';
import { noticeEndpoints } from './notices';
import { oemEndpoints } from './oem';
import { recordEndpoints } from './records';
import { sessionEndpoints } from './session';
import { topUpEndpoints } from './topUps';
import { userEndpoints } from './users';

export const allEndpoints: Endpoints = [
  ...sessionEndpoints,
  ...userEndpoints,
  ...blacklistEndpoints,
  ...recordEndpoints,
  ...markerEndpoints,
  ...agentEndpoints,
  ...crmEndpoints,
  ...callbackEndpoints,
  ...dashboardEndpoints,
  ...deviceEndpoints,
  ...topUpEndpoints,
  ...inventoryEndpoints,
  ...oemEndpoints,
  ...noticeEndpoints,
];
