import * as z from 'zod/mini';
import { ROLES } from './roles';
import { validateWith, type Validation } from './validate';

/**
 * Canary releases (README, "Canary releases"). `registry.json` names only the stable version of each
 * remote, because every shell released so far reads it with a strict schema; a canary is named in
 * this file beside it, which only shells that know canaries read. Absent or invalid: no canary (a
 * shell that cannot understand it gives everyone the stable version).
 */
export const ROLLOUTS_FILE = 'rollouts.json';

const nonEmpty = <T extends z.ZodMiniType>(item: T) => z.array(item).check(z.minLength(1, '列表不能为空：不限时请省略'));
const id = z.number().check(z.int(), z.positive());

/** Who may get the canary at all; every target given must match (none: everyone). */
export const rolloutTargetsSchema = z.strictObject({
  /** Brand hosts (`location.hostname`, e.g. `cy.localhost`). */
  hosts: z.optional(nonEmpty(z.string().check(z.minLength(1)))),
  roles: z.optional(nonEmpty(z.enum(ROLES))),
  /** Company ids (the backend's `companyId` of the session's user). */
  companies: z.optional(nonEmpty(id)),
  /** User ids (the backend's `userId`). */
  users: z.optional(nonEmpty(id)),
});

export const rolloutSchema = z.strictObject({
  name: z.string().check(z.regex(/^remote-[a-z]+$/, '远程模块名须形如 remote-crm')),
  /** The canary's version; its release directory stays served beside the stable one. */
  version: z.string().check(z.minLength(1)),
  /** Absolute URL, or relative to this file's URL, as in the registry. */
  manifest: z.string().check(z.minLength(1)),
  /** Share of the targeted users, 1-100: those whose bucket (0-99) is below it. */
  percent: z.number().check(z.int(), z.gte(1, '灰度比例须为 1 到 100 的整数'), z.lte(100, '灰度比例须为 1 到 100 的整数')),
  targets: z.optional(rolloutTargetsSchema),
  /** ISO time the canary started (raising its share keeps it). */
  startedAt: z.string().check(z.minLength(1)),
});

export const rolloutsSchema = z.strictObject({ remotes: z.array(rolloutSchema) });

export type RolloutTargets = z.infer<typeof rolloutTargetsSchema>;
export type Rollout = z.infer<typeof rolloutSchema>;
export type Rollouts = z.infer<typeof rolloutsSchema>;

export function validateRollouts(input: unknown): Validation<Rollouts> {
  return validateWith(rolloutsSchema, '灰度发布表', input);
}
