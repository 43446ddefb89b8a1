import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HEADER_SIP_ACCOUNT, HEADER_TOKEN_EXPIRING } from '@console/sdk/constants';
import { isRead, type CallSpec } from '@console/sdk/contract';
import type { BackendConfig } from '../config';
import type { Db } from '../db/database';
import { checkToken, type CurrentUser } from './auth';
import { forbidden, ok, type Envelope } from './envelope';
import { linkChanges, withChangeContext } from './changeLog';
import { LOGGED_ROLES, loggedOperation, recordOperation } from './operationLog';
import type { Params, ParamsOf } from './params';
import { dataChanged } from './changes';

export interface Context<P extends Params = Params> {
  db: Db;
  config: BackendConfig;
  /** Typed by the call's input where `define` binds the handler to a typed entry (`call.post<Out, In>`, `call.save`, `call.list`). */
  params: P;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface AuthedContext<P extends Params = Params> extends Context<P> {
  user: CurrentUser;
}

type Result = unknown | Envelope | FastifyReply;

/**
 * A handler bound to its contract entry: the entry gives method, path and the roles,
 * which `register` enforces; the handler only does the work.
 */
export interface EndpointDefinition {
  call: CallSpec;
  handler: (context: AuthedContext) => Result | Promise<Result>;
}

export type Endpoints = EndpointDefinition[];

/** The input type a contract entry declares (`call.post<Out, In>`: In; a resource's save or list: its form or filters). */
export type InputOfCall<C> = C extends (params?: infer In, ...rest: never[]) => unknown ? In : unknown;

/**
 * A handler for an entry that needs a login (`loggedIn` or a role list). Its `params` are typed by
 * the entry's input: a reader (`requiredInteger(params, 'companyId', …)`) of a name the input does
 * not declare fails typecheck; an entry declared without an input reads any name.
 */
export function define<C extends CallSpec>(endpoint: {
  call: C;
  handler: (context: AuthedContext<ParamsOf<InputOfCall<C>>>) => Result | Promise<Result>;
}): EndpointDefinition {
  if (endpoint.call.access === 'public') throw new Error(`${endpoint.call.path} 为公开接口，请用 definePublic`);
  return endpoint as unknown as EndpointDefinition;
}

/** A handler for a public entry: it gets no user. */
export function definePublic(endpoint: { call: CallSpec; handler: (context: Context) => Result | Promise<Result> }): EndpointDefinition {
  if (endpoint.call.access !== 'public') throw new Error(`${endpoint.call.path} 需要登录，请用 define`);
  return endpoint as EndpointDefinition;
}

export class Unauthorized extends Error {}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && 'code' in value && 'message' in value && 'data' in value;
}

/**
 * Runs a write in one transaction with its trail (changeLog.ts: the triggers record what it changed
 * while the request's context is set) and, for a logged operation, its operation-log row: a refusal
 * (thrown) rolls all of it back, and a failure envelope logs no operation. A write handler must be
 * synchronous (better-sqlite3 refuses a transaction that returns a promise, so an async write fails
 * loudly instead of committing early).
 */
function runWrite(db: Db, endpoint: EndpointDefinition, operation: string | null, context: AuthedContext): Result {
  return db.transaction(() => {
    const { result, firstChange } = withChangeContext(db, context.user, endpoint.call.path, () => endpoint.handler(context));
    if (operation && (!isEnvelope(result) || result.code === 200)) {
      linkChanges(db, firstChange, recordOperation(db, context.user, operation, endpoint.call, context.params, context.request.ip));
    }
    return result;
  })();
}

/** Registers endpoints: token check, role check, token-expiry and SIP signals, the trail and operation log, envelope. */
export function register(app: FastifyInstance, db: Db, config: BackendConfig, endpoints: Endpoints): void {
  for (const endpoint of endpoints) {
    const { method, path, access } = endpoint.call;
    const operation = loggedOperation(endpoint.call);
    const write = !isRead(endpoint.call);
    app.route({
      method,
      url: path,
      handler: async (request, reply) => {
        // A body is a set of named parameters: an array, a string or null is not "no filters".
        const body = request.body;
        if (body !== undefined && (body === null || typeof body !== 'object' || Array.isArray(body))) {
          throw Object.assign(new Error('请求体须为 JSON 对象'), { statusCode: 400 });
        }
        const params: Params = { ...(request.query as Params), ...((body as Params) ?? {}) };
        const context: Context = { db, config, params, request, reply };
        let result: Result;
        if (access === 'public') {
          result = endpoint.handler(context as AuthedContext);
        } else {
          const check = checkToken(db, request.headers.authorization);
          if (!check) throw new Unauthorized();
          if (check.expiresAt - Date.now() < config.tokenRenewWindowSeconds * 1000) reply.header(HEADER_TOKEN_EXPIRING, '1');
          if (check.user.hasSipAccount) reply.header(HEADER_SIP_ACCOUNT, '1');
          if (access !== 'loggedIn' && !access.includes(check.user.role)) throw forbidden();
          const authed = { ...context, user: check.user };
          const logged = operation && LOGGED_ROLES.includes(check.user.role) ? operation : null;
          result = write ? runWrite(db, endpoint, logged, authed) : endpoint.handler(authed);
          // Live views (the data wall) read again after a write; a listener only schedules its read.
          if (write) dataChanged(db);
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
