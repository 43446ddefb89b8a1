import { createResourcePage } from '@console/sdk/kit';
import { inspectionApi, qaCompanySummary } from '../contract';

/** Per enrolled company, what inspection found (/telephoneInspectionList): hits, pending reviews, failures, pass rate, AI high risk. */
export default createResourcePage({
  resource: qaCompanySummary,
  noun: '电话质检',
  list: inspectionApi.inspectionSummary,
  exporter: inspectionApi.exportInspectionSummary,
});
