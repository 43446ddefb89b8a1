import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type Harness } from '../test/harness';
import { allowOrigins } from './cors';

const STORE = 'http://127.0.0.1:17080';

/** A bare app with one route and the CORS rule for `origins`. */
async function appAllowing(origins: string[]) {
  const app = Fastify();
  allowOrigins(app, origins);
  app.post('/api/x', async () => ({ code: 200 }));
  await app.ready();
  return app;
}

describe('CORS for a console published to an object store', () => {
  it('answers the preflight of the named origin with the headers the client sends, no credentials', async () => {
    const app = await appAllowing([STORE]);
    const answer = await app.inject({
      method: 'OPTIONS',
      url: '/api/x',
      headers: { origin: STORE, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,userrole' },
    });
    expect(answer.statusCode).toBe(204);
    expect(answer.headers['access-control-allow-origin']).toBe(STORE);
    expect(String(answer.headers['access-control-allow-headers'])).toContain('Authorization');
    expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('names no other origin, and none at all unless configured', async () => {
    for (const [origins, origin] of [
      [[STORE], 'http://127.0.0.1:17081'],
      [[STORE], 'http://evil.example'],
      [[], STORE],
    ] as const) {
      const app = await appAllowing([...origins]);
      for (const method of ['OPTIONS', 'POST'] as const) {
        const answer = await app.inject({ method, url: '/api/x', headers: { origin, 'access-control-request-method': 'POST' } });
        expect(answer.headers['access-control-allow-origin']).toBeUndefined();
        expect(answer.statusCode).not.toBe(204);
      }
    }
  });

  describe('the backend, given CONSOLE_CORS_ORIGINS', () => {
    let backend: Harness;
    beforeAll(async () => {
      backend = await startBackend({ corsOrigins: [STORE] });
    }, 60_000);
    afterAll(() => backend.app.close());

    it('lets the named origin read the login answer and the headers the client reads', async () => {
      const answer = await backend.app.inject({
        method: 'POST',
        url: '/api/login/login',
        headers: { origin: STORE },
        payload: { username: 'admin', password: '123456' },
      });
      expect(answer.headers['access-control-allow-origin']).toBe(STORE);
      expect(String(answer.headers['access-control-expose-headers'])).toMatch(/x-token-expiring.*x-sip-account/);
      expect(answer.json().code).toBe(200);
    });
  });
});
