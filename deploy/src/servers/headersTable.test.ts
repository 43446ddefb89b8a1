import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheControlFor, contentTypeFor } from '../cachePolicy';
import { startOrigin } from './originServer';

/** The Node origin server and the object-store uploader take every file's headers from one table. */
describe('Node origin server headers come from cachePolicy.ts', () => {
  const FILES = [
    'remoteEntry.js',
    '415.71ff6acc9c.js',
    'main.d719997397.css',
    'console-manifest.json',
    '415.71ff6acc9c.js.map',
    'logo.0123456789.svg',
    'font.0123456789.woff2',
    '1.0.0+20261127095432/remoteEntry.js',
    '1.0.0+20261127095432/console-manifest.json',
  ];
  let root: string;
  let server: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'origin-types-'));
    for (const file of FILES) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), 'x');
    }
    server = await startOrigin({ kind: 'remote', root, port: 0 });
    const address = server.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('sends the Content-Type and Cache-Control the uploader stores', async () => {
    for (const file of FILES) {
      const answer = await fetch(`${base}/${file.replace('+', '%2B')}`);
      expect(answer.status, file).toBe(200);
      expect(answer.headers.get('content-type'), file).toBe(contentTypeFor(file));
      expect(answer.headers.get('cache-control'), file).toBe(cacheControlFor(file));
      // Read to the end: a body left unread keeps its connection busy, and closing the server waits for it.
      await answer.arrayBuffer();
    }
  });
});
