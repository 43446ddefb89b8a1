import { existsSync, readFileSync, statSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import path from 'node:path';
import compress from '@fastify/compress';
import proxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { cacheControlFor, contentTypeFor, NO_CACHE } from '../cachePolicy';
import { remoteSecurityHeaders, shellSecurityHeaders } from '../securityHeaders';
import { canonicalUrl } from './requestPath';

export interface ShellOrigin {
  kind: 'shell';
  root: string;
  port: number;
  registryFile: string;
  apiTarget: string;
  /** Origins the shell's page may load remote code from (the Content-Security-Policy). */
  remoteOrigins: string[];
  /** Origins a browser may load one area's code from instead of its release (build-config/src/devOrigins.ts). */
  devOrigins?: string[];
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

  const securityHeaders =
    origin.kind === 'shell' ? shellHeaders(path.join(origin.root, 'index.html'), origin.remoteOrigins, origin.devOrigins) : remoteSecurityHeaders;
  app.addHook('onSend', async (_request, reply) => {
    reply.headers(securityHeaders());
    if (origin.kind === 'remote') reply.header('Access-Control-Allow-Origin', '*');
  });

  // An error answers its status and nothing more: no framework's error code or route text.
  app.setErrorHandler((error, _request, reply) => {
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    const code = status >= 400 && status < 600 ? status : 500;
    return reply.code(code).type('text/plain; charset=utf-8').send(STATUS_CODES[code]);
  });

  if (origin.kind === 'shell') {
    const { registryFile } = origin;
    app.get('/registry.json', async (_request, reply) => {
      reply.header('Cache-Control', NO_CACHE).type('application/json');
      return existsSync(registryFile) ? readFileSync(registryFile, 'utf8') : '{"remotes":[]}';
    });
    await app.register(proxy, {
      upstream: origin.apiTarget,
      prefix: '/api',
      rewritePrefix: '/api',
      // An unreachable backend (stopped, restarting) is a bad gateway, as nginx answers it: reply-from's
      // default would answer a refused connection with 500, which the api client only logs (spec section 8).
      replyOptions: {
        onError: (reply, { error }) => reply.code((error as { statusCode?: number }).statusCode === 504 ? 504 : 502).send('Bad Gateway'),
        // The backend learns the client's address from this header, as from nginx's proxy_set_header:
        // replaced, never appended to, so a client cannot pass for another address (login lock).
        // `Expect: 100-continue` (curl's for bodies over 1 MiB) is answered here, by Node, before the
        // body arrives; passed on, the proxy's client refuses the request and it would end as a 502.
        rewriteRequestHeaders: (request, { expect: _answeredHere, ...headers }) => ({ ...headers, 'x-forwarded-for': request.ip }),
      },
    });
  }

  await app.register(fastifyStatic, {
    root: origin.root,
    cacheControl: false,
    etag: true,
    lastModified: true,
    // The same table the object-store uploader uses (cachePolicy.ts).
    setHeaders: (reply, filePath) =>
      reply.header('Cache-Control', cacheControlFor(path.relative(origin.root, filePath))).header('Content-Type', contentTypeFor(filePath)),
  });

  if (origin.kind === 'shell') {
    const indexFile = path.join(origin.root, 'index.html');
    // SPA fallback: any page URL gets the shell; a missing asset stays a 404.
    app.setNotFoundHandler((request, reply) => {
      // HEAD too: an uptime check by HEAD must see what GET sees.
      const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !path.extname(request.url.split('?')[0]);
      if (!wantsPage || !existsSync(indexFile)) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
      reply.header('Cache-Control', NO_CACHE).type('text/html');
      return reply.send(readFileSync(indexFile));
    });
  } else {
    app.setNotFoundHandler((_request, reply) => reply.code(404).type('text/plain; charset=utf-8').send('Not Found'));
  }

  await app.listen({ port: origin.port, host: '127.0.0.1' });
  return app;
}

/** The shell's headers; the policy names its index.html's inline script by hash, so it follows a shell release. */
function shellHeaders(indexFile: string, remoteOrigins: string[], devOrigins: string[] = []): () => Record<string, string> {
  let cached = { modified: -1, headers: shellSecurityHeaders('', remoteOrigins, devOrigins) };
  return () => {
    const modified = existsSync(indexFile) ? statSync(indexFile).mtimeMs : 0;
    if (modified !== cached.modified) {
      cached = { modified, headers: shellSecurityHeaders(modified ? readFileSync(indexFile, 'utf8') : '', remoteOrigins, devOrigins) };
    }
    return cached.headers;
  };
}
