import { QA_RULE_KIND } from '@console/remote-cloudcall/contract';
import type { Db } from '../../db/database';
import { faker } from '../../db/fake';

type Kind = (typeof QA_RULE_KIND.values)[number];
interface Rule {
  id: number;
  kind: Kind;
  keywords: string;
  threshold: number | null;
  level: string;
  agentId: number | null;
}

const SERVERS = [
  ['华东质检引擎1', '10.20.1.11', 8300, '双引擎', 400],
  ['华东质检引擎2', '10.20.1.12', 8300, '语音转写', 300],
  ['华南质检引擎', '10.30.2.21', 8300, 'AI质检', 200],
  ['华北质检引擎', '10.40.3.31', 8300, '双引擎', 300],
  ['备用转写节点', 'asr-backup.console.local', 9000, '语音转写', 100],
  ['旧版质检节点', '10.20.9.99', 8100, 'AI质检', 50],
] as const;

/** The platform's rules: [name, kind, keywords, threshold, level, deduct]. */
const PLATFORM_RULES = [
  ['投诉风险', '关键词', '投诉,12315,工信部,消协', null, '高', 20],
  ['骚扰拒绝', '关键词', '别再打了,骚扰,不要再打,拉黑', null, '中', 10],
  ['辱骂用语', '关键词', '滚,骗子,神经病', null, '高', 30],
  ['诈骗话术', '关键词', '验证码,转账,安全账户', null, '高', 40],
  ['承诺过度', '关键词', '保证收益,稳赚,百分百', null, '中', 15],
  ['退款纠纷', '关键词', '退款,退钱,退费', null, '低', 5],
  ['长时间静音', '静音', '', 15, '低', 5],
  ['超长静音', '静音', '', 30, '中', 10],
  ['秒挂通话', '时长', '', 8, '低', 2],
] as const;

/** Rules of the first agents (their own, for their companies). */
const AGENT_RULES = [
  ['竞品提及', '关键词', '别家更便宜,竞品,友商', null, '低', 3],
  ['未报工号', '时长', '', 15, '低', 2],
] as const;

/**
 * The quality-inspection world over the seeded calls: servers, rules, the companies enrolled (seven in ten),
 * each enrolled company's connected calls inspected (its sample rate) with the rules' hits and their
 * verdicts, the AI inspection of its calls, and who set the seeded risk states and handled the risk list.
 */
export function seedInspection(db: Db): void {
  const at = db.prepare("SELECT COALESCE(MIN(start_time), datetime('now', 'localtime')) FROM call_records").pluck().get() as string;
  const insertServer = db.prepare(
    'INSERT INTO qa_servers (name, host, port, engine, max_concurrency, enabled, remark, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  SERVERS.forEach(([name, host, port, engine, max], i) => insertServer.run(name, host, port, engine, max, i === SERVERS.length - 1 ? 0 : 1, '', at));
  const servers = db.prepare('SELECT id FROM qa_servers WHERE enabled = 1').pluck().all() as number[];

  const insertRule = db.prepare(
    `INSERT INTO qa_rules (name, kind, keywords, threshold_seconds, level, deduct, enabled, agent_id, remark, created_at)
     VALUES (?, ?, ?, ?, ?, ?, 1, ?, '', ?)`,
  );
  for (const [name, kind, keywords, threshold, level, deduct] of PLATFORM_RULES) insertRule.run(name, kind, keywords, threshold, level, deduct, null, at);
  const agents = db.prepare('SELECT id FROM agents ORDER BY id LIMIT 3').pluck().all() as number[];
  for (const agentId of agents) {
    for (const [name, kind, keywords, threshold, level, deduct] of AGENT_RULES) insertRule.run(name, kind, keywords, threshold, level, deduct, agentId, at);
  }
  const rules = db.prepare('SELECT id, kind, keywords, threshold_seconds AS threshold, level, agent_id AS agentId FROM qa_rules').all() as Rule[];

  // Enrolled companies: the first always (the seeded company account's), then seven in ten.
  const companies = db.prepare('SELECT c.id, c.agent_id AS agentId FROM companies c ORDER BY c.id').all() as { id: number; agentId: number }[];
  const admin = db.prepare("SELECT id FROM users WHERE role = 'admin' ORDER BY id LIMIT 1").pluck().get() as number | undefined;
  const enroll = db.prepare(
    'INSERT INTO qa_companies (company_id, server_id, sample_rate, ai_enabled, enabled, updated_by, updated_at) VALUES (?, ?, ?, ?, 1, ?, ?)',
  );
  const enrolled = new Map<number, { agentId: number; sample: number; ai: boolean }>();
  companies.forEach((company, i) => {
    if (i > 0 && !faker.datatype.boolean({ probability: 0.7 })) return;
    const sample = i === 0 ? 100 : faker.helpers.arrayElement([20, 50, 80, 100]);
    const ai = i === 0 || faker.datatype.boolean({ probability: 0.8 });
    enroll.run(company.id, faker.helpers.arrayElement(servers), sample, ai ? 1 : 0, admin ?? null, at);
    enrolled.set(company.id, { agentId: company.agentId, sample, ai });
  });

  // The reviewers of a company: its company and department accounts.
  const reviewersOf = db.prepare("SELECT id FROM users WHERE company_id = ? AND role IN ('company', 'department')").pluck();
  const calls = db.prepare("SELECT id, company_id AS companyId, duration_seconds AS duration FROM call_records WHERE status = '已接通' ORDER BY id").all() as {
    id: number;
    companyId: number;
    duration: number;
  }[];
  const insertHit = db.prepare(
    `INSERT INTO qa_inspections (record_id, rule_id, hit, at_ms, verdict, comment, reviewer_id, reviewed_at, created_at)
     SELECT @record, @rule, @hit, @atMs, @verdict, @comment, @reviewer,
       CASE WHEN @verdict = '待复核' THEN NULL ELSE datetime(start_time, '+' || (duration_seconds + @reviewDelay) || ' seconds') END,
       datetime(start_time, '+' || (duration_seconds + 120) || ' seconds')
     FROM call_records WHERE id = @record`,
  );
  const insertAi = db.prepare(
    `INSERT INTO qa_ai_results (record_id, risk_level, score, emotion, hits, summary, created_at)
     SELECT @record, @level, @score, @emotion, @hits, @summary, datetime(start_time, '+' || (duration_seconds + 60) || ' seconds')
     FROM call_records WHERE id = @record`,
  );
  for (const call of calls) {
    const company = enrolled.get(call.companyId);
    if (!company || faker.number.int({ min: 1, max: 100 }) > company.sample) continue;
    const found: { rule: Rule; hit: string }[] = [];
    for (const rule of rules) {
      if (rule.agentId !== null && rule.agentId !== company.agentId) continue;
      if (rule.kind === '关键词' && faker.datatype.boolean({ probability: 0.07 }))
        found.push({ rule, hit: faker.helpers.arrayElement(rule.keywords.split(',')) });
      if (rule.kind === '静音' && call.duration > rule.threshold! * 2 && faker.datatype.boolean({ probability: 0.06 }))
        found.push({ rule, hit: `静音 ${rule.threshold! + faker.number.int({ min: 1, max: 20 })} 秒` });
      if (rule.kind === '时长' && call.duration < rule.threshold!) found.push({ rule, hit: `通话 ${call.duration} 秒` });
    }
    const reviewers = reviewersOf.all(call.companyId) as number[];
    for (const { rule, hit } of found) {
      const reviewed = reviewers.length > 0 && faker.datatype.boolean({ probability: 0.55 });
      const verdict = reviewed
        ? faker.helpers.weightedArrayElement([
            { weight: 7, value: '合格' },
            { weight: 3, value: '不合格' },
          ])
        : '待复核';
      insertHit.run({
        record: call.id,
        rule: rule.id,
        hit,
        atMs: rule.kind === '时长' ? 0 : faker.number.int({ min: 0, max: Math.max(0, call.duration - 1) }) * 1000,
        verdict,
        comment:
          verdict === '不合格'
            ? faker.helpers.arrayElement(['坐席未及时安抚客户', '存在违规承诺', '客户明确拒绝后仍继续推销'])
            : verdict === '合格'
              ? '正常'
              : '',
        reviewer: reviewed ? faker.helpers.arrayElement(reviewers) : null,
        reviewDelay: faker.number.int({ min: 3600, max: 3 * 86400 }),
      });
    }
    if (!company.ai) continue;
    const worst = found.some(({ rule }) => rule.kind === '关键词' && rule.level === '高') ? '高' : undefined;
    const level =
      worst ??
      faker.helpers.weightedArrayElement([
        { weight: 70, value: '无' },
        { weight: 15, value: '低' },
        { weight: 10, value: '中' },
        { weight: 5, value: '高' },
      ]);
    const keywords = found.filter(({ rule }) => rule.kind === '关键词').map(({ hit }) => hit);
    insertAi.run({
      record: call.id,
      level,
      score: {
        无: faker.number.int({ min: 85, max: 100 }),
        低: faker.number.int({ min: 70, max: 84 }),
        中: faker.number.int({ min: 50, max: 69 }),
        高: faker.number.int({ min: 10, max: 49 }),
      }[level],
      emotion: level === '高' ? '愤怒' : level === '中' ? '急躁' : '平稳',
      hits: keywords.join(','),
      summary: faker.helpers.arrayElement([
        '客户咨询产品资费，坐席介绍套餐',
        '客户表示暂不需要，礼貌结束通话',
        '客户对扣费有疑问，坐席解释账单',
        '回访已购客户的使用情况',
        '客户要求不再来电',
      ]),
    });
  }

  // Seeded risk states: set by the company's account when it has one (else the system); the risk list's numbers and customers.
  const companyAccount = db.prepare("SELECT id FROM users WHERE company_id = ? AND role = 'company' ORDER BY id LIMIT 1").pluck();
  const risky = db.prepare('SELECT id, company_id AS companyId FROM call_records WHERE risk = 1').all() as { id: number; companyId: number }[];
  const setRisk = db.prepare("UPDATE call_records SET risk_by = ?, risk_at = datetime(start_time, '+1 hours'), risk_reason = ? WHERE id = ?");
  for (const call of risky) {
    setRisk.run(
      (companyAccount.get(call.companyId) as number | undefined) ?? null,
      faker.helpers.arrayElement(['客户投诉', 'AI质检高风险', '疑似骚扰']),
      call.id,
    );
  }
  const entries = db.prepare('SELECT id, company_id AS companyId, handled FROM risk_list').all() as { id: number; companyId: number; handled: number }[];
  const setEntry = db.prepare(
    "UPDATE risk_list SET kind = ?, customer_name = ?, handled_by = ?, handled_at = CASE WHEN ? THEN datetime(created_at, '+1 days') END, handle_note = ? WHERE id = ?",
  );
  for (const entry of entries) {
    const customer = faker.datatype.boolean({ probability: 0.3 });
    const handledBy = entry.handled ? ((companyAccount.get(entry.companyId) as number | undefined) ?? null) : null;
    setEntry.run(
      customer ? '客户' : '号码',
      customer ? faker.person.fullName() : '',
      handledBy,
      entry.handled,
      entry.handled ? faker.helpers.arrayElement(['已致电客户道歉', '已加入黑名单', '已停止外呼该号码']) : '',
      entry.id,
    );
  }

  writeMachineMarks(db);
}

/**
 * The machine's marks on the recordings' timelines (`call_record_marks`, the player's): each keyword hit at its
 * moment, and each AI result with a risk at the call's middle. They replace any earlier machine marks, so that
 * the timeline shows what inspection found and nothing else.
 */
export function writeMachineMarks(db: Db): void {
  db.prepare("DELETE FROM call_record_marks WHERE user_id IS NULL AND kind IN ('ai', 'keyword')").run();
  db.prepare(
    `INSERT INTO call_record_marks (record_id, at_ms, kind, text, user_id, created_at)
     SELECT i.record_id, i.at_ms, 'keyword', '命中关键词：' || i.hit || '（' || q.name || '）', NULL, i.created_at
     FROM qa_inspections i JOIN qa_rules q ON q.id = i.rule_id JOIN call_records r ON r.id = i.record_id
     WHERE q.kind = '关键词' AND r.recording_url <> ''`,
  ).run();
  db.prepare(
    `INSERT INTO call_record_marks (record_id, at_ms, kind, text, user_id, created_at)
     SELECT x.record_id, r.duration_seconds * 500, 'ai',
       'AI质检：' || x.risk_level || '风险，客户情绪' || x.emotion || CASE WHEN x.hits <> '' THEN '，命中' || x.hits ELSE '' END, NULL, x.created_at
     FROM qa_ai_results x JOIN call_records r ON r.id = x.record_id
     WHERE x.risk_level <> '无' AND r.recording_url <> ''`,
  ).run();
}
