import { followUp, intentionCustomerApi } from '@console/remote-crm/contract';
import type { Db } from '../../db/database';
import { now } from '../../db/time';
import type { CurrentUser } from '../../http/auth';
import { define, type Endpoints } from '../../http/endpoint';
import { forbidden, invalid, notFound } from '../../http/envelope';
import { pageOf } from '../../http/page';
import { paging, type Params, requiredInteger } from '../../http/params';
import { inputOf, resourceList } from '../../http/resource';
import { reachable, restrictTo } from '../../http/scope';
import { Where } from '../../http/where';
import { CRM_ACCESS, isAmong } from './access';
import { CUSTOMER_FROM, scopeCustomers, type CustomerRecord } from './customers';
import { dictionaryNames } from './dictionary';
import { FOLLOW_WAYS } from './domain';
import { logCrm } from './helpers';
import { fromTable, joinOne, leftJoinOne } from '../../http/from';

const FOLLOW_FROM = fromTable(
  'follow_ups',
  'f',
  joinOne('customers', 'k', 'f.customer_id'),
  joinOne('companies', 'c', 'f.company_id'),
  leftJoinOne('users', 'u', 'f.user_id'),
);
const FOLLOW_OWNERSHIP = { agent: 'c.agent_id', company: 'f.company_id', department: 'f.department_id', user: 'f.user_id' };

const FOLLOWS = resourceList(followUp, {
  customerId: 'f.customer_id',
  customerName: 'k.name',
  customerPhone: 'k.phone',
  stage: 'f.stage',
  way: 'f.way',
  nextFollowAt: 'f.next_follow_at',
  createdAt: 'f.created_at',
});

function followInput(db: Db, companyId: number, params: Params, previousNext = '') {
  const input = inputOf(followUp, params);
  // The stage is one of the company's own (/followProgress's panel), not a declared list.
  if (!dictionaryNames(db, companyId, 'progress').includes(input.stage)) throw invalid(`跟进进度不存在：${input.stage}`);
  const nextFollowAt = input.nextFollowAt ?? '';
  if (nextFollowAt && nextFollowAt !== previousNext && nextFollowAt < now()) throw invalid('下次跟进时间不能早于现在');
  return { ...input, way: input.way ?? FOLLOW_WAYS[0], nextFollowAt };
}

/** The latest follow-up decides the customer's stage, last and next follow-up time. */
export function refreshCustomerFollow(db: Db, customerId: number): void {
  const latest = db
    .prepare(
      'SELECT stage, next_follow_at AS nextFollowAt, created_at AS createdAt FROM follow_ups WHERE customer_id = ? ORDER BY created_at DESC, id DESC LIMIT 1',
    )
    .get(customerId) as { stage: string; nextFollowAt: string; createdAt: string } | undefined;
  if (!latest) {
    db.prepare("UPDATE customers SET last_follow_at = '', next_follow_at = '' WHERE id = ?").run(customerId);
    return;
  }
  db.prepare('UPDATE customers SET progress = ?, last_follow_at = ?, next_follow_at = ? WHERE id = ?').run(
    latest.stage,
    latest.createdAt,
    latest.nextFollowAt,
    customerId,
  );
}

interface FollowRecord {
  id: number;
  customer_id: number;
  next_follow_at: string;
  user_id: number | null;
  company_id: number;
}

/** A follow-up is changed by its author, or by a supervisor in whose scope it is. */
function editable(db: Db, user: CurrentUser, id: number): FollowRecord {
  const row = db.prepare('SELECT id, customer_id, user_id, company_id, next_follow_at FROM follow_ups WHERE id = ?').get(id) as FollowRecord | undefined;
  if (!row) throw notFound('跟进记录');
  if (row.user_id === user.id) return row;
  if (!isAmong(CRM_ACCESS.supervisors, user.role)) throw forbidden();
  reachable(db, FOLLOW_FROM, restrictTo(db, new Where(), user, FOLLOW_OWNERSHIP), [id]);
  return row;
}

/** Follow-up records (/followProgress and the customer drawer): `/api/intentionCustomer/<verb>Follow`. */
export const followUpEndpoints: Endpoints = [
  define({
    call: intentionCustomerApi.followList,
    handler: ({ db, params, user }) => {
      const where = FOLLOWS.where(params);
      restrictTo(db, where, user, FOLLOW_OWNERSHIP);
      return pageOf(
        db,
        {
          select: `f.id, f.customer_id AS customerId, k.name AS customerName, k.phone AS customerPhone, f.stage, f.way, f.content,
            f.next_follow_at AS nextFollowAt, f.user_id AS userId, COALESCE(u.real_name, '') AS followerName, c.name AS companyName,
            f.created_at AS createdAt`,
          from: FOLLOW_FROM,
          where,
          order: FOLLOWS.order(params, 'f.created_at DESC, f.id DESC'),
        },
        paging(params),
      );
    },
  }),
  define({
    call: intentionCustomerApi.addFollow,
    handler: ({ db, params, user }) => {
      const customerId = requiredInteger(params, 'customerId', '客户编号');
      // Only a customer of one's own ("mine" in one's scope) is followed up.
      const [id] = reachable(db, CUSTOMER_FROM, scopeCustomers(db, new Where(), user, 'mine'), [customerId]);
      const customer = db.prepare('SELECT * FROM customers WHERE id = ?').get(id) as CustomerRecord;
      const input = followInput(db, customer.company_id, params);
      const at = now();
      const created = db.transaction(() => {
        const result = db
          .prepare(
            `INSERT INTO follow_ups (customer_id, company_id, department_id, user_id, stage, way, content, next_follow_at, created_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(id, customer.company_id, customer.department_id, user.id, input.stage, input.way, input.content, input.nextFollowAt, at);
        refreshCustomerFollow(db, id);
        logCrm(db, user, {
          target: '客户',
          action: '跟进',
          recordId: id,
          recordName: customer.name,
          recordPhone: customer.phone,
          detail: `${input.way}：${input.stage}`,
        });
        return Number(result.lastInsertRowid);
      })();
      return { id: created };
    },
  }),
  define({
    call: intentionCustomerApi.updateFollow,
    handler: ({ db, params, user }) => {
      const row = editable(db, user, requiredInteger(params, 'id', '跟进记录编号'));
      const input = followInput(db, row.company_id, params, row.next_follow_at);
      db.transaction(() => {
        db.prepare('UPDATE follow_ups SET stage = ?, way = ?, content = ?, next_follow_at = ? WHERE id = ?').run(
          input.stage,
          input.way,
          input.content,
          input.nextFollowAt,
          row.id,
        );
        refreshCustomerFollow(db, row.customer_id);
      })();
      return { id: row.id };
    },
  }),
  define({
    call: intentionCustomerApi.deleteFollow,
    handler: ({ db, params, user }) => {
      const row = editable(db, user, requiredInteger(params, 'id', '跟进记录编号'));
      db.transaction(() => {
        db.prepare('DELETE FROM follow_ups WHERE id = ?').run(row.id);
        refreshCustomerFollow(db, row.customer_id);
      })();
      return null;
    },
  }),
];
