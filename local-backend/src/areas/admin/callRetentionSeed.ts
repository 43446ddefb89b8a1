import { SEEDED_EXPIRED_CALLS } from '@console/sdk/seeded';
import type { Db } from '../../db/database';
import { days, faker, mobile } from '../../db/fake';
import { formatDateTime } from '../../db/time';
import { RETENTION_OF_COMPANIES } from '../platform/callRetention';

/**
 * Seed step (after the call records): the calls of `SEEDED_EXPIRED_CALLS.companyName` that are past its
 * retention, dated from the day the world is seeded, so that a purge always has the same rows to delete:
 * `records` connected calls, each with its recording, started 1 to 30 days more than its record days ago,
 * and `recordings` more whose start lies midway between its recording days and its record days (the record
 * kept, the recording past). Made as the seeded calls are (a staff member of the company, mobile numbers,
 * a connected call's duration, an unguessable recording file); unbilled, as most of that company's calls.
 * The seed counts the rollups after its last step, so every figure still equals its rows.
 */
export function seedExpiredCalls(db: Db): void {
  const company = db
    .prepare(
      `SELECT c.id, c.agent_id AS agentId, k.record_days AS recordDays, k.recording_days AS recordingDays
       FROM companies c JOIN ${RETENTION_OF_COMPANIES} k ON k.company_id = c.id WHERE c.name = ?`,
    )
    .get(SEEDED_EXPIRED_CALLS.companyName) as { id: number; agentId: number | null; recordDays: number; recordingDays: number } | undefined;
  if (!company) throw new Error(`种子数据中没有企业「${SEEDED_EXPIRED_CALLS.companyName}」`);
  // Midway leaves days on either side: the same rows are past their retention for weeks after the seed.
  if (company.recordDays - company.recordingDays < 10) throw new Error(`企业「${SEEDED_EXPIRED_CALLS.companyName}」的录音与通话记录保留天数过近`);
  const users = db.prepare('SELECT id FROM users WHERE company_id = ?').pluck().all(company.id) as number[];
  const insert = db.prepare(
    `INSERT INTO call_records (caller, callee, user_id, company_id, agent_id, start_time, duration_seconds, status, risk, recording_url)
     VALUES (?, ?, ?, ?, ?, ?, ?, '已接通', 0, ?)`,
  );
  const midway = Math.round((company.recordDays + company.recordingDays) / 2);
  const ages = [
    ...Array.from({ length: SEEDED_EXPIRED_CALLS.records }, () => company.recordDays + faker.number.int({ min: 1, max: 30 })),
    ...Array.from({ length: SEEDED_EXPIRED_CALLS.recordings }, () => midway + faker.number.int({ min: -3, max: 3 })),
  ];
  const seeded = Date.now();
  for (const age of ages) {
    insert.run(
      mobile(),
      mobile(),
      users.length ? faker.helpers.arrayElement(users) : null,
      company.id,
      company.agentId,
      // A time of that day, never less than `age` whole days before the seed.
      formatDateTime(new Date(seeded - days(age) - faker.number.int({ min: 0, max: days(1) - 1 }))),
      faker.number.int({ min: 5, max: 900 }),
      `${faker.string.hexadecimal({ length: 24, casing: 'lower', prefix: '' })}.mp3`,
    );
  }
}
