import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BODY_LIMIT_BYTES } from '@console/build-config';
import { REQUEST_TEXTS } from '@console/sdk/messages';
import { IMMUTABLE, NO_CACHE } from '../cachePolicy';
import { getRaw, sendBody } from '../testing/rawHttp';
import { startOrigin } from './originServer';
import { canonicalUrl } from './requestPath';

describe('canonicalUrl', () => {
  it('decodes path characters that never need encoding, as every release version may hold them', () => {
    expect(canonicalUrl('/1.0.0%2B20261123181106/console-manifest.json')).toBe('/1.0.0+20261123181106/console-manifest.json');
    expect(canonicalUrl('/1.0.0%2b2/%7Ex%40y%3Az%2C%3B%3D')).toBe('/1.0.0+2/~x@y:z,;=');
  });

  it('keeps separators, escapes, non-ASCII and the query as they were', () => {
    expect(canonicalUrl('/a%2Fb%3Fc%23d%25e')).toBe('/a%2Fb%3Fc%23d%25e');
    expect(canonicalUrl('/%E4%B8%AD.js')).toBe('/%E4%B8%AD.js');
    expect(canonicalUrl('/x?version=1.0.0%2B1')).toBe('/x?version=1.0.0%2B1');
  });
});

/** The Node origin server (what `npm start` runs) on a remote's release directories. */
describe('Node origin server', () => {
  const VERSION = '1.0.0+20261123181106';
  let root: string;
  let server: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'origin-'));
    mkdirSync(path.join(root, VERSION));
    writeFileSync(path.join(root, VERSION, 'console-manifest.json'), '{"name":"remote-crm"}');
    writeFileSync(path.join(root, VERSION, '415.71ff6acc9c.js'), 'x'.repeat(4096));
    server = await startOrigin({ kind: 'remote', root, port: 0 });
    const address = server.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves a release under the URL the registry writes (encodeURIComponent of its version) and under the literal one', async () => {
    for (const url of [`${base}/${encodeURIComponent(VERSION)}/console-manifest.json`, `${base}/${VERSION}/console-manifest.json`]) {
      const answer = await fetch(url);
      expect(answer.status, url).toBe(200);
      expect(await answer.json()).toEqual({ name: 'remote-crm' });
      // A release directory is never written again (release.ts): its manifest is cached like its chunks.
      expect(answer.headers.get('cache-control')).toBe(IMMUTABLE);
      expect(answer.headers.get('access-control-allow-origin')).toBe('*');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    }
  });

  it('caches hashed files for a year, compresses, and refuses to leave the root', async () => {
    const chunk = await fetch(`${base}/${encodeURIComponent(VERSION)}/415.71ff6acc9c.js`, { headers: { 'accept-encoding': 'br' } });
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(chunk.headers.get('content-encoding')).toBe('br');
    expect((await fetch(`${base}/%2E%2E/${path.basename(root)}/${VERSION}/console-manifest.json`)).status).not.toBe(200);
    expect((await fetch(`${base}/${encodeURIComponent(VERSION)}/missing.js`)).status).toBe(404);
  });
});

/** While the backend restarts, /api answers as nginx does, so the console says so (a 500 is only logged). */
describe('Node origin server, /api with the backend down', () => {
  it('answers 502 Bad Gateway, not 500', async () => {
    const { createServer } = await import('node:net');
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const backendPort = (closed.address() as { port: number }).port;
    await new Promise((resolve) => closed.close(resolve));
    const root = mkdtempSync(path.join(tmpdir(), 'shell-'));
    const shell = await startOrigin({
      kind: 'shell',
      root,
      port: 0,
      registryFile: path.join(root, 'registry.json'),
      apiTarget: `http://127.0.0.1:${backendPort}`,
      remoteOrigins: [],
    });
    try {
      const address = shell.server.address() as { port: number };
      const answer = await fetch(`http://127.0.0.1:${address.port}/api/intentionCustomer/list`, { method: 'POST' });
      expect(answer.status).toBe(502);
    } finally {
      await shell.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});

/** The canaries beside the registry (README, "Canary releases"). */
describe('Node origin server, rollouts.json', () => {
  it('answers no canary while the file is absent, then the file, never from a cache', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'shell-'));
    const shell = await startOrigin({
      kind: 'shell',
      root,
      port: 0,
      registryFile: path.join(root, 'registry.json'),
      apiTarget: 'http://127.0.0.1:9',
      remoteOrigins: [],
    });
    try {
      const url = `http://127.0.0.1:${(shell.server.address() as { port: number }).port}/rollouts.json`;
      const absent = await fetch(url);
      expect(absent.headers.get('cache-control')).toBe(NO_CACHE);
      expect(await absent.json()).toEqual({ remotes: [] });
      const rollouts = { remotes: [{ name: 'remote-crm', version: '1.1.0', manifest: 'm', percent: 10, startedAt: '2026-12-07T01:00:00.000Z' }] };
      writeFileSync(path.join(root, 'rollouts.json'), JSON.stringify(rollouts));
      expect(await (await fetch(url)).json()).toEqual(rollouts);
    } finally {
      await shell.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});

/** What real clients tripped on: curl's Expect header, uptime checks by HEAD, error bodies. */
describe('Node origin server, as clients other than the browser use it', () => {
  let root: string;
  let shell: FastifyInstance;
  let remote: FastifyInstance;
  let backend: FastifyInstance;
  const port = (server: FastifyInstance) => (server.server.address() as { port: number }).port;

  beforeAll(async () => {
    // A backend on fastify with the backend's body limit: it refuses a larger body as soon as it knows.
    const { default: Fastify } = await import('fastify');
    backend = Fastify({ bodyLimit: API_BODY_LIMIT_BYTES });
    backend.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    backend.post('/api/upload', async (request) => ({ size: (request.body as Buffer).length }));
    await backend.listen({ port: 0, host: '127.0.0.1' });
    root = mkdtempSync(path.join(tmpdir(), 'shell-'));
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>控制台</title>');
    shell = await startOrigin({
      kind: 'shell',
      root,
      port: 0,
      registryFile: path.join(root, 'registry.json'),
      apiTarget: `http://127.0.0.1:${port(backend)}`,
      remoteOrigins: [],
    });
    remote = await startOrigin({ kind: 'remote', root, port: 0 });
  });
  afterAll(async () => {
    await shell.close();
    await remote.close();
    await backend.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('passes an /api request that carries Expect: 100-continue to the backend', async () => {
    const { request } = await import('node:http');
    const body = Buffer.alloc(2 * 1024 * 1024, 'a');
    const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const outgoing = request(
        { host: '127.0.0.1', port: port(shell), method: 'POST', path: '/api/upload', headers: { expect: '100-continue', 'content-length': body.length } },
        (response) => {
          let text = '';
          response.on('data', (chunk) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        },
      );
      outgoing.on('continue', () => outgoing.end(body));
      outgoing.on('error', reject);
    });
    expect(answer).toEqual({ status: 200, text: JSON.stringify({ size: body.length }) });
  });

  const send = (body: Buffer, how: { expect: boolean; chunked: boolean }) => sendBody(port(shell), '/api/upload', body, how);

  it('refuses a body over the limit with the one Chinese 413, every time, however it is sent', async () => {
    const refusal = JSON.stringify({ code: 413, message: REQUEST_TEXTS.tooLarge, data: null });
    const oversized = Buffer.alloc(API_BODY_LIMIT_BYTES + 1, 'a');
    for (const expect100 of [false, true]) {
      for (const chunked of [false, true]) {
        for (let attempt = 0; attempt < 4; attempt++) {
          const answer = await send(oversized, { expect: expect100, chunked });
          expect({ status: answer.status, text: answer.text }, `Expect ${expect100}, chunked ${chunked}`).toEqual({ status: 413, text: refusal });
          // Told before it sent the body, when it asked (a known length).
          if (expect100 && !chunked) expect(answer.continued).toBe(false);
        }
      }
    }
  });

  it('passes a body within the limit to the backend, with a length or chunked', async () => {
    const body = Buffer.alloc(API_BODY_LIMIT_BYTES, 'a');
    for (const chunked of [false, true]) {
      expect(await send(body, { expect: true, chunked })).toEqual({ status: 200, text: JSON.stringify({ size: body.length }), continued: true });
    }
  });

  it('answers a URL no router reads (/%) in Chinese, as the backend does on /api', async () => {
    for (const origin of [shell, remote]) expect(await getRaw(port(origin), '/%')).toEqual({ status: 400, text: REQUEST_TEXTS.badUrl });
    expect(await getRaw(port(shell), '/api/%zz')).toEqual({ status: 200, text: JSON.stringify({ code: 400, message: REQUEST_TEXTS.badUrl, data: null }) });
  });

  it('answers HEAD on a page route as GET does', async () => {
    const head = await fetch(`http://127.0.0.1:${port(shell)}/customer`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('answers errors with their status only, naming no framework', async () => {
    for (const base of [`http://127.0.0.1:${port(shell)}`, `http://127.0.0.1:${port(remote)}`]) {
      for (const url of ['/.env', '/%2E%2E/etc/passwd', '/missing.js', '/a/..%2F..%2F.env']) {
        const answer = await fetch(`${base}${url}`);
        const text = await answer.text();
        if (answer.status >= 400) expect(text, `${base}${url}`).toMatch(/^(Not Found|Forbidden|Bad Request|Internal Server Error)$/);
        expect(text).not.toMatch(/FST_|Route |fastify/i);
      }
    }
  });
});
