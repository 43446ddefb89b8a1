import { rolesExcept, type Role } from '@console/sdk/manifest';
import type { Db } from '../../db/database';
import type { CurrentUser } from '../../http/auth';
import { Refusal } from '../../http/envelope';

/**
 * Who may do what in the CRM area (issue 5; documented in CONTRACT.md, section "CRM"). The pages
 * read the same lists from `@console/sdk` (CRM_ACCESS) to show or hide buttons; crmDomain.test.ts
 * fails when the two drift apart. Lists are always scoped further by restrictTo.
 */
export const CRM_ACCESS = {
  /** Everyone with business rows: all but oem and gm (who have a CRM page but no rows). */
  users: rolesExcept('oem', 'gm'),
  /** Company members own customers and leads: add, claim, import, follow up, convert. */
  staff: ['company', 'department', 'normal'],
  /** Supervisors delete, transfer, assign and recycle within their scope. */
  supervisors: ['admin', 'agent', 'subAgent', 'company', 'department'],
  /** Company-level configuration: sources, tags, stages, fields, templates, recycling rule. */
  configurers: ['company'],
  /** Spec section 6: lead finding is open to all but oem and gm (plus the interior flag). */
  leadFinders: rolesExcept('oem', 'gm'),
  /** Lead-finding quota accounts are granted by the platform and by agents. */
  poolAccountManagers: ['admin', 'agent'],
  /** Web clues and consultations are bought through the marker service. */
  webClues: ['admin', 'agent', 'subAgent', 'company'],
  /** Customer quality control: the supervisors. */
  qualityControl: ['admin', 'agent', 'subAgent', 'company', 'department'],
} as const satisfies Record<string, readonly Role[]>;

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

/** The department high-seas pool needs the CRMDepartmentHigh flag. */
export function requireDepartmentHigh(db: Db, user: CurrentUser): void {
  const flag = db.prepare('SELECT crm_department_high FROM users WHERE id = ?').pluck().get(user.id);
  if (flag !== 1) throw new Refusal(403, '未开通部门公海');
}

export const isAmong = (roles: readonly Role[], role: Role) => roles.includes(role);
