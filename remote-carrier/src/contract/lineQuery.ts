import { call, defineResource, pickFields, type RowOf } from '@console/sdk/contract';
import { CARRIER_ACCESS } from './access';
import { carrierNumber } from './numbers';

/**
 * What a brand's line says about a number (/wnQuery, /wnQueryCY, /gmQuery, /CCQuery): its state,
 * holder, package, balance and validity, and its calls of the last 30 days.
 */
export const lineNumber = defineResource({
  ...pickFields(carrierNumber, ['phoneNumber', 'state', 'holderName', 'package', 'balance', 'companyName', 'validUntil'], {
    phoneNumber: { filter: false },
    state: { filter: false },
    holderName: { filter: false },
    companyName: { filter: false },
    balance: { sort: false },
    validUntil: { filter: false, sort: false },
  }),
  calls30d: { label: '近30天呼叫', kind: 'number', sort: false },
  connected30d: { label: '近30天接通', kind: 'number', sort: false },
  lastCallAt: { label: '最近呼叫时间', kind: 'dateTime', filter: false, sort: false },
});
export type LineNumberRow = RowOf<typeof lineNumber>;

/** The most numbers one query asks about. */
export const LINE_QUERY_MAX = 1000;
/** What a query answers beside its rows (`customData`): the numbers it asked about that the line does not know in the caller's reach. */
export interface LineQueryMissing {
  asked: number;
  missing: string[];
}

const lookup = (path: string, roles: typeof CARRIER_ACCESS.numbers | typeof CARRIER_ACCESS.adminLines) => call.list(path, roles, lineNumber, 'POST');

/**
 * The line queries the spec names (section 7), one per line, decided where the spec is silent: the
 * Snail (蜗牛, WN) line answers WN and CY (`operator`), dxt the GM line, xsAxb the CC line (its
 * `phoneInfo` one number). A query takes `phoneNumbers`: one, or many separated by commas or spaces. Without numbers a query lists the line's numbers in the caller's reach.
 */
export const lineQueryApi = {
  snail: lookup('/api/Snail/userBatchQuery', CARRIER_ACCESS.numbers),
  dxt: lookup('/api/dxt/userBatchQuery', CARRIER_ACCESS.adminLines),
  xsAxb: lookup('/api/xsAxb/userList', CARRIER_ACCESS.adminLines),
  phoneInfo: call.get<LineNumberRow, { phone: string }>('/api/xsAxb/phoneInfo', CARRIER_ACCESS.adminLines),
};

/** Each brand's query call (the members of OPERATORS with a query page). */
export const LINE_QUERY = { WN: lineQueryApi.snail, CY: lineQueryApi.snail, GM: lineQueryApi.dxt, CC: lineQueryApi.xsAxb } as const;
