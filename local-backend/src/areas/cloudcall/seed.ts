import { createHash } from 'node:crypto';
import type { Db } from '../../db/database';
import { companyPicker, faker, mobile, recent } from '../../db/fake';
import type { SeedStep } from '../../db/seedStep';
import { seedCallFamilies } from './familySeed';
import { seedPremium } from './premium';
import { seedSipAccountPrices } from './sipAccountPrice';
import { seedPrecisionControls } from './tonglianPrecisionTube';
import { seedCallBatches } from './batchSeed';
import { seedRecordingMarks } from './recordingSeed';
import { seedInspection } from './inspectionSeed';
import { seedAxb } from './axbSeed';

/**
 * A connected call's recording: an unguessable file name (GET /api/record/audio serves its audio,
 * made when first asked for, recordingAudio.ts), drawn without faker so that the sequence the steps
 * after this one continue is unchanged. One connected call in ten has none (the page says so).
 */
export function recordingFile(index: number): string {
  const digest = createHash('sha256').update(`console-recording:${index}`).digest('hex');
  return Number.parseInt(digest.slice(0, 2), 16) % 10 === 0 ? '' : `${digest.slice(2, 26)}.mp3`;
}

/** Call records of the last 90 days and the risk list. */
export function seedCalls(db: Db): void {
  const { pickCompany, usersOf } = companyPicker(db);
  const insertCall = db.prepare(
    `INSERT INTO call_records (caller, callee, user_id, company_id, agent_id, start_time, duration_seconds, status, risk, recording_url)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (let i = 0; i < 5000; i++) {
    const company = pickCompany();
    const users = usersOf.all(company.id) as number[];
    const connected = faker.datatype.boolean({ probability: 0.62 });
    insertCall.run(
      mobile(),
      mobile(),
      users.length ? faker.helpers.arrayElement(users) : null,
      company.id,
      company.agent_id,
      recent(90),
      connected ? faker.number.int({ min: 5, max: 900 }) : 0,
      connected ? '已接通' : faker.helpers.arrayElement(['未接通', '忙线', '拒接', '空号']),
      faker.datatype.boolean({ probability: 0.06 }) ? 1 : 0,
      connected ? recordingFile(i) : '',
    );
  }

  const insertRisk = db.prepare(
    `INSERT INTO risk_list (callee, caller, user_id, company_id, agent_id, keyword, level, handled, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (let i = 0; i < 600; i++) {
    const company = pickCompany();
    const users = usersOf.all(company.id) as number[];
    insertRisk.run(
      mobile(),
      mobile(),
      users.length ? faker.helpers.arrayElement(users) : null,
      company.id,
      company.agent_id,
      faker.helpers.arrayElement(['投诉', '骚扰', '诈骗', '辱骂', '12315', '工信部']),
      faker.helpers.arrayElement(['高', '中', '低']),
      faker.datatype.boolean({ probability: 0.4 }) ? 1 : 0,
      recent(120),
    );
  }
}

/**
 * The cloud-call area's seed steps: its first rows, call records and the risk list, continue the
 * organisation step's faker sequence (`admin/seed.ts`).
 */
export const cloudcallSeedSteps: SeedStep[] = [
  { name: '通话记录与风险名单', table: 'call_records', fakerSeed: { continues: '黑名单' }, fill: seedCalls },
  // Cloud-call families and SIP servers: also bills the call records.
  { name: '云呼模板与分配', table: 'call_templates', fakerSeed: 20261125, after: ['通话记录与风险名单'], fill: seedCallFamilies },
  // SIP numbers and prices, surcharges and precision controls
  { name: '附加费', table: 'cloudcall_premium', fakerSeed: 20261125, after: ['账号与业务数据'], fill: seedPremium },
  // sip_accounts always holds the shell's two accounts: the staff's accounts are seeded with their prices.
  { name: 'SIP 账号与价格', table: 'cloudcall_sip_account_price', fakerSeed: 20261126, after: ['SIP 话机账号'], fill: seedSipAccountPrices },
  { name: '通联精准管控', table: 'cloudcall_precision_control', fakerSeed: 20261127, after: ['账号与业务数据'], fill: seedPrecisionControls },
  // Call batches
  { name: '外呼批次', table: 'cdr_batch_types', fakerSeed: 20261125, after: ['账号与业务数据'], fill: seedCallBatches },
  // Records and the recording player: the marks on the seeded recordings' timelines
  { name: '录音标记', table: 'call_record_marks', fakerSeed: 20261206, after: ['通话记录与风险名单'], fill: seedRecordingMarks },
  // Quality inspection and risk: over the call records and the organisation's staff.
  { name: '质检与风险', table: 'qa_servers', fakerSeed: 20261206, after: ['通话记录与风险名单', '账号与业务数据', '录音标记'], fill: seedInspection },
  // Callback (AXB)
  { name: '回拨套餐与绑定', table: 'axb_packages', fakerSeed: 20261206, after: ['账号与业务数据'], fill: seedAxb },
];
