import type { Endpoints } from '../../http/endpoint';
import { callbackEndpoints } from './callbacks';
import { renewalEndpoints } from './renewal';

/** The SDK's own calls (`@console/sdk/platformCalls`): token renewal and return-visit reminders. */
export const platformEndpoints: Endpoints = [
  ...renewalEndpoints,
  ...callbackEndpoints,
];
