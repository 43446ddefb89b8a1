import { GATE_RULE, GATE_TEXTS, type GateRule } from '@console/remote-carrier/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { startBackend, type Harness } from '../../test/harness';
import { askGate, gate, WAIT_LOG_MINUTES, type CallAttempt } from './gate';

/**
 * The dialling gate on the seeded database: each rule refuses and, changed, lets the next call
 * through; the precedence (GATE_RULE's order) names the first rule that refuses. Every call is put
 * on one day in 2030 that no seeded call reaches, so the counts are the test's own.
 */
let backend: Harness;
let db: Db;
let line: { phone: string; operator: string; companyId: number; agentId: number };
const DAY = '2030-01-15';
const AT = `${DAY} 10:00:00`;
const CALLEE = '13912398765';

const attempt = (over: Partial<CallAttempt> = {}): CallAttempt => ({
  source: '点击拨号',
  companyId: line.companyId,
  agentId: line.agentId,
  caller: line.phone,
  callee: CALLEE,
  at: AT,
  ...over,
});
const ruleOf = (over: Partial<CallAttempt> = {}) => {
  const verdict = askGate(db, attempt(over));
  return verdict.allowed ? 'allowed' : verdict.rule;
};

const call = (at: string, callee = '13600001111', caller = line.phone) =>
  db
    .prepare(
      `INSERT INTO call_records (caller, callee, company_id, agent_id, start_time, duration_seconds, status, risk, recording_url) VALUES (?, ?, ?, ?, ?, 0, '未接通', 0, '')`,
    )
    .run(caller, callee, line.companyId, line.agentId, at);

/** The company's rules as a blank slate: nothing stops or limits it but what a test sets. */
function openGate(): void {
  db.prepare('DELETE FROM carrier_number_control WHERE phone_number = ?').run(line.phone);
  db.prepare('DELETE FROM carrier_enterprise_limiting WHERE company_id = ?').run(line.companyId);
  db.prepare('DELETE FROM blacklist WHERE phone_number = ?').run(CALLEE);
  db.prepare('DELETE FROM carrier_operator_whitelist WHERE phone_number = ?').run(CALLEE);
  db.prepare('DELETE FROM carrier_operator_frequency_limit WHERE company_id = ?').run(line.companyId);
  db.prepare('DELETE FROM gate_region_windows').run();
  db.prepare("UPDATE carrier_numbers SET state = 'open' WHERE phone_number = ?").run(line.phone);
  db.prepare('DELETE FROM call_records WHERE start_time LIKE ?').run(`${DAY}%`);
  db.prepare('DELETE FROM gate_refusals').run();
  setPlatform({ perDay: 1000, perHour: 200, redialMinutes: 30, startTime: '08:00', endTime: '21:00' });
}

function setPlatform(rule: { perDay: number; perHour: number; redialMinutes: number; startTime: string; endTime: string }): void {
  db.prepare(
    `INSERT INTO frequency_limits (company_id, per_day, per_hour, redial_minutes, start_time, end_time, enabled, remark, updated_at)
     VALUES (@companyId, @perDay, @perHour, @redialMinutes, @startTime, @endTime, 1, '', '2030-01-01 00:00:00')
     ON CONFLICT (company_id) DO UPDATE SET per_day = @perDay, per_hour = @perHour, redial_minutes = @redialMinutes, start_time = @startTime, end_time = @endTime, enabled = 1`,
  ).run({ companyId: line.companyId, ...rule });
}
const control = (mode: '停止外呼' | '限速', dailyLimit: number | null, status = '生效中') => {
  db.prepare('DELETE FROM carrier_number_control WHERE phone_number = ?').run(line.phone);
  db.prepare(
    `INSERT INTO carrier_number_control (phone_number, mode, daily_limit, reason, status, created_at, updated_at, company_id, agent_id) VALUES (?, ?, ?, '投诉较多', ?, ?, ?, ?, ?)`,
  ).run(line.phone, mode, dailyLimit, status, AT, AT, line.companyId, line.agentId);
};
const limiting = (mode: '停止外呼' | '限量', dailyLimit: number | null, status = '生效中') => {
  db.prepare('DELETE FROM carrier_enterprise_limiting WHERE company_id = ?').run(line.companyId);
  db.prepare(
    `INSERT INTO carrier_enterprise_limiting (mode, daily_limit, reason, status, updated_at, company_id, agent_id) VALUES (?, ?, '欠费', ?, ?, ?, ?)`,
  ).run(mode, dailyLimit, status, AT, line.companyId, line.agentId);
};
const operatorRule = (perDay: number, perHour: number, calleePerDay: number, enabled = '生效中') => {
  db.prepare('DELETE FROM carrier_operator_frequency_limit WHERE company_id = ? AND operator = ?').run(line.companyId, line.operator);
  db.prepare(
    `INSERT INTO carrier_operator_frequency_limit (operator, per_day, per_hour, callee_per_day, enabled, updated_at, company_id, agent_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(line.operator, perDay, perHour, calleePerDay, enabled, AT, line.companyId, line.agentId);
};
const blacklist = (companyId: number | null, agentId: number | null = null) =>
  db
    .prepare(`INSERT INTO blacklist (phone_number, means, reason, company_id, agent_id, created_at) VALUES (?, '手动添加', '投诉', ?, ?, ?)`)
    .run(CALLEE, companyId, agentId, AT);
const whitelist = (operator: string) =>
  db
    .prepare(`INSERT INTO carrier_operator_whitelist (operator, phone_number, created_at, company_id, agent_id) VALUES (?, ?, ?, ?, ?)`)
    .run(operator, CALLEE, AT, line.companyId, line.agentId);

beforeAll(async () => {
  backend = await startBackend();
  db = backend.db;
  line = db
    .prepare(
      `SELECT phone_number AS phone, operator, company_id AS companyId, agent_id AS agentId FROM carrier_numbers
        WHERE state = 'open' AND operator IN (SELECT operator FROM carrier_operator_frequency_limit) ORDER BY id LIMIT 1`,
    )
    .get() as typeof line;
});
afterAll(() => backend.app.close());
beforeEach(openGate);

describe('each rule of the dialling gate', () => {
  it('lets a call through when nothing refuses it', () => {
    expect(askGate(db, attempt())).toEqual({ allowed: true });
  });

  it('号码状态: a line frozen, suspended or closed does not call; open again, it does', () => {
    for (const [state, label] of [
      ['frozen', '已冻结'],
      ['suspended', '已停机'],
      ['closed', '已销户'],
    ]) {
      db.prepare('UPDATE carrier_numbers SET state = ? WHERE phone_number = ?').run(state, line.phone);
      expect(askGate(db, attempt())).toEqual({ allowed: false, rule: 'numberState', reason: GATE_TEXTS.numberState(line.phone, label) });
    }
    db.prepare("UPDATE carrier_numbers SET state = 'open' WHERE phone_number = ?").run(line.phone);
    expect(ruleOf()).toBe('allowed');
  });

  it('号码管控: 停止外呼 refuses; released (已解除) the next call passes', () => {
    control('停止外呼', null);
    expect(askGate(db, attempt())).toEqual({ allowed: false, rule: 'numberStop', reason: GATE_TEXTS.numberStop(line.phone, '投诉较多') });
    db.prepare("UPDATE carrier_number_control SET status = '已解除' WHERE phone_number = ?").run(line.phone);
    expect(ruleOf()).toBe('allowed');
  });

  it('企业限呼: 停止外呼 refuses every number of the company, a batch start too', () => {
    limiting('停止外呼', null);
    expect(ruleOf()).toBe('enterpriseStop');
    expect(ruleOf({ source: '批次启动', caller: 'PC202601010001', callee: undefined })).toBe('enterpriseStop');
    db.prepare("UPDATE carrier_enterprise_limiting SET status = '已解除' WHERE company_id = ?").run(line.companyId);
    expect(ruleOf()).toBe('allowed');
  });

  it('黑名单: the company’s own list and the platform’s refuse the callee; another company’s does not', () => {
    const other = db.prepare('SELECT id FROM companies WHERE id <> ? ORDER BY id LIMIT 1').pluck().get(line.companyId) as number;
    blacklist(other);
    expect(ruleOf()).toBe('allowed');
    blacklist(line.companyId);
    expect(askGate(db, attempt())).toEqual({ allowed: false, rule: 'blacklist', reason: GATE_TEXTS.blacklist(CALLEE) });
    db.prepare('DELETE FROM blacklist WHERE phone_number = ? AND company_id = ?').run(CALLEE, line.companyId);
    // An agent's row (no company) holds for every company of that agent, and for no other agent's.
    const otherAgent = db.prepare('SELECT id FROM agents WHERE id <> ? ORDER BY id LIMIT 1').pluck().get(line.agentId) as number;
    blacklist(null, otherAgent);
    expect(ruleOf()).toBe('allowed');
    blacklist(null, line.agentId);
    expect(ruleOf()).toBe('blacklist');
    db.prepare('DELETE FROM blacklist WHERE phone_number = ? AND agent_id = ?').run(CALLEE, line.agentId);
    blacklist(null);
    expect(ruleOf()).toBe('blacklist');
    // No callee (a batch starting): the blacklist is not asked.
    expect(ruleOf({ callee: undefined })).toBe('allowed');
  });

  it('呼叫时段: outside the company’s window, and outside the callee region’s where it differs', () => {
    expect(ruleOf({ at: `${DAY} 07:59:59` })).toBe('callingWindow');
    expect(ruleOf({ at: `${DAY} 08:00:00` })).toBe('allowed');
    expect(ruleOf({ at: `${DAY} 21:00:59` })).toBe('allowed');
    expect(askGate(db, attempt({ at: `${DAY} 21:01:00` }))).toEqual({
      allowed: false,
      rule: 'callingWindow',
      reason: GATE_TEXTS.callingWindow('08:00-21:00', '企业允许时段'),
    });
    // The company's own rule changed: the next answer follows it.
    setPlatform({ perDay: 1000, perHour: 200, redialMinutes: 30, startTime: '06:00', endTime: '23:00' });
    expect(ruleOf({ at: `${DAY} 22:00:00` })).toBe('allowed');
    db.prepare(`INSERT INTO gate_region_windows (prefix, region, start_time, end_time, updated_at) VALUES ('139', '示例地区', '09:00', '20:00', ?)`).run(AT);
    db.prepare(`INSERT INTO gate_region_windows (prefix, region, start_time, end_time, updated_at) VALUES ('1391239', '示例城市', '09:00', '21:30', ?)`).run(
      AT,
    );
    // The longest segment is the callee's region.
    expect(askGate(db, attempt({ at: `${DAY} 21:40:00` }))).toEqual({
      allowed: false,
      rule: 'callingWindow',
      reason: GATE_TEXTS.callingWindow('09:00-21:30', '被叫地区「示例城市」'),
    });
    expect(ruleOf({ at: `${DAY} 21:20:00` })).toBe('allowed');
    expect(ruleOf({ at: `${DAY} 21:20:00`, callee: '13900001111' })).toBe('callingWindow');
    db.prepare('UPDATE gate_region_windows SET enabled = 0').run();
    expect(ruleOf({ at: `${DAY} 21:40:00` })).toBe('allowed');
  });

  it('号码限速: a number slowed to N calls a day is refused at the Nth, and not the day after', () => {
    control('限速', 2);
    call(`${DAY} 08:10:00`);
    expect(ruleOf()).toBe('allowed');
    call(`${DAY} 08:20:00`);
    expect(askGate(db, attempt())).toEqual({ allowed: false, rule: 'numberRate', reason: GATE_TEXTS.numberRate(line.phone, 2) });
    expect(ruleOf({ at: '2030-01-16 10:00:00' })).toBe('allowed');
  });

  it('企业限量: the company’s calls of the day, whichever number placed them', () => {
    limiting('限量', 2);
    call(`${DAY} 08:10:00`, '13600001111', 'PC203001150001');
    expect(ruleOf()).toBe('allowed');
    call(`${DAY} 08:20:00`, '13600001112', '16200000000');
    expect(ruleOf()).toBe('enterpriseDaily');
    db.prepare('UPDATE carrier_enterprise_limiting SET daily_limit = 3').run();
    expect(ruleOf()).toBe('allowed');
  });

  it('运营商频次: the line’s per-day, per-hour and same-callee limits, the company’s rule before the operator’s default', () => {
    operatorRule(3, 2, 1);
    call(`${DAY} 07:30:00`, CALLEE);
    expect(askGate(db, attempt())).toEqual({ allowed: false, rule: 'operatorFrequency', reason: GATE_TEXTS.operatorCallee(CALLEE, 1) });
    expect(ruleOf({ callee: '13700002222' })).toBe('allowed');
    call(`${DAY} 09:30:00`);
    call(`${DAY} 09:40:00`);
    expect(askGate(db, attempt({ callee: '13700002222' }))).toEqual({
      allowed: false,
      rule: 'operatorFrequency',
      reason: GATE_TEXTS.operatorPerDay(line.phone, 3),
    });
    operatorRule(10, 2, 5);
    expect(askGate(db, attempt({ callee: '13700002222' }))).toEqual({
      allowed: false,
      rule: 'operatorFrequency',
      reason: GATE_TEXTS.operatorPerHour(line.phone, 2),
    });
    expect(ruleOf({ callee: '13700002222', at: `${DAY} 10:41:00` })).toBe('allowed');
    // The company's rule switched off: the operator's default (300 a day, 60 an hour, 3 a callee) applies.
    operatorRule(1, 1, 1, '已停用');
    expect(ruleOf({ callee: '13700002222' })).toBe('allowed');
  });

  it('平台频次: per-day and per-hour limits of a company’s number (not of a batch), and any call’s redial interval', () => {
    setPlatform({ perDay: 2, perHour: 1, redialMinutes: 30, startTime: '08:00', endTime: '21:00' });
    call(`${DAY} 08:10:00`);
    expect(ruleOf()).toBe('allowed');
    call(`${DAY} 09:30:00`);
    expect(askGate(db, attempt())).toEqual({ allowed: false, rule: 'platformFrequency', reason: GATE_TEXTS.platformPerDay(line.phone, 2) });
    setPlatform({ perDay: 5, perHour: 1, redialMinutes: 30, startTime: '08:00', endTime: '21:00' });
    expect(ruleOf()).toBe('platformFrequency');
    expect(ruleOf({ at: `${DAY} 10:31:00` })).toBe('allowed');
    // A batch is a campaign of many lines: its calls are not counted as one number's.
    call(`${DAY} 09:50:00`, '13600009999', 'PC203001150002');
    call(`${DAY} 09:55:00`, '13600009998', 'PC203001150002');
    expect(ruleOf({ source: '批次外呼', caller: 'PC203001150002' })).toBe('allowed');
    // The same callee within the redial interval, whoever of the company called it.
    call(`${DAY} 09:45:00`, CALLEE, 'PC203001150002');
    expect(askGate(db, attempt({ source: '批次外呼', caller: 'PC203001150002' }))).toEqual({
      allowed: false,
      rule: 'platformFrequency',
      reason: GATE_TEXTS.platformRedial(CALLEE, 30),
    });
    expect(ruleOf({ source: '批次外呼', caller: 'PC203001150002', at: `${DAY} 10:16:00` })).toBe('allowed');
  });

  it('白名单: a consenting callee passes the windows and limits, never the blacklist or a stop; on the line’s operator only', () => {
    setPlatform({ perDay: 1, perHour: 1, redialMinutes: 30, startTime: '08:00', endTime: '21:00' });
    call(`${DAY} 09:55:00`, CALLEE);
    const other = ['WN', 'CY'].find((operator) => operator !== line.operator)!;
    whitelist(other);
    expect(ruleOf({ at: `${DAY} 23:00:00` })).toBe('callingWindow');
    whitelist(line.operator);
    expect(ruleOf({ at: `${DAY} 23:00:00` })).toBe('allowed');
    expect(ruleOf()).toBe('allowed');
    blacklist(line.companyId);
    expect(ruleOf()).toBe('blacklist');
    db.prepare('DELETE FROM blacklist WHERE phone_number = ?').run(CALLEE);
    control('停止外呼', null);
    expect(ruleOf()).toBe('numberStop');
  });
});

describe('the precedence', () => {
  it('names the first rule that refuses, in GATE_RULE’s order; each released, the next one is named', () => {
    // Every rule refusing at once (numberRate and enterpriseDaily wait behind the stops that share their rows).
    call(`${DAY} 09:50:00`, '13600001111');
    db.prepare("UPDATE carrier_numbers SET state = 'suspended' WHERE phone_number = ?").run(line.phone);
    control('停止外呼', null);
    limiting('停止外呼', null);
    blacklist(line.companyId);
    setPlatform({ perDay: 1, perHour: 100, redialMinutes: 0, startTime: '11:00', endTime: '12:00' });
    operatorRule(1, 1, 1);
    const release: Record<GateRule, () => void> = {
      numberState: () => db.prepare("UPDATE carrier_numbers SET state = 'open' WHERE phone_number = ?").run(line.phone),
      numberStop: () => control('限速', 1),
      enterpriseStop: () => limiting('限量', 1),
      blacklist: () => db.prepare('DELETE FROM blacklist WHERE phone_number = ?').run(CALLEE),
      callingWindow: () => setPlatform({ perDay: 1, perHour: 100, redialMinutes: 0, startTime: '08:00', endTime: '21:00' }),
      numberRate: () => control('限速', 1, '已解除'),
      enterpriseDaily: () => limiting('限量', 1, '已解除'),
      operatorFrequency: () => operatorRule(1, 1, 1, '已停用'),
      platformFrequency: () => setPlatform({ perDay: 100, perHour: 100, redialMinutes: 0, startTime: '08:00', endTime: '21:00' }),
    };
    // The operator's default stays: 300 a day is far from one call.
    const named: string[] = [];
    for (const rule of GATE_RULE.values) {
      named.push(ruleOf());
      release[rule]();
    }
    named.push(ruleOf());
    expect(named).toEqual([...GATE_RULE.values, 'allowed']);
  });
});

describe('the refusal log', () => {
  it('logs each refusal with its rule and reason; a batch waiting on a company rule once per interval', () => {
    control('停止外呼', null);
    gate(db, attempt());
    gate(db, attempt());
    expect(db.prepare('SELECT source, rule, reason, caller, callee, company_id AS companyId FROM gate_refusals').all()).toEqual([
      {
        source: '点击拨号',
        rule: 'numberStop',
        reason: GATE_TEXTS.numberStop(line.phone, '投诉较多'),
        caller: line.phone,
        callee: CALLEE,
        companyId: line.companyId,
      },
      {
        source: '点击拨号',
        rule: 'numberStop',
        reason: GATE_TEXTS.numberStop(line.phone, '投诉较多'),
        caller: line.phone,
        callee: CALLEE,
        companyId: line.companyId,
      },
    ]);
    db.prepare('DELETE FROM gate_refusals').run();
    limiting('停止外呼', null);
    const batchCall = (at: string, callee: string) =>
      gate(db, attempt({ source: '批次外呼', caller: 'PC203001150003', reference: 'PC203001150003', callee, at }));
    batchCall(`${DAY} 10:00:00`, '13600000001');
    batchCall(`${DAY} 10:00:01`, '13600000002');
    batchCall(`${DAY} 10:${String(WAIT_LOG_MINUTES).padStart(2, '0')}:01`, '13600000003');
    expect(db.prepare('SELECT callee FROM gate_refusals ORDER BY id').pluck().all()).toEqual(['13600000001', '13600000003']);
    // A callee's own refusal is logged every time: each is another number.
    db.prepare('DELETE FROM carrier_enterprise_limiting').run();
    blacklist(line.companyId);
    batchCall(`${DAY} 10:20:00`, CALLEE);
    batchCall(`${DAY} 10:20:01`, CALLEE);
    expect(db.prepare("SELECT COUNT(*) FROM gate_refusals WHERE rule = 'blacklist'").pluck().get()).toBe(2);
  });
});
