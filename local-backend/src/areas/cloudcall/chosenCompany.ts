import type { Db } from '../../db/database';
import type { CurrentUser } from '../../http/auth';
import { forbidden, invalid } from '../../http/envelope';
import { present, type Params } from '../../http/params';
import { restrictTo } from '../../http/scope';
import { Where } from '../../http/where';

/** A company's row through the columns that make it the agent's (`restrictTo`). */
const COMPANY_OWNER = { agent: 'c.agent_id', company: 'c.id' };

/**
 * The company a charge or control is set for (`companyId`), refused unless the user may set it:
 * admin any company, an agent its own and its sub-agents' companies (what the forms' company picker,
 * `GET /api/party/companies`, offers).
 */
export function chosenCompany(db: Db, user: CurrentUser, params: Params, missing: string): { id: number; agentId: number } {
  if (!present(params.companyId)) throw invalid(missing);
  const id = Number(params.companyId);
  if (!Number.isInteger(id) || id <= 0) throw invalid(missing);
  const where = restrictTo(db, new Where().eq('c.id', id), user, COMPANY_OWNER);
  const company = db.prepare(`SELECT c.id, c.agent_id AS agentId FROM companies c ${where}`).get(...where.values) as
    { id: number; agentId: number } | undefined;
  if (!company) throw forbidden();
  return company;
}
