import type { FastifyInstance } from 'fastify';
import { HEADER_SIP_ACCOUNT, HEADER_TOKEN_EXPIRING } from '@console/sdk/constants';

/** Request headers the console's client sends (shared-sdk/src/api/rules.ts platformHeaders). */
const REQUEST_HEADERS = 'Authorization, UserRole, XSecurityVersion, type, Content-Type';
/** Response headers the console's client reads. */
const RESPONSE_HEADERS = `${HEADER_TOKEN_EXPIRING}, ${HEADER_SIP_ACCOUNT}, Content-Disposition`;

/**
 * Lets pages on the exact origins given call the API from another origin: the console published to
 * an object store (its page is the store's, its `/api` calls come here). Any other origin gets no
 * CORS header at all; tokens travel in the Authorization header, never in cookies, so no
 * credentials mode is allowed either.
 */
export function allowOrigins(app: FastifyInstance, origins: string[]): void {
  if (!origins.length) return;
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (!origin || !origins.includes(origin)) return;
    reply.header('Access-Control-Allow-Origin', origin).header('Vary', 'Origin').header('Access-Control-Expose-Headers', RESPONSE_HEADERS);
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      reply
        .header('Access-Control-Allow-Methods', 'GET, POST, DELETE')
        .header('Access-Control-Allow-Headers', REQUEST_HEADERS)
        .header('Access-Control-Max-Age', '600');
      return reply.code(204).send();
    }
  });
}
