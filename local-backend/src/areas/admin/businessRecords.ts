import { businessRecordApi, businessRecords } from '@console/remote-admin/contract';
import type { Db } from '../../db/database';
import type { CurrentUser } from '../../http/auth';
import { type Endpoints } from '../../http/endpoint';
import { listEndpoints } from '../../http/listEndpoints';
import { fromTable, leftJoinOne } from '../../http/from';
import { type Params } from '../../http/params';
import { resourceList } from '../../http/resource';
import { restrictTo } from '../../http/scope';
import { placeholders } from '../../http/where';

/**
 * The account business among the logged writes, by call: what opens an account, renews its term,
 * closes or restores it (spec section 7's user and agent calls, and this project's extend).
 */
export const BUSINESS_CALLS = {
  open: ['/api/user/add', '/api/agent/add', '/api/agent/addAccount'],
  renew: ['/api/validity/extend', '/api/user/setRoleAndValidDate', '/api/agent/buyMonths', '/api/agent/addValidCallTime'],
  close: [
    '/api/user/delete',
    '/api/user/batchDelete',
    '/api/user/batchDeleteByUserPhones',
    '/api/agent/delete',
    '/api/agent/stopAccount',
    '/api/agent/deleteAccount',
  ],
  restore: ['/api/user/restoreDeleted'],
} as const;

const quoted = (paths: readonly string[]) => paths.map((path) => `'${path}'`).join(', ');
const KIND_SQL = `CASE ${Object.entries(BUSINESS_CALLS)
  .map(([kind, paths]) => `WHEN l.path IN (${quoted(paths)}) THEN '${kind}'`)
  .join(' ')} END`;
const ALL_PATHS = Object.values(BUSINESS_CALLS).flat();

const LIST = resourceList(businessRecords, {
  kind: `(${KIND_SQL})`,
  target: 'l.target',
  username: 'l.username',
  createdAt: 'l.created_at',
});

function listQuery(db: Db, user: CurrentUser, params: Params) {
  const where = LIST.where(params).raw(`l.path IN (${placeholders(ALL_PATHS)})`, ...ALL_PATHS);
  restrictTo(db, where, user, { agent: 'l.agent_id' });
  return {
    select: `l.id, ${KIND_SQL} AS kind, l.operation, l.target, l.username, l.role, COALESCE(a.name, '') AS agentName, l.created_at AS createdAt`,
    from: fromTable('operation_log', 'l', leftJoinOne('agents', 'a', 'l.agent_id')),
    where,
    order: LIST.order(params, 'l.created_at DESC, l.id DESC'),
  };
}

/** 业务记录 (/businessRecords): read off the operation log, so nothing is recorded twice. */
export const businessRecordEndpoints: Endpoints = [
  ...listEndpoints({
    list: businessRecordApi.list,
    sheet: businessRecordApi.export,
    fileName: '业务记录',
    query: ({ db, params, user }) => listQuery(db, user, params),
  }),
];
