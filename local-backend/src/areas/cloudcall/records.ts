import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import rangeParser from 'range-parser';
import {
  callRecords,
  CLOSE_FIELDS,
  PINNED_KINDS,
  RECORD_TEXTS,
  recordApi,
  recordings,
  riskCalls,
  riskRecords,
  type RecordingMark,
} from '@console/remote-cloudcall/contract';
import { checkToken, type CurrentUser } from '../../http/auth';
import { define, definePublic, Unauthorized, type Endpoints } from '../../http/endpoint';
import { forbidden, invalid, notFound, Refusal } from '../../http/envelope';
import { pageOf } from '../../http/page';
import { listEndpoints } from '../../http/listEndpoints';
import { integer, oneOf, paging, requiredInteger, requiredText, type Params } from '../../http/params';
import { resourceList } from '../../http/resource';
import { restrictTo } from '../../http/scope';
import { fromTable, leftJoinOne } from '../../http/from';
import { Where } from '../../http/where';
import type { Db } from '../../db/database';
import { formatDateTime, now } from '../../db/time';
import { PEAKS_PER_SECOND, recordingBytes, recordingPeaks, VOICES } from './recordingAudio';

const SCOPED = {
  companyId: 'r.company_id',
  userId: 'r.user_id',
  // Bounds, not values: taken out of the parameters and applied by recordsWhere.
  minDuration: 'r.duration_seconds',
  maxDuration: 'r.duration_seconds',
  caller: 'r.caller',
  callee: 'r.callee',
  startTime: 'r.start_time',
  durationSeconds: 'r.duration_seconds',
  risk: 'r.risk',
};
/** A record's recording as HAS_RECORDING says it: 1 playable, 0 none, 2 closed (关闭录音). */
const RECORDING_STATE = "(CASE WHEN r.recording_url = '' THEN 0 WHEN r.closed_at IS NOT NULL THEN 2 ELSE 1 END)";
/** A recording anyone may still play: there is one, and it is not closed. */
const PLAYABLE = "(r.recording_url <> '' AND r.closed_at IS NULL)";
const RECORDS = resourceList(callRecords, {
  ...SCOPED,
  status: 'r.status',
  family: 'r.family',
  units: 'r.units',
  charge: 'r.charge',
  hasRecording: RECORDING_STATE,
});
const RECORDINGS = resourceList(recordings, { ...SCOPED, marks: 'marks' });
const markTexts = (kind: string) => `(SELECT GROUP_CONCAT(m.text, '；') FROM call_record_marks m WHERE m.record_id = r.id AND m.kind = '${kind}')`;
const RISK_RECORDS = resourceList(riskRecords, {
  ...SCOPED,
  keyword: markTexts('keyword'),
  hasRecording: RECORDING_STATE,
});
const RISKS = resourceList(riskCalls, {
  callee: 'k.callee',
  level: 'k.level',
  handled: 'k.handled',
  createdAt: 'k.created_at',
  kind: 'k.kind',
  customerName: 'k.customer_name',
  handledAt: 'k.handled_at',
});

const OWNER = { agent: 'r.agent_id', company: 'r.company_id', user: 'r.user_id' };
const RECORD_FROM = () =>
  fromTable(
    'call_records',
    'r',
    leftJoinOne('users', 'u', 'r.user_id'),
    leftJoinOne('companies', 'c', 'r.company_id'),
    leftJoinOne('call_templates', 't', 'r.template_id'),
  );

/**
 * Which calls' recordings this user reaches: the records' own scope (CONTRACT.md), and for gm, the
 * platform's recording specialist (spec section 1), every recorded call (decided: its /GM lists them).
 */
function recordingScope(db: Db, where: Where, user: CurrentUser): Where {
  if (user.role === 'gm') return where.raw("r.recording_url <> ''");
  return restrictTo(db, where, user, OWNER);
}

/** The search of a records page: the resource's filters, the duration's bounds, the user's scope. */
function recordsWhere(list: typeof RECORDS | typeof RECORDINGS | typeof RISK_RECORDS, db: Db, params: Params, user: CurrentUser, asRecords = true) {
  const { minDuration: _min, maxDuration: _max, ...rest } = params;
  const where = list.where(rest);
  const min = integer(params, 'minDuration', callRecords.fields.minDuration.label, { min: 0 });
  const max = integer(params, 'maxDuration', callRecords.fields.maxDuration.label, { min: 0 });
  if (min !== undefined && max !== undefined && min > max) throw invalid(RECORD_TEXTS.durationBounds);
  if (min !== undefined) where.raw('r.duration_seconds >= ?', min);
  if (max !== undefined) where.raw('r.duration_seconds <= ?', max);
  return asRecords ? restrictTo(db, where, user, OWNER) : recordingScope(db, where, user);
}

const todayStart = () => {
  const date = new Date();
  date.setHours(0, 0, 0, 0);
  return formatDateTime(date);
};

/** One record this user may listen to, or the refusal: 404 when no such record, 403 when out of reach. */
function reachableRecord(db: Db, user: CurrentUser, id: number) {
  const where = recordingScope(db, new Where().raw('r.id = ?', id), user);
  const row = db
    .prepare(
      `SELECT r.id, r.recording_url AS file, r.duration_seconds AS seconds, r.closed_at AS closedAt, r.close_reason AS reason FROM call_records r ${where}`,
    )
    .get(...where.values) as { id: number; file: string; seconds: number; closedAt: string | null; reason: string } | undefined;
  if (row) return row;
  if (db.prepare('SELECT 1 FROM call_records WHERE id = ?').get(id)) throw forbidden();
  throw notFound('通话记录');
}

/** A record's recording that can be played, or the refusal: none (该通话没有录音), closed (该录音已关闭：<reason>). */
function playable<T extends { file: string; closedAt: string | null; reason: string }>(record: T): T {
  if (!record.file) throw invalid(RECORD_TEXTS.noRecording);
  if (record.closedAt) throw invalid(`${RECORD_TEXTS.closed}：${record.reason}`);
  return record;
}

// The audio's address is signed for one user and one file for a few hours: an <audio> element sends
// no Authorization header, and a session token never travels in a URL (auth.ts).
const SECRET = randomBytes(32);
const SIGNED_HOURS = 6;
const signature = (userId: number, file: string, expires: number) => createHmac('sha256', SECRET).update(`${userId}:${file}:${expires}`).digest('hex');

function signedUrl(user: CurrentUser, file: string): string {
  const expires = Math.floor(Date.now() / 1000) + SIGNED_HOURS * 3600;
  const query = new URLSearchParams({ file, u: String(user.id), exp: String(expires), sig: signature(user.id, file, expires) });
  return `${recordApi.audio.path}?${query}`;
}

function signedUser(db: Db, params: Params): CurrentUser | null {
  const userId = Number(params.u);
  const expires = Number(params.exp);
  const given = String(params.sig ?? '');
  if (!Number.isInteger(userId) || !Number.isInteger(expires) || expires * 1000 < Date.now() || !/^[0-9a-f]{64}$/.test(given)) return null;
  const expected = Buffer.from(signature(userId, String(params.file), expires), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(given, 'hex'))) return null;
  const row = db
    .prepare(
      `SELECT id, username, role, agent_id AS agentId, company_id AS companyId, department_id AS departmentId
       FROM users WHERE id = ? AND status = 1`,
    )
    .get(userId) as Omit<CurrentUser, 'hasSipAccount'> | undefined;
  return row ? { ...row, hasSipAccount: false } : null;
}

const FILE = /^[0-9a-z]{16,40}\.mp3$/;

function marksOf(db: Db, recordId: number, user: CurrentUser): RecordingMark[] {
  const rows = db
    .prepare(
      `SELECT m.id, m.at_ms AS atMs, m.kind, m.text, COALESCE(u.real_name, u.username, '') AS username, m.created_at AS createdAt, m.user_id AS userId
       FROM call_record_marks m LEFT JOIN users u ON u.id = m.user_id WHERE m.record_id = ? ORDER BY m.at_ms, m.id`,
    )
    .all(recordId) as (Omit<RecordingMark, 'mine'> & { userId: number | null })[];
  return rows.map(({ userId, ...mark }) => ({ ...mark, mine: userId === user.id && (PINNED_KINDS as readonly string[]).includes(mark.kind) }));
}

/** Records and inspection (spec section 7). */
export const recordEndpoints: Endpoints = [
  ...listEndpoints({
    list: recordApi.queryRequest,
    sheet: recordApi.exportRecords,
    fileName: '通话记录',
    query: ({ db, params, user }) => ({
      select: `r.id, r.caller, r.callee, COALESCE(u.real_name, '') AS username, COALESCE(c.name, '') AS companyName,
        r.start_time AS startTime, r.duration_seconds AS durationSeconds, r.status, r.risk,
        r.family, COALESCE(t.name, '') AS templateName, r.units, r.unit_price AS unitPrice, r.charge,
        ${RECORDING_STATE} AS hasRecording`,
      from: RECORD_FROM(),
      where: recordsWhere(RECORDS, db, params, user),
      order: RECORDS.order(params, 'r.start_time DESC, r.id DESC'),
    }),
  }),
  define({
    call: recordApi.recordingList,
    handler: ({ db, params, user }) =>
      pageOf(
        db,
        {
          select: `r.id, r.caller, r.callee, COALESCE(u.real_name, '') AS username, COALESCE(c.name, '') AS companyName,
            r.start_time AS startTime, r.duration_seconds AS durationSeconds, r.risk,
            (SELECT COUNT(*) FROM call_record_marks m WHERE m.record_id = r.id) AS marks`,
          from: RECORD_FROM(),
          // Playable recordings: a closed one is no longer listed.
          where: recordsWhere(RECORDINGS, db, params, user, false).raw(PLAYABLE),
          order: RECORDINGS.order(params, 'r.start_time DESC, r.id DESC'),
        },
        paging(params),
      ),
  }),
  define({
    call: recordApi.riskRecord,
    handler: ({ db, params, user }) =>
      pageOf(
        db,
        {
          select: `r.id, r.caller, r.callee, COALESCE(${markTexts('keyword')}, '') AS keyword, COALESCE(u.real_name, '') AS username,
            COALESCE(c.name, '') AS companyName, r.start_time AS startTime, r.duration_seconds AS durationSeconds,
            COALESCE(${markTexts('ai')}, '') AS aiFindings, ${RECORDING_STATE} AS hasRecording`,
          from: RECORD_FROM(),
          where: recordsWhere(RISK_RECORDS, db, params, user).raw('r.risk = 1'),
          order: RISK_RECORDS.order(params, 'r.start_time DESC, r.id DESC'),
        },
        paging(params),
      ),
  }),
  define({
    call: recordApi.maximumRecord,
    handler: ({ db, params, user }) => {
      const where = recordsWhere(RECORDS, db, params, user);
      return {
        value: db
          .prepare(`SELECT COALESCE(MAX(r.duration_seconds), 0) FROM call_records r ${where}`)
          .pluck()
          .get(...where.values),
      };
    },
  }),
  define({
    call: recordApi.completeToday,
    handler: ({ db, params, user }) => {
      const where = recordsWhere(RECORDS, db, params, user).raw("r.status = '已接通' AND r.start_time >= ?", todayStart());
      return {
        value: db
          .prepare(`SELECT COUNT(*) FROM call_records r ${where}`)
          .pluck()
          .get(...where.values),
      };
    },
  }),
  define({
    call: recordApi.recordingRatio,
    handler: ({ db, params, user }) => {
      const where = recordsWhere(RECORDS, db, params, user);
      const { calls, recorded } = db
        .prepare(`SELECT COUNT(*) AS calls, COALESCE(SUM(${PLAYABLE}), 0) AS recorded FROM call_records r ${where}`)
        .get(...where.values) as { calls: number; recorded: number };
      return { value: calls ? Math.round((recorded / calls) * 1000) / 10 : 0 };
    },
  }),
  define({
    call: recordApi.blockCustomers,
    handler: ({ db, params, user }) => {
      const id = requiredInteger(params, 'id', '通话记录', { min: 1 });
      const where = restrictTo(db, new Where().raw('r.id = ?', id), user, OWNER);
      const record = db.prepare(`SELECT r.callee, r.agent_id AS agentId, r.company_id AS companyId FROM call_records r ${where}`).get(...where.values) as
        { callee: string; agentId: number | null; companyId: number | null } | undefined;
      if (!record) throw db.prepare('SELECT 1 FROM call_records WHERE id = ?').get(id) ? forbidden() : notFound('通话记录');
      // The blacklist of the record's company (the one /blackList lists): a number is on it once.
      if (db.prepare('SELECT 1 FROM blacklist WHERE phone_number = ? AND company_id IS ?').get(record.callee, record.companyId)) {
        throw invalid(RECORD_TEXTS.alreadyBlocked);
      }
      db.prepare('INSERT INTO blacklist (phone_number, means, reason, agent_id, company_id, user_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
        record.callee,
        '风控拦截',
        RECORD_TEXTS.blockReason,
        record.agentId,
        record.companyId,
        user.id,
        now(),
      );
      return null;
    },
  }),
  define({
    call: recordApi.close,
    handler: ({ db, params, user }) => {
      const id = requiredInteger(params, 'id', '通话记录', { min: 1 });
      const reason = requiredText(params, 'reason', CLOSE_FIELDS.reason.label, CLOSE_FIELDS.reason.max);
      // Scoped like blockCustomers: the record's own scope (gm, who plays every recording, may not close one).
      const where = restrictTo(db, new Where().raw('r.id = ?', id), user, OWNER);
      const record = db.prepare(`SELECT r.recording_url AS file, r.closed_at AS closedAt FROM call_records r ${where}`).get(...where.values) as
        { file: string; closedAt: string | null } | undefined;
      if (!record) throw db.prepare('SELECT 1 FROM call_records WHERE id = ?').get(id) ? forbidden() : notFound('通话记录');
      if (!record.file) throw invalid(RECORD_TEXTS.noRecording);
      if (record.closedAt) throw invalid(RECORD_TEXTS.closed);
      // One transaction (the write's own, endpoint.ts), with its trail: the row says who, when and why; the
      // marks described audio nobody can hear any more. The file name stays in the row, never reused.
      db.prepare('UPDATE call_records SET closed_at = ?, closed_by = ?, close_reason = ? WHERE id = ?').run(now(), user.id, reason, id);
      db.prepare('DELETE FROM call_record_marks WHERE record_id = ?').run(id);
      return null;
    },
  }),
  define({
    call: recordApi.recordingInfo,
    handler: ({ db, params, user }) => {
      const record = playable(reachableRecord(db, user, requiredInteger(params, 'id', '通话记录', { min: 1 })));
      const voice = record.id % VOICES;
      return {
        id: record.id,
        url: signedUrl(user, record.file),
        durationMs: record.seconds * 1000,
        peaks: recordingPeaks(voice, record.seconds),
        peaksPerSecond: PEAKS_PER_SECOND,
        marks: marksOf(db, record.id, user),
      };
    },
  }),
  define({
    call: recordApi.addMark,
    handler: ({ db, params, user }) => {
      const record = playable(reachableRecord(db, user, requiredInteger(params, 'recordId', '通话记录', { min: 1 })));
      const kind = oneOf(params, 'kind', '标记类型', PINNED_KINDS);
      if (!kind) throw invalid(RECORD_TEXTS.markKind);
      const atMs = requiredInteger(params, 'atMs', '标记时间', { min: 0 });
      if (atMs > record.seconds * 1000) throw invalid(RECORD_TEXTS.badMoment);
      const content = requiredText(params, 'text', '标记内容', 200);
      const id = db
        .prepare('INSERT INTO call_record_marks (record_id, at_ms, kind, text, user_id, created_at) VALUES (?, ?, ?, ?, ?, ?)')
        .run(record.id, atMs, kind, content, user.id, now()).lastInsertRowid;
      return marksOf(db, record.id, user).find((mark) => mark.id === Number(id));
    },
  }),
  define({
    call: recordApi.deleteMark,
    handler: ({ db, params, user }) => {
      const id = requiredInteger(params, 'id', '标记', { min: 1 });
      const mark = db.prepare('SELECT record_id AS recordId, user_id AS userId, kind FROM call_record_marks WHERE id = ?').get(id) as
        { recordId: number; userId: number | null; kind: string } | undefined;
      if (!mark) throw notFound('标记');
      reachableRecord(db, user, mark.recordId);
      if (mark.userId !== user.id || !(PINNED_KINDS as readonly string[]).includes(mark.kind)) throw invalid(RECORD_TEXTS.notMine);
      db.prepare('DELETE FROM call_record_marks WHERE id = ?').run(id);
      return null;
    },
  }),
  definePublic({
    call: recordApi.audio,
    handler: ({ db, params, request, reply }) => {
      const file = String(params.file ?? '');
      const user = checkToken(db, request.headers.authorization)?.user ?? signedUser(db, params);
      if (!user) throw new Unauthorized();
      const refuse = (status: number, refusal: Refusal) => reply.code(status).send({ code: refusal.code, message: refusal.message, data: null });
      if (!FILE.test(file)) return refuse(404, notFound('录音'));
      const where = recordingScope(db, new Where().raw('r.recording_url = ?', file), user);
      const record = db.prepare(`SELECT r.id, r.duration_seconds AS seconds, r.closed_at AS closedAt FROM call_records r ${where}`).get(...where.values) as
        { id: number; seconds: number; closedAt: string | null } | undefined;
      if (!record) {
        // A guessed name that is some other user's recording is refused as out of reach, any other as missing.
        return db.prepare('SELECT 1 FROM call_records WHERE recording_url = ?').get(file) ? refuse(403, forbidden()) : refuse(404, notFound('录音'));
      }
      // A closed recording is gone for good, whoever asks and however (a signed address given before the close too).
      if (record.closedAt) return refuse(410, new Refusal(410, RECORD_TEXTS.audioClosed));
      const bytes = recordingBytes(record.id % VOICES, record.seconds);
      reply.header('Content-Type', 'audio/mpeg').header('Accept-Ranges', 'bytes').header('Cache-Control', 'private, max-age=3600');
      const header = request.headers.range;
      const ranges = header ? rangeParser(bytes.length, header, { combine: true }) : -2;
      if (ranges === -1) return reply.code(416).header('Content-Range', `bytes */${bytes.length}`).send();
      if (ranges === -2 || ranges.type !== 'bytes') return reply.code(200).header('Content-Length', bytes.length).send(bytes);
      // One range answers (a media element asks for one at a time); several are answered by their first.
      const { start, end } = ranges[0]!;
      return reply
        .code(206)
        .header('Content-Range', `bytes ${start}-${end}/${bytes.length}`)
        .header('Content-Length', end - start + 1)
        .send(bytes.subarray(start, end + 1));
    },
  }),
  define({
    call: recordApi.riskList,
    handler: ({ db, params, user }) => {
      const where = RISKS.where(params);
      restrictTo(db, where, user, { agent: 'k.agent_id', company: 'k.company_id', user: 'k.user_id' });
      return pageOf(
        db,
        {
          select: `k.id, k.callee, k.caller, COALESCE(u.real_name, '') AS username, COALESCE(c.name, '') AS companyName,
            k.keyword, k.level, k.handled, k.created_at AS createdAt,
            k.kind, k.customer_name AS customerName, COALESCE(h.real_name, h.username, '') AS handledBy, k.handled_at AS handledAt, k.handle_note AS handleNote`,
          from: fromTable(
            'risk_list',
            'k',
            leftJoinOne('users', 'u', 'k.user_id'),
            leftJoinOne('companies', 'c', 'k.company_id'),
            leftJoinOne('users', 'h', 'k.handled_by'),
          ),
          where,
          order: RISKS.order(params, 'k.created_at DESC, k.id DESC'),
        },
        paging(params),
      );
    },
  }),
];
