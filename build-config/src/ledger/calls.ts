import type { LedgerOwner } from './section';

/**
 * The call ledger: the calls of spec section 7 that no area contract declares yet, by the
 * area that will own them. `local-backend/src/contracts.test.ts` holds the spec's section-7 table to
 * the contracts: each call is declared (with the spec's method and encoding, and a handler) or
 * listed here. When an area builds a page that needs one, it declares the call in its contract,
 * binds a handler, and removes the path here: this list only shrinks.
 */
export const PENDING_CALLS: Partial<Record<LedgerOwner, readonly string[]>> = {
  'remote-carrier': [
    // Queries answer at once (no queue to jump): issue 61 left it pending.
    '/api/marker/JumpQueue',
  ],
  // remote-cloudcall: '/api/record/close' is built (issue 62; the spec names the call only, the lead's
  // decision: 关闭录音, a recording closed for good on request, its marks deleted; who may, what it
  // refuses and what a closed recording answers: local-backend/CONTRACT.md "Call records and recordings").
};
