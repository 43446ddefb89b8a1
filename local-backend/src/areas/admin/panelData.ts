import { panelDataApi, WALL_TEXTS, type WallFigures } from '@console/remote-admin/contract';
import type { Db } from '../../db/database';
import { formatDateTime } from '../../db/time';
import { checkToken, type CurrentUser } from '../../http/auth';
import { onDataChanged } from '../../http/changes';
import { define, type Endpoints } from '../../http/endpoint';
import { restrictTo, type Ownership } from '../../http/scope';
import { Where } from '../../http/where';

/** The least time between two pushes to one wall: hundreds of calls a second become a few updates. */
export const PUSH_INTERVAL_MS = 250;
/** A comment line this often keeps proxies (nginx: proxy_read_timeout 600 s) from closing a quiet stream. */
export const HEARTBEAT_MS = 15_000;

const scoped = (db: Db, user: CurrentUser, owner: Ownership, where = new Where()) => restrictTo(db, where, user, owner);

/** The wall's figures in `user`'s scope, each counted from the rows its page lists. */
export function wallFigures(db: Db, user: CurrentUser, now = new Date()): WallFigures {
  const midnight = new Date(now);
  midnight.setHours(0, 0, 0, 0);
  const calls = { agent: 'r.agent_id', company: 'r.company_id', user: 'r.user_id' };
  // Today's calls from their rollup (CONTRACT.md "Rollups"): one row per seat, company and agent.
  const rollup = { agent: 's.agent_id', company: 's.company_id', user: 's.user_id' };
  const today = scoped(db, user, rollup, new Where().from('s.stat_date', formatDateTime(midnight).slice(0, 10)));
  const companies = db
    .prepare(
      `SELECT s.company_id AS companyId, c.name AS companyName, SUM(s.calls) AS calls, SUM(s.connected) AS connected
       FROM rollup_calls_seat_day s JOIN companies c ON c.id = s.company_id ${today}
       GROUP BY s.company_id ORDER BY calls DESC, s.company_id LIMIT ${WALL_TEXTS.companies}`,
    )
    .all(...today.values) as WallFigures['companies'];
  const totals = db
    .prepare(`SELECT COALESCE(SUM(s.calls), 0) AS calls, COALESCE(SUM(s.connected), 0) AS connected FROM rollup_calls_seat_day s ${today}`)
    .get(...today.values) as { calls: number; connected: number };
  const minute = scoped(db, user, calls, new Where().from('r.start_time', formatDateTime(new Date(now.getTime() - 60_000))));
  const batches = scoped(db, user, { agent: 'b.agent_id', company: 'b.company_id' }, new Where().eq('b.status', '进行中'));
  const running = db
    .prepare(
      `SELECT COUNT(*) AS batches, COALESCE(SUM((SELECT COUNT(*) FROM cdr_batch_numbers n WHERE n.batch_id = b.id AND n.result = '待呼叫')), 0) AS numbers
       FROM cdr_batches b ${batches}`,
    )
    .get(...batches.values) as { batches: number; numbers: number };
  const risks = scoped(db, user, { agent: 'k.agent_id', company: 'k.company_id', user: 'k.user_id' }, new Where().eq('k.handled', 0));
  const topUps = scoped(db, user, { agent: 't.agent_id', company: 't.company_id' }, new Where().eq('t.status', 'pending'));
  const waiting = db.prepare(`SELECT COUNT(*) AS count, ROUND(COALESCE(SUM(t.amount), 0), 2) AS amount FROM top_ups t ${topUps}`).get(...topUps.values) as {
    count: number;
    amount: number;
  };
  return {
    at: formatDateTime(now),
    runningBatches: running.batches,
    numbersToCall: running.numbers,
    lastMinuteCalls: db
      .prepare(`SELECT COUNT(*) FROM call_records r ${minute}`)
      .pluck()
      .get(...minute.values) as number,
    todayCalls: totals.calls,
    todayConnected: totals.connected,
    companies,
    risksOpen: db
      .prepare(`SELECT COUNT(*) FROM risk_list k ${risks}`)
      .pluck()
      .get(...risks.values) as number,
    topUpsWaiting: waiting.count,
    topUpsWaitingAmount: waiting.amount,
  };
}

/** The data wall's push (/panelData): server-sent events, see panelDataApi.events. */
export const panelDataEndpoints: Endpoints = [
  define({
    call: panelDataApi.events,
    handler: ({ db, user, request, reply }) => {
      const authorization = request.headers.authorization;
      reply.hijack();
      const out = reply.raw;
      out.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        // no-transform: no proxy compresses (buffers) it; X-Accel-Buffering: nginx passes each event on at once.
        'Cache-Control': 'no-cache, no-transform',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
      });
      let timer: NodeJS.Timeout | undefined;
      let last = 0;
      let closed = false;
      const close = () => {
        if (closed) return;
        closed = true;
        off();
        clearTimeout(timer);
        clearInterval(heartbeat);
        out.end();
      };
      const push = () => {
        timer = undefined;
        if (closed) return;
        last = Date.now();
        // A session that ended (logout, expiry, account disabled) gets no more figures.
        const session = checkToken(db, authorization);
        if (!session || session.user.id !== user.id) return close();
        out.write(`event: ${WALL_TEXTS.event}\ndata: ${JSON.stringify(wallFigures(db, session.user))}\n\n`);
      };
      const changed = () => {
        if (!timer) timer = setTimeout(push, Math.max(0, last + PUSH_INTERVAL_MS - Date.now()));
      };
      const off = onDataChanged(db, changed);
      const heartbeat = setInterval(() => out.write(': 心跳\n\n'), HEARTBEAT_MS);
      request.raw.on('close', close);
      // retry: how soon the browser's EventSource would come back; the console's client has its own backoff.
      out.write('retry: 1000\n\n');
      push();
      return reply;
    },
  }),
];
