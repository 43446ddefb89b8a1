/**
 * How a call is billed, for the families' consumption (billCall) and the call batches (batchCharge) alike.
 * Money is counted in fen, so 3 units at 0.07 is 0.21 and never 0.21000000000000002.
 */

/** Yuan as whole fen. */
export const toFen = (yuan: number): number => Math.round(yuan * 100);

/** A call's billed units: its length in started billing units (a 61 s call at 60 s is 2). */
export const billedUnits = (seconds: number, billingSeconds: number): number => (seconds > 0 ? Math.ceil(seconds / billingSeconds) : 0);
