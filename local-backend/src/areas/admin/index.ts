import { outboundCallRecordsEndpoints } from './outboundCallRecords';
import { panelDataEndpoints } from './panelData';
import { reportEndpoints } from './report';
import { billCheckEndpoints } from './statistics';
import { seatingEndpoints } from './seating';
import { companyStatisticsEndpoints } from './companyStatistics';
import { cardTypeEndpoints } from './cardType';
import { refundEndpoints } from './refundList';
import { afterSalesEndpoints } from './afterSales';
import { workOrderEndpoints } from './workOrder';
import { moneyEndpoints, rechargeEndpoints } from './money';
import type { Endpoints } from '../../http/endpoint';
import { agentEndpoints } from './agents';
import { enterpriseEndpoints } from './enterprise';
import { businessRecordEndpoints } from './businessRecords';
import { noticeEndpoints } from './notices';
import { oemEndpoints } from './oem';
import { brandingEndpoints } from './branding';
import { operationLogEndpoints } from './operationLog';
import { sumEndpoints } from './sums';
import { termOfValidityEndpoints } from './termOfValidity';
import { topUpEndpoints } from './topUps';
import { userEndpoints } from './users';
// Agents and accounts
import { agentSerialEndpoints } from './agentSerials';
import { callsNumberEndpoints } from './callsNumber';
import { remoteLoginEndpoints } from './remoteLogins';
import { userPhoneEndpoints } from './userPhone';
import { validateEndpoints } from './validate';
// Opening controls and login addresses
import { openControlEndpoints } from './openControl';

/** The admin area's endpoints (`@console/remote-admin/contract`): users, agents, dashboard sums, top-ups, OEM, notices. */
export const adminEndpoints: Endpoints = [
  ...outboundCallRecordsEndpoints,
  ...reportEndpoints,
  ...billCheckEndpoints,
  ...seatingEndpoints,
  ...panelDataEndpoints,
  ...companyStatisticsEndpoints,
  ...cardTypeEndpoints,
  ...refundEndpoints,
  ...afterSalesEndpoints,
  ...workOrderEndpoints,
  ...moneyEndpoints,
  ...rechargeEndpoints,
  ...userEndpoints,
  ...agentEndpoints,
  ...sumEndpoints,
  ...topUpEndpoints,
  ...oemEndpoints,
  ...brandingEndpoints,
  ...noticeEndpoints,
  // Enterprise: companies, departments, addresses
  ...enterpriseEndpoints,
  // Agents and accounts
  ...agentSerialEndpoints,
  ...callsNumberEndpoints,
  ...remoteLoginEndpoints,
  ...userPhoneEndpoints,
  ...operationLogEndpoints,
  ...termOfValidityEndpoints,
  ...businessRecordEndpoints,
  ...validateEndpoints,
  // Opening controls and login addresses
  ...openControlEndpoints,
];
