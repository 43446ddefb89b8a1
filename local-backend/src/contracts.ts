import * as shell from '@console/host-shell/contract';
import * as admin from '@console/remote-admin/contract';
import * as carrier from '@console/remote-carrier/contract';
import * as cloudcall from '@console/remote-cloudcall/contract';
import * as crm from '@console/remote-crm/contract';
import * as inventory from '@console/remote-inventory/contract';
import type { LedgerOwner } from '@console/build-config/ledger';
import { entriesOf, type CallSpec } from '@console/sdk/contract';
import { historyApi } from '@console/sdk/history';
import { callbackApi, headerApi, renewalCall } from '@console/sdk/platformCalls';

/**
 * Every area's contract, by owner: what this backend implements. The singleton's own calls (token
 * renewal, reminders, the shell header's calls) are the platform's. `contracts.test.ts` holds the handlers to these entries.
 */
export const CONTRACTS: Record<LedgerOwner | 'platform', CallSpec[]> = {
  'host-shell': entriesOf(shell),
  'remote-crm': entriesOf(crm),
  'remote-carrier': entriesOf(carrier),
  'remote-cloudcall': entriesOf(cloudcall),
  'remote-inventory': entriesOf(inventory),
  'remote-admin': entriesOf(admin),
  platform: entriesOf({ callbackApi, headerApi, historyApi, renewalCall }),
};
