import { departmentApi, userApi, users } from '@console/remote-admin/contract';
import type { Db } from '../../db/database';
import type { CurrentUser } from '../../http/auth';
import { define, type Endpoints } from '../../http/endpoint';
import { forbidden, invalid, notFound } from '../../http/envelope';
import { allOf, pageOf } from '../../http/page';
import { integer, paging, requiredInteger, type Params } from '../../http/params';
import { resourceList } from '../../http/resource';
import { restrictTo } from '../../http/scope';
import { sendSheet } from '../../http/sheet';
import { Where } from '../../http/where';
import { fromTable, leftJoinOne } from '../../http/from';

const USER_COLUMNS = `u.id, u.username, u.real_name AS realName, u.phone, u.role, u.company_id AS companyId,
  COALESCE(c.name, '') AS companyName, u.department_id AS departmentId, COALESCE(d.name, '') AS departmentName,
  u.status, u.valid_date AS validDate, u.created_at AS createdAt`;
const USER_FROM = fromTable('users', 'u', leftJoinOne('companies', 'c', 'u.company_id'), leftJoinOne('departments', 'd', 'u.department_id'));
const OWNERSHIP = { agent: 'u.agent_id', company: 'u.company_id', department: 'u.department_id', user: 'u.id' };

const LIST = resourceList(users, {
  username: 'u.username',
  phone: 'u.phone',
  role: 'u.role',
  status: 'u.status',
  validDate: 'u.valid_date',
  createdAt: 'u.created_at',
});

function userQuery(db: Db, user: CurrentUser, params: Params) {
  const where = LIST.where(params);
  restrictTo(db, where, user, OWNERSHIP);
  return { select: USER_COLUMNS, from: USER_FROM, where, order: LIST.order(params, 'u.id DESC') };
}

/** Organisation and users (spec section 7). */
export const userEndpoints: Endpoints = [
  define({
    call: userApi.list,
    handler: ({ db, params, user }) => pageOf(db, userQuery(db, user, params), paging(params)),
  }),
  define({
    call: userApi.downloadUsers,
    handler: ({ db, params, user, reply }) => sendSheet(reply, params, '员工列表', userApi.downloadUsers.columns, allOf(db, userQuery(db, user, params))),
  }),
  define({
    call: userApi.fetchUserById,
    handler: ({ db, params, user }) => {
      const where = new Where().eq('u.id', requiredInteger(params, 'userId', '用户编号'));
      restrictTo(db, where, user, OWNERSHIP);
      const found = db.prepare(`SELECT ${USER_COLUMNS} FROM ${USER_FROM} ${where}`).get(...where.values);
      if (!found) throw notFound('用户');
      return found;
    },
  }),
  define({
    call: userApi.delete,
    handler: ({ db, params, user }) => {
      const userId = requiredInteger(params, 'userId', '用户编号');
      if (userId === user.id) throw invalid('不能删除当前登录的账号');
      const where = new Where().eq('u.id', userId);
      restrictTo(db, where, user, OWNERSHIP);
      const target = db.prepare(`SELECT u.id FROM users u ${where}`).get(...where.values);
      if (!target) throw forbidden();
      db.prepare('UPDATE users SET status = 0 WHERE id = ?').run(userId);
      db.prepare('DELETE FROM sessions WHERE user_id = ?').run(userId);
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
      const where = new Where().eq('u.department_id', requiredInteger(params, 'departmentId', '部门编号'));
      restrictTo(db, where, user, OWNERSHIP);
      return db.prepare(`SELECT ${USER_COLUMNS} FROM ${USER_FROM} ${where} ORDER BY u.id`).all(...where.values);
    },
  }),
  define({
    call: userApi.fetchDefaultUsers,
    handler: ({ db, user }) => {
      const where = new Where().eq('u.status', 1);
      restrictTo(db, where, user, OWNERSHIP);
      return db.prepare(`SELECT ${USER_COLUMNS} FROM ${USER_FROM} ${where} ORDER BY u.id LIMIT 200`).all(...where.values);
    },
  }),
];
