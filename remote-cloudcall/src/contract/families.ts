import { defineVariants, enumOf, type Enum } from '@console/sdk/contract';

/**
 * The cloud-call families' pages (one definition per family). The plain cloud call, its
 * Job line, UU and the trumpet (小号) line each have some of the same four kinds of page; a page of a
 * kind is written once and serves every family that has it, its family from the route
 * (`params.variant`), its calls scoped by `family` (sent as a parameter).
 *
 * Decided where the spec is silent (section 2 names the routes only): UU has a template page only,
 * as the spec lists no other UU page; /tonglianPrecisionTube, /premium and /SIPServer are shared by
 * every family, so they are pages of their own.
 */
export const CALL_PAGE_KINDS = ['template', 'allocation', 'specialNumber', 'consumption'] as const;
export type CallPageKind = (typeof CALL_PAGE_KINDS)[number];

export const CALL_FAMILIES = defineVariants(CALL_PAGE_KINDS, {
  plain: {
    label: '云呼',
    family: 'plain',
    routes: { template: '/sipTemplate', allocation: '/enterpriseAllocation', specialNumber: '/specialServiceNumber', consumption: '/FTConsumptionDetails' },
  },
  Job: {
    label: 'Job',
    family: 'Job',
    routes: {
      template: '/JobsipTemplate',
      allocation: '/JobenterpriseAllocation',
      specialNumber: '/JobspecialServiceNumber',
      consumption: '/JobFTConsumptionDetails',
    },
  },
  UU: { label: 'UU', family: 'UU', routes: { template: '/UUtemplate' } },
  trumpet: {
    label: '小号',
    family: 'trumpet',
    routes: {
      template: '/trumpetTemplate',
      allocation: '/trumpetenterpriseAllocation',
      specialNumber: '/trumpetspecialServiceNumber',
      consumption: '/trumpetFTConsumptionDetails',
    },
  },
});

export type CallFamilyKey = (typeof CALL_FAMILIES.keys)[number];

/** The family as a column and a filter (/record, the family pages' rows). */
export const CALL_FAMILY = enumOf(
  CALL_FAMILIES.keys.map((key, index) => ({ value: key, label: CALL_FAMILIES.variants[key].label, color: ['blue', 'cyan', 'purple', 'magenta'][index] })),
);

/** The families that have a page of a kind: the `family` a call of that kind admits. */
export const familiesWith = (kind: CallPageKind): Enum<CallFamilyKey> =>
  enumOf(CALL_FAMILY.items.filter((item) => CALL_FAMILIES.variants[item.value].routes[kind] !== undefined));
