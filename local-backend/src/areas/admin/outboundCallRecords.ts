import { CALL_RETENTION_TEXTS, callRetentionDefaults, outboundCallRecords, outboundCallRecordsApi } from '@console/remote-admin/contract';
import type { Db } from '../../db/database';
import { now } from '../../db/time';
import type { CurrentUser } from '../../http/auth';
import { define, type Endpoints } from '../../http/endpoint';
import { invalid } from '../../http/envelope';
import { fromTable, join, leftJoinOne } from '../../http/from';
import { listEndpoints } from '../../http/listEndpoints';
import { integer, requiredInteger, type Params } from '../../http/params';
import { inputOf, resourceList } from '../../http/resource';
import { reachable, restrictTo } from '../../http/scope';
import { Where } from '../../http/where';
import { expiredCounts, purgeExpired, recordExpired, recordingExpired, RETENTION_OF_COMPANIES } from '../platform/callRetention';

/** A row is a company: an agent reaches its own and its sub-agents' companies. */
const OWNERSHIP = { agent: 'c.agent_id' };

/** The row's counts, for the list at `at`: the rule's own conditions (platform/callRetention.ts). */
const expiredSql = (condition: string) => `(SELECT COUNT(*) FROM call_records r WHERE r.company_id = c.id AND ${condition})`;

function listQuery(db: Db, user: CurrentUser, params: Params) {
  const at = now();
  const LIST = resourceList(outboundCallRecords, {
    companyName: 'c.name',
    agentName: 'a.name',
    recordingEnabled: "(CASE k.recording_enabled WHEN 1 THEN '开启' ELSE '关闭' END)",
    retentionSource: "(CASE WHEN s.record_days IS NULL AND s.recording_days IS NULL THEN '平台默认' ELSE '企业设置' END)",
    recordDays: 's.record_days',
    recordingDays: 's.recording_days',
    keptRecordDays: 'k.record_days',
    keptRecordingDays: 'k.recording_days',
    expiredRecords: expiredSql(recordExpired(at)),
    expiredRecordings: expiredSql(recordingExpired(at)),
    updatedAt: 's.updated_at',
  });
  const where = restrictTo(db, LIST.where(params), user, OWNERSHIP);
  return {
    select: `c.id, c.name AS companyName, COALESCE(a.name, '') AS agentName,
      (CASE k.recording_enabled WHEN 1 THEN '开启' ELSE '关闭' END) AS recordingEnabled,
      s.record_days AS recordDays, s.recording_days AS recordingDays,
      (CASE WHEN s.record_days IS NULL AND s.recording_days IS NULL THEN '平台默认' ELSE '企业设置' END) AS retentionSource,
      k.record_days AS keptRecordDays, k.recording_days AS keptRecordingDays,
      ${expiredSql(recordExpired(at))} AS expiredRecords, ${expiredSql(recordingExpired(at))} AS expiredRecordings,
      COALESCE(u.username, '') AS updatedBy, s.updated_at AS updatedAt`,
    from: fromTable(
      'companies',
      'c',
      leftJoinOne('agents', 'a', 'c.agent_id'),
      join(`JOIN ${RETENTION_OF_COMPANIES} k ON k.company_id = c.id`, 'k'),
      join('LEFT JOIN admin_call_record_settings s ON s.company_id = c.id', 's'),
      leftJoinOne('users', 'u', 's.user_id'),
    ),
    where,
    order: LIST.order(params, 'c.id'),
  };
}

/** The companies a purge or a preview acts on: company `id` if the user reaches it (else 403), or every company the user reaches. */
function companiesOf(db: Db, user: CurrentUser, params: Params): number[] {
  const from = fromTable('companies', 'c');
  const id = integer(params, 'id', '企业编号', { min: 1 });
  if (id !== undefined) return reachable(db, from, restrictTo(db, new Where(), user, OWNERSHIP), [id]);
  const where = restrictTo(db, new Where(), user, OWNERSHIP);
  return db
    .prepare(`SELECT c.id FROM ${from} ${where}`)
    .pluck()
    .all(...where.values) as number[];
}

/** A recording kept longer than its record is refused (the record goes, and the recording with it). */
function checkDays(recordDays: number, recordingDays: number): void {
  if (recordingDays > recordDays) throw invalid(CALL_RETENTION_TEXTS.recordingLonger);
}

const defaultsOf = (db: Db) =>
  db.prepare('SELECT record_days AS recordDays, recording_days AS recordingDays FROM admin_call_retention_defaults WHERE id = 1').get() as {
    recordDays: number;
    recordingDays: number;
  };

/** 外呼记录设置 (/outboundCallRecords): this project's calls (CONTRACT.md, "Call-record settings"). */
export const outboundCallRecordsEndpoints: Endpoints = [
  ...listEndpoints({
    list: outboundCallRecordsApi.list,
    sheet: outboundCallRecordsApi.export,
    fileName: '外呼记录设置',
    query: ({ db, params, user }) => listQuery(db, user, params),
  }),
  define({
    call: outboundCallRecordsApi.update,
    handler: ({ db, params, user }) => {
      const [id] = reachable(db, fromTable('companies', 'c'), restrictTo(db, new Where(), user, OWNERSHIP), [
        requiredInteger(params, 'id', '企业编号', { min: 1 }),
      ]);
      // The whole setting is sent: days left empty go back to the platform's defaults.
      const input = inputOf(outboundCallRecords, params, outboundCallRecords.formKeys, 'edit');
      const defaults = defaultsOf(db);
      checkDays(input.recordDays ?? defaults.recordDays, input.recordingDays ?? defaults.recordingDays);
      db.prepare(
        `INSERT INTO admin_call_record_settings (company_id, recording_enabled, record_days, recording_days, updated_at, user_id) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (company_id) DO UPDATE SET recording_enabled = excluded.recording_enabled, record_days = excluded.record_days,
           recording_days = excluded.recording_days, updated_at = excluded.updated_at, user_id = excluded.user_id`,
      ).run(id, input.recordingEnabled === '关闭' ? 0 : 1, input.recordDays ?? null, input.recordingDays ?? null, now(), user.id);
      return null;
    },
  }),
  define({ call: outboundCallRecordsApi.getDefaults, handler: ({ db }) => defaultsOf(db) }),
  define({
    call: outboundCallRecordsApi.updateDefaults,
    handler: ({ db, params, user }) => {
      const input = inputOf(callRetentionDefaults, params);
      checkDays(input.recordDays, input.recordingDays);
      // A company's own days must still hold beside the new defaults.
      const broken = db
        .prepare(
          `SELECT COUNT(*) FROM admin_call_record_settings
           WHERE (record_days IS NULL) <> (recording_days IS NULL) AND COALESCE(recording_days, ?) > COALESCE(record_days, ?)`,
        )
        .pluck()
        .get(input.recordingDays, input.recordDays) as number;
      if (broken > 0) throw invalid(CALL_RETENTION_TEXTS.defaultsConflict(broken));
      db.prepare('UPDATE admin_call_retention_defaults SET record_days = ?, recording_days = ?, updated_at = ?, user_id = ? WHERE id = 1').run(
        input.recordDays,
        input.recordingDays,
        now(),
        user.id,
      );
      return null;
    },
  }),
  define({ call: outboundCallRecordsApi.expiredCount, handler: ({ db, params, user }) => expiredCounts(db, companiesOf(db, user, params), now()) }),
  define({ call: outboundCallRecordsApi.purgeExpired, handler: ({ db, params, user }) => purgeExpired(db, companiesOf(db, user, params), now()) }),
];

/**
 * Seed step: some companies with settings of their own, so the list shows both kinds and the preview
 * has something to count: each agent's newest company (the first agent's: 60 days of records, 30 of
 * recordings, so some of its calls are past them) and every seventh company from the third, in turn
 * 60/30 days, recording off, two years/one year, only 45 days of recordings.
 */
export function seedCallRecordSettings(db: Db): void {
  const admin = db.prepare("SELECT id FROM users WHERE role = 'admin' ORDER BY id LIMIT 1").pluck().get() as number;
  const newest = db.prepare('SELECT MAX(id) FROM companies WHERE agent_id IS NOT NULL GROUP BY agent_id ORDER BY agent_id').pluck().all() as number[];
  const sevenths = (db.prepare('SELECT id FROM companies ORDER BY id').pluck().all() as number[]).filter((_, index) => index % 7 === 2);
  const SETTINGS: [enabled: number, recordDays: number | null, recordingDays: number | null][] = [
    [1, 60, 30],
    [0, null, null],
    [1, 730, 365],
    [1, null, 45],
  ];
  const insert = db.prepare(
    'INSERT INTO admin_call_record_settings (company_id, recording_enabled, record_days, recording_days, updated_at, user_id) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const at = now();
  [...new Set([...newest, ...sevenths])].forEach((company, index) => insert.run(company, ...SETTINGS[index % SETTINGS.length]!, at, admin));
}
