import type { LedgerOwner } from './section';

/**
 * The call ledger: the calls of spec section 7 that no area contract declares yet, by the
 * area that will own them. `local-backend/src/contracts.test.ts` holds the spec's section-7 table to
 * the contracts: each call is declared (with the spec's method and encoding, and a handler) or
 * listed here. When an area builds a page that needs one, it declares the call in its contract,
 * binds a handler, and removes the path here: this list only shrinks.
 */
export const PENDING_CALLS: Partial<Record<LedgerOwner, readonly string[]>> = {
  // Every call of spec section 7 is declared: /api/marker/JumpQueue (issue 61: 加急 on the marker query
  // queue) and /api/record/close (issue 62: 关闭录音) were the last two; local-backend/CONTRACT.md says
  // what each does.
};
