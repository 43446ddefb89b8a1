import { MARK_TYPE } from '@console/remote-carrier/contract';
import type { Db } from '../../db/database';

/** The marker service's answer for a number: the same number, the same mark (the local backend plays the service). */
export function markOf(phone: string): { markType: string; markCount: number } {
  const hash = [...phone].reduce((sum, digit, index) => (sum * 31 + Number(digit) * (index + 7)) % 100_003, 17);
  const markType = MARK_TYPE.values[hash % MARK_TYPE.values.length];
  return { markType, markCount: markType === '无标记' ? 0 : (hash % 2999) + 1 };
}

/** Who asked a query: its agent (who pays), company and staff. */
export interface MarkerAsker {
  agentId: number;
  companyId: number | null;
  userId: number | null;
}

/**
 * Answers numbers by the marker service's rule and writes their `marker_records` rows (what /tagQuery and
 * /reportNumber list), in the caller's transaction: an instant query and a queued one write the same rows.
 */
export function recordMarks(db: Db, phones: readonly string[], asker: MarkerAsker, at: string): void {
  const insert = db.prepare(
    'INSERT INTO marker_records (phone_number, mark_type, mark_count, agent_id, company_id, user_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  for (const phone of phones) {
    const mark = markOf(phone);
    insert.run(phone, mark.markType, mark.markCount, asker.agentId, asker.companyId, asker.userId, at);
  }
}
