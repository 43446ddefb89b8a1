import { CRM_ACCESS } from '@console/remote-crm/contract';
import type { Role } from '@console/sdk/manifest';
import type { Db } from '../../db/database';
import type { CurrentUser } from '../../http/auth';
import { Refusal } from '../../http/envelope';

/**
 * Who may do what in the CRM area (CONTRACT.md, section "CRM"): declared once in
 * `@console/remote-crm/contract`, where the pages read it to show or hide buttons. Lists are always scoped
 * further by restrictTo.
 */
export { CRM_ACCESS };

/** The acting user's company, for actions that only make sense inside one. */
export function ownCompany(user: CurrentUser): number {
  if (!user.companyId) throw new Refusal(403, '仅企业账号可执行此操作');
  return user.companyId;
}

/** Lead finding needs the interior flag as well as the role (spec section 2). */
export function requireInterior(db: Db, user: CurrentUser): void {
  const interior = db.prepare('SELECT interior FROM users WHERE id = ?').pluck().get(user.id);
  if (interior !== 1) throw new Refusal(403, '未开通线索查找');
}

/**
 * A company's staff reach its department high-seas pool with the CRMDepartmentHigh flag only; the roles
 * above a company (admin, agents) supervise every pool without it, as the route's `flagRoles` says.
 */
export function requireDepartmentHigh(db: Db, user: CurrentUser): void {
  if (!isAmong(CRM_ACCESS.staff, user.role)) return;
  const flag = db.prepare('SELECT crm_department_high FROM users WHERE id = ?').pluck().get(user.id);
  if (flag !== 1) throw new Refusal(403, '未开通部门公海');
}

export const isAmong = (roles: readonly Role[], role: Role) => roles.includes(role);
