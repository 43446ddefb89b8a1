import { existsSync, readFileSync, statSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import compress from '@fastify/compress';
import proxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { API_BODY_LIMIT_BYTES } from '@console/build-config';
import { ROLLOUTS_FILE } from '@console/sdk/manifest';
import { frameworkErrorText, REQUEST_TEXTS } from '@console/sdk/messages';
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
  const app = Fastify({
    logger: false,
    rewriteUrl: (request) => canonicalUrl(request.url ?? '/'),
    // A URL no router can read (`/%`): the Chinese text, as the backend says it.
    frameworkErrors: (error, request, reply) => malformed(request, reply, frameworkErrorText(error.code)),
  });
  expectContinueAfterHooks(app);
  await app.register(compress, { global: true, encodings: ['br', 'gzip'] });

  const securityHeaders =
    origin.kind === 'shell' ? shellHeaders(path.join(origin.root, 'index.html'), origin.remoteOrigins, origin.devOrigins) : remoteSecurityHeaders;
  app.addHook('onSend', async (_request, reply) => {
    reply.headers(securityHeaders());
    if (origin.kind === 'remote') reply.header('Access-Control-Allow-Origin', '*');
  });

  // An error answers its status and nothing more: no framework's error code or route text; a
  // framework's refusal of a malformed request says in Chinese what was wrong.
  app.setErrorHandler((error, request, reply) => {
    const { statusCode: status = 500, code: errorCode } = error as { statusCode?: number; code?: string };
    if (status >= 400 && status < 500 && errorCode?.startsWith('FST_')) return malformed(request, reply, frameworkErrorText(errorCode), status);
    const code = status >= 400 && status < 600 ? status : 500;
    return reply.code(code).type('text/plain; charset=utf-8').send(STATUS_CODES[code]);
  });

  if (origin.kind === 'shell') {
    const { registryFile } = origin;
    app.get('/registry.json', async (_request, reply) => {
      reply.header('Cache-Control', NO_CACHE).type('application/json');
      return existsSync(registryFile) ? readFileSync(registryFile, 'utf8') : '{"remotes":[]}';
    });
    // The canaries beside the registry (README, "Canary releases"): none when the file is absent.
    const rolloutsFile = path.join(path.dirname(registryFile), ROLLOUTS_FILE);
    app.get(`/${ROLLOUTS_FILE}`, async (_request, reply) => {
      reply.header('Cache-Control', NO_CACHE).type('application/json');
      return existsSync(rolloutsFile) ? readFileSync(rolloutsFile, 'utf8') : '{"remotes":[]}';
    });
    // A body over the limit is refused here, before a byte reaches the backend: a refusal from the
    // backend, which closes while the proxy still streams, reached the client as a reset (502).
    app.addHook('onRequest', async (request, reply) => {
      if (!isApi(request) || !(Number(request.headers['content-length']) > API_BODY_LIMIT_BYTES)) return;
      // A client already sending reads the answer only once it has sent its body: read and dropped
      // here first (as a chunked body is), an answer before it reached the client as EPIPE.
      if (!expectsContinue(request.raw)) for await (const _chunk of request.raw) void _chunk;
      return tooLarge(request, reply);
    });
    await app.register(proxy, {
      upstream: origin.apiTarget,
      prefix: '/api',
      rewritePrefix: '/api',
      // A body of unknown length (chunked) is read here up to the limit, then passed on whole.
      preHandler: limitChunkedBody,
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

const isApi = (request: FastifyRequest) => request.url === '/api' || request.url.startsWith('/api/');

/** A malformed request's refusal: on /api the backend's envelope (HTTP 200, code 400), elsewhere the text. */
function malformed(request: FastifyRequest, reply: FastifyReply, message: string, status = 400) {
  if (isApi(request)) return reply.code(200).send({ code: 400, message, data: null });
  return reply.code(status).type('text/plain; charset=utf-8').send(message);
}

/**
 * The refusal of a body over API_BODY_LIMIT_BYTES: HTTP 413 and the envelope the backend answers.
 * A client that waits for `100 Continue` is told before it sends the body, and the connection then
 * closes (the body it would send next is no request); any other client's body is read and dropped
 * before the answer, so it reads the answer instead of a reset.
 */
function tooLarge(request: FastifyRequest, reply: FastifyReply) {
  if (expectsContinue(request.raw)) reply.header('Connection', 'close');
  return reply.code(413).send({ code: 413, message: REQUEST_TEXTS.tooLarge, data: null });
}

const expectsContinue = (request: { headers: Record<string, unknown> }) => String(request.headers.expect ?? '').toLowerCase() === '100-continue';

/**
 * `Expect: 100-continue` is answered after the request hooks, not by Node at once: a body over the
 * limit is refused before the client sends it.
 */
function expectContinueAfterHooks(app: FastifyInstance) {
  app.server.on('checkContinue', (request, response) => app.server.emit('request', request, response));
  app.addHook('preParsing', async (request, reply) => {
    if (expectsContinue(request.raw) && !reply.sent) reply.raw.writeContinue();
  });
}

/** A chunked /api body, read up to the limit: passed on as it came, or refused whole once read. */
async function limitChunkedBody(request: FastifyRequest, reply: FastifyReply) {
  if (request.headers['content-length'] !== undefined || !(request.body instanceof Readable)) return;
  const chunks: Buffer[] = [];
  let size = 0;
  // Read to the end even past the limit: a client still sending would otherwise see a reset.
  for await (const chunk of request.body as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= API_BODY_LIMIT_BYTES) chunks.push(chunk);
  }
  if (size > API_BODY_LIMIT_BYTES) return tooLarge(request, reply);
  request.body = Readable.from(chunks);
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
