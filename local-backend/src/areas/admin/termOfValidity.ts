import { EXPIRING_SOON_DAYS, termsOfValidity, validityApi } from '@console/remote-admin/contract';
import { liveAccount } from '../../db/accounts';
import type { Db } from '../../db/database';
import { now } from '../../db/time';
import type { CurrentUser } from '../../http/auth';
import { define, type Endpoints } from '../../http/endpoint';
import { listEndpoints } from '../../http/listEndpoints';
import { forbidden, invalid } from '../../http/envelope';
import { fromTable, leftJoinOne } from '../../http/from';
import { dateTime, requiredInteger, type Params } from '../../http/params';
import { resourceList } from '../../http/resource';
import { restrictTo } from '../../http/scope';
import { Where } from '../../http/where';

/** An account belongs to its agent: an agent reaches its own and its sub-agents' accounts, a sub-agent its own agent's. */
const OWNERSHIP = { agent: 'u.agent_id' };

const NOW_SQL = `strftime('%Y-%m-%d %H:%M:%S', 'now', 'localtime')`;
const SOON_SQL = `strftime('%Y-%m-%d %H:%M:%S', 'now', 'localtime', '+${EXPIRING_SOON_DAYS} days')`;
const STATE_SQL = `CASE WHEN u.valid_date < ${NOW_SQL} THEN 'expired' WHEN u.valid_date < ${SOON_SQL} THEN 'soon' ELSE 'valid' END`;

const LIST = resourceList(termsOfValidity, {
  username: 'u.username',
  realName: 'u.real_name',
  role: 'u.role',
  state: `(${STATE_SQL})`,
  validDate: 'u.valid_date',
});

function listQuery(db: Db, user: CurrentUser, params: Params) {
  const where = LIST.where(params).raw(liveAccount('u'));
  restrictTo(db, where, user, OWNERSHIP);
  return {
    select: `u.id, u.username, u.real_name AS realName, u.role, COALESCE(c.name, '') AS companyName, COALESCE(a.name, '') AS agentName,
      ${STATE_SQL} AS state, u.valid_date AS validDate, COALESCE(a.valid_date, '') AS agentValidDate`,
    from: fromTable('users', 'u', leftJoinOne('companies', 'c', 'u.company_id'), leftJoinOne('agents', 'a', 'u.agent_id')),
    where,
    // Soonest term first: what needs renewing is on the first page.
    order: LIST.order(params, 'u.valid_date ASC, u.id ASC'),
  };
}

/**
 * The latest date `user` may give an account: an admin any; an agent or sub-agent its own term, the
 * earlier of its account's and its agent's (a reseller sells no time it does not hold).
 */
export function termCeiling(db: Db, user: CurrentUser): string | null {
  if (user.role === 'admin') return null;
  const own = db
    .prepare('SELECT u.valid_date AS account, a.valid_date AS agent FROM users u LEFT JOIN agents a ON a.id = u.agent_id WHERE u.id = ?')
    .get(user.id) as { account: string; agent: string | null };
  return own.agent && own.agent < own.account ? own.agent : own.account;
}

/** 有效期管理 (/termOfValidity). The login refuses an account past its term (shell/session.ts). */
export const termOfValidityEndpoints: Endpoints = [
  ...listEndpoints({ list: validityApi.list, sheet: validityApi.export, fileName: '有效期管理', query: ({ db, params, user }) => listQuery(db, user, params) }),
  define({
    call: validityApi.extend,
    handler: ({ db, params, user }) => {
      const userId = requiredInteger(params, 'userId', '用户编号');
      const validDate = dateTime(params, 'validDate', '有效期');
      if (!validDate) throw invalid('请选择新的有效期');
      if (userId === user.id) throw invalid('不能为自己的账号延期，请联系上级');
      const where = new Where().eq('u.id', userId).raw(liveAccount('u'));
      restrictTo(db, where, user, OWNERSHIP);
      const target = db.prepare(`SELECT u.valid_date AS validDate FROM users u ${where}`).get(...where.values) as { validDate: string } | undefined;
      if (!target) throw forbidden();
      if (validDate <= target.validDate) throw invalid(`新有效期须晚于当前有效期（${target.validDate}）`);
      if (validDate <= now()) throw invalid('新有效期须晚于当前时间');
      const ceiling = termCeiling(db, user);
      if (ceiling && validDate > ceiling) throw invalid(`不能超过您自己的有效期（${ceiling}）`);
      db.prepare('UPDATE users SET valid_date = ? WHERE id = ?').run(validDate, userId);
      return { validDate };
    },
  }),
];
