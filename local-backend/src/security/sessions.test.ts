import { scryptSync } from 'node:crypto';
import { LOGIN_LOCK } from '@console/sdk/constants';
import { SESSION_TEXTS } from '@console/sdk/messages';
import { SEEDED_PASSWORD } from '@console/sdk/seeded';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { hashPassword, verifyPassword } from '../db/passwords';
import { startBackend, type Harness } from '../test/harness';

let backend: Harness;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(() => backend.app.close());
afterEach(() => vi.useRealTimers());

const loginFrom = (remoteAddress: string, username: string, password: string, headers: Record<string, string> = {}) =>
  backend.call({ method: 'POST', url: '/api/login/login', payload: { username, password }, remoteAddress, headers });

describe('stored passwords', { timeout: 60_000 }, () => {
  it('are salted scrypt hashes: two users with the same password store different hashes', async () => {
    const newPassword = 'same-new-password';
    for (const username of ['user11', 'user12']) {
      const token = await backend.login(username);
      const { body } = await backend.call({
        method: 'POST',
        url: '/api/user/modifyPassword',
        token,
        payload: { account: username, oldPassword: SEEDED_PASSWORD, newPassword },
      });
      expect(body.code).toBe(200);
    }
    const hashes = backend.db.prepare('SELECT password_hash FROM users WHERE username IN (?, ?)').pluck().all('user11', 'user12') as string[];
    expect(hashes).toHaveLength(2);
    expect(hashes[0]).not.toBe(hashes[1]);
    expect(hashPassword(newPassword)).not.toBe(hashPassword(newPassword));
    for (const stored of hashes) {
      const [salt, hash] = stored.split(':');
      expect(salt).toMatch(/^[0-9a-f]{32}$/);
      // scrypt (Node's defaults: N 16384, r 8, p 1) of the password with the stored salt is exactly the stored hash.
      expect(scryptSync(newPassword, Buffer.from(salt, 'hex'), 32, { N: 16384, r: 8, p: 1 }).toString('hex')).toBe(hash);
      expect(verifyPassword(newPassword, stored)).toBe(true);
      expect(verifyPassword(SEEDED_PASSWORD, stored)).toBe(false);
    }
  });
});

// Every attempt verifies a slow hash: allow for a busy machine.
describe(`login lock: ${LOGIN_LOCK.maxFailures} failures for one account from one address`, { timeout: 60_000 }, () => {
  const fail = (address: string, username: string) => loginFrom(address, username, 'wrong-password');

  it(`locks that pair for ${LOGIN_LOCK.minutes} minutes, saying until when, while other addresses still log in`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 4, 1, 10, 20, 30));
    for (let attempt = 1; attempt < LOGIN_LOCK.maxFailures; attempt++) {
      expect((await fail('10.0.0.1', 'staff')).body).toMatchObject({ code: 400, message: '用户名或密码错误' });
    }
    // 10:20:30 + 15 minutes, up to the whole minute: unlocked from 10:36.
    const locked = { code: 429, message: SESSION_TEXTS.loginLocked('10:36'), data: null };
    expect((await fail('10.0.0.1', 'staff')).body).toEqual(locked);
    // Even the right password waits, from that address.
    expect((await loginFrom('10.0.0.1', 'staff', SEEDED_PASSWORD)).body).toEqual(locked);
    // The owner, elsewhere, is not locked out.
    expect((await loginFrom('10.0.0.2', 'staff', SEEDED_PASSWORD)).body.code).toBe(200);

    vi.setSystemTime(new Date(2026, 4, 1, 10, 35, 59));
    expect((await loginFrom('10.0.0.1', 'staff', SEEDED_PASSWORD)).body).toEqual(locked);
    vi.setSystemTime(new Date(2026, 4, 1, 10, 36, 0));
    expect((await loginFrom('10.0.0.1', 'staff', SEEDED_PASSWORD)).body.code).toBe(200);
  });

  it('is reset by a successful login', async () => {
    for (let round = 0; round < 2; round++) {
      for (let attempt = 1; attempt < LOGIN_LOCK.maxFailures; attempt++) expect((await fail('10.0.1.1', 'company')).body.code).toBe(400);
      expect((await loginFrom('10.0.1.1', 'company', SEEDED_PASSWORD)).body.code).toBe(200);
    }
  });

  it(`counts failures within ${LOGIN_LOCK.minutes} minutes only`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 4, 1, 9, 0, 0));
    for (let attempt = 1; attempt < LOGIN_LOCK.maxFailures; attempt++) await fail('10.0.2.1', 'department');
    vi.setSystemTime(new Date(2026, 4, 1, 9, LOGIN_LOCK.minutes, 0));
    expect((await fail('10.0.2.1', 'department')).body.code).toBe(400);
  });

  it('locks unknown usernames alike (a lock tells nothing about which accounts exist)', async () => {
    for (let attempt = 1; attempt < LOGIN_LOCK.maxFailures; attempt++) expect((await fail('10.0.3.1', 'nobody-here')).body.code).toBe(400);
    expect((await fail('10.0.3.1', 'nobody-here')).body.code).toBe(429);
  });

  it('takes the client address from X-Forwarded-For only when the proxy is on this machine', async () => {
    // Through the shell's origin (loopback): each forwarded address is its own client.
    for (let attempt = 1; attempt <= LOGIN_LOCK.maxFailures; attempt++) {
      expect((await loginFrom('127.0.0.1', 'agent', 'wrong', { 'x-forwarded-for': '10.0.4.1' })).body.code).toBe(attempt < LOGIN_LOCK.maxFailures ? 400 : 429);
    }
    expect((await loginFrom('127.0.0.1', 'agent', SEEDED_PASSWORD, { 'x-forwarded-for': '10.0.4.2' })).body.code).toBe(200);
    // A client elsewhere cannot pose as a new address with every try.
    for (let attempt = 1; attempt <= LOGIN_LOCK.maxFailures; attempt++) {
      const { body } = await loginFrom('10.0.5.1', 'subagent', 'wrong', { 'x-forwarded-for': `10.9.9.${attempt}` });
      expect(body.code).toBe(attempt < LOGIN_LOCK.maxFailures ? 400 : 429);
    }
  });
});

describe('logout (POST /api/login/logout)', () => {
  it('ends the token on the server: the old token then answers 401, other sessions of the user stay', async () => {
    const token = await backend.login('gm');
    const other = await backend.login('gm');
    expect((await backend.call({ method: 'GET', url: '/api/blackList/list', token })).status).toBe(200);
    expect((await backend.call({ method: 'POST', url: '/api/login/logout', token })).body).toEqual({ code: 200, message: expect.any(String), data: null });
    expect((await backend.call({ method: 'GET', url: '/api/blackList/list', token })).status).toBe(401);
    expect((await backend.call({ method: 'POST', url: '/api/login/refreshToken2', token })).status).toBe(401);
    expect((await backend.call({ method: 'GET', url: '/api/blackList/list', token: other })).status).toBe(200);
  });

  it('answers 200 for a session that is already over (a repeated logout is no error)', async () => {
    const token = await backend.login('oem');
    await backend.call({ method: 'POST', url: '/api/login/logout', token });
    expect((await backend.call({ method: 'POST', url: '/api/login/logout', token })).body.code).toBe(200);
    expect((await backend.call({ method: 'POST', url: '/api/login/logout' })).body.code).toBe(200);
  });
});

describe('tokens stay out of URLs and logs', () => {
  it('authenticate only in the Authorization header, never from a query string', async () => {
    const token = await backend.login('company');
    for (const query of [`token=${token}`, `Authorization=Bearer%20${token}`, `access_token=${token}`]) {
      expect((await backend.call({ method: 'GET', url: `/api/blackList/list?${query}` })).status).toBe(401);
    }
  });

  it('are not in any log line, even at the most verbose level', async () => {
    const lines: string[] = [];
    const level = process.env.LOG_LEVEL;
    process.env.LOG_LEVEL = 'trace';
    // A second app on the harness's database, logging into `lines`.
    const app = await buildApp(
      backend.db,
      {
        port: 0,
        databaseFile: ':memory:',
        tokenTtlSeconds: 3600,
        tokenRenewWindowSeconds: 60,
        sipWebSocketUrl: '',
        recoveryIntervalMinutes: 60,
        batchCallsPerSecond: 0,
      },
      { write: (line) => lines.push(line) },
    );
    if (level === undefined) delete process.env.LOG_LEVEL;
    else process.env.LOG_LEVEL = level;
    try {
      const login = await app.inject({ method: 'POST', url: '/api/login/login', payload: { username: 'company', password: SEEDED_PASSWORD } });
      const token = login.json().data.token as string;
      const authorization = `Bearer ${token}`;
      await app.inject({ method: 'GET', url: '/api/blackList/list?pageIndex=1', headers: { authorization, UserRole: 'company' } });
      await app.inject({ method: 'POST', url: '/api/inventory/purchaseOrderList', headers: { authorization } });
      await app.inject({ method: 'POST', url: '/api/login/refreshToken2', headers: { authorization } });
      await app.inject({ method: 'POST', url: '/api/login/logout', headers: { authorization } });
      await app.inject({ method: 'GET', url: '/api/blackList/list', headers: { authorization } });

      // The requests were logged (so the test sees the log) ...
      expect(lines.some((line) => line.includes('/api/blackList/list?pageIndex=1'))).toBe(true);
      expect(lines.filter((line) => line.includes('incoming request')).length).toBe(6);
      // ... and no line holds the token.
      expect(lines.filter((line) => line.includes(token))).toEqual([]);
    } finally {
      await app.close();
    }
  }, 60_000);
});
