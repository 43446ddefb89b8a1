import { LINE_QUERY_MAX, lineQueryApi, type LineQueryMissing } from '@console/remote-carrier/contract';
import type { CallSpec } from '@console/sdk/contract';
import type { Db } from '../../db/database';
import type { CurrentUser } from '../../http/auth';
import { define, type Endpoints } from '../../http/endpoint';
import { invalid, notFound, ok } from '../../http/envelope';
import { pageOf, type ListQuery } from '../../http/page';
import { oneOf, paging, requiredText, text, type Params } from '../../http/params';
import { Where } from '../../http/where';
import { NUMBERS, numberQuery } from './numbers';

/** A row's line figures: its calls of the last 30 days (the call records whose caller it is). */
const CALLS = `(SELECT COUNT(*) FROM call_records r WHERE r.caller = n.phone_number AND r.start_time >= datetime('now', 'localtime', '-30 days'))`;
const CONNECTED = `(SELECT COUNT(*) FROM call_records r WHERE r.caller = n.phone_number AND r.start_time >= datetime('now', 'localtime', '-30 days') AND r.duration_seconds > 0)`;
const LAST_CALL = `COALESCE((SELECT MAX(r.start_time) FROM call_records r WHERE r.caller = n.phone_number), '')`;

const COLUMNS = ['phoneNumber', 'state', 'holderName', 'package', 'balance', 'companyName', 'validUntil'] as const;
const SELECT = [
  'n.id AS id',
  ...COLUMNS.map((key) => `${NUMBERS.columns[key]} AS ${key}`),
  `${CALLS} AS calls30d`,
  `${CONNECTED} AS connected30d`,
  `${LAST_CALL} AS lastCallAt`,
].join(', ');

/** The numbers a query names (`phoneNumbers`: commas, spaces or lines), each once. */
function askedNumbers(params: Params): string[] {
  const asked = [...new Set((text(params, 'phoneNumbers', '号码', 20_000) ?? '').split(/[\s,，;；]+/).filter(Boolean))];
  if (asked.length > LINE_QUERY_MAX) throw invalid(`一次最多查询 ${LINE_QUERY_MAX} 个号码`);
  return asked;
}

/** The line's numbers in `user`'s reach, those asked (all when none is), in the order asked. */
function lineQuery(db: Db, user: CurrentUser, operator: string, asked: string[]): ListQuery {
  const where = new Where().eq('n.operator', operator);
  if (asked.length) where.raw(`n.phone_number IN (${asked.map(() => '?').join(', ')})`, ...asked);
  const query = numberQuery(db, user, {}, where);
  return { ...query, select: SELECT, order: asked.length ? 'n.phone_number' : query.order };
}

/** A page of the line's rows, and (`customData`) the numbers asked that it does not know in the caller's reach. */
function answer(db: Db, user: CurrentUser, operator: string, params: Params) {
  const asked = askedNumbers(params);
  const query = lineQuery(db, user, operator, asked);
  const page = pageOf(db, query, paging(params));
  if (!asked.length) return page;
  const known = new Set(
    db
      .prepare(`SELECT n.phone_number FROM ${query.from} ${query.where}`)
      .pluck()
      .all(...query.where.values) as string[],
  );
  const missing: LineQueryMissing = { asked: asked.length, missing: asked.filter((phone) => !known.has(phone)) };
  return ok(page, missing);
}

function lineEndpoint(call: CallSpec, operatorOf: (params: Params) => string) {
  return define({ call, handler: ({ db, user, params }) => answer(db, user, operatorOf(params), params) });
}

/** The brands' line queries (spec section 7; CONTRACT.md "Carrier: number lines"). */
export const lineQueryEndpoints: Endpoints = [
  lineEndpoint(lineQueryApi.snail, (params) => {
    const operator = oneOf(params, 'operator', '运营商', ['WN', 'CY'] as const);
    if (!operator) throw invalid('请选择运营商');
    return operator;
  }),
  lineEndpoint(lineQueryApi.dxt, () => 'GM'),
  lineEndpoint(lineQueryApi.xsAxb, () => 'CC'),
  define({
    call: lineQueryApi.phoneInfo,
    handler: ({ db, user, params }) => {
      const phone = requiredText(params, 'phone', '号码', 20);
      const query = lineQuery(db, user, 'CC', [phone]);
      const row = db.prepare(`SELECT ${query.select} FROM ${query.from} ${query.where}`).get(...query.where.values);
      if (!row) throw notFound(`号码 ${phone} `);
      return row;
    },
  }),
];
