import type { Db } from '../db/database';
import { agentTree, type CurrentUser } from './auth';
import { forbidden } from './envelope';
import type { From } from './from';
import { placeholders, type Where } from './where';

/** Columns through which a table's rows belong to an agent, a company, a department or a user. */
export interface Ownership {
  agent?: string;
  company?: string;
  department?: string;
  user?: string;
}

const NOTHING = '1 = 0';

/**
 * Narrows a query to what this user may see, decided here once for every list (CONTRACT.md): admin sees
 * everything; an agent its own and its sub-agents' rows; a sub-agent its own; a company its
 * company's; a department its department's (or company's where rows have no department); a normal
 * user its own rows (or its company's where rows have no user); oem and gm no business rows.
 */
export function restrictTo(db: Db, where: Where, user: CurrentUser, owner: Ownership): Where {
  const inList = (column: string, ids: number[]) => where.raw(`${column} IN (${placeholders(ids)})`, ...ids);
  switch (user.role) {
    case 'admin':
      return where;
    case 'agent':
      return owner.agent && user.agentId ? inList(owner.agent, agentTree(db, user.agentId)) : where.raw(NOTHING);
    case 'subAgent':
      return owner.agent && user.agentId ? where.eq(owner.agent, user.agentId) : where.raw(NOTHING);
    case 'company':
      return owner.company && user.companyId ? where.eq(owner.company, user.companyId) : where.raw(NOTHING);
    case 'department':
      if (owner.department && user.departmentId) return where.eq(owner.department, user.departmentId);
      return owner.company && user.companyId ? where.eq(owner.company, user.companyId) : where.raw(NOTHING);
    case 'normal':
      if (owner.user) return where.eq(owner.user, user.id);
      return owner.company && user.companyId ? where.eq(owner.company, user.companyId) : where.raw(NOTHING);
    default:
      return where.raw(NOTHING);
  }
}

/**
 * The ids of `from`'s base table among `wanted` that this user may act on; refuses the whole
 * batch when any of them is out of reach, so a batch never half-succeeds. `where` is the user's scope.
 */
export function reachable(db: Db, from: From, where: Where, wanted: number[]): number[] {
  where.raw(`${from.alias}.id IN (${placeholders(wanted)})`, ...wanted);
  const found = db
    .prepare(`SELECT ${from.alias}.id FROM ${from} ${where}`)
    .pluck()
    .all(...where.values) as number[];
  if (found.length !== wanted.length) throw forbidden();
  return found;
}
