import { operationLog, operationLogApi } from '@console/remote-admin/contract';
import { HISTORY_RECORD_KINDS } from '@console/sdk/history';
import type { Db } from '../../db/database';
import { faker, recent } from '../../db/fake';
import { daysFromNow } from '../../db/time';
import type { CurrentUser } from '../../http/auth';
import { type Endpoints } from '../../http/endpoint';
import { listEndpoints } from '../../http/listEndpoints';
import { fromTable, leftJoinOne } from '../../http/from';
import { operationName } from '../../http/operationLog';
import { invalid } from '../../http/envelope';
import { integer, oneOf, type Params } from '../../http/params';
import { resourceList } from '../../http/resource';
import { restrictTo } from '../../http/scope';
import { changeSummaries } from '../platform/history';

/** A row belongs to the actor's agent: an agent sees its own and its sub-agents' rows, a sub-agent its own, admin all. */
const OWNERSHIP = { agent: 'l.agent_id' };

const LIST = resourceList(operationLog, {
  username: 'l.username',
  role: 'l.role',
  operation: 'l.operation',
  createdAt: 'l.created_at',
});

function listQuery(db: Db, user: CurrentUser, params: Params) {
  const where = LIST.where(params);
  restrictTo(db, where, user, OWNERSHIP);
  // By record: the writes whose trail touched a row of that kind (and that id).
  const table = oneOf(params, 'recordTable', '记录类型', HISTORY_RECORD_KINDS);
  const id = integer(params, 'recordId', '记录编号', { min: 1 });
  if (id !== undefined && table === undefined) throw invalid('请先选择记录类型');
  if (table !== undefined) {
    where.raw(
      `l.id IN (SELECT c.operation_log_id FROM change_log c WHERE c.table_name = ?${id === undefined ? '' : ' AND c.row_id = ?'})`,
      ...(id === undefined ? [table] : [table, id]),
    );
  }
  return {
    select: `l.id, l.username, l.role, l.operation, l.target, l.ip, COALESCE(a.name, '') AS agentName, l.created_at AS createdAt`,
    from: fromTable('operation_log', 'l', leftJoinOne('agents', 'a', 'l.agent_id')),
    where,
    order: LIST.order(params, 'l.created_at DESC, l.id DESC'),
  };
}

/** Each row with what its write changed (变更内容, from the trail). */
function withChanges(db: Db, rows: Record<string, unknown>[]): Record<string, unknown>[] {
  const texts = changeSummaries(
    db,
    rows.map((row) => row.id as number),
  );
  return rows.map((row) => ({ ...row, changes: texts.get(row.id as number) ?? '' }));
}

/** 操作日志 (/operationLog): the rows are written by `register` (http/operationLog.ts); these only read them. */
export const operationLogEndpoints: Endpoints = [
  ...listEndpoints({
    list: operationLogApi.getOperationRecord,
    sheet: operationLogApi.export,
    fileName: '操作日志',
    query: ({ db, params, user }) => listQuery(db, user, params),
    complete: ({ db }, rows) => withChanges(db, rows),
  }),
];

/** The writes the seeded history is made of, with the parameter that names their target. */
const SEEDED_WRITES: [path: string, target: (id: number) => string][] = [
  ['/api/user/add', () => `用户名 user${faker.number.int({ min: 100, max: 999 })}`],
  ['/api/user/update', (id) => `编号 ${id}`],
  ['/api/user/setRoleAndValidDate', (id) => `用户编号 ${id}，有效期至 ${daysFromNow(faker.number.int({ min: 30, max: 365 }))}`],
  ['/api/user/transferStaff', (id) => `用户编号 ${id}，部门编号 ${faker.number.int({ min: 1, max: 60 })}`],
  ['/api/user/delete', (id) => `用户编号 ${id}`],
  ['/api/notice/add', () => `标题 ${faker.helpers.arrayElement(['系统升级通知', '节假日值班安排', '话费调整公告', '新功能上线'])}`],
  ['/api/validity/extend', (id) => `用户编号 ${id}`],
];

/**
 * Seed step: half a year of the seeded admins', agent's and sub-agent's writes (400 rows each), on the
 * seeded staff; an agent's rows carry its agent, so the scopes are real.
 */
export function seedOperationLog(db: Db): void {
  const actors = db.prepare(`SELECT id, username, role, agent_id AS agentId FROM users WHERE role IN ('admin', 'agent', 'subAgent') ORDER BY id`).all() as {
    id: number;
    username: string;
    role: string;
    agentId: number | null;
  }[];
  const staffOf = db.prepare('SELECT id FROM users WHERE agent_id = ? OR ? IS NULL').pluck();
  const insert = db.prepare(
    'INSERT INTO operation_log (user_id, username, role, agent_id, operation, path, target, ip, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  for (const actor of actors) {
    const staff = staffOf.all(actor.agentId, actor.agentId) as number[];
    const ip = faker.internet.ipv4();
    for (let i = 0; i < 400; i++) {
      const [path, target] = faker.helpers.arrayElement(SEEDED_WRITES);
      const address = faker.helpers.weightedArrayElement([
        { weight: 8, value: ip },
        { weight: 2, value: faker.internet.ipv4() },
      ]);
      insert.run(
        actor.id,
        actor.username,
        actor.role,
        actor.agentId,
        operationName(path),
        path,
        target(faker.helpers.arrayElement(staff)),
        address,
        recent(180),
      );
    }
  }
}
