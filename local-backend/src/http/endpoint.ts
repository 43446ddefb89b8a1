import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HEADER_SIP_ACCOUNT, HEADER_TOKEN_EXPIRING } from '@console/sdk/constants';
import type { Role } from '@console/sdk/manifest';
import type { BackendConfig } from '../config';
import type { Db } from '../db/database';
import { checkToken, type CurrentUser } from './auth';
import { forbidden, ok, type Envelope } from './envelope';
import type { Params } from './params';

export interface Context {
  db: Db;
  config: BackendConfig;
  params: Params;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface AuthedContext extends Context {
  user: CurrentUser;
}

/** Who may call: nobody logged in, anyone logged in, or the listed roles (enforced here). */
export type Access = 'public' | 'loggedIn' | readonly Role[];

type Result = unknown | Envelope | FastifyReply;

export interface EndpointDefinition<A extends Access> {
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  access: A;
  handler: (context: A extends 'public' ? Context : AuthedContext) => Result | Promise<Result>;
}

export type Endpoints = EndpointDefinition<Access>[];

/** Keeps each endpoint's handler typed by its access. */
export const define = <A extends Access>(endpoint: EndpointDefinition<A>) => endpoint as unknown as EndpointDefinition<Access>;

export class Unauthorized extends Error {}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && 'code' in value && 'message' in value && 'data' in value;
}

/** Registers endpoints: token check, role check, token-expiry and SIP signals, envelope. */
export function register(app: FastifyInstance, db: Db, config: BackendConfig, endpoints: Endpoints): void {
  for (const endpoint of endpoints) {
    app.route({
      method: endpoint.method,
      url: endpoint.url,
      handler: async (request, reply) => {
        const params: Params = { ...(request.query as Params), ...((request.body as Params) ?? {}) };
        const context: Context = { db, config, params, request, reply };
        let result: Result;
        if (endpoint.access === 'public') {
          result = endpoint.handler(context as AuthedContext);
        } else {
          const check = checkToken(db, request.headers.authorization);
          if (!check) throw new Unauthorized();
          if (check.expiresAt - Date.now() < config.tokenRenewWindowSeconds * 1000) reply.header(HEADER_TOKEN_EXPIRING, '1');
          if (check.user.hasSipAccount) reply.header(HEADER_SIP_ACCOUNT, '1');
          if (endpoint.access !== 'loggedIn' && !endpoint.access.includes(check.user.role)) throw forbidden();
          result = endpoint.handler({ ...context, user: check.user });
        }
        // A file response has been sent already; a reply is thenable, so it must not be awaited.
        if (result === reply || reply.sent) return reply;
        if (result instanceof Promise) result = await result;
        if (result === reply || reply.sent) return reply;
        return isEnvelope(result) ? result : ok(result);
      },
    });
  }
}
