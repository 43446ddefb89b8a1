import type { Endpoints } from '../../http/endpoint';
import { callbackEndpoints } from './callbacks';
import { headerEndpoints } from './header';
import { historyEndpoints } from './history';
import { renewalEndpoints } from './renewal';

/** The SDK's own calls (`@console/sdk/platformCalls`): token renewal, return-visit reminders and the shell header's calls; and a record's history (`@console/sdk/history`). */
export const platformEndpoints: Endpoints = [...renewalEndpoints, ...callbackEndpoints, ...headerEndpoints, ...historyEndpoints];
