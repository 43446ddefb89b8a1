import { defineVariants } from '@console/sdk/contract';

/**
 * The operator brands' pages (one definition per family). Each brand has some of the same
 * kinds of page; a page of a kind is written once and serves every brand that has it, its brand
 * from the route (`params.variant`), its calls scoped by `operator` (sent as a parameter).
 *
 * Decided where the spec is silent (console-spec.md section 2 names the routes, not the brands):
 * the unprefixed /accountOpeningProgress, /batchAccountClosure and /frequencyLimit are WN's (their
 * CY variants are CY's, and CY is the WN line resold: /CYWNvirtualCommerce); /restartRecordList,
 * beside /WNrestartRecordList and /CCrestartRecordList, is DJ's. GM's own abnormal-number pages
 * (/gmAbnormalNumber, /gmAbnormalCallListNew) and /DJfreeze have no twin, so they are pages of
 * their own, not members of a kind.
 */
export const OPERATOR_PAGE_KINDS = [
  'virtualCommerce',
  'query',
  'abnormalCalls',
  'restartRecords',
  'accountOpening',
  'accountClosure',
  'frequencyLimit',
  'whitelist',
  'recharge',
] as const;
export type OperatorPageKind = (typeof OPERATOR_PAGE_KINDS)[number];

export const OPERATORS = defineVariants(OPERATOR_PAGE_KINDS, {
  WN: {
    label: '蜗牛',
    operator: 'WN',
    routes: {
      virtualCommerce: '/WNvirtualCommerce',
      query: '/wnQuery',
      abnormalCalls: '/WNAbnormalCallList',
      restartRecords: '/WNrestartRecordList',
      accountOpening: '/accountOpeningProgress',
      accountClosure: '/batchAccountClosure',
      frequencyLimit: '/frequencyLimit',
      whitelist: '/WNWhitelist',
      recharge: '/wnRecharge',
    },
  },
  CY: {
    label: 'CY',
    operator: 'CY',
    routes: {
      virtualCommerce: '/CYWNvirtualCommerce',
      query: '/wnQueryCY',
      abnormalCalls: '/WNAbnormalCallListCY',
      restartRecords: '/WNrestartRecordListCY',
      accountOpening: '/accountOpeningProgressCY',
      accountClosure: '/batchAccountClosureCY',
      frequencyLimit: '/frequencyLimitCY',
      whitelist: '/WNWhitelistCY',
    },
  },
  DJ: {
    label: 'DJ',
    operator: 'DJ',
    routes: { virtualCommerce: '/DJvirtualCommerce', abnormalCalls: '/DJAbnormalCallList', restartRecords: '/restartRecordList', recharge: '/djRecharge' },
  },
  GM: {
    label: 'GM',
    operator: 'GM',
    routes: { virtualCommerce: '/GMvirtualCommerce', query: '/gmQuery', abnormalCalls: '/gmAbnormalCallList', recharge: '/gmRecharge' },
  },
  CC: {
    label: 'CC',
    operator: 'CC',
    routes: { virtualCommerce: '/CCvirtualCommerce', query: '/CCQuery', abnormalCalls: '/CCWNAbnormalCallList', restartRecords: '/CCrestartRecordList' },
  },
});
