import type { LedgerOwner } from './section';

/**
 * The call ledger: the calls of spec section 7 that no area contract declares yet, by the
 * area that will own them. `local-backend/src/contracts.test.ts` holds the spec's section-7 table to
 * the contracts: each call is declared (with the spec's method and encoding, and a handler) or
 * listed here. When an area builds a page that needs one, it declares the call in its contract,
 * binds a handler, and removes the path here: this list only shrinks.
 */
export const PENDING_CALLS: Partial<Record<LedgerOwner, readonly string[]>> = {
  'remote-admin': [
    '/api/afterSale/findAfterSale',
    '/api/afterSale/getAfterSaleById',
    '/api/afterSale/findAfterSaleByRole',
    '/api/afterSale/updateAfterSale',
    '/api/afterSale/addAfterSale',
    '/api/afterSale/deleteAfterSale',
    '/api/sum/companyStatistics',
    '/api/sum/updateCompanyStatistics',
    '/api/sum/download',
    '/api/dxt/userBatchQuery',
    '/api/Snail/userBatchQuery',
  ],
  'remote-carrier': [
    '/api/marker/getAgentMarkerPrice',
    '/api/marker/agentOption',
    '/api/marker/deleteOption',
    '/api/marker/addQuery',
    '/api/marker/topup',
    '/api/marker/adminAdd',
    '/api/marker/JumpQueue',
    '/api/marker/agentMarkerPrice',
    '/api/marker/agentMarkerOption',
  ],
  'remote-cloudcall': [
    '/api/record/maximumRecord',
    '/api/record/riskRecord',
    '/api/record/completeToday',
    '/api/record/riskRecordUpdate',
    '/api/record/qualityRecord',
    '/api/record/AIInspectionList',
    '/api/record/cycjErrRecord',
    '/api/record/AiRiskRecord',
    '/api/record/AbnormalCallCheck',
    '/api/record/blockCustomers',
    '/api/record/recordingRatio',
    '/api/record/close',
    '/api/record/exportCJErrRecord',
    '/api/record/QualityCompany',
  ],
};
