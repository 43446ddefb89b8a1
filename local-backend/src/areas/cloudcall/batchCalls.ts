import { SimpleFaker } from '@faker-js/faker';
import { NUMBER_RESULT } from '@console/remote-cloudcall/contract';
import type { Db } from '../../db/database';
import { formatDateTime } from '../../db/time';
import { dataChanged } from '../../http/changes';
import { prepared } from '../../http/statements';
import { newRecordingFile } from '../platform/callRetention';
import { CALLEE_RULES, gate } from '../platform/gate';
import { atRate, scheduleRate, type RateWorker } from '../platform/rate';
import { recordCall } from './batchLedger';

/**
 * The calling of running batches on the local backend: a simulation of the operator's side that
 * places each 进行中 batch's numbers at a set rate, with the effects a real call has (CONTRACT.md,
 * "Call batches", "Calling"). The server runs it on a timer (scheduleBatchCalls); tests step it.
 */

/** What became of a placed call: a number's result other than 待呼叫 (and 已拦截, the gate's: never placed). */
export type CallResult = Exclude<(typeof NUMBER_RESULT.values)[number], '待呼叫' | '已拦截'>;
export interface CallOutcome {
  result: CallResult;
  /** Talk time; 0 unless connected. */
  seconds: number;
}

/** How the simulated operator answers, in percent. */
export const OUTCOME_WEIGHTS: { value: CallResult; weight: number }[] = [
  { value: '已接通', weight: 35 },
  { value: '未接通', weight: 30 },
  { value: '忙线', weight: 15 },
  { value: '空号', weight: 12 },
  { value: '拒接', weight: 8 },
];
/** A connected call's talk time: log-normal, median 40 s, most under 2 minutes, a tail to half an hour. */
const TALK = { medianSeconds: 40, sigma: 1, minSeconds: 3, maxSeconds: 1800 };
/** The simulated operator's seed when none is given: the same run of outcomes after every restart. */
export const DEFAULT_SEED = 20261206;

/** The simulated operator: each call's outcome, drawn from OUTCOME_WEIGHTS with a seeded generator. */
export function simulatedOperator(seed = DEFAULT_SEED): () => CallOutcome {
  const random = new SimpleFaker({ seed });
  return () => {
    const result = random.helpers.weightedArrayElement(OUTCOME_WEIGHTS);
    if (result !== '已接通') return { result, seconds: 0 };
    // Box–Muller: a standard normal from two uniforms, then exp() makes the long tail.
    const normal = Math.sqrt(-2 * Math.log(1 - random.number.float())) * Math.cos(2 * Math.PI * random.number.float());
    const seconds = Math.round(TALK.medianSeconds * Math.exp(TALK.sigma * normal));
    return { result, seconds: Math.min(TALK.maxSeconds, Math.max(TALK.minSeconds, seconds)) };
  };
}

/** A 进行中 batch, with what its calls are billed and recorded by. */
export interface RunningBatch {
  id: number;
  batchNo: string;
  companyId: number;
  agentId: number | null;
  typeId: number;
  operatorId: number | null;
  billingSeconds: number;
}
export interface PendingNumber {
  id: number;
  phone: string;
}

/**
 * Where a call attempt is decided: the one place a number is dialled or not. The dialling gate
 * (`areas/platform/gate.ts`) is asked first: refused for this callee (blacklist, redial interval),
 * the number is 已拦截 and the batch moves on; held by a rule of the company (its window, a stop,
 * its daily cap), the number stays 待呼叫 and the batch waits. Either way nothing is placed (null)
 * and the refusal is logged. Allowed, the operator answers.
 */
export function attemptCall(db: Db, batch: RunningBatch, number: PendingNumber, operator: () => CallOutcome, at: string): CallOutcome | null {
  const verdict = gate(db, {
    source: '批次外呼',
    companyId: batch.companyId,
    agentId: batch.agentId,
    userId: batch.operatorId,
    caller: batch.batchNo,
    callee: number.phone,
    at,
    reference: batch.batchNo,
  });
  if (verdict.allowed) return operator();
  if (CALLEE_RULES.includes(verdict.rule)) {
    prepared(db, "UPDATE cdr_batch_numbers SET result = '已拦截', called_at = ? WHERE id = ?").run(at, number.id);
    completeIfCalled(db, batch.id, at);
  }
  return null;
}

/**
 * Places one call of a running batch, in one transaction: the number's result and bill (recordCall,
 * which the batch's progress and consumption pages read), the call record /record and the dashboard
 * list (with a recording when connected, unless the company records nothing: platform/callRetention.ts),
 * and, on its last number, the batch 已完成. Nothing when the batch is no longer 进行中 or the number no
 * longer 待呼叫. Answers whether a call was placed.
 */
function placeCall(db: Db, batch: RunningBatch, number: PendingNumber, operator: () => CallOutcome, at: string): boolean {
  return db.transaction(() => {
    const open = prepared(
      db,
      "SELECT 1 AS open FROM cdr_batch_numbers n JOIN cdr_batches b ON b.id = n.batch_id WHERE n.id = ? AND n.result = '待呼叫' AND b.status = '进行中'",
    ).get(number.id);
    if (!open) return false;
    const outcome = attemptCall(db, batch, number, operator, at);
    if (!outcome) return false;
    const bill = recordCall(db, { ...number, companyId: batch.companyId, typeId: batch.typeId, billingSeconds: batch.billingSeconds }, { ...outcome, at });
    prepared(
      db,
      `INSERT INTO call_records (caller, callee, user_id, company_id, agent_id, start_time, duration_seconds, status, risk, recording_url,
         billing_unit, units, unit_price, charge) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?)`,
    ).run(
      batch.batchNo,
      number.phone,
      batch.operatorId,
      batch.companyId,
      batch.agentId,
      at,
      bill.seconds,
      outcome.result,
      // A connected call is recorded unless its company records nothing (/outboundCallRecords).
      outcome.result === '已接通' ? newRecordingFile(db, batch.companyId) : '',
      batch.billingSeconds,
      bill.units,
      bill.unitPrice,
      bill.charge,
    );
    completeIfCalled(db, batch.id, at);
    return true;
  })();
}

/** A running batch none of whose numbers is left 待呼叫 becomes 已完成. */
function completeIfCalled(db: Db, batchId: number, at: string): void {
  prepared(
    db,
    `UPDATE cdr_batches SET status = '已完成', updated_at = ? WHERE id = ? AND status = '进行中'
       AND NOT EXISTS (SELECT 1 FROM cdr_batch_numbers n WHERE n.batch_id = cdr_batches.id AND n.result = '待呼叫')`,
  ).run(at, batchId);
}

/** Places up to `perBatch` calls of every running batch, each in its own transaction; answers how many were placed. */
export function placeCalls(db: Db, perBatch: number, operator: () => CallOutcome, at: Date): number {
  const when = formatDateTime(at);
  const running = prepared(
    db,
    `SELECT b.id, b.batch_no AS batchNo, b.company_id AS companyId, b.agent_id AS agentId, b.type_id AS typeId, b.operator_id AS operatorId,
       t.billing_seconds AS billingSeconds FROM cdr_batches b JOIN cdr_batch_types t ON t.id = b.type_id WHERE b.status = '进行中' ORDER BY b.id`,
  ).all() as RunningBatch[];
  let placed = 0;
  for (const batch of running) {
    const pending = prepared(db, "SELECT id, phone FROM cdr_batch_numbers WHERE batch_id = ? AND result = '待呼叫' ORDER BY id LIMIT ?").all(
      batch.id,
      perBatch,
    ) as PendingNumber[];
    for (const number of pending) if (placeCall(db, batch, number, operator, when)) placed++;
    if (pending.length === 0) completeIfCalled(db, batch.id, when);
  }
  // The data wall (/panelData) is pushed the calls as they are placed.
  if (placed > 0) dataChanged(db);
  return placed;
}

/**
 * The calling of running batches at `callsPerSecond` per batch (fractions carried over: 0.2 is a
 * call every 5 s, a long gap made up for by at most MAX_CATCH_UP_MS), stepped by its caller from `start` (ms).
 */
export function batchCaller(db: Db, options: { callsPerSecond: number; start: number; seed?: number }): RateWorker {
  const operator = simulatedOperator(options.seed);
  return atRate(options.callsPerSecond, options.start, (calls, now) => placeCalls(db, calls, operator, new Date(now)));
}

/** Runs the calling on a timer (the server does; tests step batchCaller): 0 calls per second runs nothing. Answers its stop. */
export const scheduleBatchCalls = (db: Db, callsPerSecond: number) => scheduleRate(callsPerSecond, (start) => batchCaller(db, { callsPerSecond, start }));
