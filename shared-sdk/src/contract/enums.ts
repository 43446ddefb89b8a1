/**
 * One declaration of a fixed set of values: the page kit draws filter options, form
 * options and status tags from it, and the backend validates parameters against it.
 */
export interface EnumItem<V extends string | number = string | number> {
  value: V;
  label: string;
  /** A tag colour (antd preset or CSS colour) where the value is shown as a status. */
  color?: string;
}

export interface Enum<V extends string | number = string | number> {
  readonly items: readonly EnumItem<V>[];
  readonly values: readonly V[];
  /** For a Select: `{ value, label }`. */
  readonly options: { value: V; label: string }[];
  /** The label of a value (the value itself when unknown, so nothing shows blank). */
  label(value: unknown): string;
  color(value: unknown): string | undefined;
  /** Whether a value (as sent: strings for numbers too) is one of the set. */
  has(value: unknown): value is V;
  /** The value for what a request sent (`'1'` for 1), or undefined. */
  parse(value: unknown): V | undefined;
}

export function enumOf<const V extends string | number>(items: readonly EnumItem<V>[]): Enum<V> {
  const byKey = new Map(items.map((item) => [String(item.value), item]));
  const parse = (value: unknown) => (value === undefined || value === null ? undefined : byKey.get(String(value))?.value);
  return {
    items,
    values: items.map((item) => item.value),
    options: items.map(({ value, label }) => ({ value, label })),
    label: (value) => byKey.get(String(value))?.label ?? (value === undefined || value === null ? '' : String(value)),
    color: (value) => byKey.get(String(value))?.color,
    has: (value): value is V => parse(value) !== undefined,
    parse,
  };
}

/** A set whose values are their own labels (most of the spec's Chinese option lists). */
export const enumOfLabels = <const V extends string>(values: readonly V[]): Enum<V> => enumOf(values.map((value) => ({ value, label: value })));
