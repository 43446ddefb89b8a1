/**
 * Token renewal under concurrency: however many responses say "expiring soon", and in
 * whatever order they come back around the renewal, one refreshToken2 runs and every request sent
 * after it carries the new token.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEADER_TOKEN_EXPIRING } from '../constants';
import { signIn, signOut } from '../session/atoms';
import { configureClient, get, http, post } from './client';
import { network, type Reply } from './fakeNetwork.testing';

const OLD = 'Bearer stored-token';
const NEW = 'Bearer fresh-token';
const CONCURRENT = 50;

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

/**
 * A backend whose answers the test releases one by one. Like the real one, it says "expiring" only
 * to requests sent with the old token (a renewed token has its full lifetime).
 */
function heldBackend(renewedTo = 'fresh-token') {
  const held: Array<{ url: string; release: () => void }> = [];
  const renewal = deferred();
  let refreshes = 0;
  const requests = network(async (config): Promise<Reply> => {
    if (config.url === '/api/login/refreshToken2') {
      refreshes++;
      await renewal.promise;
      return { data: { code: 200, message: 'ok', data: renewedTo } };
    }
    const sentWith = String(config.headers.get('Authorization'));
    if (sentWith === OLD) {
      const answer = deferred();
      held.push({ url: String(config.url), release: answer.resolve });
      await answer.promise;
    }
    return {
      data: { code: 200, message: 'ok', data: null },
      headers: sentWith === OLD ? { [HEADER_TOKEN_EXPIRING]: '1' } : {},
    };
  });
  const calls = () => requests.filter((request) => request.url !== '/api/login/refreshToken2');
  return { held, renewal, requests, calls, refreshes: () => refreshes };
}

/** Lets every answer released so far run through the client's interceptors. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', OLD);
  localStorage.setItem('ms_role', 'company');
  configureClient({ showError: vi.fn(), goToLogin: vi.fn(), onSipAccount: vi.fn(), log: vi.fn() });
});

afterEach(() => {
  http.defaults.adapter = undefined;
});

describe('token renewal under concurrency', () => {
  it(`${CONCURRENT} concurrent "expiring" responses, before, during and after the renewal, renew exactly once`, async () => {
    const backend = heldBackend();
    const inFlight = Array.from({ length: CONCURRENT }, (_, i) => (i % 2 ? get(`/api/g${i}`) : post(`/api/p${i}`, { i })));
    await vi.waitFor(() => expect(backend.held).toHaveLength(CONCURRENT));
    expect(backend.calls().every((request) => request.headers.get('Authorization') === OLD)).toBe(true);

    // Answers come back out of order: a third before the renewal is answered ...
    const order = backend.held.map((_, i) => (i * 17) % CONCURRENT); // a permutation (17 and 50 are coprime)
    const answer = (from: number, to: number) => order.slice(from, to).forEach((i) => backend.held[i].release());
    answer(0, 17);
    await settle();
    expect(backend.refreshes()).toBe(1);
    // ... a third while it is in flight (requests sent now still carry the old token) ...
    const duringRenewal = get('/api/during');
    answer(17, 34);
    await settle();
    expect(backend.refreshes()).toBe(1);
    backend.renewal.resolve();
    await vi.waitFor(() => expect(localStorage.getItem('token')).toBe(NEW));
    // ... and a third, late, after it: sent with the old token, they must not renew again.
    answer(34, CONCURRENT);
    backend.held.at(-1)!.release(); // the request sent during the renewal
    await Promise.all([...inFlight, duringRenewal]);
    await settle();
    expect(backend.refreshes()).toBe(1);
    expect(localStorage.getItem('token')).toBe(NEW);

    // Every request issued after the renewal carries the new token.
    const before = backend.calls().length;
    await Promise.all(Array.from({ length: CONCURRENT }, (_, i) => get(`/api/after${i}`)));
    const after = backend.calls().slice(before);
    expect(after).toHaveLength(CONCURRENT);
    expect(after.map((request) => request.headers.get('Authorization'))).toEqual(Array(CONCURRENT).fill(NEW));
    expect(backend.refreshes()).toBe(1);
  });

  it(`${CONCURRENT} concurrent "expiring" responses answered at once renew exactly once`, async () => {
    let refreshes = 0;
    const requests = network((config): Reply => {
      if (config.url === '/api/login/refreshToken2') {
        refreshes++;
        return { data: { code: 200, message: 'ok', data: 'fresh-token' } };
      }
      const old = config.headers.get('Authorization') === OLD;
      return { data: { code: 200, message: 'ok', data: null }, headers: old ? { [HEADER_TOKEN_EXPIRING]: '1' } : {} };
    });
    await Promise.all(Array.from({ length: CONCURRENT }, (_, i) => get(`/api/x${i}`)));
    await vi.waitFor(() => expect(localStorage.getItem('token')).toBe(NEW));
    await Promise.all(Array.from({ length: CONCURRENT }, (_, i) => get(`/api/y${i}`)));
    await settle();
    expect(refreshes).toBe(1);
    const later = requests.filter((request) => String(request.url).startsWith('/api/y'));
    expect(later.map((request) => request.headers.get('Authorization'))).toEqual(Array(CONCURRENT).fill(NEW));
  });

  it('a renewal answered after the user logged out and another logged in does not replace the new session’s token', async () => {
    const backend = heldBackend('renewed-for-the-first-user');
    const first = get('/api/a');
    await vi.waitFor(() => expect(backend.held).toHaveLength(1));
    backend.held[0].release();
    await first;
    await vi.waitFor(() => expect(backend.refreshes()).toBe(1));

    signOut();
    signIn({
      token: 'second-user',
      role: 'normal',
      username: 'staff',
      userId: 8,
      sip: false,
      interior: false,
      CRMDepartmentHigh: false,
      lastLoginAt: '',
      lastLoginIp: '',
    });
    backend.renewal.resolve();
    await settle();
    await settle();
    expect(localStorage.getItem('token')).toBe('Bearer second-user');
  });
});
