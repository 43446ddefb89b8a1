import type { RouteDeclaration } from '../manifest/schema';

/**
 * One member of a family of pages with the same shape: an operator brand (WN, DJ, CY, GM,
 * CC) with its virtual-commerce, query, abnormal-call … pages, or a cloud-call family (plain, Job,
 * UU, trumpet) with its template, allocation … pages. What differs between members is data here;
 * the page of each kind is written once and reads its member from the route (`params.variant`).
 */
export interface Variant<Kind extends string> {
  /** The member's name in titles and messages. */
  label: string;
  /** The route of each kind of page this member has (not every member has every kind). */
  routes: Partial<Record<Kind, string>>;
}

export interface VariantRoute<Key extends string, Kind extends string, V> {
  path: string;
  key: Key;
  kind: Kind;
  variant: V;
}

/** The member of a route, as a page of the family gets it from its manifest entry. */
export interface VariantParams<Key extends string> {
  variant: Key;
}

export interface Family<Key extends string, Kind extends string, V extends Variant<Kind>> {
  kinds: readonly Kind[];
  variants: Readonly<Record<Key, V>>;
  keys: readonly Key[];
  /** Every route of the family, member by member. */
  routes: readonly VariantRoute<Key, Kind, V>[];
  /** The member and kind of a route path. */
  at: (path: string) => VariantRoute<Key, Kind, V> | undefined;
  /** The member a page of the family was opened for (its manifest entry's `variant` param). */
  of: (params: Record<string, unknown>) => V & { key: Key };
  /**
   * The manifest entries of one kind of page: one per member that has it, each passing its member
   * to the one page module (`props.variant`), so that one declaration serves them all.
   */
  manifestRoutes: (kind: Kind, declare: (variant: V, key: Key) => Omit<RouteDeclaration, 'path' | 'props'>) => RouteDeclaration[];
}

/**
 * Declares a family once: its kinds of page and each member's descriptor. Refuses a route path
 * given to two pages, and a kind that is not one of the family's.
 */
export function defineVariants<const Kind extends string, const Key extends string, V extends Variant<Kind>>(
  kinds: readonly Kind[],
  variants: Record<Key, V>,
): Family<Key, Kind, V> {
  const keys = Object.keys(variants) as Key[];
  const routes = keys.flatMap((key) =>
    (Object.entries(variants[key].routes) as [Kind, string][]).map(([kind, path]) => {
      if (!kinds.includes(kind)) throw new Error(`${key}: unknown page kind ${kind}`);
      return { path, key, kind, variant: variants[key] };
    }),
  );
  const byPath = new Map<string, VariantRoute<Key, Kind, V>>();
  for (const route of routes) {
    if (byPath.has(route.path)) throw new Error(`${route.path} is declared twice (${byPath.get(route.path)!.key}, ${route.key})`);
    byPath.set(route.path, route);
  }
  return {
    kinds,
    variants,
    keys,
    routes,
    at: (path) => byPath.get(path),
    of: (params) => {
      const key = params.variant as Key;
      if (!(key in variants)) throw new Error(`unknown variant ${String(key)}`);
      return { ...variants[key], key };
    },
    manifestRoutes: (kind, declare) =>
      routes.filter((route) => route.kind === kind).map((route) => ({ ...declare(route.variant, route.key), path: route.path, props: { variant: route.key } })),
  };
}
