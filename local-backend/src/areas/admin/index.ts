import type { Endpoints } from '../../http/endpoint';
import { agentEndpoints } from './agents';
import { enterpriseEndpoints } from './enterprise';
import { noticeEndpoints } from './notices';
import { oemEndpoints } from './oem';
import { sumEndpoints } from './sums';
import { topUpEndpoints } from './topUps';
import { userEndpoints } from './users';
// Agents and accounts
import { agentSerialEndpoints } from './agentSerials';
import { callsNumberEndpoints } from './callsNumber';
import { remoteLoginEndpoints } from './remoteLogins';
import { userPhoneEndpoints } from './userPhone';

/** The admin area's endpoints (`@console/remote-admin/contract`): users, agents, dashboard sums, top-ups, OEM, notices. */
export const adminEndpoints: Endpoints = [
  ...userEndpoints,
  ...agentEndpoints,
  ...sumEndpoints,
  ...topUpEndpoints,
  ...oemEndpoints,
  ...noticeEndpoints,
  // Enterprise: companies, departments, addresses
  ...enterpriseEndpoints,
  // Agents and accounts
  ...agentSerialEndpoints,
  ...callsNumberEndpoints,
  ...remoteLoginEndpoints,
  ...userPhoneEndpoints,
];
