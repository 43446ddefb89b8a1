import { BATCH_TEXTS, batchCharge, billedUnits, toFen } from '@console/remote-cloudcall/contract';
import type { Db } from '../../db/database';
import { invalid, notFound } from '../../http/envelope';
import { prepared } from '../../http/statements';

/** The rules of batch allocations and billing that several handlers (and the seed) share. */

export function companyOf(db: Db, id: number): { id: number; agentId: number } {
  const company = db.prepare('SELECT id, agent_id AS agentId FROM companies WHERE id = ?').get(id) as { id: number; agentId: number } | undefined;
  if (!company) throw notFound('企业');
  return company;
}

/** What an agent holds of a type (its own allocation): refused when it holds none. */
export function holdingOf(db: Db, typeId: number, agentId: number): { quota: number; unitPrice: number } {
  const holding = db
    .prepare('SELECT quota, unit_price AS unitPrice FROM cdr_batch_allocations WHERE type_id = ? AND agent_id = ? AND company_id IS NULL')
    .get(typeId, agentId) as { quota: number; unitPrice: number } | undefined;
  if (!holding) throw invalid(BATCH_TEXTS.notHeld(db.prepare('SELECT name FROM cdr_batch_types WHERE id = ?').pluck().get(typeId) as string));
  return holding;
}

/**
 * The numbers a batch holds of its company's quota (`b` a cdr_batches row): every number it imported,
 * except that a stopped batch, which never starts again, releases those it never called (result
 * 待呼叫) back to the quota the moment it stops. The one rule for the quota checks and the 已用 column.
 */
export const BATCH_HELD = `(b.total - CASE WHEN b.status = '已停止'
  THEN (SELECT COUNT(*) FROM cdr_batch_numbers n WHERE n.batch_id = b.id AND n.result = '待呼叫') ELSE 0 END)`;

/**
 * How much of an allocation is used: of an agent's holding (no company), what it gave its companies;
 * of a company's, the numbers its batches of the type hold (BATCH_HELD).
 */
export function usedQuota(db: Db, target: { typeId: number; agentId: number; companyId: number | null }): number {
  if (target.companyId === null) {
    return db
      .prepare('SELECT COALESCE(SUM(quota), 0) FROM cdr_batch_allocations WHERE type_id = ? AND agent_id = ? AND company_id IS NOT NULL')
      .pluck()
      .get(target.typeId, target.agentId) as number;
  }
  return db
    .prepare(`SELECT COALESCE(SUM(${BATCH_HELD}), 0) FROM cdr_batches b WHERE b.type_id = ? AND b.company_id = ?`)
    .pluck()
    .get(target.typeId, target.companyId) as number;
}

/** The next batch number of the day: `PC202611250001`. */
export function nextBatchNo(db: Db, at: string): string {
  const day = `PC${at.slice(0, 10).replace(/-/g, '')}`;
  const last = db.prepare('SELECT batch_no FROM cdr_batches WHERE batch_no LIKE ? ORDER BY batch_no DESC LIMIT 1').pluck().get(`${day}%`) as string | undefined;
  return `${day}${String(last ? Number(last.slice(day.length)) + 1 : 1).padStart(4, '0')}`;
}

/**
 * The unit price of a company's call of a type to a number: the company's allocated price plus the
 * premium of the longest number range (prefix) that matches, or of all its numbers.
 */
export function unitPriceOf(db: Db, companyId: number, typeId: number, phone: string): number {
  const price = prepared(db, 'SELECT unit_price FROM cdr_batch_allocations WHERE type_id = ? AND company_id = ?').pluck().get(typeId, companyId) as
    number | undefined;
  const premium = prepared(
    db,

    `SELECT surcharge FROM cdr_batch_premiums WHERE company_id = ? AND type_id = ? AND ? LIKE number_prefix || '%'
       ORDER BY LENGTH(number_prefix) DESC LIMIT 1`,
  )
    .pluck()
    .get(companyId, typeId, phone) as number | undefined;
  return (toFen(price ?? 0) + toFen(premium ?? 0)) / 100;
}

/** A called number's bill: its talk seconds (0 unless connected), billed units, unit price and charge. */
export interface CallBill {
  seconds: number;
  units: number;
  unitPrice: number;
  charge: number;
}

/** Records a called number's result; a connected call is billed at the company's price (batchCharge). Answers the bill written. */
export function recordCall(
  db: Db,
  number: { id: number; companyId: number; typeId: number; phone: string; billingSeconds: number },
  call: { result: string; at: string; seconds: number },
): CallBill {
  const seconds = call.result === '已接通' ? call.seconds : 0;
  const units = billedUnits(seconds, number.billingSeconds);
  const unitPrice = units > 0 ? unitPriceOf(db, number.companyId, number.typeId, number.phone) : 0;
  const bill = { seconds, units, unitPrice, charge: batchCharge(units, unitPrice) };
  prepared(db, 'UPDATE cdr_batch_numbers SET result = ?, called_at = ?, duration_seconds = ?, billed_units = ?, unit_price = ?, charge = ? WHERE id = ?').run(
    call.result,
    call.at,
    bill.seconds,
    bill.units,
    bill.unitPrice,
    bill.charge,
    number.id,
  );
  return bill;
}
