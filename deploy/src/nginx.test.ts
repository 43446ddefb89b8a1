import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BODY_LIMIT_BYTES } from '@console/build-config';
import { ROLLOUTS_FILE } from '@console/sdk/manifest';
import { REQUEST_TEXTS } from '@console/sdk/messages';
import { NO_CACHE } from './cachePolicy';
import { BACKEND_PORT, REGISTRY_FILE, SHELL } from './layout';
import { NGINX, nginxConfig } from './nginx';
import { getRaw, sendBody } from './testing/rawHttp';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => resolve(!!socket.end()));
    socket.on('error', () => resolve(false));
  });

/** The shell's generated nginx config, run by the real nginx in front of a backend with the backend's body limit. */
describe.skipIf(!existsSync(NGINX))('nginx, the shell’s origin in production', () => {
  let prefix: string;
  let port: number;
  let nginx: ChildProcess;
  let backend: FastifyInstance;

  beforeAll(async () => {
    backend = Fastify({ bodyLimit: API_BODY_LIMIT_BYTES });
    backend.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    backend.post('/api/upload', async (request) => ({ size: (request.body as Buffer).length }));
    await backend.listen({ port: 0, host: '127.0.0.1' });
    prefix = mkdtempSync(path.join(tmpdir(), 'nginx-'));
    // nginx's workers may run as another user than the test: they write request bodies here.
    chmodSync(prefix, 0o777);
    for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
      mkdirSync(path.join(prefix, dir));
      chmodSync(path.join(prefix, dir), 0o777);
    }
    port = await freePort();
    // The generated config as it is, but on a free port and in front of this backend.
    const config = nginxConfig({ ...SHELL, port }, prefix).replace(
      `127.0.0.1:${BACKEND_PORT};`,
      `127.0.0.1:${(backend.server.address() as { port: number }).port};`,
    );
    writeFileSync(path.join(prefix, 'nginx.conf'), config);
    nginx = spawn(NGINX, ['-e', 'stderr', '-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'inherit' });
    while (!(await accepts(port))) await new Promise((resolve) => setTimeout(resolve, 50));
  });
  afterAll(async () => {
    nginx?.kill();
    await backend.close();
    rmSync(prefix, { recursive: true, force: true });
  });

  it('refuses a body over the limit with the backend’s Chinese 413, however it is sent', async () => {
    const refusal = { code: 413, message: REQUEST_TEXTS.tooLarge, data: null };
    const oversized = Buffer.alloc(API_BODY_LIMIT_BYTES + 1, 'a');
    for (const expect100 of [false, true]) {
      for (const chunked of [false, true]) {
        const answer = await sendBody(port, '/api/upload', oversized, { expect: expect100, chunked });
        expect({ status: answer.status, body: JSON.parse(answer.text) as unknown }, `Expect ${expect100}, chunked ${chunked}`).toEqual({
          status: 413,
          body: refusal,
        });
      }
    }
    expect(await sendBody(port, '/api/upload', Buffer.alloc(1024, 'a'), { expect: false, chunked: false })).toMatchObject({
      status: 200,
      text: '{"size":1024}',
    });
  });

  it('serves rollouts.json beside the registry, unrevalidated never, and no canary when the file is absent', async () => {
    const answer = await fetch(`http://127.0.0.1:${port}/${ROLLOUTS_FILE}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe(NO_CACHE);
    const file = path.join(path.dirname(REGISTRY_FILE), ROLLOUTS_FILE);
    expect(await answer.json()).toEqual(existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : { remotes: [] });
  });

  it('answers a URL it cannot read (/%) in Chinese', async () => {
    for (const url of ['/%', '/api/%zz']) expect(await getRaw(port, url), url).toEqual({ status: 400, text: REQUEST_TEXTS.malformed });
  });
});
