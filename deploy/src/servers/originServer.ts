import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import proxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { cacheControlFor, NO_CACHE } from '../cachePolicy';
import { canonicalUrl } from './requestPath';

export interface ShellOrigin {
  kind: 'shell';
  root: string;
  port: number;
  registryFile: string;
  apiTarget: string;
}

export interface RemoteOrigin {
  kind: 'remote';
  root: string;
  port: number;
}

/**
 * One origin of the platform, as the production web server serves it: the shell's origin (static
 * files, SPA fallback, /registry.json, /api proxied to the backend) or a remote's origin (its
 * versioned directories, readable from any origin).
 */
export async function startOrigin(origin: ShellOrigin | RemoteOrigin): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, rewriteUrl: (request) => canonicalUrl(request.url ?? '/') });
  await app.register(compress, { global: true, encodings: ['br', 'gzip'] });

  if (origin.kind === 'remote') {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('Access-Control-Allow-Origin', '*');
    });
  }

  if (origin.kind === 'shell') {
    const { registryFile } = origin;
    app.get('/registry.json', async (_request, reply) => {
      reply.header('Cache-Control', NO_CACHE).type('application/json');
      return existsSync(registryFile) ? readFileSync(registryFile, 'utf8') : '{"remotes":[]}';
    });
    await app.register(proxy, { upstream: origin.apiTarget, prefix: '/api', rewritePrefix: '/api' });
  }

  await app.register(fastifyStatic, {
    root: origin.root,
    cacheControl: false,
    etag: true,
    lastModified: true,
    setHeaders: (reply, filePath) => reply.header('Cache-Control', cacheControlFor(filePath)),
  });

  if (origin.kind === 'shell') {
    const indexFile = path.join(origin.root, 'index.html');
    // SPA fallback: any page URL gets the shell; a missing asset stays a 404.
    app.setNotFoundHandler((request, reply) => {
      const wantsPage = request.method === 'GET' && !path.extname(request.url.split('?')[0]);
      if (!wantsPage || !existsSync(indexFile)) return reply.code(404).send('Not Found');
      reply.header('Cache-Control', NO_CACHE).type('text/html');
      return reply.send(readFileSync(indexFile));
    });
  }

  await app.listen({ port: origin.port, host: '127.0.0.1' });
  return app;
}
