/**
 * Where releases go when they are published to an S3-compatible bucket, read from the environment
 * only (never from a file that is committed or served). The access keys are the SDK's usual
 * variables, AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY.
 */
export interface StoreConfig {
  /** The S3 API endpoint, e.g. `https://s3.example.com` (path-style requests). */
  endpoint: string;
  bucket: string;
  /** Folder inside the bucket ('' for its root), without slashes at either end. */
  prefix: string;
  region: string;
  /** The URL browsers read the published console from: the bucket's own (default) or a CDN's, no trailing slash. */
  publicUrl: string;
  /** The backend's origin the console published to the store calls for `/api` (needed to publish the shell). */
  apiOrigin: string | undefined;
  /** AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY (AWS_SESSION_TOKEN); without them the SDK's own chain (e.g. an instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
}

const trimSlashes = (value: string) => value.replace(/^\/+|\/+$/g, '');

/** Undefined when no bucket is configured: releases stay in the deploy directory. */
export function storeConfigFromEnv(env: NodeJS.ProcessEnv = process.env): StoreConfig | undefined {
  const endpoint = env.CONSOLE_STORE_ENDPOINT?.replace(/\/+$/, '');
  const bucket = env.CONSOLE_STORE_BUCKET;
  if (!endpoint && !bucket) return undefined;
  if (!endpoint || !bucket) throw new Error('对象存储配置不完整：CONSOLE_STORE_ENDPOINT 与 CONSOLE_STORE_BUCKET 须同时设置');
  const prefix = trimSlashes(env.CONSOLE_STORE_PREFIX ?? '');
  return {
    endpoint,
    bucket,
    prefix,
    region: env.CONSOLE_STORE_REGION ?? 'us-east-1',
    publicUrl: (env.CONSOLE_STORE_PUBLIC_URL ?? [endpoint, bucket, prefix].filter(Boolean).join('/')).replace(/\/+$/, ''),
    apiOrigin: env.CONSOLE_API_ORIGIN?.replace(/\/+$/, ''),
    credentials:
      env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
        ? { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY, sessionToken: env.AWS_SESSION_TOKEN || undefined }
        : undefined,
  };
}
