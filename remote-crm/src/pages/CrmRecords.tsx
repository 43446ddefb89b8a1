import { createResourcePage, labelled, resourceColumns, resourceFilters } from '@console/sdk/kit';
import { crmLog, intentionCustomerApi, POOL_LABELS, type CrmLogRow } from '../contract';
import { columnsBut } from '../shared/columns';

type RecordKind = 'release' | 'all';

/** /release asks where a customer was released to (of the two pools); /operationRecord what was done to what. */
function recordFilters(kind: RecordKind) {
  if (kind === 'all') return resourceFilters(crmLog, ['target', 'action', 'recordName', 'recordPhone', 'operatorName', 'createdAt']);
  const toPool = {
    kind: 'select' as const,
    name: 'toPool',
    label: '释放到',
    options: labelled({ high: POOL_LABELS.high, department: POOL_LABELS.department }),
  };
  return resourceFilters(crmLog, ['recordName', 'recordPhone', toPool, 'operatorName', 'createdAt']);
}

/** /release (and the recycling record) name a release's values in its own words. */
export const RELEASE_TITLES = { toPool: { title: '释放到' }, targetUserName: { title: '原负责人' }, detail: { title: '释放原因' } };

/** /release shows no target and action (all are customers released); a company member needs no company column. */
export const recordKeys = (kind: RecordKind, insideCompany: boolean) =>
  kind === 'release' ? columnsBut(crmLog, 'target', 'action', insideCompany && 'companyName') : columnsBut(crmLog, insideCompany && 'companyName');

const recordColumns = (kind: RecordKind, insideCompany: boolean) =>
  resourceColumns<CrmLogRow>(crmLog, recordKeys(kind, insideCompany), kind === 'release' ? RELEASE_TITLES : {});

/** Release records (/release) and operation records (/operationRecord): one page, `kind` from the manifest. */
export default createResourcePage(({ kind = 'all' }: Record<string, unknown>) => ({
  resource: crmLog,
  noun: '操作记录',
  list: intentionCustomerApi.operationRecord,
  // /release lists the releases only; /operationRecord every operation.
  params: kind === 'release' ? { action: '释放' } : {},
  filters: recordFilters(kind as RecordKind),
  columns: ({ user }) => recordColumns(kind as RecordKind, user.insideCompany),
  exporter: intentionCustomerApi.exportOperationRecord,
}));
