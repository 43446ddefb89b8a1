import { GATE_RULE, GATE_TEXTS, NUMBER_STATE, type GateRule, type GateSource } from '@console/remote-carrier/contract';
import type { Db } from '../../db/database';
import { formatDateTime } from '../../db/time';
import { prepared } from '../../http/statements';

/**
 * The dialling gate (CONTRACT.md "The dialling gate"): the one rule every place that would place a
 * call asks first — a call batch starting or resuming, each call of a running batch, a click-to-call
 * from a customer. It reads the rules where they are kept (number control, enterprise limiting,
 * the operators' frequency limits and whitelists, the platform's frequency limits and calling
 * windows, the callee regions' windows, the blacklist, the numbers' states) on every question, so a
 * rule changed changes the next answer. It lives with the platform, which every area's backend may
 * import, and reads the other areas' tables by SQL only: no area imports another's code.
 */

/** A call about to be placed. */
export interface CallAttempt {
  source: GateSource;
  companyId: number;
  agentId?: number | null;
  userId?: number | null;
  /** The calling number: a virtual-operator line (carrier_numbers), a staff member's line, or a batch number (`PC…`). */
  caller: string;
  /** Absent when a batch starts: then only the rules that need no callee are asked. */
  callee?: string;
  /** `YYYY-MM-DD HH:mm:ss`: the moment the call would be placed. */
  at: string;
  /** The batch number, where a batch places it. */
  reference?: string;
}

export type GateVerdict = { allowed: true } | { allowed: false; rule: GateRule; reason: string };

const ALLOWED: GateVerdict = { allowed: true };
const refuse = (rule: GateRule, reason: string): GateVerdict => ({ allowed: false, rule, reason });

/** The rules a whitelisted callee passes: every rule after 黑名单. */
export const WHITELIST_PASSES: readonly GateRule[] = GATE_RULE.values.slice(GATE_RULE.values.indexOf('blacklist') + 1);

/** The rules that hold a company or a line whoever is called (a batch waits on them; the others concern one callee). */
export const CALLEE_RULES: readonly GateRule[] = ['blacklist', 'operatorFrequency', 'platformFrequency'];

const minutesBefore = (at: string, minutes: number) => formatDateTime(new Date(new Date(at.replace(' ', 'T')).getTime() - minutes * 60_000));

interface Line {
  operator: string;
  state: string;
  companyId: number;
}

/**
 * Whether a number is blacklisted for a company of an agent: by the company, by the agent (a row of
 * no company: every company of that agent) or by the platform (neither). SQL over the caller's
 * expressions, for an `EXISTS (…)` or with `?` parameters (phone, company, agent).
 */
export const blacklistedFor = (phone: string, company: string, agent: string): string =>
  `SELECT 1 FROM blacklist bl WHERE bl.phone_number = ${phone} AND (bl.company_id = ${company} OR (bl.company_id IS NULL AND (bl.agent_id IS NULL OR bl.agent_id = ${agent})))`;

/** Asks every rule in order (GATE_RULE); answers the first refusal, or allowed. Reads only. */
export function askGate(db: Db, attempt: CallAttempt): GateVerdict {
  const { companyId, caller, callee, at } = attempt;
  const dayStart = `${at.slice(0, 10)} 00:00:00`;
  const line = prepared(db, 'SELECT operator, state, company_id AS companyId FROM carrier_numbers WHERE phone_number = ?').get(caller) as Line | undefined;

  // 1. 号码状态: a virtual-operator line calls only while open.
  if (line && line.state !== 'open') return refuse('numberState', GATE_TEXTS.numberState(caller, NUMBER_STATE.label(line.state)));

  // 2. 号码管控 停止外呼 (and, for 6, 限速).
  const control = prepared(db, "SELECT mode, daily_limit AS dailyLimit, reason FROM carrier_number_control WHERE phone_number = ? AND status = '生效中'").get(
    caller,
  ) as { mode: string; dailyLimit: number | null; reason: string } | undefined;
  if (control?.mode === '停止外呼') return refuse('numberStop', GATE_TEXTS.numberStop(caller, control.reason));

  // 3. 企业限呼 停止外呼 (and, for 7, 限量).
  const limiting = prepared(
    db,
    "SELECT mode, daily_limit AS dailyLimit, reason FROM carrier_enterprise_limiting WHERE company_id = ? AND status = '生效中'",
  ).get(companyId) as { mode: string; dailyLimit: number | null; reason: string } | undefined;
  if (limiting?.mode === '停止外呼') return refuse('enterpriseStop', GATE_TEXTS.enterpriseStop(limiting.reason));

  // 4. 黑名单: the company's own rows, its agent's (no company) and the platform's (neither).
  if (callee && prepared(db, `${blacklistedFor('?', '?', '?')} LIMIT 1`).get(callee, companyId, attempt.agentId ?? null))
    return refuse('blacklist', GATE_TEXTS.blacklist(callee));

  // A callee the company reported as consenting (on the line's operator, or any for a call on no line) passes the rest.
  if (
    callee &&
    prepared(db, 'SELECT 1 FROM carrier_operator_whitelist WHERE company_id = ? AND phone_number = ? AND (? IS NULL OR operator = ?) LIMIT 1').get(
      companyId,
      callee,
      line?.operator ?? null,
      line?.operator ?? null,
    )
  )
    return ALLOWED;

  // 5. 呼叫时段: the company's window (its own enabled rule of /frequencyLimiting, else the platform default), and the callee region's.
  const platform = prepared(
    db,
    `SELECT per_day AS perDay, per_hour AS perHour, redial_minutes AS redialMinutes, start_time AS startTime, end_time AS endTime
       FROM frequency_limits WHERE enabled = 1 AND (company_id = ? OR company_id IS NULL) ORDER BY company_id IS NULL LIMIT 1`,
  ).get(companyId) as { perDay: number; perHour: number; redialMinutes: number; startTime: string; endTime: string } | undefined;
  const minute = at.slice(11, 16);
  if (platform && (minute < platform.startTime || minute > platform.endTime))
    return refuse('callingWindow', GATE_TEXTS.callingWindow(`${platform.startTime}-${platform.endTime}`, '企业允许时段'));
  if (callee) {
    const region = prepared(
      db,
      `SELECT region, start_time AS startTime, end_time AS endTime FROM gate_region_windows
         WHERE enabled = 1 AND ? LIKE prefix || '%' ORDER BY length(prefix) DESC LIMIT 1`,
    ).get(callee) as { region: string; startTime: string; endTime: string } | undefined;
    if (region && (minute < region.startTime || minute > region.endTime))
      return refuse('callingWindow', GATE_TEXTS.callingWindow(`${region.startTime}-${region.endTime}`, `被叫地区「${region.region}」`));
  }

  const callsOf = (since: string) =>
    prepared(db, 'SELECT COUNT(*) FROM call_records WHERE caller = ? AND start_time >= ? AND start_time <= ?').pluck().get(caller, since, at) as number;

  // 6. 号码限速: a number slowed to so many calls a day.
  if (control?.mode === '限速' && control.dailyLimit !== null && callsOf(dayStart) >= control.dailyLimit)
    return refuse('numberRate', GATE_TEXTS.numberRate(caller, control.dailyLimit));

  // 7. 企业限量: the company's calls of the day.
  if (limiting?.mode === '限量' && limiting.dailyLimit !== null) {
    const today = prepared(db, 'SELECT COUNT(*) FROM call_records WHERE company_id = ? AND start_time >= ? AND start_time <= ?')
      .pluck()
      .get(companyId, dayStart, at) as number;
    if (today >= limiting.dailyLimit) return refuse('enterpriseDaily', GATE_TEXTS.enterpriseDaily(limiting.dailyLimit));
  }

  // 8. 运营商频次: a line's operator rule (the company's own enabled one, else the operator's default).
  if (line) {
    const rule = prepared(
      db,
      `SELECT per_day AS perDay, per_hour AS perHour, callee_per_day AS calleePerDay FROM carrier_operator_frequency_limit
         WHERE operator = ? AND enabled = '生效中' AND (company_id = ? OR company_id IS NULL) ORDER BY company_id IS NULL LIMIT 1`,
    ).get(line.operator, companyId) as { perDay: number; perHour: number; calleePerDay: number } | undefined;
    if (rule) {
      if (callsOf(dayStart) >= rule.perDay) return refuse('operatorFrequency', GATE_TEXTS.operatorPerDay(caller, rule.perDay));
      if (callsOf(minutesBefore(at, 60)) >= rule.perHour) return refuse('operatorFrequency', GATE_TEXTS.operatorPerHour(caller, rule.perHour));
      const toCallee = callee
        ? (prepared(db, 'SELECT COUNT(*) FROM call_records WHERE caller = ? AND callee = ? AND start_time >= ? AND start_time <= ?')
            .pluck()
            .get(caller, callee, dayStart, at) as number)
        : 0;
      if (callee && toCallee >= rule.calleePerDay) return refuse('operatorFrequency', GATE_TEXTS.operatorCallee(callee, rule.calleePerDay));
    }
  }

  // 9. 平台频次 (/frequencyLimiting): a company's number (not a batch, a campaign of many lines) per day and hour; any call's redial interval.
  if (platform) {
    if (attempt.source !== '批次外呼' && attempt.source !== '批次启动') {
      if (callsOf(dayStart) >= platform.perDay) return refuse('platformFrequency', GATE_TEXTS.platformPerDay(caller, platform.perDay));
      if (callsOf(minutesBefore(at, 60)) >= platform.perHour) return refuse('platformFrequency', GATE_TEXTS.platformPerHour(caller, platform.perHour));
    }
    if (
      callee &&
      platform.redialMinutes > 0 &&
      prepared(db, 'SELECT 1 FROM call_records WHERE callee = ? AND company_id = ? AND start_time >= ? AND start_time <= ? LIMIT 1').get(
        callee,
        companyId,
        minutesBefore(at, platform.redialMinutes),
        at,
      )
    )
      return refuse('platformFrequency', GATE_TEXTS.platformRedial(callee, platform.redialMinutes));
  }
  return ALLOWED;
}

/** Writes a refusal to the log /gateRefusals lists. */
export function logRefusal(db: Db, attempt: CallAttempt, verdict: Extract<GateVerdict, { allowed: false }>): void {
  prepared(
    db,
    `INSERT INTO gate_refusals (created_at, source, rule, reason, caller, callee, reference, company_id, agent_id, user_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    attempt.at,
    attempt.source,
    verdict.rule,
    verdict.reason,
    attempt.caller,
    attempt.callee ?? '',
    attempt.reference ?? '',
    attempt.companyId,
    attempt.agentId ?? null,
    attempt.userId ?? null,
  );
}

/** A batch that waits on a rule asks again every tick: its refusal is logged once per rule and batch in this many minutes. */
export const WAIT_LOG_MINUTES = 10;

/**
 * Asks the gate and logs a refusal. A batch's call held by a rule of the company or its line (it
 * waits, and asks again on the next tick) is logged once per WAIT_LOG_MINUTES, not every second.
 */
export function gate(db: Db, attempt: CallAttempt): GateVerdict {
  const verdict = askGate(db, attempt);
  if (verdict.allowed) return verdict;
  const waiting = attempt.source === '批次外呼' && !CALLEE_RULES.includes(verdict.rule);
  const logged =
    waiting &&
    prepared(db, 'SELECT 1 FROM gate_refusals WHERE reference = ? AND rule = ? AND created_at >= ? LIMIT 1').get(
      attempt.reference ?? '',
      verdict.rule,
      minutesBefore(attempt.at, WAIT_LOG_MINUTES),
    );
  if (!logged) logRefusal(db, attempt, verdict);
  return verdict;
}
