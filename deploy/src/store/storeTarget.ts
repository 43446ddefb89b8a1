import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, NoSuchKey, PutObjectCommand, S3Client, type _Object } from '@aws-sdk/client-s3';
import { MANIFEST_FILE, REMOTE_ENTRY } from '@console/build-config';
import { ROLLOUTS_FILE, validateRegistry, validateRollouts, type Registry, type Rollouts } from '@console/sdk/manifest';
import { cacheControlFor, compressible, contentTypeFor, NO_CACHE } from '../cachePolicy';
import type { ReleaseRecord, ReleaseTarget, StoredRelease } from '../releaseTarget';
import type { StoreConfig } from './config';
import { storeIndexHtml } from './shellPage';

/** How many files are uploaded at once. */
const PARALLEL_UPLOADS = 8;

export function s3Client(config: Pick<StoreConfig, 'endpoint' | 'region' | 'credentials'>): S3Client {
  return new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // Compatible stores (Ceph's RADOS Gateway and most others) answer path-style requests.
    forcePathStyle: true,
    // The default checksum mode needs a length the store may not be sent (MissingContentLength).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** Every file under `dir`, as paths relative to it with `/` separators. */
export function filesOf(dir: string, under = ''): string[] {
  return readdirSync(path.join(dir, under)).flatMap((entry) => {
    const relative = under ? `${under}/${entry}` : entry;
    return statSync(path.join(dir, relative)).isDirectory() ? filesOf(dir, relative) : [relative];
  });
}

/**
 * Releases in an S3-compatible bucket, laid out as the deploy directory is:
 * `<prefix>/index.html` and the shell's files, `<prefix>/registry.json`,
 * `<prefix>/remotes/<remote>/<version>/…` and `<prefix>/releases/<remote>.json` (the history).
 * Every object carries the Cache-Control and Content-Type the origin servers give the same file;
 * text files of a release are stored gzip-encoded (see README, "Publishing to an object store").
 */
export class StoreTarget implements ReleaseTarget {
  readonly client: S3Client;

  constructor(
    readonly config: StoreConfig,
    client?: S3Client,
  ) {
    this.client = client ?? s3Client(config);
  }

  key(...parts: string[]): string {
    return [this.config.prefix, ...parts].filter(Boolean).join('/');
  }

  manifestUrl(name: string, version: string): string {
    return `${this.config.publicUrl}/remotes/${name}/${encodeURIComponent(version)}/${MANIFEST_FILE}`;
  }

  private async getText(key: string): Promise<string | undefined> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: key }));
      return await answer.Body!.transformToString('utf8');
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return undefined;
      throw error;
    }
  }

  /** A small no-cache JSON object (registry, history): one PUT, which readers see whole or not at all. */
  private async putJson(key: string, value: unknown): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: key,
        Body: `${JSON.stringify(value, null, 2)}\n`,
        CacheControl: NO_CACHE,
        ContentType: contentTypeFor(key),
      }),
    );
  }

  /** One file with the servers' headers; compressible text stored gzip-encoded. */
  async putFile(key: string, body: Buffer): Promise<void> {
    const gzip = compressible(key, body.length);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: key,
        Body: gzip ? gzipSync(body, { level: 9 }) : body,
        CacheControl: cacheControlFor(key),
        ContentType: contentTypeFor(key),
        ...(gzip ? { ContentEncoding: 'gzip' } : {}),
      }),
    );
  }

  /** Uploads `files` of `dir` under `keyPrefix`, a few at a time; resolves once every one is stored. */
  private async putFiles(dir: string, files: string[], keyPrefix: string): Promise<void> {
    const queue = [...files];
    const worker = async () => {
      for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
        await this.putFile([keyPrefix, file].filter(Boolean).join('/'), readFileSync(path.join(dir, file)));
      }
    };
    await Promise.all(Array.from({ length: PARALLEL_UPLOADS }, worker));
  }

  async readRegistry(): Promise<Registry> {
    const text = await this.getText(this.key('registry.json'));
    if (text === undefined) return { remotes: [] };
    const checked = validateRegistry(JSON.parse(text));
    if (!checked.ok) throw new Error(checked.error);
    return checked.value;
  }

  writeRegistry(registry: Registry): Promise<void> {
    return this.putJson(this.key('registry.json'), registry);
  }

  async readRollouts(): Promise<Rollouts> {
    const text = await this.getText(this.key(ROLLOUTS_FILE));
    if (text === undefined) return { remotes: [] };
    const checked = validateRollouts(JSON.parse(text));
    if (!checked.ok) throw new Error(checked.error);
    return checked.value;
  }

  writeRollouts(rollouts: Rollouts): Promise<void> {
    return this.putJson(this.key(ROLLOUTS_FILE), rollouts);
  }

  async readHistory(name: string): Promise<ReleaseRecord[]> {
    const text = await this.getText(this.key('releases', `${name}.json`));
    return text === undefined ? [] : (JSON.parse(text) as ReleaseRecord[]);
  }

  writeHistory(name: string, history: ReleaseRecord[]): Promise<void> {
    return this.putJson(this.key('releases', `${name}.json`), history);
  }

  /** Chunks first, then remoteEntry.js, then the manifest: a complete manifest means a complete release. */
  async putRelease(name: string, version: string, distDir: string): Promise<void> {
    const files = filesOf(distDir);
    const last = [REMOTE_ENTRY, MANIFEST_FILE];
    const keyPrefix = this.key('remotes', name, version);
    await this.putFiles(
      distDir,
      files.filter((file) => !last.includes(file)),
      keyPrefix,
    );
    for (const file of last) if (files.includes(file)) await this.putFiles(distDir, [file], keyPrefix);
  }

  async listObjects(keyPrefix: string): Promise<_Object[]> {
    const objects: _Object[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.config.bucket, Prefix: keyPrefix, ContinuationToken }));
      objects.push(...(page.Contents ?? []));
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return objects;
  }

  async listReleases(name: string): Promise<StoredRelease[]> {
    const keyPrefix = `${this.key('remotes', name)}/`;
    const releases = new Map<string, StoredRelease>();
    for (const object of await this.listObjects(keyPrefix)) {
      const [version, ...rest] = object.Key!.slice(keyPrefix.length).split('/');
      const release = releases.get(version) ?? { version, complete: false, writtenAt: 0 };
      if (rest.join('/') === MANIFEST_FILE) release.complete = true;
      release.writtenAt = Math.max(release.writtenAt, object.LastModified?.getTime() ?? 0);
      releases.set(version, release);
    }
    return [...releases.values()];
  }

  async deleteRelease(name: string, version: string): Promise<void> {
    const objects = await this.listObjects(`${this.key('remotes', name, version)}/`);
    // The manifest goes first: a half-deleted release is never taken for a complete one.
    objects.sort((a, b) => Number(b.Key!.endsWith(`/${MANIFEST_FILE}`)) - Number(a.Key!.endsWith(`/${MANIFEST_FILE}`)));
    for (let start = 0; start < objects.length; start += 1000) {
      await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.config.bucket,
          Delete: { Objects: objects.slice(start, start + 1000).map(({ Key }) => ({ Key })), Quiet: true },
        }),
      );
    }
  }

  /** The shell's files, then its page (rewritten to run from the store: see shellPage.ts). */
  async putShell(distDir: string): Promise<void> {
    const { apiOrigin, publicUrl } = this.config;
    if (!apiOrigin) throw new Error('发布主应用到对象存储需要 CONSOLE_API_ORIGIN（控制台调用 /api 的后端源）');
    const files = filesOf(distDir).filter((file) => file !== 'index.html');
    await this.putFiles(distDir, files, this.key());
    // The shell reads rollouts.json beside the registry: a bucket answers a missing one with an error.
    if ((await this.getText(this.key(ROLLOUTS_FILE))) === undefined) await this.writeRollouts({ remotes: [] });
    const page = storeIndexHtml(readFileSync(path.join(distDir, 'index.html'), 'utf8'), { publicUrl, apiOrigin });
    await this.putFile(this.key('index.html'), Buffer.from(page));
  }
}
