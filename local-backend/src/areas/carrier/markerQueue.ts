import { MARKER_TEXTS, MARKER_URGENT_FEE, markerApi, markerQueries } from '@console/remote-carrier/contract';
import type { Db } from '../../db/database';
import { faker, mobile, recent } from '../../db/fake';
import { formatDateTime, now } from '../../db/time';
import { define, type Endpoints } from '../../http/endpoint';
import { forbidden, invalid, notFound } from '../../http/envelope';
import { fromTable, leftJoinOne } from '../../http/from';
import { pageOf } from '../../http/page';
import { paging, requiredInteger } from '../../http/params';
import { resourceList } from '../../http/resource';
import { restrictTo } from '../../http/scope';
import { atRate, scheduleRate, type RateWorker } from '../platform/rate';
import { prepared } from '../../http/statements';
import { Where } from '../../http/where';
import { recordMarks, type MarkerAsker } from './markerService';

/**
 * The marker query queue (CONTRACT.md "Markers"): a query of more than MARKER_INSTANT_MAX numbers is
 * paid when accepted (addQuery) and waits in `marker_queries`; the backend answers it a few numbers a
 * second, the query being answered (查询中) first, then the waiting ones urgent first, by accepted time, by id.
 */
const WAITING_ORDER = 'urgent DESC, queued_at, id';

/** A waiting query's place in the queue (1 = next), SQL over the row `alias`; null once it is no longer waiting. */
const positionSql = (alias: string) =>
  `CASE WHEN ${alias}.status = '排队中' THEN (SELECT COUNT(*) FROM marker_queries w WHERE w.status = '排队中' AND (w.urgent > ${alias}.urgent
    OR (w.urgent = ${alias}.urgent AND (w.queued_at < ${alias}.queued_at OR (w.queued_at = ${alias}.queued_at AND w.id <= ${alias}.id))))) END`;

export const queuePosition = (db: Db, id: number): number | null =>
  (prepared(db, `SELECT ${positionSql('q')} AS position FROM marker_queries q WHERE q.id = ?`).get(id) as { position: number | null } | undefined)?.position ??
  null;

/** Queues valid numbers already paid for, in the caller's transaction; answers the query's id and place. */
export function enqueueMarkerQuery(db: Db, asker: MarkerAsker, phones: readonly string[], at: string): { queryId: number; position: number } {
  const added = db
    .prepare('INSERT INTO marker_queries (agent_id, company_id, user_id, numbers, total, queued_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(asker.agentId, asker.companyId, asker.userId, phones.join(','), phones.length, at);
  const queryId = Number(added.lastInsertRowid);
  return { queryId, position: queuePosition(db, queryId)! };
}

interface QueuedQuery extends MarkerAsker {
  id: number;
  numbers: string;
  total: number;
  answered: number;
}

const HEAD_COLUMNS = 'id, agent_id AS agentId, company_id AS companyId, user_id AS userId, numbers, total, answered';

/** The query the queue works next: the one being answered, else the first waiting one. */
function headOf(db: Db): QueuedQuery | undefined {
  return (prepared(db, `SELECT ${HEAD_COLUMNS} FROM marker_queries WHERE status = '查询中' ORDER BY id LIMIT 1`).get() ??
    prepared(db, `SELECT ${HEAD_COLUMNS} FROM marker_queries WHERE status = '排队中' ORDER BY ${WAITING_ORDER} LIMIT 1`).get()) as QueuedQuery | undefined;
}

/**
 * Answers up to `budget` numbers of the queue, head first: each step answers numbers of the head query in
 * one transaction (its marker_records written by the marker service's rule, as an instant query's), moves
 * its `answered` and its status (查询中, then 已完成). Answers how many numbers were answered.
 */
export function workMarkerQueue(db: Db, budget: number, at: string = now()): number {
  let done = 0;
  const step = db.transaction((room: number) => {
    const head = headOf(db);
    if (!head) return 0;
    const phones = head.numbers.split(',').slice(head.answered, head.answered + room);
    recordMarks(db, phones, head, at);
    const answered = head.answered + phones.length;
    const finished = answered >= head.total;
    prepared(db, 'UPDATE marker_queries SET answered = ?, status = ?, started_at = COALESCE(started_at, ?), finished_at = ? WHERE id = ?').run(
      answered,
      finished ? '已完成' : '查询中',
      at,
      finished ? at : null,
      head.id,
    );
    return phones.length;
  });
  while (done < budget) {
    const answered = step(budget - done);
    if (answered === 0) break;
    done += answered;
  }
  return done;
}

/** The queue worked at `numbersPerSecond` (fractions carried over), stepped by its caller from `start` (ms). */
export const markerQueueWorker = (db: Db, options: { numbersPerSecond: number; start: number }): RateWorker =>
  atRate(options.numbersPerSecond, options.start, (numbers) => workMarkerQueue(db, numbers));

/** Works the queue on a timer (the server does; tests call workMarkerQueue): 0 numbers a second runs nothing. Answers its stop. */
export const scheduleMarkerQueue = (db: Db, numbersPerSecond: number) =>
  scheduleRate(numbersPerSecond, (start) => markerQueueWorker(db, { numbersPerSecond, start }));

const QUEUE = resourceList(markerQueries, { status: 'q.status' });
const SCOPE = { agent: 'q.agent_id', company: 'q.company_id', user: 'q.user_id' } as const;

/** The queue list (queueList) and 加急 (JumpQueue), scoped as /reportNumber's list. */
export const markerQueueEndpoints: Endpoints = [
  define({
    call: markerApi.queueList,
    handler: ({ db, params, user }) => {
      const where = QUEUE.where(params);
      restrictTo(db, where, user, SCOPE);
      return pageOf(
        db,
        {
          select: `q.id, q.total, q.answered, q.status, ${positionSql('q')} AS position, q.urgent, q.urgent_fee AS urgentFee,
            COALESCE(c.name, '') AS companyName, COALESCE(u.real_name, '') AS queriedBy, q.queued_at AS queuedAt, q.finished_at AS finishedAt`,
          from: fromTable('marker_queries', 'q', leftJoinOne('companies', 'c', 'q.company_id'), leftJoinOne('users', 'u', 'q.user_id')),
          where,
          // The queue's order: the query being answered, the waiting ones by their place, then the answered ones, newest first.
          order: QUEUE.order(
            params,
            `CASE q.status WHEN '查询中' THEN 0 WHEN '排队中' THEN 1 ELSE 2 END, CASE WHEN q.status = '排队中' THEN -q.urgent ELSE 0 END,
              CASE WHEN q.status = '已完成' THEN '' ELSE q.queued_at END, q.finished_at DESC, q.id`,
          ),
        },
        paging(params),
      );
    },
  }),
  define({
    call: markerApi.JumpQueue,
    handler: ({ db, params, user }) => {
      const id = requiredInteger(params, 'id', '查询');
      return db.transaction(() => {
        const query = db.prepare('SELECT agent_id AS agentId, total, status, urgent FROM marker_queries WHERE id = ?').get(id) as
          { agentId: number; total: number; status: string; urgent: number } | undefined;
        if (!query) throw notFound('查询');
        const scope = restrictTo(db, new Where().raw('q.id = ?', id), user, SCOPE);
        if (!db.prepare(`SELECT 1 FROM marker_queries q ${scope}`).get(...scope.values)) throw forbidden();
        if (query.status !== '排队中') throw invalid(MARKER_TEXTS.notWaiting);
        if (query.urgent) throw invalid(MARKER_TEXTS.alreadyUrgent);
        const fee = MARKER_URGENT_FEE(query.total);
        const balance = (db.prepare('SELECT balance FROM marker_accounts WHERE agent_id = ?').pluck().get(query.agentId) as number | undefined) ?? 0;
        if (balance < fee) throw invalid(MARKER_TEXTS.short(balance, fee));
        const left = db
          .prepare('UPDATE marker_accounts SET balance = balance - ? WHERE agent_id = ? RETURNING balance')
          .pluck()
          .get(fee, query.agentId) as number;
        db.prepare('UPDATE marker_queries SET urgent = 1, urgent_fee = ? WHERE id = ?').run(fee, id);
        return { balance: left, position: queuePosition(db, id)! };
      })();
    },
  }),
];

/**
 * Seed: queued queries of staff of every kind of company (the seeded staff member's among them), most
 * answered long ago (some of them hurried, with their fee), one being answered (the queue answers one at a time) and a few waiting (none
 * urgent, so a query hurried now is first); their answered numbers are marker records like any other.
 * The seed does not debit balances, as the seeded marker records do not (their accounts are their top-ups).
 */
export function seedMarkerQueue(db: Db): void {
  const askers = db
    .prepare(
      `SELECT u.id AS userId, u.company_id AS companyId, c.agent_id AS agentId FROM users u JOIN companies c ON c.id = u.company_id
       WHERE c.agent_id IS NOT NULL ORDER BY (u.username = 'staff') DESC, u.id LIMIT 40`,
    )
    .all() as MarkerAsker[];
  const insert = db.prepare(
    `INSERT INTO marker_queries (agent_id, company_id, user_id, numbers, total, answered, status, urgent, urgent_fee, queued_at, started_at, finished_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const later = (at: string, ms: number) => formatDateTime(new Date(new Date(at.replace(' ', 'T')).getTime() + ms));
  askers.forEach((asker, index) => {
    const phones = [...new Set(Array.from({ length: faker.number.int({ min: 21, max: 120 }) }, mobile))];
    // One query is answered at a time.
    const kind = index === 3 ? '查询中' : index % 10 === 6 ? '排队中' : '已完成';
    const urgent = kind === '已完成' && faker.number.int({ min: 1, max: 4 }) === 1 ? 1 : 0;
    const queuedAt = kind === '已完成' ? recent(90) : formatDateTime(new Date(Date.now() - (askers.length - index) * 60_000));
    const startedAt = kind === '排队中' ? null : later(queuedAt, faker.number.int({ min: 1, max: 600 }) * 1000);
    const answered = kind === '已完成' ? phones.length : kind === '查询中' ? Math.floor(phones.length / 2) : 0;
    const finishedAt = kind === '已完成' ? later(startedAt!, Math.ceil(phones.length / 20) * 1000) : null;
    const fee = urgent ? MARKER_URGENT_FEE(phones.length) : 0;
    insert.run(asker.agentId, asker.companyId, asker.userId, phones.join(','), phones.length, answered, kind, urgent, fee, queuedAt, startedAt, finishedAt);
    if (answered) recordMarks(db, phones.slice(0, answered), asker, finishedAt ?? startedAt!);
  });
}
