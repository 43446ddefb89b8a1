import type { Db } from '../../db/database';
import { now } from '../../db/time';
import type { CurrentUser } from '../../http/auth';

/**
 * The CRM's own helper: its operation record. Parameter parsing, sorting, ids and batch scope are
 * every area's (`src/http/params.ts`, `where.ts`, `scope.ts`).
 */
export interface LogEntry {
  target: '客户' | '线索';
  action: string;
  recordId?: number | null;
  recordName?: string;
  recordPhone?: string;
  fromPool?: string;
  toPool?: string;
  targetUserId?: number | null;
  detail?: string;
  companyId?: number | null;
  departmentId?: number | null;
}

/** Writes one line of the CRM operation record; `user` null is the system (the recycling schedule). */
export function logCrm(db: Db, user: CurrentUser | null, entry: LogEntry): void {
  db.prepare(
    `INSERT INTO crm_logs (target, action, record_id, record_name, record_phone, from_pool, to_pool, target_user_id, detail,
       operator_id, company_id, department_id, created_at)
     VALUES (@target, @action, @recordId, @recordName, @recordPhone, @fromPool, @toPool, @targetUserId, @detail,
       @operatorId, @companyId, @departmentId, @createdAt)`,
  ).run({
    recordId: null,
    recordName: '',
    recordPhone: '',
    fromPool: '',
    toPool: '',
    targetUserId: null,
    detail: '',
    companyId: user?.companyId ?? null,
    departmentId: user?.departmentId ?? null,
    ...entry,
    operatorId: user?.id ?? null,
    createdAt: now(),
  });
}
