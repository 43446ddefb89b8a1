import * as z from 'zod/mini';
import zhCN from 'zod/v4/locales/zh-CN.js';
import { registrySchema, remoteDefinitionSchema, remoteManifestSchema, type Registry, type RemoteDefinition, type RemoteManifest } from './schema';

z.config(zhCN());

export type Validation<T> = { ok: true; value: T } | { ok: false; error: string };

export function validateWith<T>(schema: z.ZodMiniType<T>, what: string, input: unknown): Validation<T> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, error: `${what}无效：\n${z.prettifyError(result.error)}` };
}

/** Checks a published manifest (`console-manifest.json`) fetched at runtime. Never throws. */
export function validateManifest(input: unknown): Validation<RemoteManifest> {
  return validateWith(remoteManifestSchema, '模块清单', input);
}

export function validateRegistry(input: unknown): Validation<Registry> {
  return validateWith(registrySchema, '模块注册表', input);
}

/**
 * Declares a remote's routes once. Throws at build time with every problem listed, so a bad
 * manifest never gets published.
 */
export function defineRemote(definition: RemoteDefinition): RemoteDefinition {
  const result = validateWith(remoteDefinitionSchema, `${definition?.name ?? '远程模块'} 的清单`, definition);
  if (!result.ok) throw new Error(result.error);
  return result.value;
}
