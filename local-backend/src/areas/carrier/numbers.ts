import {
  carrierNumber,
  NUMBER_ACTIONS,
  NUMBER_PATTERN,
  numberApi,
  numberEvent,
  OPERATOR,
  refusedMove,
  refusedOnLine,
  type ClosureResult,
  type NumberAction,
} from '@console/remote-carrier/contract';
import type { Db } from '../../db/database';
import { daysFromNow, now } from '../../db/time';
import type { CurrentUser } from '../../http/auth';
import { define, type Endpoints } from '../../http/endpoint';
import { invalid } from '../../http/envelope';
import { fromTable, join, joinOne, leftJoinOne } from '../../http/from';
import { listEndpoints } from '../../http/listEndpoints';
import { pageOf, type ListQuery } from '../../http/page';
import { first, ids, integer, oneOf, paging, present, requiredText, text, type Params } from '../../http/params';
import { inputOf, resourceList } from '../../http/resource';
import { reachable, restrictTo } from '../../http/scope';
import { bindTable, tableQuery } from '../../http/table';
import { Where } from '../../http/where';

/** A number is its company's, and so its agent's (`restrictTo`). */
const OWNER = { agent: 'n.agent_id', company: 'n.company_id' };

/**
 * Where the numbers live, written once: every number list of the area (/userInfo, the brands'
 * virtual-commerce, opening and freeze pages, /accountReview) is this binding's query, so a column
 * added here (a health score) joins all of them.
 */
export const NUMBERS = bindTable(carrierNumber, {
  table: 'carrier_numbers',
  alias: 'n',
  joins: [
    leftJoinOne('companies', 'c', 'n.company_id'),
    leftJoinOne('agents', 'a', 'n.agent_id'),
    // The stored score (refreshHealth); every number has its row (the migration's trigger), so an inner
    // join, which lets a sort by the score be read from the row's index.
    join('JOIN carrier_number_health hh ON hh.number_id = n.id', 'hh'),
  ],
  columns: {
    companyName: "COALESCE(c.name, '')",
    agentName: "COALESCE(a.name, '')",
    healthScore: 'hh.score',
    healthTrend: 'hh.trend',
    healthComputedAt: "COALESCE(hh.computed_at, '')",
  },
  owner: OWNER,
  stamped: 'updated_at',
  order: 'n.updated_at DESC, n.id DESC',
  noun: '号码',
});

/** The numbers `user` may see, by the request's filters (`operator` among them: one brand's page). */
export function numberQuery(db: Db, user: CurrentUser, params: Params, where = new Where(), order?: string): ListQuery {
  restrictTo(db, where, user, OWNER);
  const query = tableQuery(NUMBERS, params, where);
  const health = healthOrder(params);
  if (health) return { ...query, order: health };
  return order && !present(params.sortField) ? { ...query, order } : query;
}

/** The stored health columns' sorts: ties by the number, the order of the health table's indexes (score, id) and (trend, id). */
const HEALTH_SORTS: Record<string, string> = { healthScore: 'hh.score', healthTrend: 'hh.trend' };

function healthOrder(params: Params): string | undefined {
  const field = String(first(params.sortField) ?? '');
  const direction = first(params.sortOrder) === 'ascend' ? 'ASC' : first(params.sortOrder) === 'descend' ? 'DESC' : '';
  return Object.hasOwn(HEALTH_SORTS, field) && direction ? `${HEALTH_SORTS[field]} ${direction}, hh.number_id ${direction}` : undefined;
}

/** Openings shown on a brand's progress page: those submitted within this many days. */
export const OPENING_DAYS = 90;

const EVENTS = resourceList(numberEvent, {
  phoneNumber: 'n.phone_number',
  operator: 'n.operator',
  action: 'e.action',
  toState: 'e.to_state',
  companyName: "COALESCE(c.name, '')",
  at: 'e.at',
});

function eventQuery(db: Db, user: CurrentUser, params: Params): ListQuery {
  const where = EVENTS.where(params);
  const numberId = integer(params, 'numberId', '号码编号', { min: 1 });
  if (numberId) where.eq('e.number_id', numberId);
  restrictTo(db, where, user, OWNER);
  return {
    select: `e.id, n.phone_number AS phoneNumber, n.operator, e.action, COALESCE(e.from_state, '') AS fromState, e.to_state AS toState, e.reason,
      COALESCE(c.name, '') AS companyName, COALESCE(u.real_name, u.username, '') AS userName, e.at`,
    from: fromTable(
      'carrier_number_events',
      'e',
      joinOne('carrier_numbers', 'n', 'e.number_id'),
      leftJoinOne('companies', 'c', 'n.company_id'),
      leftJoinOne('users', 'u', 'e.user_id'),
    ),
    where,
    order: EVENTS.order(params, 'e.at DESC, e.id DESC'),
  };
}

const insertEvent = (db: Db, numberId: number, action: NumberAction | 'submit', from: string | null, to: string, reason: string, userId: number) =>
  db
    .prepare('INSERT INTO carrier_number_events (number_id, action, from_state, to_state, reason, user_id, at) VALUES (?, ?, ?, ?, ?, ?, ?)')
    .run(numberId, action, from, to, reason, userId, now());

interface NumberState {
  id: number;
  phoneNumber: string;
  operator: string;
  state: string;
}

/** Why `action` may not move this number (its brand's line lacks it, or its state does not allow it), or nothing. */
function refusal(number: NumberState, action: NumberAction): string | undefined {
  const rule = NUMBER_ACTIONS[action];
  if ('operators' in rule && !(rule.operators as readonly string[]).includes(number.operator)) return refusedOnLine(number.operator, action);
  if (!(rule.from as readonly string[]).includes(number.state)) return refusedMove(number.phoneNumber, number.state, action);
  return undefined;
}

/** Moves numbers `ids` in one transaction, each event recorded; refuses them all if one may not move. */
function move(db: Db, user: CurrentUser, action: NumberAction, wanted: number[], reason: string, operator?: string): number {
  const rule = NUMBER_ACTIONS[action];
  const scope = restrictTo(db, new Where(), user, OWNER);
  if (operator) scope.eq('n.operator', operator);
  const found = reachable(db, NUMBERS.from, scope, wanted);
  const numbers = db
    .prepare(`SELECT id, phone_number AS phoneNumber, operator, state FROM carrier_numbers WHERE id IN (${found.map(() => '?').join(', ')})`)
    .all(...found) as NumberState[];
  const refused = numbers.map((number) => refusal(number, action)).filter(Boolean);
  if (refused.length) throw invalid(refused.length > 1 ? `${refused[0]}（共 ${refused.length} 个号码不能${rule.label}）` : refused[0]!);
  const update = db.prepare(
    `UPDATE carrier_numbers SET state = ?, updated_at = ?${rule.to === 'open' && action === 'approve' ? ', valid_until = ?' : ''} WHERE id = ? AND state = ?`,
  );
  db.transaction(() => {
    for (const number of numbers) {
      const values = action === 'approve' ? [rule.to, now(), daysFromNow(365), number.id, number.state] : [rule.to, now(), number.id, number.state];
      update.run(...values);
      insertEvent(db, number.id, action, number.state, rule.to, reason, user.id);
    }
  })();
  return numbers.length;
}

function moveEndpoint(action: Exclude<NumberAction, 'close' | 'restart'>) {
  return define({
    call: numberApi[action],
    handler: ({ db, params, user }) => {
      const reason = text(params, 'reason', '原因', 200) ?? '';
      if (NUMBER_ACTIONS[action].reason && !reason) throw invalid('请填写原因');
      const operator = oneOf(params, 'operator', '运营商', OPERATOR);
      return { moved: move(db, user, action, ids(params, '号码'), reason, operator) };
    },
  });
}

/** Restarts one number of a brand, found by its digits in the caller's reach. */
function restart(db: Db, user: CurrentUser, params: Params): { moved: number } {
  const operator = oneOf(params, 'operator', '运营商', OPERATOR);
  if (!operator) throw invalid('请选择运营商');
  const phone = requiredText(params, 'phoneNumber', '号码', 11);
  if (!NUMBER_PATTERN.regex.test(phone)) throw invalid(NUMBER_PATTERN.message);
  const reason = requiredText(params, 'reason', '原因', 200);
  const scope = restrictTo(db, new Where().eq('n.operator', operator).eq('n.phone_number', phone), user, OWNER);
  const id = db
    .prepare(`SELECT n.id FROM ${NUMBERS.from.needing(scope.toString())} ${scope}`)
    .pluck()
    .get(...scope.values) as number | undefined;
  if (!id) throw invalid(`${phone} 不是您的${OPERATOR.label(operator)}号码`);
  return { moved: move(db, user, 'restart', [id], reason, operator) };
}

/** The most numbers one batch closure takes. */
export const CLOSURE_MAX = 10_000;

/** Closes the valid numbers of a pasted list in one transaction; names each other one with why. */
function batchClose(db: Db, user: CurrentUser, params: Params): ClosureResult {
  const operator = oneOf(params, 'operator', '运营商', OPERATOR);
  if (!operator) throw invalid('请选择运营商');
  const pasted = text(params, 'phoneNumbers', '号码', 120_000) ?? '';
  const reason = text(params, 'reason', '备注', 200) ?? '';
  const phones = [...new Set(pasted.split(/[\s,，;；]+/).filter(Boolean))];
  if (!phones.length) throw invalid('请填写号码');
  if (phones.length > CLOSURE_MAX) throw invalid(`一次最多销户 ${CLOSURE_MAX} 个号码`);
  const scope = restrictTo(db, new Where().eq('n.operator', operator), user, OWNER);
  const find = db.prepare(
    `SELECT n.id, n.phone_number AS phoneNumber, n.operator, n.state FROM ${NUMBERS.from.needing(scope.toString())} ${scope} AND n.phone_number = ?`,
  );
  const refused: ClosureResult['refused'] = [];
  const closing: NumberState[] = [];
  for (const phone of phones) {
    if (!NUMBER_PATTERN.regex.test(phone)) {
      refused.push({ phoneNumber: phone, reason: '号码格式不正确' });
      continue;
    }
    const number = find.get(...scope.values, phone) as NumberState | undefined;
    const why = number ? refusal(number, 'close') : `不是您的${OPERATOR.label(operator)}号码`;
    if (why) refused.push({ phoneNumber: phone, reason: why });
    else closing.push(number!);
  }
  const update = db.prepare("UPDATE carrier_numbers SET state = 'closed', updated_at = ? WHERE id = ?");
  db.transaction(() => {
    for (const number of closing) {
      update.run(now(), number.id);
      insertEvent(db, number.id, 'close', number.state, 'closed', reason || '批量销户', user.id);
    }
  })();
  return { closed: closing.length, refused };
}

/** Submits an opening: the number waits for review. */
function submitOpening(db: Db, user: CurrentUser, params: Params): { id: number } {
  const operator = oneOf(params, 'operator', '运营商', OPERATOR);
  if (!operator) throw invalid('请选择运营商');
  const input = inputOf(carrierNumber, params);
  const company = db.prepare('SELECT id, agent_id AS agentId FROM companies c WHERE c.id = ?').get(input.companyId) as
    { id: number; agentId: number } | undefined;
  const mine = restrictTo(db, new Where().eq('c.id', input.companyId), user, { agent: 'c.agent_id', company: 'c.id' });
  if (!company || !db.prepare(`SELECT 1 FROM companies c ${mine}`).get(...mine.values)) throw invalid('请选择您名下的企业');
  if (db.prepare('SELECT 1 FROM carrier_numbers WHERE phone_number = ?').get(input.phoneNumber)) throw invalid(`号码 ${input.phoneNumber} 已存在`);
  return db.transaction(() => {
    const at = now();
    const id = Number(
      db
        .prepare(
          `INSERT INTO carrier_numbers (phone_number, operator, company_id, agent_id, state, holder_name, package, valid_until, created_at, updated_at)
           VALUES (?, ?, ?, ?, 'reviewing', ?, ?, ?, ?, ?)`,
        )
        .run(input.phoneNumber, operator, company.id, company.agentId, input.holderName, input.package, at, at, at).lastInsertRowid,
    );
    insertEvent(db, id, 'submit', null, 'reviewing', '提交开户申请', user.id);
    return { id };
  })();
}

/** The number lines (`/api/carrier/number/<verb>`, CONTRACT.md "Carrier: number lines"). */
export const numberEndpoints: Endpoints = [
  ...listEndpoints({ list: numberApi.list, sheet: numberApi.export, fileName: '号码列表', query: ({ db, user, params }) => numberQuery(db, user, params) }),
  define({
    call: numberApi.openingList,
    handler: ({ db, user, params }) =>
      pageOf(db, numberQuery(db, user, params, new Where().from('n.created_at', daysFromNow(-OPENING_DAYS)), 'n.created_at DESC, n.id DESC'), paging(params)),
  }),
  define({
    call: numberApi.reviewList,
    // Those waiting first, then the newest.
    handler: ({ db, user, params }) =>
      pageOf(db, numberQuery(db, user, params, new Where(), `n.state = 'reviewing' DESC, n.created_at DESC, n.id DESC`), paging(params)),
  }),
  ...listEndpoints({
    list: numberApi.events,
    sheet: numberApi.eventsExport,
    fileName: '号码状态记录',
    query: ({ db, user, params }) => eventQuery(db, user, params),
  }),
  define({ call: numberApi.open, handler: ({ db, user, params }) => submitOpening(db, user, params) }),
  ...(['approve', 'reject', 'suspend', 'restore', 'freeze', 'unfreeze'] as const).map(moveEndpoint),
  define({ call: numberApi.restart, handler: ({ db, user, params }) => restart(db, user, params) }),
  define({ call: numberApi.batchClose, handler: ({ db, user, params }) => batchClose(db, user, params) }),
];
