import { ROLES } from '@console/sdk/manifest';
import { SEEDED_ACCOUNTS } from '@console/sdk/seeded';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSPECTION_TEXTS, inspectionApi } from '@console/remote-cloudcall/contract';
import { addOtherAgent, readSheet, startBackend, type Harness } from '../../test/harness';

let backend: Harness;
const tokens: Partial<Record<string, string>> = {};
beforeAll(async () => {
  backend = await startBackend();
  for (const role of ROLES) tokens[role] = await backend.login(SEEDED_ACCOUNTS[role].username);
});
afterAll(() => backend.app.close());

const post = async (url: string, payload: Record<string, unknown> = {}, as = 'admin') =>
  (await backend.call({ method: 'POST', url, payload, token: tokens[as] ?? as })).body;
const get = async (url: string, as = 'admin') => (await backend.call({ method: 'GET', url, token: tokens[as] })).body;
const userOf = (role: string) =>
  backend.db.prepare('SELECT id, company_id AS companyId FROM users WHERE username = ?').get(SEEDED_ACCOUNTS[role as 'admin'].username) as {
    id: number;
    companyId: number | null;
  };

describe('the inspection seed: one world over the call records', () => {
  it('inspects the enrolled companies’ connected calls, thousands of hits and AI results', () => {
    const count = (sql: string) => backend.db.prepare(sql).pluck().get() as number;
    expect(count('SELECT COUNT(*) FROM qa_inspections')).toBeGreaterThan(300);
    expect(count('SELECT COUNT(*) FROM qa_ai_results')).toBeGreaterThan(1000);
    // Every hit and AI result is on a connected call of an enrolled company.
    expect(
      count(`SELECT COUNT(*) FROM qa_inspections i JOIN call_records r ON r.id = i.record_id
             WHERE r.status <> '已接通' OR r.company_id NOT IN (SELECT company_id FROM qa_companies)`),
    ).toBe(0);
    expect(count("SELECT COUNT(*) FROM qa_inspections WHERE verdict <> '待复核' AND (reviewer_id IS NULL OR reviewed_at IS NULL)")).toBe(0);
  });

  it('the machine marks on the recordings are inspection’s: each keyword hit at its moment, each AI result with a risk', () => {
    const count = (sql: string) => backend.db.prepare(sql).pluck().get() as number;
    const keywordHits = count(`SELECT COUNT(*) FROM qa_inspections i JOIN qa_rules q ON q.id = i.rule_id JOIN call_records r ON r.id = i.record_id
      WHERE q.kind = '关键词' AND r.recording_url <> ''`);
    expect(keywordHits).toBeGreaterThan(100);
    expect(count("SELECT COUNT(*) FROM call_record_marks WHERE kind = 'keyword'")).toBe(keywordHits);
    // Every keyword mark sits where its hit is.
    expect(
      count(`SELECT COUNT(*) FROM call_record_marks m WHERE m.kind = 'keyword' AND NOT EXISTS
        (SELECT 1 FROM qa_inspections i WHERE i.record_id = m.record_id AND i.at_ms = m.at_ms)`),
    ).toBe(0);
    expect(count("SELECT COUNT(*) FROM call_record_marks WHERE kind = 'ai'")).toBe(
      count("SELECT COUNT(*) FROM qa_ai_results x JOIN call_records r ON r.id = x.record_id WHERE x.risk_level <> '无' AND r.recording_url <> ''"),
    );
  });
});

describe('/api/record/qualityRecord and the review', () => {
  it('scopes the hits to the company’s calls and filters by verdict on the server', async () => {
    const company = userOf('company');
    const { data } = await post('/api/record/qualityRecord', { verdict: '待复核', pageSize: 50 }, 'company');
    expect(data.total).toBeGreaterThan(0);
    const all = (await post('/api/record/qualityRecord', { verdict: '待复核', pageSize: 1 })).data.total;
    expect(data.total).toBeLessThan(all);
    for (const row of data.list) expect(row.verdict).toBe('待复核');
    const names = new Set(data.list.map((row: { companyName: string }) => row.companyName));
    const own = backend.db.prepare('SELECT name FROM companies WHERE id = ?').pluck().get(company.companyId);
    expect([...names]).toEqual([own]);
  });

  it('lists the reviewed only for /inspectionRecords', async () => {
    const { data } = await post('/api/record/qualityRecord', { reviewed: 1, pageSize: 50 });
    expect(data.total).toBeGreaterThan(0);
    for (const row of data.list) {
      expect(row.verdict).not.toBe('待复核');
      expect(row.reviewedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    }
  });

  it('a verdict writes who and when, once; 不合格 needs a comment; staff may not review', async () => {
    const [row] = (await post('/api/record/qualityRecord', { verdict: '待复核', pageSize: 1 }, 'company')).data.list;
    expect(await post('/api/cloudcall/qualityReview', { id: row.id, verdict: '不合格' }, 'company')).toMatchObject({
      code: 400,
      message: INSPECTION_TEXTS.commentRequired,
    });
    expect((await post('/api/cloudcall/qualityReview', { id: row.id, verdict: '合格' }, 'normal')).code).toBe(403);
    expect((await post('/api/cloudcall/qualityReview', { id: row.id, verdict: '不合格', comment: '未安抚客户' }, 'company')).code).toBe(200);
    const saved = backend.db.prepare('SELECT verdict, comment, reviewer_id AS reviewer, reviewed_at AS at FROM qa_inspections WHERE id = ?').get(row.id) as {
      verdict: string;
      comment: string;
      reviewer: number;
      at: string;
    };
    expect(saved).toMatchObject({ verdict: '不合格', comment: '未安抚客户', reviewer: userOf('company').id });
    expect(saved.at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // The verdict is pinned to the hit's moment on the recording, by the reviewer.
    const mark = backend.db
      .prepare(
        "SELECT m.at_ms AS atMs, m.text, m.user_id AS userId FROM call_record_marks m JOIN qa_inspections i ON i.record_id = m.record_id WHERE i.id = ? AND m.kind = 'verdict'",
      )
      .get(row.id);
    expect(mark).toMatchObject({ atMs: row.atSeconds * 1000, userId: userOf('company').id, text: expect.stringContaining('未安抚客户') });
    expect(await post('/api/cloudcall/qualityReview', { id: row.id, verdict: '合格' }, 'company')).toMatchObject({
      code: 400,
      message: INSPECTION_TEXTS.alreadyReviewed,
    });
  });

  it('批量合格 reviews the pending hits of a selection, names those already reviewed, and refuses a selection out of reach whole', async () => {
    const company = userOf('company');
    const own = (verdict: string) =>
      backend.db
        .prepare(
          `SELECT i.id FROM qa_inspections i JOIN call_records r ON r.id = i.record_id WHERE r.company_id = ? AND i.verdict ${verdict} ORDER BY i.id LIMIT 2`,
        )
        .pluck()
        .all(company.companyId) as number[];
    const pending = own("= '待复核'");
    const done = own("<> '待复核'");
    const foreign = backend.db
      .prepare("SELECT i.id FROM qa_inspections i JOIN call_records r ON r.id = i.record_id WHERE r.company_id <> ? AND i.verdict = '待复核' LIMIT 1")
      .pluck()
      .get(company.companyId) as number;
    expect((await post('/api/cloudcall/qualityReviewBatch', { ids: [...pending, foreign].join(',') }, 'company')).code).toBe(403);
    const verdictOf = (id: number) => backend.db.prepare('SELECT verdict FROM qa_inspections WHERE id = ?').pluck().get(id);
    expect(pending.map(verdictOf)).toEqual(['待复核', '待复核']);
    const answer = await post('/api/cloudcall/qualityReviewBatch', { ids: [...pending, ...done].join(',') }, 'company');
    expect(answer).toMatchObject({ code: 200, data: { reviewed: 2, skipped: done } });
    expect(pending.map(verdictOf)).toEqual(['合格', '合格']);
  });

  it('refuses a review of another company’s hit', async () => {
    const company = userOf('company');
    const other = backend.db
      .prepare("SELECT i.id FROM qa_inspections i JOIN call_records r ON r.id = i.record_id WHERE r.company_id <> ? AND i.verdict = '待复核' LIMIT 1")
      .pluck()
      .get(company.companyId);
    expect((await post('/api/cloudcall/qualityReview', { id: other, verdict: '合格' }, 'company')).code).toBe(403);
  });

  it('exports the hits as .xlsx with the resource’s columns', async () => {
    const response = await backend.app.inject({
      method: 'POST',
      url: '/api/cloudcall/exportQualityRecords',
      headers: { authorization: `Bearer ${tokens.admin}` },
      payload: { verdict: '不合格' },
    });
    expect(String(response.headers['content-disposition'])).toContain('.xlsx');
    const sheet = await readSheet(response.rawPayload);
    expect(sheet.getRow(1).values).toEqual([undefined, ...inspectionApi.exportQualityRecords.columns.map((column) => column.title)]);
    const total = (await post('/api/record/qualityRecord', { verdict: '不合格', pageSize: 1 })).data.total;
    expect(sheet.rowCount).toBe(total + 1);
  });
});

describe('risk state of a call and the risk list', () => {
  it('marking a call risky writes who, when and why, and puts its callee on the risk list in one step', async () => {
    const [call] = (await post('/api/cloudcall/riskStateList', { risk: 0, status: '已接通', pageSize: 1 }, 'company')).data.list;
    expect(await post('/api/record/riskRecordUpdate', { id: call.id, risk: 1, reason: '' }, 'company')).toMatchObject({
      code: 400,
      message: INSPECTION_TEXTS.reasonRequired,
    });
    const before = backend.db.prepare("SELECT COUNT(*) FROM risk_list WHERE callee = ? AND handled = 0 AND kind = '号码'").pluck().get(call.callee) as number;
    expect((await post('/api/record/riskRecordUpdate', { id: call.id, risk: 1, reason: '客户投诉', level: '高' }, 'company')).code).toBe(200);
    const [marked] = (await post('/api/cloudcall/riskStateList', { callee: call.callee, risk: 1, pageSize: 5 }, 'company')).data.list;
    expect(marked).toMatchObject({ id: call.id, risk: 1, riskReason: '客户投诉' });
    expect(marked.riskBy).toBe(backend.db.prepare('SELECT real_name FROM users WHERE id = ?').pluck().get(userOf('company').id));
    expect(marked.riskAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const after = backend.db.prepare("SELECT COUNT(*) FROM risk_list WHERE callee = ? AND handled = 0 AND kind = '号码'").pluck().get(call.callee) as number;
    expect(after).toBe(before === 0 ? 1 : before);
    expect(await post('/api/record/riskRecordUpdate', { id: call.id, risk: 1, reason: '再次' }, 'company')).toMatchObject({
      code: 400,
      message: INSPECTION_TEXTS.alreadyRisky,
    });
    expect((await post('/api/record/riskRecordUpdate', { id: call.id, risk: 0, reason: '误判' }, 'company')).code).toBe(200);
    expect(await post('/api/record/riskRecordUpdate', { id: call.id, risk: 0, reason: '误判' }, 'company')).toMatchObject({
      code: 400,
      message: INSPECTION_TEXTS.notRisky,
    });
  });

  it('a staff member and another agent may not change a risk state', async () => {
    const [call] = (await post('/api/cloudcall/riskStateList', { risk: 0, pageSize: 1 })).data.list;
    expect((await post('/api/record/riskRecordUpdate', { id: call.id, risk: 1, reason: 'x' }, 'normal')).code).toBe(403);
    const agent3 = await backend.login(addOtherAgent(backend.db));
    expect((await post('/api/record/riskRecordUpdate', { id: call.id, risk: 1, reason: 'x' }, agent3)).code).toBe(403);
  });

  it('handling a risk-list entry writes who, when and what, once', async () => {
    const [entry] = (await post('/api/record/riskList', { handled: 0, pageSize: 1 }, 'company')).data.list;
    expect((await post('/api/cloudcall/riskHandle', { id: entry.id, note: '已致电道歉' }, 'company')).code).toBe(200);
    const [handled] = (await post('/api/record/riskList', { callee: entry.callee, handled: 1, pageSize: 10 }, 'company')).data.list.filter(
      (row: { id: number }) => row.id === entry.id,
    );
    expect(handled).toMatchObject({ handled: 1, handleNote: '已致电道歉' });
    expect(handled.handledBy).not.toBe('');
    expect(await post('/api/cloudcall/riskHandle', { id: entry.id, note: '再次' }, 'company')).toMatchObject({
      code: 400,
      message: INSPECTION_TEXTS.alreadyHandled,
    });
  });

  it('lists numbers and customers, filtered by kind', async () => {
    const { data } = await post('/api/record/riskList', { kind: '客户', pageSize: 20 });
    expect(data.total).toBeGreaterThan(0);
    for (const row of data.list) {
      expect(row.kind).toBe('客户');
      expect(row.customerName).not.toBe('');
    }
  });
});

describe('AI inspection and its monitoring', () => {
  it('filters the AI results by risk level, scoped to the company', async () => {
    const { data } = await post('/api/record/AIInspectionList', { riskLevel: '高', pageSize: 50 }, 'company');
    expect(data.total).toBeGreaterThan(0);
    for (const row of data.list) expect(row.riskLevel).toBe('高');
    expect((await post('/api/record/AIInspectionList', { riskLevel: '高', pageSize: 1 })).data.total).toBeGreaterThan(data.total);
  });

  it('aiInspectionTotals counts the same search as the list, by level', async () => {
    const search = { emotion: '愤怒' };
    const { data } = await post('/api/cloudcall/aiInspectionTotals', search, 'company');
    const total = async (riskLevel?: string) => (await post('/api/record/AIInspectionList', { ...search, riskLevel, pageSize: 1 }, 'company')).data.total;
    expect(data).toEqual({ total: await total(), high: await total('高'), medium: await total('中'), low: await total('低') });
    expect(data.total).toBeGreaterThan(0);
  });

  it('AiRiskRecord counts each day from the AI results (admin only)', async () => {
    const { data } = await post('/api/record/AiRiskRecord', { pageSize: 5 });
    const [day] = data.list;
    const counted = backend.db
      .prepare("SELECT COUNT(*) AS total, SUM(risk_level = '高') AS high FROM qa_ai_results WHERE date(created_at) = ?")
      .get(day.day) as { total: number; high: number };
    expect(day).toMatchObject(counted);
    expect(data.total).toBe(backend.db.prepare('SELECT COUNT(DISTINCT date(created_at)) FROM qa_ai_results').pluck().get());
    expect((await post('/api/record/AiRiskRecord', {}, 'agent')).code).toBe(403);
  });

  it('QualityCompany answers the enrolled companies the user may see', async () => {
    const mine = (await get('/api/record/QualityCompany?userId=1', 'company')).data;
    expect(mine).toHaveLength(1);
    expect(mine[0].value).toBe(userOf('company').companyId);
    const all = (await get('/api/record/QualityCompany')).data;
    expect(all.length).toBe(backend.db.prepare('SELECT COUNT(*) FROM qa_companies WHERE enabled = 1').pluck().get());
  });
});

describe('rules, enrolled companies and servers', () => {
  it('a keyword rule needs keywords, a silence rule a threshold; an agent may not edit the platform’s rules', async () => {
    const base = { name: '测试规则', level: '中', deduct: 5, enabled: 1 };
    expect(await post('/api/cloudcall/inspectionRuleSave', { ...base, kind: '关键词', keywords: '' })).toMatchObject({
      code: 400,
      message: INSPECTION_TEXTS.keywordsRequired,
    });
    expect(await post('/api/cloudcall/inspectionRuleSave', { ...base, kind: '静音' })).toMatchObject({
      code: 400,
      message: INSPECTION_TEXTS.thresholdRequired,
    });
    const added = await post('/api/cloudcall/inspectionRuleSave', { ...base, kind: '关键词', keywords: '退订， 不需要' }, 'agent');
    expect(added.code).toBe(200);
    const [own] = (await post('/api/cloudcall/inspectionRuleList', { name: '测试规则', pageSize: 5 }, 'agent')).data.list;
    expect(own).toMatchObject({ keywords: '退订,不需要', owner: expect.not.stringMatching(/^平台$/) });
    const platform = backend.db.prepare('SELECT id FROM qa_rules WHERE agent_id IS NULL LIMIT 1').pluck().get();
    expect(await post('/api/cloudcall/inspectionRuleSave', { ...base, id: platform, kind: '关键词', keywords: 'x' }, 'agent')).toMatchObject({
      code: 400,
      message: INSPECTION_TEXTS.notYourRule,
    });
    expect((await post('/api/cloudcall/inspectionRuleDelete', { id: added.data.id }, 'agent')).code).toBe(200);
  });

  it('refuses to delete a rule that produced hits', async () => {
    const rule = backend.db.prepare('SELECT rule_id, COUNT(*) AS n FROM qa_inspections GROUP BY rule_id LIMIT 1').get() as { rule_id: number; n: number };
    expect(await post('/api/cloudcall/inspectionRuleDelete', { id: rule.rule_id })).toMatchObject({ code: 400, message: INSPECTION_TEXTS.ruleInUse(rule.n) });
  });

  it('enrols a company at most once, on an enabled server; a server in use is not deleted', async () => {
    const enrolled = backend.db.prepare('SELECT company_id, server_id FROM qa_companies LIMIT 1').get() as { company_id: number; server_id: number };
    expect(
      await post('/api/cloudcall/inspectionCompanySave', {
        companyId: enrolled.company_id,
        serverId: enrolled.server_id,
        sampleRate: 50,
        aiEnabled: 1,
        enabled: 1,
      }),
    ).toMatchObject({ code: 400, message: INSPECTION_TEXTS.companyEnrolled });
    const free = backend.db.prepare('SELECT id FROM companies WHERE id NOT IN (SELECT company_id FROM qa_companies) LIMIT 1').pluck().get();
    const disabled = backend.db.prepare('SELECT id FROM qa_servers WHERE enabled = 0 LIMIT 1').pluck().get();
    expect(await post('/api/cloudcall/inspectionCompanySave', { companyId: free, serverId: disabled, sampleRate: 50, aiEnabled: 1, enabled: 1 })).toMatchObject(
      {
        code: 400,
        message: INSPECTION_TEXTS.serverDisabled,
      },
    );
    const users = backend.db.prepare('SELECT COUNT(*) FROM qa_companies WHERE server_id = ?').pluck().get(enrolled.server_id) as number;
    expect(await post('/api/cloudcall/inspectionServerDelete', { id: enrolled.server_id })).toMatchObject({
      code: 400,
      message: INSPECTION_TEXTS.serverInUse(users),
    });
    expect((await post('/api/cloudcall/inspectionServerDelete', { id: disabled }, 'agent')).code).toBe(403);
  });

  it('the summary per company equals the hits behind it', async () => {
    const [row] = (await post('/api/cloudcall/inspectionSummary', { pageSize: 1 })).data.list;
    const hits = backend.db
      .prepare(`SELECT COUNT(*) FROM qa_inspections i JOIN call_records r ON r.id = i.record_id JOIN companies c ON c.id = r.company_id WHERE c.name = ?`)
      .pluck()
      .get(row.companyName);
    expect(row.inspections).toBe(hits);
  });

  it('refuses the manage calls to the roles the 质检 group is not for', async () => {
    for (const role of ROLES.filter((role) => !['admin', 'agent'].includes(role))) {
      expect((await post('/api/cloudcall/inspectionRuleList', {}, role)).code).toBe(403);
    }
  });
});
