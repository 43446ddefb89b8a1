import type { Db } from '../../db/database';
import type { CurrentUser } from '../../http/auth';
import { forbidden } from '../../http/envelope';
import { restrictTo } from '../../http/scope';
import { Where } from '../../http/where';

/** A company's row through the columns that make it the agent's (`restrictTo`). */
const COMPANY_OWNER = { agent: 'c.agent_id', company: 'c.id' };

/**
 * The company a gate rule is set for, refused unless the user may set it: admin any company, an
 * agent its own and its sub-agents' companies (what the forms' company picker offers). Answers the
 * owner columns of the rule's row.
 */
export function ruleCompany(db: Db, user: CurrentUser, companyId: number): { company_id: number; agent_id: number | null; name: string } {
  const where = restrictTo(db, new Where().eq('c.id', companyId), user, COMPANY_OWNER);
  const company = db.prepare(`SELECT c.id AS company_id, c.agent_id, c.name FROM companies c ${where}`).get(...where.values) as
    { company_id: number; agent_id: number | null; name: string } | undefined;
  if (!company) throw forbidden();
  return company;
}

/** The columns through which a gate rule belongs to its company and agent (`restrictTo`). */
export const RULE_OWNER = { agent: 't.agent_id', company: 't.company_id' };

/** Whether a UNIQUE constraint refused a write (a duplicate rule), to answer it in Chinese. */
export const isDuplicate = (error: unknown) => error instanceof Error && /UNIQUE constraint failed/.test(error.message);
