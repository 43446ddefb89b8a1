import { clue as clueResource, clueApi } from '@console/remote-crm/contract';
import type { Db } from '../../db/database';
import { now } from '../../db/time';
import type { CurrentUser } from '../../http/auth';
import { define, type Endpoints } from '../../http/endpoint';
import { listEndpoints } from '../../http/listEndpoints';
import { forbidden, invalid, notFound } from '../../http/envelope';
import { ids, integer, type Params, requiredInteger, oneOf } from '../../http/params';
import { inputOf, resourceList } from '../../http/resource';
import { reachable, restrictTo } from '../../http/scope';
import { placeholders, Where } from '../../http/where';
import { CRM_ACCESS, isAmong, ownCompany } from './access';
import { dictionaryNames } from './dictionary';
import { CLUE_SOURCES, CLUE_STATUSES } from './domain';
import { logCrm } from './helpers';
import { fromTable, joinOne, leftJoinOne } from '../../http/from';

export const CLUE_VIEWS = ['mine', 'pool', 'assign'] as const;
type ClueView = (typeof CLUE_VIEWS)[number];

const CLUE_FROM = fromTable('clues', 'l', joinOne('companies', 'c', 'l.company_id'), leftJoinOne('users', 'a', 'l.assignee_id'));
const CLUE_SELECT = `l.id, l.name, l.phone, l.company, l.source, l.status, l.assignee_id AS assigneeId, COALESCE(a.real_name, '') AS assigneeName,
  l.company_id AS companyId, c.name AS companyName, l.remark, l.assigned_at AS assignedAt, l.created_at AS createdAt`;

/**
 * The three views of leads: "mine" (/clue) is what is assigned to the user (a department: to its
 * members; above: the whole scope); "pool" (/cluePool) is the company's unassigned leads; "assign"
 * (/assignLeads) is every lead of the company, for assigning and recycling.
 */
export function scopeClues(db: Db, where: Where, user: CurrentUser, view: ClueView): Where {
  restrictTo(db, where, user, {
    agent: 'c.agent_id',
    company: 'l.company_id',
    department: view === 'mine' ? 'a.department_id' : undefined,
    user: view === 'mine' ? 'l.assignee_id' : undefined,
  });
  if (view === 'pool') where.raw("l.status = '待分配' AND l.assignee_id IS NULL");
  return where;
}

const CLUES = resourceList(clueResource, {
  name: 'l.name',
  phone: 'l.phone',
  company: 'l.company',
  source: 'l.source',
  status: 'l.status',
  assigneeId: 'l.assignee_id',
  assigned: 'CASE WHEN l.assignee_id IS NULL THEN 0 ELSE 1 END',
  assignedAt: 'l.assigned_at',
  createdAt: 'l.created_at',
});

function clueQuery(db: Db, user: CurrentUser, params: Params) {
  const view = oneOf(params, 'view', '视图', CLUE_VIEWS) ?? 'mine';
  const where = CLUES.where(params);
  scopeClues(db, where, user, view);
  return { select: CLUE_SELECT, from: CLUE_FROM, where, order: CLUES.order(params, 'l.created_at DESC, l.id DESC') };
}

interface ClueRecord {
  id: number;
  name: string;
  phone: string;
  company: string;
  source: string;
  status: string;
  assignee_id: number | null;
  company_id: number;
}

function reachableClues(db: Db, user: CurrentUser, view: ClueView, wanted: number[]): ClueRecord[] {
  const found = reachable(db, CLUE_FROM, scopeClues(db, new Where(), user, view), wanted);
  return db.prepare(`SELECT * FROM clues WHERE id IN (${placeholders(found)})`).all(...found) as ClueRecord[];
}

function assignee(db: Db, id: number) {
  return db
    .prepare(
      "SELECT id, real_name AS realName, company_id AS companyId, department_id AS departmentId FROM users WHERE id = ? AND status = 1 AND role IN ('company', 'department', 'normal')",
    )
    .get(id) as { id: number; realName: string; companyId: number; departmentId: number | null } | undefined;
}

function clueInput(params: Params) {
  const input = inputOf(clueResource, params);
  return { name: input.name, phone: input.phone, company: input.company ?? '', source: input.source ?? CLUE_SOURCES[0], remark: input.remark ?? '' };
}

const openDuplicate = (db: Db, companyId: number, phone: string, exceptId?: number) =>
  db
    .prepare("SELECT 1 FROM clues WHERE company_id = ? AND phone = ? AND status IN ('待分配', '跟进中') AND id IS NOT ?")
    .get(companyId, phone, exceptId ?? null) !== undefined;

const clueLog = (clue: ClueRecord, action: string, extra: { detail?: string; targetUserId?: number | null } = {}) => ({
  target: '线索' as const,
  action,
  recordId: clue.id,
  recordName: clue.name,
  recordPhone: clue.phone,
  companyId: clue.company_id,
  ...extra,
});

/** Converts leads into "my customers" of their assignee (or the acting user); answers how many. */
export function convertToCustomers(db: Db, user: CurrentUser, clues: ClueRecord[]): { converted: number; skipped: number } {
  let converted = 0;
  let skipped = 0;
  const at = now();
  db.transaction(() => {
    for (const clue of clues) {
      if (clue.status === '已转客户' || clue.status === '无效') throw invalid(`线索「${clue.name}」${clue.status}，不能转为客户`);
      const exists = db.prepare('SELECT 1 FROM customers WHERE company_id = ? AND phone = ?').get(clue.company_id, clue.phone);
      if (exists) skipped++;
      else {
        const owner = clue.assignee_id ?? user.id;
        const department = db.prepare('SELECT department_id FROM users WHERE id = ?').pluck().get(owner) as number | null;
        const stage = dictionaryNames(db, clue.company_id, 'progress')[0] ?? '';
        const source = dictionaryNames(db, clue.company_id, 'source').includes('线索池') ? '线索池' : '';
        db.prepare(
          `INSERT INTO customers (name, phone, company, source, progress, tags, owner_id, company_id, department_id, pool, remark, last_follow_at, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, '', ?, ?, ?, 'mine', ?, '', ?, ?)`,
        ).run(clue.name, clue.phone, clue.company, source, stage, owner, clue.company_id, department, `由线索转入（${clue.source}）`, at, at);
        converted++;
      }
      db.prepare("UPDATE clues SET status = '已转客户' WHERE id = ?").run(clue.id);
      logCrm(db, user, clueLog(clue, '转为客户', { detail: exists ? '手机号已是客户，仅标记为已转客户' : '' }));
    }
  })();
  return { converted, skipped };
}

/** Leads (/clue, /cluePool, /assignLeads): `/api/clue/<verb>`. */
export const clueEndpoints: Endpoints = [
  ...listEndpoints({ list: clueApi.list, sheet: clueApi.export, fileName: '线索列表', query: ({ db, params, user }) => clueQuery(db, user, params) }),
  define({
    call: clueApi.add,
    handler: ({ db, params, user }) => {
      const companyId = ownCompany(user);
      const input = clueInput(params);
      if (openDuplicate(db, companyId, input.phone)) throw invalid('该电话已有未结束的线索');
      // A staff member's own lead is assigned to itself; a manager's goes to the pool unless assigned.
      let assigneeId: number | null = user.role === 'normal' ? user.id : (integer(params, 'assigneeId', '跟进人') ?? null);
      if (assigneeId !== null && assigneeId !== user.id) {
        const target = assignee(db, assigneeId);
        if (!target || target.companyId !== companyId) throw invalid('跟进人不存在或不属于本企业');
        assigneeId = target.id;
      }
      const at = now();
      const created = db
        .prepare(
          `INSERT INTO clues (name, phone, company, source, status, assignee_id, company_id, remark, assigned_at, created_at)
           VALUES (@name, @phone, @company, @source, @status, @assigneeId, @companyId, @remark, @assignedAt, @at)`,
        )
        .run({ ...input, status: assigneeId ? '跟进中' : '待分配', assigneeId, companyId, assignedAt: assigneeId ? at : '', at });
      const id = Number(created.lastInsertRowid);
      logCrm(db, user, { target: '线索', action: '新增', recordId: id, recordName: input.name, recordPhone: input.phone });
      return { id };
    },
  }),
  define({
    call: clueApi.update,
    handler: ({ db, params, user }) => {
      const id = requiredInteger(params, 'id', '线索编号');
      if (!db.prepare('SELECT 1 FROM clues WHERE id = ?').get(id)) throw notFound('线索');
      const [clue] = reachableClues(db, user, isAmong(CRM_ACCESS.supervisors, user.role) ? 'assign' : 'mine', [id]);
      const input = clueInput(params);
      if (openDuplicate(db, clue.company_id, input.phone, id)) throw invalid('该电话已有未结束的线索');
      const status = oneOf(params, 'status', '状态', CLUE_STATUSES) ?? clue.status;
      if (status !== clue.status) {
        const allowed = clue.assignee_id ? ['跟进中', '无效'] : [];
        if (!allowed.includes(status)) throw invalid(`不能将线索从「${clue.status}」改为「${status}」`);
      }
      db.prepare('UPDATE clues SET name = ?, phone = ?, company = ?, source = ?, remark = ?, status = ? WHERE id = ?').run(
        input.name,
        input.phone,
        input.company,
        input.source,
        input.remark,
        status,
        id,
      );
      logCrm(db, user, clueLog({ ...clue, ...input }, '编辑'));
      return { id };
    },
  }),
  define({
    call: clueApi.delete,
    handler: ({ db, params, user }) => {
      const clues = reachableClues(db, user, 'assign', ids(params, '线索'));
      db.transaction(() => {
        for (const clue of clues) {
          db.prepare('DELETE FROM clues WHERE id = ?').run(clue.id);
          logCrm(db, user, clueLog(clue, '删除'));
        }
      })();
      return { deleted: clues.length };
    },
  }),
  define({
    call: clueApi.assign,
    handler: ({ db, params, user }) => {
      const target = assignee(db, requiredInteger(params, 'assigneeId', '跟进人'));
      if (!target) throw invalid('跟进人不存在或已停用');
      if (user.role === 'department' && target.departmentId !== user.departmentId) throw invalid('只能分配给本部门的员工');
      const clues = reachableClues(db, user, 'assign', ids(params, '线索'));
      if (clues.some((clue) => clue.company_id !== target.companyId)) throw invalid('只能分配给线索所属企业的员工');
      const closed = clues.find((clue) => clue.status === '已转客户');
      if (closed) throw invalid(`线索「${closed.name}」已转客户，不能分配`);
      db.transaction(() => {
        for (const clue of clues) {
          db.prepare("UPDATE clues SET assignee_id = ?, status = '跟进中', assigned_at = ? WHERE id = ?").run(target.id, now(), clue.id);
          logCrm(db, user, clueLog(clue, '分配', { targetUserId: target.id, detail: `分配给 ${target.realName}` }));
        }
      })();
      return { assigned: clues.length };
    },
  }),
  define({
    call: clueApi.recycle,
    handler: ({ db, params, user }) => {
      const clues = reachableClues(db, user, 'assign', ids(params, '线索'));
      const closed = clues.find((clue) => clue.status === '已转客户');
      if (closed) throw invalid(`线索「${closed.name}」已转客户，不能回收`);
      db.transaction(() => {
        for (const clue of clues) {
          db.prepare("UPDATE clues SET assignee_id = NULL, status = '待分配', assigned_at = '' WHERE id = ?").run(clue.id);
          logCrm(db, user, clueLog(clue, '回收', { targetUserId: clue.assignee_id, detail: '回收到线索池' }));
        }
      })();
      return { recycled: clues.length };
    },
  }),
  define({
    call: clueApi.claim,
    handler: ({ db, params, user }) => {
      ownCompany(user);
      const clues = reachableClues(db, user, 'pool', ids(params, '线索'));
      db.transaction(() => {
        for (const clue of clues) {
          db.prepare("UPDATE clues SET assignee_id = ?, status = '跟进中', assigned_at = ? WHERE id = ?").run(user.id, now(), clue.id);
          logCrm(db, user, clueLog(clue, '领取', { targetUserId: user.id }));
        }
      })();
      return { claimed: clues.length };
    },
  }),
  define({
    call: clueApi.toCustomer,
    handler: ({ db, params, user }) => {
      const clues = reachableClues(db, user, 'mine', ids(params, '线索'));
      if (clues.some((clue) => clue.company_id !== ownCompany(user))) throw forbidden();
      return convertToCustomers(db, user, clues);
    },
  }),
];
