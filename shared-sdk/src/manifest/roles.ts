/** The eight roles of spec section 6, spelled as the backend and the `ms_role` storage key spell them. */
export const ROLES = ['admin', 'agent', 'subAgent', 'oem', 'company', 'department', 'normal', 'gm'] as const;

export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  admin: '管理员',
  agent: '代理商',
  subAgent: '子代理',
  oem: 'OEM',
  company: '企业',
  department: '部门',
  normal: '员工',
  gm: '录音专员',
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Every role except the listed ones: spec phrases such as "open to all but oem and gm". */
export function rolesExcept(...excluded: Role[]): Role[] {
  return ROLES.filter((role) => !excluded.includes(role));
}

/**
 * Roles confined to the routes declared for them alone (spec section 6, "gm: only the /GM page"): a
 * common route, or one whose role list names others too, answers 403 to them. Their home is then
 * their first menu entry (`homePath`), derived from the manifests as they are: no manifest key.
 */
export const CONFINED_ROLES: readonly Role[] = ['gm'];
