import {
  deletedUsers,
  departmentApi,
  OPEN_CONTROL_TEXTS,
  STAFF_BATCH_MAX,
  STAFF_ROLES,
  STAFF_TEXTS,
  userApi,
  users,
  type UserRow,
} from '@console/remote-admin/contract';
import type { Role } from '@console/sdk/manifest';
import { DELETED, liveAccount } from '../../db/accounts';
import type { Db } from '../../db/database';
import { hashPassword } from '../../db/passwords';
import { now } from '../../db/time';
import type { CurrentUser } from '../../http/auth';
import { define, type Endpoints } from '../../http/endpoint';
import { listEndpoints } from '../../http/listEndpoints';
import { forbidden, invalid, notFound } from '../../http/envelope';
import { fromTable, leftJoinOne } from '../../http/from';
import { pageOf } from '../../http/page';
import { dateTime, ids, integer, oneOf, paging, requiredInteger, text, type Params } from '../../http/params';
import { inputOf, resourceList } from '../../http/resource';
import { reachable, restrictTo } from '../../http/scope';
import { placeholders, Where } from '../../http/where';
import { checkSeatFree, companyInReach, departmentInReach } from './enterprise';

export { DELETED };

const USER_COLUMNS = `u.id, u.username, u.real_name AS realName, u.phone, u.role, u.company_id AS companyId,
  COALESCE(c.name, '') AS companyName, u.department_id AS departmentId, COALESCE(d.name, '') AS departmentName,
  u.status, u.computer_dial AS computerDial, u.valid_date AS validDate, u.last_login_at AS lastLoginAt, u.created_at AS createdAt`;
const USER_FROM = fromTable('users', 'u', leftJoinOne('companies', 'c', 'u.company_id'), leftJoinOne('departments', 'd', 'u.department_id'));
const OWNERSHIP = { agent: 'u.agent_id', company: 'u.company_id', department: 'u.department_id', user: 'u.id' };

const LIST = resourceList(users, {
  username: 'u.username',
  realName: 'u.real_name',
  phone: 'u.phone',
  role: 'u.role',
  companyId: 'u.company_id',
  departmentName: 'd.name',
  status: 'u.status',
  computerDial: 'u.computer_dial',
  validDate: 'u.valid_date',
  lastLoginAt: 'u.last_login_at',
  createdAt: 'u.created_at',
});

/** The users this user sees: its scope, never a deleted one. */
function scoped(db: Db, user: CurrentUser, where = new Where()): Where {
  restrictTo(db, where, user, OWNERSHIP);
  return where.raw(liveAccount('u'));
}

function userQuery(db: Db, user: CurrentUser, params: Params) {
  return { select: USER_COLUMNS, from: USER_FROM, where: scoped(db, user, LIST.where(params)), order: LIST.order(params, 'u.id DESC') };
}

/** Which roles a manager may give (and so which staff it may change): a company's staff only, each level below its own. */
export const STAFF_ROLES_BY_MANAGER: Partial<Record<Role, readonly Role[]>> = {
  admin: STAFF_ROLES,
  agent: STAFF_ROLES,
  subAgent: STAFF_ROLES,
  company: ['department', 'normal'],
  department: ['normal'],
};

const mayGive = (user: CurrentUser, role: Role) => (STAFF_ROLES_BY_MANAGER[user.role] ?? []).includes(role);

/** The staff among `wanted` this manager may change: in its scope, not itself, of a role it may give. Refuses the whole batch otherwise. */
export function manageable(db: Db, user: CurrentUser, wanted: number[], selfRefusal: string = STAFF_TEXTS.changeSelf): number[] {
  if (wanted.includes(user.id)) throw invalid(selfRefusal);
  const found = reachable(db, USER_FROM, scoped(db, user), wanted);
  const roles = db
    .prepare(`SELECT DISTINCT role FROM users WHERE id IN (${placeholders(found)})`)
    .pluck()
    .all(...found) as Role[];
  if (roles.some((role) => !mayGive(user, role))) throw forbidden();
  return found;
}

/** Where a staff member sits: a company in reach, and a department of that company (required below the company's administrator). */
function placement(db: Db, user: CurrentUser, role: Role, companyId: number | null | undefined, departmentId: number | null | undefined) {
  if (user.role === 'company' || user.role === 'department') companyId = user.companyId;
  if (user.role === 'department') departmentId = user.departmentId;
  if (!companyId) throw invalid('请选择企业');
  const company = companyInReach(db, user, companyId);
  if (departmentId) departmentInReach(db, user, departmentId, companyId);
  else if (role !== 'company') throw invalid(STAFF_TEXTS.needsDepartment);
  return { companyId, departmentId: departmentId ?? null, agentId: company.agentId };
}

function checkUnique(db: Db, username: string | undefined, phone: string | undefined, exceptId = 0): void {
  if (username && db.prepare('SELECT 1 FROM users WHERE username = ? AND id <> ?').get(username, exceptId)) throw invalid(STAFF_TEXTS.duplicateUsername);
  if (phone && db.prepare(`SELECT 1 FROM users u WHERE phone = ? AND id <> ? AND ${liveAccount('u')}`).get(phone, exceptId))
    throw invalid(STAFF_TEXTS.duplicatePhone);
}

/** Deletes (softly) and ends the sessions of `targets`, in one transaction with the caller's checks. */
function softDelete(db: Db, user: CurrentUser, targets: number[]): number {
  const list = placeholders(targets);
  db.prepare(`UPDATE users SET status_before_delete = status, status = ${DELETED}, deleted_at = ?, deleted_by = ? WHERE id IN (${list})`).run(
    now(),
    user.id,
    ...targets,
  );
  db.prepare(`DELETE FROM sessions WHERE user_id IN (${list})`).run(...targets);
  return targets.length;
}

/** A risk figure's period: `from`..`to`, as clauses on a call's start and a hit's time, each with both bounds' values. */
function riskPeriod(params: Params) {
  const from = dateTime(params, 'from', '开始时间') ?? '0000-00-00 00:00:00';
  const to = dateTime(params, 'to', '结束时间') ?? '9999-12-31 23:59:59';
  if (from > to) throw invalid('开始时间不能晚于结束时间');
  return { calls: 'AND r.start_time BETWEEN ? AND ?', hits: 'AND k.created_at BETWEEN ? AND ?', values: [from, to] };
}

/** Phones (or usernames) one a line, or separated by commas or spaces; at most STAFF_BATCH_MAX. */
function lines(params: Params, name: string): string[] {
  const given = [...new Set((text(params, name, 20 * STAFF_BATCH_MAX) ?? '').split(/[\s,，;；]+/).filter(Boolean))];
  if (given.length === 0) throw invalid(STAFF_TEXTS.noPhones);
  if (given.length > STAFF_BATCH_MAX) throw invalid(STAFF_TEXTS.tooMany(STAFF_BATCH_MAX));
  return given;
}

function staffBy(db: Db, user: CurrentUser, column: 'u.phone' | 'u.username', wanted: string[]) {
  const where = scoped(db, user).raw(`${column} IN (${placeholders(wanted)})`, ...wanted);
  const list = db.prepare(`SELECT ${USER_COLUMNS} FROM ${USER_FROM} ${where} ORDER BY u.id`).all(...where.values) as (UserRow & Record<string, string>)[];
  const key = column === 'u.phone' ? 'phone' : 'username';
  const found = new Set(list.map((row) => row[key]));
  return { list, missing: wanted.filter((one) => !found.has(one)) };
}

/**
 * The opening control (/company 开通管控) that keeps computer dialling from being opened for any of `userIds`
 * (their company's), said with the company and the reason; nothing when none of their companies is controlled.
 */
function refusedOpening(db: Db, userIds: number[]): string | undefined {
  const control = db
    .prepare(
      `SELECT c.name, o.reason FROM admin_open_control o JOIN companies c ON c.id = o.company_id
       WHERE o.service = 'computerDial' AND o.company_id IN (SELECT company_id FROM users WHERE id IN (${placeholders(userIds)})) ORDER BY o.id LIMIT 1`,
    )
    .get(...userIds) as { name: string; reason: string } | undefined;
  return control && OPEN_CONTROL_TEXTS.controlled(control.name, control.reason);
}

const DELETED_LIST = resourceList(deletedUsers, {
  username: 'u.username',
  realName: 'u.real_name',
  phone: 'u.phone',
  role: 'u.role',
  companyName: 'c.name',
  deletedAt: 'u.deleted_at',
});

/** Organisation and users (spec section 7). */
export const userEndpoints: Endpoints = [
  ...listEndpoints({ list: userApi.list, sheet: userApi.downloadUsers, fileName: '员工列表', query: ({ db, params, user }) => userQuery(db, user, params) }),
  define({
    call: userApi.fetchUserById,
    handler: ({ db, params, user }) => {
      const where = scoped(db, user, new Where().eq('u.id', requiredInteger(params, 'userId', '用户编号')));
      const found = db.prepare(`SELECT ${USER_COLUMNS} FROM ${USER_FROM} ${where}`).get(...where.values);
      if (!found) throw notFound('用户');
      return found;
    },
  }),
  define({
    call: userApi.add,
    handler: ({ db, params, user }) => {
      const input = inputOf(users, params);
      if (!mayGive(user, input.role)) throw invalid(STAFF_TEXTS.roleNotAllowed);
      return db.transaction(() => {
        const at = placement(db, user, input.role, input.companyId, input.departmentId);
        checkUnique(db, input.username, input.phone);
        const created = db
          .prepare(
            `INSERT INTO users (username, password_hash, role, real_name, phone, agent_id, company_id, department_id, status, valid_date, created_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(
            input.username,
            hashPassword(input.password!),
            input.role,
            input.realName,
            input.phone,
            at.agentId,
            at.companyId,
            at.departmentId,
            input.status,
            input.validDate,
            now(),
          );
        return { id: Number(created.lastInsertRowid) };
      })();
    },
  }),
  define({
    call: userApi.update,
    handler: ({ db, params, user }) => {
      const id = requiredInteger(params, 'id', '用户编号');
      // The username is the login: given once, when the account is added.
      const input = inputOf(users, params, ['password', 'realName', 'phone', 'role', 'companyId', 'departmentId', 'status', 'validDate'], 'edit');
      if (!mayGive(user, input.role)) throw invalid(STAFF_TEXTS.roleNotAllowed);
      db.transaction(() => {
        manageable(db, user, [id]);
        const at = placement(db, user, input.role, input.companyId, input.departmentId);
        checkUnique(db, undefined, input.phone, id);
        db.prepare(
          `UPDATE users SET real_name = ?, phone = ?, role = ?, agent_id = ?, company_id = ?, department_id = ?, status = ?, valid_date = ? WHERE id = ?`,
        ).run(input.realName, input.phone, input.role, at.agentId, at.companyId, at.departmentId, input.status, input.validDate, id);
        if (input.password) db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(hashPassword(input.password), id);
        if (input.status !== 1 || input.password) db.prepare('DELETE FROM sessions WHERE user_id = ?').run(id);
      })();
      return null;
    },
  }),
  define({
    call: userApi.setRoleAndValidDate,
    handler: ({ db, params, user }) => {
      const id = requiredInteger(params, 'userId', '用户编号');
      const role = oneOf(params, 'role', '角色', users.fields.role.values);
      const validDate = dateTime(params, 'validDate', '有效期至');
      if (!role) throw invalid('请选择角色');
      if (!validDate) throw invalid('请选择有效期至');
      if (!mayGive(user, role)) throw invalid(STAFF_TEXTS.roleNotAllowed);
      db.transaction(() => {
        manageable(db, user, [id]);
        const departmentId = db.prepare('SELECT department_id FROM users WHERE id = ?').pluck().get(id);
        if (role !== 'company' && !departmentId) throw invalid(STAFF_TEXTS.needsDepartment);
        db.prepare('UPDATE users SET role = ?, valid_date = ? WHERE id = ?').run(role, validDate, id);
        db.prepare('DELETE FROM sessions WHERE user_id = ?').run(id);
      })();
      return null;
    },
  }),
  define({
    call: userApi.delete,
    handler: ({ db, params, user }) => {
      const userId = requiredInteger(params, 'userId', '用户编号');
      db.transaction(() => softDelete(db, user, manageable(db, user, [userId], STAFF_TEXTS.deleteSelf)))();
      return null;
    },
  }),
  define({
    call: userApi.batchDelete,
    handler: ({ db, params, user }) => {
      const wanted = ids(params, '员工');
      return { deleted: db.transaction(() => softDelete(db, user, manageable(db, user, wanted, STAFF_TEXTS.deleteSelf)))() };
    },
  }),
  define({
    call: userApi.batchDeleteByUserPhones,
    handler: ({ db, params, user }) => {
      const { list, missing } = staffBy(db, user, 'u.phone', lines(params, 'phones'));
      if (list.length === 0) throw invalid('没有找到这些手机号的员工');
      return {
        deleted: db.transaction(() =>
          softDelete(
            db,
            user,
            manageable(
              db,
              user,
              list.map((row) => row.id),
              STAFF_TEXTS.deleteSelf,
            ),
          ),
        )(),
        missing,
      };
    },
  }),
  define({
    call: userApi.batchUpdate,
    handler: ({ db, params, user }) => {
      const wanted = ids(params, '员工');
      const status = oneOf(params, 'status', '状态', users.fields.status.values);
      const validDate = dateTime(params, 'validDate', '有效期至');
      if (status === undefined && !validDate) throw invalid('请选择要修改的状态或有效期');
      return db.transaction(() => {
        const targets = manageable(db, user, wanted);
        const list = placeholders(targets);
        if (status !== undefined) db.prepare(`UPDATE users SET status = ? WHERE id IN (${list})`).run(status, ...targets);
        if (validDate) db.prepare(`UPDATE users SET valid_date = ? WHERE id IN (${list})`).run(validDate, ...targets);
        if (status === 0) db.prepare(`DELETE FROM sessions WHERE user_id IN (${list})`).run(...targets);
        return { updated: targets.length };
      })();
    },
  }),
  define({ call: userApi.batchQuery, handler: ({ db, params, user }) => staffBy(db, user, 'u.phone', lines(params, 'phones')) }),
  define({ call: userApi.batchQueryStaff, handler: ({ db, params, user }) => staffBy(db, user, 'u.username', lines(params, 'usernames')) }),
  define({
    call: userApi.transferStaff,
    handler: ({ db, params, user }) => {
      const wanted = ids(params, '员工');
      const departmentId = requiredInteger(params, 'departmentId', '目标部门');
      return db.transaction(() => {
        const targets = manageable(db, user, wanted);
        const department = departmentInReach(db, user, departmentId);
        const list = placeholders(targets);
        const companies = db
          .prepare(`SELECT DISTINCT company_id FROM users WHERE id IN (${list})`)
          .pluck()
          .all(...targets);
        if (companies.length !== 1 || companies[0] !== department.companyId) throw invalid('只能在本企业的部门之间转移员工');
        const moving = db
          .prepare(`SELECT id FROM users WHERE id IN (${list}) AND COALESCE(department_id, 0) <> ?`)
          .pluck()
          .all(...targets, departmentId) as number[];
        if (moving.length === 0) throw invalid(STAFF_TEXTS.sameDepartment);
        const movingList = placeholders(moving);
        db.prepare(
          `INSERT INTO staff_transfers (user_id, from_department_id, to_department_id, by_user_id, at) SELECT id, department_id, ?, ?, ? FROM users WHERE id IN (${movingList})`,
        ).run(departmentId, user.id, now(), ...moving);
        db.prepare(`UPDATE users SET department_id = ? WHERE id IN (${movingList})`).run(departmentId, ...moving);
        // A staff member's own customers follow it, so the new department's supervisor sees them; the
        // owner column is joined from users, so every CRM list names the same person in its new place.
        db.prepare(`UPDATE customers SET department_id = ? WHERE pool = 'mine' AND owner_id IN (${movingList})`).run(departmentId, ...moving);
        return { transferred: moving.length };
      })();
    },
  }),
  define({
    call: userApi.openServices,
    handler: ({ db, params, user }) => {
      const wanted = ids(params, '员工');
      const computerDial = requiredInteger(params, 'computerDial', '电脑拨号', { min: 0, max: 1 });
      return db.transaction(() => {
        const targets = manageable(db, user, wanted);
        const refused = computerDial === 1 ? refusedOpening(db, targets) : undefined;
        if (refused) throw invalid(refused);
        db.prepare(`UPDATE users SET computer_dial = ? WHERE id IN (${placeholders(targets)})`).run(computerDial, ...targets);
        return { updated: targets.length };
      })();
    },
  }),
  define({
    call: userApi.riskCount,
    handler: ({ db, params, user }) => {
      const wanted = ids(params, '员工');
      const where = scoped(db, user).raw(`u.id IN (${placeholders(wanted)})`, ...wanted);
      const period = riskPeriod(params);
      return db
        .prepare(
          `SELECT u.id AS userId,
             (SELECT COUNT(*) FROM call_records r WHERE r.user_id = u.id AND r.risk = 1 ${period.calls}) AS riskCalls,
             (SELECT COUNT(*) FROM risk_list k WHERE k.user_id = u.id ${period.hits}) AS riskHits
           FROM users u ${where} ORDER BY u.id`,
        )
        .all(...period.values, ...period.values, ...where.values);
    },
  }),
  define({
    call: userApi.getRiskCount,
    handler: ({ db, params, user }) => {
      const { where } = userQuery(db, user, params);
      const period = riskPeriod(params);
      const staff = `SELECT u.id FROM ${USER_FROM} ${where}`;
      const count = (sql: string, ...values: unknown[]) =>
        db
          .prepare(sql)
          .pluck()
          .get(...values) as number;
      return {
        staff: count(`SELECT COUNT(*) FROM (${staff})`, ...where.values),
        riskCalls: count(`SELECT COUNT(*) FROM call_records r WHERE r.risk = 1 ${period.calls} AND r.user_id IN (${staff})`, ...period.values, ...where.values),
        // Both figures of the risk list from one pass over its rows.
        ...(db
          .prepare(`SELECT COUNT(*) AS riskHits, TOTAL(k.handled = 0) AS unhandled FROM risk_list k WHERE 1 = 1 ${period.hits} AND k.user_id IN (${staff})`)
          .get(...period.values, ...where.values) as { riskHits: number; unhandled: number }),
      };
    },
  }),
  define({
    call: userApi.deleteLog,
    handler: ({ db, params }) => {
      const where = DELETED_LIST.where(params).raw(`u.status = ${DELETED}`);
      return pageOf(
        db,
        {
          select: `u.id, u.username, u.real_name AS realName, u.phone, u.role, COALESCE(c.name, '') AS companyName, COALESCE(d.name, '') AS departmentName,
            COALESCE(b.real_name, '') AS deletedByName, u.deleted_at AS deletedAt`,
          from: fromTable(
            'users',
            'u',
            leftJoinOne('companies', 'c', 'u.company_id'),
            leftJoinOne('departments', 'd', 'u.department_id'),
            leftJoinOne('users', 'b', 'u.deleted_by'),
          ),
          where,
          order: DELETED_LIST.order(params, 'u.deleted_at DESC, u.id DESC'),
        },
        paging(params),
      );
    },
  }),
  define({
    call: userApi.restoreDeleted,
    handler: ({ db, params }) => {
      const id = requiredInteger(params, 'id', '用户编号');
      db.transaction(() => {
        const row = db.prepare('SELECT username, phone, status, status_before_delete AS before, company_id AS companyId FROM users WHERE id = ?').get(id) as
          { username: string; phone: string; status: number; before: number | null; companyId: number | null } | undefined;
        if (!row) throw notFound('用户');
        if (row.status !== DELETED) throw invalid(STAFF_TEXTS.notDeleted);
        // Its phone may have been given to someone else meanwhile; the username never is (it stays taken).
        checkUnique(db, undefined, row.phone, id);
        // A deleted account's SIP account held no seat: restored, it takes one again.
        if (db.prepare('SELECT 1 FROM sip_accounts WHERE user_id = ?').get(id)) checkSeatFree(db, row.companyId);
        db.prepare('UPDATE users SET status = ?, status_before_delete = NULL, deleted_at = NULL, deleted_by = NULL WHERE id = ?').run(row.before ?? 1, id);
      })();
      return null;
    },
  }),
  define({
    call: departmentApi.all,
    handler: ({ db, params, user }) => {
      const where = new Where().eq('d.company_id', integer(params, 'companyId', '企业编号'));
      restrictTo(db, where, user, { agent: 'c.agent_id', company: 'd.company_id', department: 'd.id' });
      return db
        .prepare(`SELECT d.id, d.name, d.company_id AS companyId FROM departments d JOIN companies c ON c.id = d.company_id ${where} ORDER BY d.id`)
        .all(...where.values);
    },
  }),
  define({
    call: userApi.fetchUsersByDepartmentId,
    handler: ({ db, params, user }) => {
      const where = scoped(db, user, new Where().eq('u.department_id', requiredInteger(params, 'departmentId', '部门编号')));
      return db.prepare(`SELECT ${USER_COLUMNS} FROM ${USER_FROM} ${where} ORDER BY u.id`).all(...where.values);
    },
  }),
  define({
    call: userApi.fetchDefaultUsers,
    handler: ({ db, user }) => {
      const where = scoped(db, user, new Where().eq('u.status', 1));
      return db.prepare(`SELECT ${USER_COLUMNS} FROM ${USER_FROM} ${where} ORDER BY u.id LIMIT 200`).all(...where.values);
    },
  }),
];
