import {
  addressApi,
  addressErrors,
  CITIES_BY_PROVINCE,
  companies,
  companyApi,
  departmentManageApi,
  departments,
  ENTERPRISE_TEXTS,
  provinceOf,
} from '@console/remote-admin/contract';
import type { Db } from '../../db/database';
import { now } from '../../db/time';
import { agentTree, type CurrentUser } from '../../http/auth';
import { define, type Endpoints } from '../../http/endpoint';
import { listEndpoints } from '../../http/listEndpoints';
import { forbidden, invalid, notFound } from '../../http/envelope';
import { fromTable, joinOne, leftJoinOne } from '../../http/from';
import { pageOf } from '../../http/page';
import { integer, paging, requiredInteger, type Params } from '../../http/params';
import { inputOf, resourceList } from '../../http/resource';
import { restrictTo } from '../../http/scope';
import { Where } from '../../http/where';
import { liveAccount, seatsUsed } from '../../db/accounts';
import { agentHolding } from './agents';

/** Staff that count (a soft-deleted account is in /deleteRecords, not in a company or department). */
const ACTIVE = liveAccount('u');

const COMPANY_OWNERSHIP = { agent: 'c.agent_id', company: 'c.id' };
const DEPARTMENT_OWNERSHIP = { agent: 'c.agent_id', company: 'd.company_id', department: 'd.id' };

/** A company this user may act on (a department's or a normal user's own company included), or 403. */
export function companyInReach(db: Db, user: CurrentUser, companyId: number): { id: number; agentId: number | null } {
  const where = restrictTo(db, new Where().eq('c.id', companyId), user, COMPANY_OWNERSHIP);
  const found = db.prepare(`SELECT c.id, c.agent_id AS agentId FROM companies c ${where}`).get(...where.values) as
    { id: number; agentId: number | null } | undefined;
  if (found) return found;
  if (!db.prepare('SELECT 1 FROM companies WHERE id = ?').get(companyId)) throw notFound('企业');
  throw forbidden();
}

/** A department this user may act on (of `companyId` when given), or a refusal. */
export function departmentInReach(db: Db, user: CurrentUser, departmentId: number, companyId?: number): { id: number; companyId: number } {
  const where = restrictTo(db, new Where().eq('d.id', departmentId), user, DEPARTMENT_OWNERSHIP);
  const found = db
    .prepare(`SELECT d.id, d.company_id AS companyId FROM departments d JOIN companies c ON c.id = d.company_id ${where}`)
    .get(...where.values) as { id: number; companyId: number } | undefined;
  if (!found) {
    if (!db.prepare('SELECT 1 FROM departments WHERE id = ?').get(departmentId)) throw notFound('部门');
    throw forbidden();
  }
  if (companyId !== undefined && found.companyId !== companyId) throw invalid(ENTERPRISE_TEXTS.departmentInOtherCompany);
  return found;
}

const COMPANY_FROM = fromTable('companies', 'c', leftJoinOne('agents', 'a', 'c.agent_id'));
const COMPANIES = resourceList(companies, {
  name: 'c.name',
  agentId: 'c.agent_id',
  contact: 'c.contact',
  phone: 'c.phone',
  city: 'c.city',
  seats: 'c.seats',
  usedSeats: 'usedSeats',
  departmentCount: 'departmentCount',
  staffCount: 'staffCount',
  balance: 'c.balance',
  status: 'c.status',
  createdAt: 'c.created_at',
});

function companyQuery(db: Db, user: CurrentUser, params: Params) {
  return {
    select: `c.id, c.name, c.agent_id AS agentId, COALESCE(a.name, '') AS agentName, c.contact, c.phone, c.city, c.address, c.seats, ${seatsUsed('c.id')} AS usedSeats,
      (SELECT COUNT(*) FROM departments d WHERE d.company_id = c.id) AS departmentCount,
      (SELECT COUNT(*) FROM users u WHERE u.company_id = c.id AND ${ACTIVE}) AS staffCount, c.balance, c.status, c.created_at AS createdAt`,
    from: COMPANY_FROM,
    where: restrictTo(db, COMPANIES.where(params), user, COMPANY_OWNERSHIP),
    order: COMPANIES.order(params, 'c.id DESC'),
  };
}

/** The agent a company may be given to: any for admin, the agent's own tree, the sub-agent itself. */
function agentInReach(db: Db, user: CurrentUser, agentId: number): void {
  if (!db.prepare('SELECT 1 FROM agents WHERE id = ?').get(agentId)) throw notFound('代理商');
  if (user.role === 'admin') return;
  const tree = user.role === 'agent' && user.agentId ? agentTree(db, user.agentId) : [user.agentId];
  if (!tree.includes(agentId)) throw forbidden();
}

/**
 * An agent's companies share its seats with its sub-agents (agents.ts: what it holds and has handed out):
 * a company's seats may grow only within what the agent has left.
 */
function checkSeats(db: Db, agentId: number, seats: number, companyId = 0): void {
  const holding = agentHolding(db, agentId);
  const before = companyId
    ? ((db.prepare('SELECT seats FROM companies WHERE id = ? AND agent_id = ?').pluck().get(companyId, agentId) as number | undefined) ?? 0)
    : 0;
  if (seats > before && holding.usedSeats - before + seats > holding.seats)
    throw invalid(ENTERPRISE_TEXTS.seatsExceeded(Math.max(0, holding.seats - holding.usedSeats)));
  const used = companyId
    ? (db
        .prepare(`SELECT ${seatsUsed('?')}`)
        .pluck()
        .get(companyId) as number)
    : 0;
  if (seats < before && seats < used) throw invalid(ENTERPRISE_TEXTS.seatsBelowUsed(used));
}

/** Refuses a new seat (a SIP account, a restored account holding one) when `companyId`'s seats are all in use. */
export function checkSeatFree(db: Db, companyId: number | null): void {
  if (companyId === null) return;
  const company = db.prepare(`SELECT name, seats, ${seatsUsed('c.id')} AS used FROM companies c WHERE c.id = ?`).get(companyId) as
    { name: string; seats: number; used: number } | undefined;
  if (company && company.used >= company.seats) throw invalid(ENTERPRISE_TEXTS.seatsFull(company.name, company.seats));
}

function saveCompany(db: Db, user: CurrentUser, params: Params): { id: number } {
  const id = integer(params, 'id', '企业编号');
  // A company's own administrator keeps its profile (contact and address); its agent, seats and status are its agent's.
  if (user.role === 'company') {
    if (id !== user.companyId) throw forbidden();
    const own = inputOf(companies, params, ['contact', 'phone', 'city', 'address']);
    db.prepare('UPDATE companies SET contact = ?, phone = ?, province = ?, city = ?, address = ? WHERE id = ?').run(
      own.contact,
      own.phone,
      provinceOf(own.city),
      own.city,
      own.address ?? '',
      id,
    );
    return { id };
  }
  const input = inputOf(companies, params);
  return db.transaction(() => {
    if (id !== undefined) companyInReach(db, user, id);
    agentInReach(db, user, input.agentId);
    if (db.prepare('SELECT 1 FROM companies WHERE name = ? AND id <> ?').get(input.name, id ?? 0)) throw invalid(ENTERPRISE_TEXTS.duplicateCompany);
    checkSeats(db, input.agentId, input.seats, id);
    const values = [input.name, input.agentId, input.contact, input.phone, provinceOf(input.city), input.city, input.address ?? '', input.seats, input.status];
    if (id !== undefined) {
      db.prepare(
        'UPDATE companies SET name = ?, agent_id = ?, contact = ?, phone = ?, province = ?, city = ?, address = ?, seats = ?, status = ? WHERE id = ?',
      ).run(...values, id);
      // Staff belong to their company's agent: a company given to another agent takes its staff along.
      db.prepare('UPDATE users SET agent_id = ? WHERE company_id = ?').run(input.agentId, id);
      return { id };
    }
    const created = db
      .prepare(
        'INSERT INTO companies (name, agent_id, contact, phone, province, city, address, seats, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .run(...values, now());
    return { id: Number(created.lastInsertRowid) };
  })();
}

/** Refuses a delete the database would refuse anyway (a row elsewhere points here), in words a user understands. */
function deleteOrExplain(db: Db, sql: string, id: number, inUse: string): void {
  try {
    db.prepare(sql).run(id);
  } catch (error) {
    if (String((error as Error).message).includes('FOREIGN KEY')) throw invalid(inUse);
    throw error;
  }
}

const DEPARTMENT_FROM = fromTable('departments', 'd', joinOne('companies', 'c', 'd.company_id'));
const DEPARTMENTS = resourceList(departments, {
  name: 'd.name',
  companyId: 'd.company_id',
  companyName: 'c.name',
  staffCount: 'staffCount',
  createdAt: 'd.created_at',
});

function departmentQuery(db: Db, user: CurrentUser, params: Params) {
  return {
    select: `d.id, d.name, d.company_id AS companyId, c.name AS companyName,
      COALESCE((SELECT GROUP_CONCAT(u.real_name, '、') FROM users u WHERE u.department_id = d.id AND u.role = 'department' AND ${ACTIVE}), '') AS managers,
      (SELECT COUNT(*) FROM users u WHERE u.department_id = d.id AND ${ACTIVE}) AS staffCount, d.created_at AS createdAt`,
    from: DEPARTMENT_FROM,
    where: restrictTo(db, DEPARTMENTS.where(params), user, DEPARTMENT_OWNERSHIP),
    order: DEPARTMENTS.order(params, 'd.company_id, d.id'),
  };
}

/** Companies, departments and addresses (`/api/company/*`, `/api/department/*`, `/api/address/*`). */
export const enterpriseEndpoints: Endpoints = [
  ...listEndpoints({
    list: companyApi.list,
    sheet: companyApi.download,
    fileName: '企业列表',
    query: ({ db, params, user }) => companyQuery(db, user, params),
  }),
  define({ call: companyApi.save, handler: ({ db, params, user }) => saveCompany(db, user, params) }),
  define({
    call: companyApi.delete,
    handler: ({ db, params, user }) => {
      const id = requiredInteger(params, 'id', '企业编号');
      db.transaction(() => {
        companyInReach(db, user, id);
        const staff = db.prepare(`SELECT COUNT(*) FROM users u WHERE company_id = ? AND ${ACTIVE}`).pluck().get(id) as number;
        if (staff) throw invalid(ENTERPRISE_TEXTS.companyHasStaff(staff));
        const departmentCount = db.prepare('SELECT COUNT(*) FROM departments WHERE company_id = ?').pluck().get(id) as number;
        if (departmentCount) throw invalid(ENTERPRISE_TEXTS.companyHasDepartments(departmentCount));
        deleteOrExplain(db, 'DELETE FROM companies WHERE id = ?', id, ENTERPRISE_TEXTS.companyInUse);
      })();
      return null;
    },
  }),
  define({
    call: companyApi.getCity,
    handler: () => Object.entries(CITIES_BY_PROVINCE).map(([province, cities]) => ({ province, cities })),
  }),
  define({
    call: addressApi.info,
    handler: ({ db, params, user }) => {
      const companyId = requiredInteger(params, 'companyId', '企业编号');
      companyInReach(db, user, companyId);
      return db
        .prepare('SELECT id AS companyId, province, city, address, address_error AS addressError, address_checked_at AS checkedAt FROM companies WHERE id = ?')
        .get(companyId);
    },
  }),
  define({
    call: addressApi.errList,
    handler: ({ db, params }) => {
      const list = resourceList(addressErrors, { name: 'c.name', city: 'c.city', checkedAt: 'c.address_checked_at' });
      return pageOf(
        db,
        {
          select: `c.id, c.name, COALESCE(a.name, '') AS agentName, c.city, c.address, c.address_error AS addressError, c.address_checked_at AS checkedAt`,
          from: COMPANY_FROM,
          where: list.where(params).raw("c.address_error <> ''"),
          order: list.order(params, 'c.address_checked_at DESC, c.id DESC'),
        },
        paging(params),
      );
    },
  }),
  ...listEndpoints({
    list: departmentManageApi.list,
    sheet: departmentManageApi.download,
    fileName: '部门列表',
    query: ({ db, params, user }) => departmentQuery(db, user, params),
  }),
  define({
    call: departmentManageApi.save,
    handler: ({ db, params, user }) => {
      const id = integer(params, 'id', '部门编号');
      return db.transaction(() => {
        // Staff sit in their company's departments: a department keeps its company; a company adds to its own.
        const companyId = id !== undefined ? departmentInReach(db, user, id).companyId : user.role === 'company' ? user.companyId : undefined;
        const input = inputOf(departments, companyId ? { ...params, companyId } : params);
        companyInReach(db, user, input.companyId);
        if (db.prepare('SELECT 1 FROM departments WHERE company_id = ? AND name = ? AND id <> ?').get(input.companyId, input.name, id ?? 0)) {
          throw invalid(ENTERPRISE_TEXTS.duplicateDepartment);
        }
        if (id !== undefined) {
          db.prepare('UPDATE departments SET name = ? WHERE id = ?').run(input.name, id);
          return { id };
        }
        const created = db.prepare('INSERT INTO departments (company_id, name, created_at) VALUES (?, ?, ?)').run(input.companyId, input.name, now());
        return { id: Number(created.lastInsertRowid) };
      })();
    },
  }),
  define({
    call: departmentManageApi.delete,
    handler: ({ db, params, user }) => {
      const id = requiredInteger(params, 'id', '部门编号');
      db.transaction(() => {
        departmentInReach(db, user, id);
        const staff = db.prepare(`SELECT COUNT(*) FROM users u WHERE department_id = ? AND ${ACTIVE}`).pluck().get(id) as number;
        if (staff) throw invalid(ENTERPRISE_TEXTS.departmentHasStaff(staff));
        // A deleted account keeps its department, so that a restore brings it back where it was.
        const deleted = db.prepare(`SELECT COUNT(*) FROM users u WHERE department_id = ? AND NOT ${ACTIVE}`).pluck().get(id) as number;
        if (deleted) throw invalid(`该部门有 ${deleted} 名已删除员工的记录（可在删除记录中恢复），不能删除`);
        deleteOrExplain(db, 'DELETE FROM departments WHERE id = ?', id, '该部门已有客户等业务数据，不能删除');
      })();
      return null;
    },
  }),
];
