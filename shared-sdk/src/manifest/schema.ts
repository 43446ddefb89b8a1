import * as z from 'zod/mini';
import { BRANDS, type BrandKey } from './brand';
import { MENU_ICON_NAMES } from './icons';
import { MENU_GROUPS, type MenuGroupKey } from './menuGroups';
import { ROLES } from './roles';
export type { Role } from './roles';

/**
 * The remote manifest contract. Types are inferred from these schemas, so what is checked at
 * runtime and what TypeScript checks at build time are the same declaration.
 */

/** Session flags (storage keys of spec section 3) a route or menu entry may depend on. */
export const SESSION_FLAGS = ['interior', 'sip', 'CRMDepartmentHigh'] as const;

/** Paths the shell owns; no remote may declare them. */
export const SHELL_PATHS = ['/', '/login', '/403', '/404'] as const;

const hasChinese = /[\u4e00-\u9fff]/;

const role = z.enum(ROLES);
const roleList = z.array(role).check(z.minLength(1, '角色列表不能为空：不限角色时请省略 roles'));

/**
 * Conditions beyond the role list; every condition given must hold.
 * hideOnCyHost: hidden on hosts carrying the CY marker. brands: only for these brands.
 * usernames: only these login names. flag: only when this session flag is set (the login decides who
 * carries it, so a rule such as "staff need it, the roles above a company do not" lives in one place).
 */
const conditions = z.strictObject({
  hideOnCyHost: z.optional(z.boolean()),
  brands: z.optional(z.array(z.enum(Object.keys(BRANDS) as [BrandKey, ...BrandKey[]]))),
  usernames: z.optional(z.array(z.string().check(z.minLength(1)))),
  flag: z.optional(z.enum(SESSION_FLAGS)),
});

/** A sidebar placement. Without group it is a top-level item; roles narrow who sees the entry. */
const menuPlacement = z.strictObject({
  group: z.optional(z.enum(Object.keys(MENU_GROUPS) as [MenuGroupKey, ...MenuGroupKey[]])),
  order: z.number().check(z.int()),
  roles: z.optional(roleList),
  when: z.optional(conditions),
  title: z.optional(z.string().check(z.refine((t) => hasChinese.test(t), '菜单标题须为中文'))),
});

export const routeDeclarationSchema = z.strictObject({
  /** Spec spelling, starting with `/`. */
  path: z.string().check(
    z.regex(/^\/[A-Za-z][A-Za-z0-9]*$/, '路由路径须形如 /blackList'),
    z.refine((p) => !(SHELL_PATHS as readonly string[]).includes(p), '该路径由主应用保留'),
  ),
  /** Chinese title: tab text, page title (title + brand name) and default menu text. */
  title: z.string().check(z.refine((t) => hasChinese.test(t), '标题须为中文')),
  icon: z.optional(z.enum(MENU_ICON_NAMES)),
  /** Roles allowed to open the route; absent means any logged-in role (spec section 5). */
  roles: z.optional(roleList),
  /** Why this role list, where the spec does not spell it out. */
  rolesNote: z.optional(z.string()),
  when: z.optional(conditions),
  /** Sidebar placements; none means no menu entry. */
  menu: z.optional(z.array(menuPlacement)),
  /** Exposed module that renders the route (`./Name`). */
  module: z.string().check(z.regex(/^\.\/[A-Za-z][A-Za-z0-9]*$/, '模块名须形如 ./BlackList')),
  /** Passed to the page component, so one parametrised page serves several routes. */
  props: z.optional(z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]))),
});

function uniquePaths(routes: { path: string }[]): boolean {
  return new Set(routes.map((r) => r.path)).size === routes.length;
}

export const remoteDefinitionSchema = z.strictObject({
  /** Package name, e.g. `remote-crm`. */
  name: z.string().check(z.regex(/^remote-[a-z]+$/, '远程模块名须形如 remote-crm')),
  /** Chinese area name, shown in error panels. */
  title: z.string().check(z.refine((t) => hasChinese.test(t), '区域名须为中文')),
  routes: z.array(routeDeclarationSchema).check(z.minLength(1, '至少声明一个路由'), z.refine(uniquePaths, '路由路径重复')),
});

export const remoteManifestSchema = z.strictObject({
  ...remoteDefinitionSchema.def.shape,
  schemaVersion: z.literal(1),
  /** Module Federation container name (a JS identifier). */
  container: z.string().check(z.regex(/^[A-Za-z_][A-Za-z0-9_]*$/, '容器名须为合法标识符')),
  version: z.string().check(z.regex(/^\d+\.\d+\.\d+([-+][0-9A-Za-z.-]+)?$/, '版本号须为语义化版本')),
  /** Version of @console/sdk the remote was built against. */
  sdkVersion: z.string().check(z.regex(/^\d+\.\d+\.\d+/, 'SDK 版本号须为语义化版本')),
  buildTime: z.string(),
  /** remoteEntry.js, relative to the manifest URL. */
  entry: z.string().check(z.minLength(1)),
});

export const registrySchema = z.strictObject({
  remotes: z.array(
    z.strictObject({
      name: z.string().check(z.minLength(1)),
      version: z.string().check(z.minLength(1)),
      /** Absolute URL, or relative to the registry URL. */
      manifest: z.string().check(z.minLength(1)),
    }),
  ),
});

export type Conditions = z.infer<typeof conditions>;
export type MenuPlacement = z.infer<typeof menuPlacement>;
export type RouteDeclaration = z.infer<typeof routeDeclarationSchema>;
export type RemoteDefinition = z.infer<typeof remoteDefinitionSchema>;
export type RemoteManifest = z.infer<typeof remoteManifestSchema>;
export type Registry = z.infer<typeof registrySchema>;
export type RegistryEntry = Registry['remotes'][number];
export type SessionFlag = (typeof SESSION_FLAGS)[number];
