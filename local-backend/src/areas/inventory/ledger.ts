import { STOCK_LINE, STOCK_TEXTS, type StockLine } from '@console/remote-inventory/contract';
import type { Db } from '../../db/database';
import { invalid, notFound } from '../../http/envelope';
import { requiredText, type Params } from '../../http/params';

/**
 * The stock ledger: every change of a goods' quantity is one movement, written with the
 * guarded update of the quantity. Call inside a transaction (the movement and the count commit or
 * fail together). A shipment updates only `WHERE quantity >= ?`, so two shipments racing for the
 * same stock can never take it below zero: the second finds too little and is refused.
 */
export interface Movement {
  goodsId: number;
  direction: 'in' | 'out';
  quantity: number;
  reason: string;
  reference?: string;
  operatorId: number | null;
  at: string;
}

interface GoodsState {
  id: number;
  line: StockLine;
  name: string;
  quantity: number;
  enabled: number;
}

export function goodsOf(db: Db, id: number): GoodsState {
  const goods = db.prepare('SELECT id, line, name, quantity, enabled FROM inventory_goods WHERE id = ?').get(id) as GoodsState | undefined;
  if (!goods) throw notFound('货品');
  return goods;
}

/** Applies one movement; answers the quantity after it. */
export function move(db: Db, movement: Movement, { evenIfDisabled = false } = {}): number {
  const goods = goodsOf(db, movement.goodsId);
  if (!goods.enabled && !evenIfDisabled) throw invalid(STOCK_TEXTS.goodsDisabled);
  const sign = movement.direction === 'in' ? 1 : -1;
  const balance = db
    .prepare('UPDATE inventory_goods SET quantity = quantity + ?, updated_at = ? WHERE id = ? AND quantity + ? >= 0 RETURNING quantity')
    .pluck()
    .get(sign * movement.quantity, movement.at, movement.goodsId, sign * movement.quantity) as number | undefined;
  if (balance === undefined) throw invalid(STOCK_TEXTS.short(goods.quantity, movement.quantity));
  db.prepare(
    'INSERT INTO inventory_movements (goods_id, direction, quantity, balance, reason, reference, operator_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  ).run(movement.goodsId, movement.direction, movement.quantity, balance, movement.reason, movement.reference ?? '', movement.operatorId, movement.at);
  return balance;
}

/** The company a shipment, a white card or a frequency limit names exists. */
export function companyExists(db: Db, id: number): void {
  if (!db.prepare('SELECT 1 FROM companies WHERE id = ?').get(id)) throw notFound('企业');
}

/** A stock line the request names (required where a page is one line's). */
export function requiredLine(params: Params): StockLine {
  const line = STOCK_LINE.parse(requiredText(params, 'line', '库存线', 10));
  if (!line) throw invalid('库存线不正确');
  return line;
}

/** The next number of a daily sequence: `PO202611240001`, `CK202611240001`. */
export function nextNumber(db: Db, table: string, column: string, prefix: string, at: string): string {
  const day = `${prefix}${at.slice(0, 10).replace(/-/g, '')}`;
  const last = db.prepare(`SELECT ${column} FROM ${table} WHERE ${column} LIKE ? ORDER BY ${column} DESC LIMIT 1`).pluck().get(`${day}%`) as string | undefined;
  const next = last ? Number(last.slice(day.length)) + 1 : 1;
  return `${day}${String(next).padStart(4, '0')}`;
}
