import type { Db } from '../../db/database';
import { faker, recent } from '../../db/fake';

const KEYWORDS = ['投诉', '骚扰', '诈骗', '辱骂', '12315', '工信部', '退款', '举报'];
const AI_FINDINGS = ['疑似夸大承诺收益', '未告知录音', '语速过快', '客户明确拒绝后继续推销', '疑似索要验证码', '服务态度生硬'];
const NOTES = ['开场白规范', '未确认客户身份', '此处客户表达不满', '产品介绍清楚', '需复核'];
const VERDICTS = ['合格', '不合格：未按话术', '合格：处理得当'];

/**
 * Marks on the seeded recordings: keyword matches and AI inspection hits on risky calls (and a few
 * others), and the notes and verdicts the company's reviewer (赵敏, the seeded company account) pinned.
 */
export function seedRecordingMarks(db: Db): void {
  const calls = db
    .prepare(`SELECT id, duration_seconds AS seconds, risk, company_id AS companyId FROM call_records WHERE recording_url <> '' ORDER BY id`)
    .all() as { id: number; seconds: number; risk: number; companyId: number | null }[];
  const reviewer = db.prepare("SELECT id FROM users WHERE username = 'company'").pluck().get() as number | undefined;
  const insert = db.prepare('INSERT INTO call_record_marks (record_id, at_ms, kind, text, user_id, created_at) VALUES (?, ?, ?, ?, ?, ?)');
  const moment = (seconds: number) => faker.number.int({ min: 0, max: seconds * 1000 });
  for (const call of calls) {
    if (call.risk === 1) {
      for (let i = faker.number.int({ min: 1, max: 3 }); i > 0; i--)
        insert.run(call.id, moment(call.seconds), 'keyword', `命中关键词：${faker.helpers.arrayElement(KEYWORDS)}`, null, recent(30));
    }
    if (faker.datatype.boolean({ probability: call.risk === 1 ? 0.7 : 0.06 })) {
      const level = call.risk === 1 ? faker.helpers.arrayElement(['高', '中']) : '低';
      insert.run(call.id, moment(call.seconds), 'ai', `${faker.helpers.arrayElement(AI_FINDINGS)}（风险${level}）`, null, recent(30));
    }
    if (reviewer && call.companyId === 1 && faker.datatype.boolean({ probability: 0.08 })) {
      insert.run(call.id, moment(call.seconds), 'note', faker.helpers.arrayElement(NOTES), reviewer, recent(20));
      if (faker.datatype.boolean({ probability: 0.5 }))
        insert.run(call.id, moment(call.seconds), 'verdict', faker.helpers.arrayElement(VERDICTS), reviewer, recent(20));
    }
  }
}
