import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import { prepared } from '../../http/statements';

/**
 * The retention rule of call records and recordings (CONTRACT.md, "Call-record settings"), the one
 * place it is written: /outboundCallRecords shows and purges by it, and the calling of batches asks it
 * whether a new call is recorded. A company's days are its own (`admin_call_record_settings`) or the
 * platform's defaults (`admin_call_retention_defaults`); a company never set is recorded.
 *
 * At a time `at` (`YYYY-MM-DD HH:mm:ss`), a call record of a company is past its retention when it
 * started more than its record days before `at`: purging deletes it (its recording with it). A
 * recording is past its retention when its call started more than its recording days before `at`
 * and the record itself is kept: purging clears it (`recording_url` empty, /recording no longer lists
 * it and its audio answers 404).
 */

/** Each company's rule: `company_id`, `record_days`, `recording_days`, `recording_enabled`. */
export const RETENTION_OF_COMPANIES = `(SELECT c.id AS company_id,
    COALESCE(s.record_days, d.record_days) AS record_days,
    COALESCE(s.recording_days, d.recording_days) AS recording_days,
    COALESCE(s.recording_enabled, 1) AS recording_enabled
  FROM companies c CROSS JOIN admin_call_retention_defaults d LEFT JOIN admin_call_record_settings s ON s.company_id = c.id)`;

/** `at` as an SQL literal (a time is all it may be). */
export function sqlTime(at: string): string {
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(at)) throw new Error(`not a time: ${at}`);
  return `'${at}'`;
}

/** The start time before which a call's record (`k.record_days`) or recording (`k.recording_days`) is past it at `at`. */
const cutOff = (at: string, days: string) => `datetime(${sqlTime(at)}, '-' || ${days} || ' days')`;

/** The condition on a call `r` of a company with the rule `k`: its record is past its retention at `at`. */
export const recordExpired = (at: string) => `r.start_time < ${cutOff(at, 'k.record_days')}`;
/** The condition on a call `r` of a company with the rule `k`: its record is kept, its recording past its retention at `at`. */
export const recordingExpired = (at: string) =>
  `r.recording_url <> '' AND r.start_time < ${cutOff(at, 'k.recording_days')} AND r.start_time >= ${cutOff(at, 'k.record_days')}`;

/** What is past its retention: records (deleted with their recordings) and recordings of records still kept. */
export interface Expired {
  records: number;
  recordings: number;
}

const ids = (db: Db, condition: string, companies: number[]): number[] =>
  db
    .prepare(
      `SELECT r.id FROM ${RETENTION_OF_COMPANIES} k JOIN call_records r ON r.company_id = k.company_id
       WHERE k.company_id IN (SELECT value FROM json_each(?)) AND ${condition}`,
    )
    .pluck()
    .all(JSON.stringify(companies)) as number[];

/** The ids of what is past its retention at `at` among the calls of `companies`. */
function expiredIds(db: Db, companies: number[], at: string): { records: number[]; recordings: number[] } {
  return { records: ids(db, recordExpired(at), companies), recordings: ids(db, recordingExpired(at), companies) };
}

/** How many records and recordings of `companies` are past their retention at `at` (the purge's preview). */
export function expiredCounts(db: Db, companies: number[], at: string): Expired {
  const found = expiredIds(db, companies, at);
  return { records: found.records.length, recordings: found.recordings.length };
}

/** The tables whose rows name a call record (`PRAGMA foreign_key_list`): what a deleted record takes with it. */
function referencesToRecords(db: Db): { table: string; column: string; nullable: boolean; cascades: boolean }[] {
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").pluck().all() as string[];
  return tables.flatMap((table) => {
    const columns = db.pragma(`table_info(${table})`) as { name: string; notnull: number }[];
    return (db.pragma(`foreign_key_list(${table})`) as { table: string; from: string; on_delete: string }[])
      .filter((key) => key.table === 'call_records')
      .map((key) => ({
        table,
        column: key.from,
        nullable: !columns.find((column) => column.name === key.from)?.notnull,
        cascades: key.on_delete === 'CASCADE',
      }));
  });
}

/**
 * Deletes what is past its retention at `at` among the calls of `companies`, in one transaction:
 * the expired records, and with them what describes only that call (its marks, inspections, AI
 * result, abnormal-call entry: a NOT NULL reference); a nullable reference (a risk-list entry that
 * names the call) keeps its row and loses the link. Then the expired recordings of the records kept.
 */
export function purgeExpired(db: Db, companies: number[], at: string): Expired {
  return db.transaction(() => {
    const found = expiredIds(db, companies, at);
    const records = JSON.stringify(found.records);
    for (const reference of referencesToRecords(db)) {
      if (reference.cascades) continue;
      const inRecords = `${reference.column} IN (SELECT value FROM json_each(?))`;
      if (reference.nullable) db.prepare(`UPDATE ${reference.table} SET ${reference.column} = NULL WHERE ${inRecords}`).run(records);
      else db.prepare(`DELETE FROM ${reference.table} WHERE ${inRecords}`).run(records);
    }
    const deleted = db.prepare('DELETE FROM call_records WHERE id IN (SELECT value FROM json_each(?))').run(records).changes;
    const cleared = db
      .prepare("UPDATE call_records SET recording_url = '' WHERE id IN (SELECT value FROM json_each(?))")
      .run(JSON.stringify(found.recordings)).changes;
    return { records: deleted, recordings: cleared };
  })();
}

/** Whether a new call of the company is recorded. */
export function isRecorded(db: Db, companyId: number): boolean {
  return (prepared(db, 'SELECT recording_enabled FROM admin_call_record_settings WHERE company_id = ?').pluck().get(companyId) as number | undefined) !== 0;
}

/** A new connected call's recording file (an unguessable name, as the seed's: GET /api/record/audio serves it), or none when its company records nothing. */
export function newRecordingFile(db: Db, companyId: number): string {
  return isRecorded(db, companyId) ? `${randomBytes(12).toString('hex')}.mp3` : '';
}
