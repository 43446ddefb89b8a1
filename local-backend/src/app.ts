import formBody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { API_BODY_LIMIT_BYTES } from '@console/build-config';
import { frameworkErrorText, REQUEST_TEXTS } from '@console/sdk/messages';
import type { BackendConfig } from './config';
import type { Db } from './db/database';
import { installChangeTriggers } from './http/changeLog';
import { allowOrigins } from './http/cors';
import { decimalJson } from './http/decimal';
import { Refusal, type Envelope } from './http/envelope';
import { register, Unauthorized } from './http/endpoint';
import { allEndpoints } from './areas';

/**
 * A malformed request's refusal: a framework's error (code `FST_…`) by its Chinese text, never its
 * English sentence; a handler's own 400 (Chinese already) after 请求格式有误.
 */
function malformed(error: { code?: string; message: string }): Envelope {
  const message = error.code?.startsWith('FST_') ? frameworkErrorText(error.code) : `${REQUEST_TEXTS.malformed}：${error.message}`;
  return { code: 400, message, data: null };
}

/** The HTTP API of the platform on one database; `logStream` (tests) receives the log lines instead of stdout. */
export async function buildApp(db: Db, config: BackendConfig, logStream?: { write(line: string): void }): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: process.env.LOG_LEVEL ?? 'warn',
      // Request lines carry method and URL, never headers; should headers ever be logged, tokens stay out.
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization'], censor: '[已隐藏]' },
      ...(logStream ? { stream: logStream } : {}),
    },
    // The shell's origin (Node proxy or nginx, both on this machine) sets X-Forwarded-For to the
    // client's address; a forwarded address from anywhere else is ignored (request.ip: login lock, login records).
    trustProxy: 'loopback',
    bodyLimit: API_BODY_LIMIT_BYTES,
    // A URL the router cannot read (`/%`) is answered like every other malformed request, below.
    frameworkErrors: (error, _request, reply) => (reply as FastifyReply).code(200).send(malformed(error)),
  });
  await app.register(formBody);
  // Image uploads (/api/admin/upload/uploadImage): the parts become the body's values, a file its bytes.
  // The per-use size rules are the handler's (IMAGE_RULES); this only caps a request as bodyLimit does.
  await app.register(multipart, { attachFieldsToBody: 'keyValues', limits: { fileSize: API_BODY_LIMIT_BYTES, files: 1, fields: 10, parts: 11 } });
  // Money leaves as the decimal it stands for, never with float residue (CONTRACT.md, "Transport").
  app.setReplySerializer(decimalJson);
  allowOrigins(app, config.corsOrigins ?? []);

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof Unauthorized) {
      return reply.code(401).send({ code: 401, message: '登录已失效，请重新登录', data: null });
    }
    if (error instanceof Refusal) return reply.code(200).send({ code: error.code, message: error.message, data: null });
    const status = (error as { statusCode?: number }).statusCode;
    // Too large: HTTP 413, as the origins in front answer it (CONTRACT.md, "Transport").
    if (status === 413) return reply.code(413).send({ code: 413, message: REQUEST_TEXTS.tooLarge, data: null });
    if (status && status >= 400 && status < 500) return reply.code(200).send(malformed(error as Error & { code?: string }));
    request.log.error(error);
    return reply.code(500).send({ code: 500, message: '服务器内部错误', data: null });
  });

  app.setNotFoundHandler((request, reply) => reply.code(404).send({ code: 404, message: `接口不存在：${request.method} ${request.url}`, data: null }));

  // The trail's triggers, from the schema as the migrations left it (http/changeLog.ts).
  installChangeTriggers(db);
  register(app, db, config, allEndpoints);
  return app;
}
