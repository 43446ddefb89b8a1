import { createHash } from 'node:crypto';
import { NUMBER_ACTIONS, NUMBER_PACKAGE, OPERATORS, type NumberState } from '@console/remote-carrier/contract';
import type { Db } from '../../db/database';
import { companyPicker, days, faker, mobile } from '../../db/fake';
import { formatDateTime } from '../../db/time';

/** Numbers seeded per operator brand. */
export const NUMBERS_PER_OPERATOR = 1500;
/** Call records are seeded over this many days back. */
const CALL_DAYS = 30;
/**
 * A connected call's recording, named as every seeded recording is (an unguessable hex name: the
 * recordings' audio call serves only such names, made when first asked for).
 */
const recordingName = (numberId: number | bigint, call: number) =>
  `${createHash('sha256').update(`carrier-recording:${numberId}-${call}`).digest('hex').slice(0, 24)}.mp3`;
/** The prefixes of the virtual-operator segments. */
const PREFIXES = ['162', '165', '167', '170', '171'];

const SUSPEND_REASONS = ['客户申请停机', '欠费停机', '投诉较多，暂停使用', '疑似骚扰外呼'];
const FREEZE_REASONS = ['运营商风控冻结', '实名信息待核验', '高频外呼触发冻结'];
const REJECT_REASONS = ['实名资料不清晰', '营业执照与企业名称不符', '身份证已过期'];
const RESTART_REASONS = ['线路异常，重启恢复', '客户反馈无法呼出', '运营商割接后重启', '注册失败重启'];
/** The brands whose line restarts numbers (NUMBER_ACTIONS.restart). */
const RESTARTING: readonly string[] = NUMBER_ACTIONS.restart.operators;
const CLOSE_REASONS = ['客户申请销户', '长期未使用', '合同到期'];

const at = (ms: number) => formatDateTime(new Date(ms));

/**
 * Thousands of virtual-operator numbers per brand over the admin area's companies, each with the
 * history of its states, and the call records they placed over the last 30 days (a few numbers
 * call hard and short, as abusers do: what the health score and the abnormal lists find).
 */
export function seedCarrierNumbers(db: Db): void {
  const { pickCompany, usersOf } = companyPicker(db);
  const admin = db.prepare("SELECT id FROM users WHERE role = 'admin' ORDER BY id LIMIT 1").pluck().get() as number;
  const insertNumber = db.prepare(
    `INSERT INTO carrier_numbers (phone_number, operator, company_id, agent_id, state, holder_name, balance, package, valid_until, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertEvent = db.prepare(
    'INSERT INTO carrier_number_events (number_id, action, from_state, to_state, reason, user_id, at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const insertCall = db.prepare(
    `INSERT INTO call_records (caller, callee, user_id, company_id, agent_id, start_time, duration_seconds, status, risk, recording_url)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const taken = new Set<string>();
  const nowMs = Date.now();
  for (const operator of OPERATORS.keys) {
    for (let i = 0; i < NUMBERS_PER_OPERATOR; i++) {
      let phone: string;
      do phone = faker.helpers.arrayElement(PREFIXES) + faker.string.numeric(8);
      while (taken.has(phone));
      taken.add(phone);
      const company = pickCompany();
      const users = usersOf.all(company.id) as number[];
      const actor = () => (users.length ? faker.helpers.arrayElement(users) : admin);
      const state = faker.helpers.weightedArrayElement<NumberState>([
        { weight: 62, value: 'open' },
        { weight: 8, value: 'reviewing' },
        { weight: 5, value: 'rejected' },
        { weight: 9, value: 'suspended' },
        // Only the DJ line freezes numbers.
        ...(operator === 'DJ' ? [{ weight: 6, value: 'frozen' as const }] : []),
        { weight: 10, value: 'closed' },
      ]);
      // Submitted up to two years ago (those under review within the last two weeks).
      const submitted = nowMs - faker.number.int({ min: days(state === 'reviewing' ? 0 : 35), max: days(state === 'reviewing' ? 14 : 720) });
      const reviewed = submitted + faker.number.int({ min: 3_600_000, max: days(3) });
      const changed = reviewed + faker.number.float({ min: 0.5, max: 1 }) * (nowMs - reviewed);
      const validUntil = reviewed + days(faker.helpers.arrayElement([365, 730, 1095]));
      const last = state === 'reviewing' ? submitted : state === 'open' || state === 'rejected' ? reviewed : changed;
      const id = Number(
        insertNumber.run(
          phone,
          operator,
          company.id,
          company.agent_id,
          state,
          faker.person.fullName(),
          state === 'reviewing' || state === 'rejected' ? 0 : faker.number.float({ min: 0, max: 800, fractionDigits: 2 }),
          faker.helpers.arrayElement(NUMBER_PACKAGE.values),
          at(state === 'reviewing' || state === 'rejected' ? submitted : validUntil),
          at(submitted),
          at(last),
        ).lastInsertRowid,
      );
      insertEvent.run(id, 'submit', null, 'reviewing', '提交开户申请', actor(), at(submitted));
      if (state === 'reviewing') continue;
      if (state === 'rejected') {
        insertEvent.run(id, 'reject', 'reviewing', 'rejected', faker.helpers.arrayElement(REJECT_REASONS), admin, at(reviewed));
        continue;
      }
      insertEvent.run(id, 'approve', 'reviewing', 'open', '资料齐全，审核通过', admin, at(reviewed));
      if (state === 'suspended') insertEvent.run(id, 'suspend', 'open', 'suspended', faker.helpers.arrayElement(SUSPEND_REASONS), actor(), at(changed));
      if (state === 'frozen') insertEvent.run(id, 'freeze', 'open', 'frozen', faker.helpers.arrayElement(FREEZE_REASONS), admin, at(changed));
      if (state === 'closed') insertEvent.run(id, 'close', 'open', 'closed', faker.helpers.arrayElement(CLOSE_REASONS), actor(), at(changed));
      if (state === 'closed') continue;
      // Restarts on the line (the brands with restart records), while the number was open.
      if (state === 'open' && RESTARTING.includes(operator) && faker.datatype.boolean({ probability: 0.12 })) {
        for (let r = faker.number.int({ min: 1, max: 2 }); r > 0; r--) {
          const when = faker.number.int({ min: Math.max(reviewed, nowMs - days(90)), max: nowMs });
          insertEvent.run(id, 'restart', 'open', 'open', faker.helpers.arrayElement(RESTART_REASONS), actor(), at(when));
        }
      }

      // Calls since it opened (30 days at most), until it was stopped.
      const from = Math.max(reviewed, nowMs - days(CALL_DAYS));
      const until = state === 'open' ? nowMs : changed;
      if (until <= from) continue;
      const abusive = faker.datatype.boolean({ probability: 0.05 });
      const count = abusive ? faker.number.int({ min: 30, max: 120 }) : faker.number.int({ min: 0, max: 10 });
      for (let c = 0; c < count; c++) {
        const connected = faker.datatype.boolean({ probability: abusive ? 0.3 : 0.62 });
        const duration = !connected ? 0 : abusive ? faker.number.int({ min: 2, max: 40 }) : faker.number.int({ min: 8, max: 900 });
        insertCall.run(
          phone,
          mobile(),
          users.length ? faker.helpers.arrayElement(users) : null,
          company.id,
          company.agent_id,
          at(faker.number.int({ min: from, max: until })),
          duration,
          connected ? '已接通' : faker.helpers.arrayElement(['未接通', '忙线', '拒接', '空号']),
          faker.datatype.boolean({ probability: abusive ? 0.15 : 0.01 }) ? 1 : 0,
          connected ? recordingName(id, c) : '',
        );
      }
    }
  }
}
