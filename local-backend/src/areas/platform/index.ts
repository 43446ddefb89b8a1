import type { Endpoints } from '../../http/endpoint';
import { callbackEndpoints } from './callbacks';
import { exportEndpoints } from './exports';
import { headerEndpoints } from './header';
import { historyEndpoints } from './history';
import { partyEndpoints } from './parties';
import { renewalEndpoints } from './renewal';

/**
 * The SDK's own calls (`@console/sdk/platformCalls`): token renewal, return-visit reminders and the shell header's calls;
 * a record's history (`@console/sdk/history`); an export's progress (`@console/sdk/contract/exports`); and the pickers of the parties every area chooses among (`@console/sdk/contract/parties`).
 */
export const platformEndpoints: Endpoints = [
  ...renewalEndpoints,
  ...callbackEndpoints,
  ...headerEndpoints,
  ...historyEndpoints,
  ...partyEndpoints,
  ...exportEndpoints,
];
