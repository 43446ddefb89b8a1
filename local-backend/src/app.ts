import formBody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { API_BODY_LIMIT_BYTES } from '@console/build-config';
import type { BackendConfig } from './config';
import type { Db } from './db/database';
import { allowOrigins } from './http/cors';
import { decimalJson } from './http/decimal';
import { Refusal } from './http/envelope';
import { register, Unauthorized } from './http/endpoint';
import { allEndpoints } from './areas';

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
  });
  await app.register(formBody);
  // Money leaves as the decimal it stands for, never with float residue (CONTRACT.md, "Transport").
  app.setReplySerializer(decimalJson);
  allowOrigins(app, config.corsOrigins ?? []);

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof Unauthorized) {
      return reply.code(401).send({ code: 401, message: '登录已失效，请重新登录', data: null });
    }
    if (error instanceof Refusal) return reply.code(200).send({ code: error.code, message: error.message, data: null });
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      return reply.code(200).send({ code: 400, message: `请求格式有误：${(error as Error).message}`, data: null });
    }
    request.log.error(error);
    return reply.code(500).send({ code: 500, message: '服务器内部错误', data: null });
  });

  app.setNotFoundHandler((request, reply) => reply.code(404).send({ code: 404, message: `接口不存在：${request.method} ${request.url}`, data: null }));

  register(app, db, config, allEndpoints);
  return app;
}
