/**
 * The decimal a stored or computed number stands for: money is kept in yuan as SQLite REAL and a sum
 * or a product of such values carries binary residue (0.1 + 0.02 = 0.12000000000000001). A double
 * holds every decimal of up to 15 significant figures exactly enough to give it back, so rounding to
 * 15 figures recovers the decimal the figures meant (0.12) and changes no value written from a decimal
 * (a price of 0.0125, an id, a count). Applied once, where every answer leaves the backend (the JSON
 * serializer, app.ts) and where a sheet's cells are written (sheet.ts), whatever the endpoint or kind.
 */
export function exactDecimal(value: number): number {
  return Number.isInteger(value) || !Number.isFinite(value) ? value : Number(value.toPrecision(15));
}

/** JSON with every number as its exact decimal (exactDecimal). */
export const decimalJson = (payload: unknown): string =>
  JSON.stringify(payload, (_key, value: unknown) => (typeof value === 'number' ? exactDecimal(value) : value));
