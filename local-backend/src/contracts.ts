import * as shell from '@console/host-shell/contract';
import * as admin from '@console/remote-admin/contract';
import * as carrier from '@console/remote-carrier/contract';
import * as cloudcall from '@console/remote-cloudcall/contract';
import * as crm from '@console/remote-crm/contract';
import * as inventory from '@console/remote-inventory/contract';
import type { LedgerOwner } from '@console/build-config/ledger';
import { entriesOf, type CallSpec } from '@console/sdk/contract';
import { exportApi } from '@console/sdk/contract/exports';
import { partyApi } from '@console/sdk/contract/parties';
import { historyApi } from '@console/sdk/history';
import { callbackApi, headerApi, renewalCall } from '@console/sdk/platformCalls';

const PLATFORM = entriesOf({ callbackApi, headerApi, historyApi, renewalCall, partyApi, exportApi });
/** An area's own entries: not the platform's pickers its resources' reference fields name. */
const own = (contract: object) => entriesOf(contract).filter((entry) => !PLATFORM.includes(entry));

/**
 * Every area's contract, by owner: what this backend implements. The singleton's own calls (token
 * renewal, reminders, the shell header's calls), a record's history and the parties' pickers are the platform's.
 * `contracts.test.ts` holds the handlers to these entries.
 */
export const CONTRACTS: Record<LedgerOwner | 'platform', CallSpec[]> = {
  'host-shell': own(shell),
  'remote-crm': own(crm),
  'remote-carrier': own(carrier),
  'remote-cloudcall': own(cloudcall),
  'remote-inventory': own(inventory),
  'remote-admin': own(admin),
  platform: PLATFORM,
};
