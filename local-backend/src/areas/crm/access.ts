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
 * The CRMDepartmentHigh session flag, which the /CRMDepartmentHigh route asks for: a company's staff carry
 * their account's setting; the roles above a company supervise every pool, so theirs is always on.
 */
export const departmentHighOf = (role: Role, accountFlag: number) => !isAmong(CRM_ACCESS.staff, role) || accountFlag === 1;

/** The department high-seas pool, by the same rule as the login's flag. */
export function requireDepartmentHigh(db: Db, user: CurrentUser): void {
  if (departmentHighOf(user.role, db.prepare('SELECT crm_department_high FROM users WHERE id = ?').pluck().get(user.id) as number)) return;
  throw new Refusal(403, '未开通部门公海');
}

export const isAmong = (roles: readonly Role[], role: Role) => roles.includes(role);
