// @vitest-environment happy-dom
/**
 * The SDK's api client against this backend over real HTTP: what both sides agree on in CONTRACT.md
 * (login, form bodies, envelopes, token renewal, 401), exercised end to end.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient, http, signIn } from '@console/sdk';
import { agentApi } from '@console/remote-admin/contract';
import { blackListApi } from '@console/remote-carrier/contract';
import { sessionApi } from '@console/host-shell/contract';
import { startBackend, type Harness } from './test/harness';

let backend: Harness;
const hooks = { showError: vi.fn(), goToLogin: vi.fn(), onSipAccount: vi.fn(), log: vi.fn() };

beforeAll(async () => {
  // Every token is "expiring soon" from the start, so each response asks for renewal.
  backend = await startBackend({ tokenTtlSeconds: 3600, tokenRenewWindowSeconds: 3600 });
  const address = await backend.app.listen({ port: 0, host: '127.0.0.1' });
  http.defaults.baseURL = address;
  http.defaults.adapter = 'http';
});
afterAll(() => backend.app.close());

beforeEach(() => {
  localStorage.clear();
  for (const hook of Object.values(hooks)) hook.mockReset();
  configureClient(hooks);
});

const sessionsOf = (userId: number) => backend.db.prepare('SELECT COUNT(*) FROM sessions WHERE user_id = ?').pluck().get(userId) as number;

describe('SDK client <-> local backend', () => {
  it('logs in with a form-encoded POST and stores the session', async () => {
    const { data } = await sessionApi.login({ username: 'company', password: '123456' });
    signIn(data);
    expect(localStorage.getItem('token')).toBe(`Bearer ${data.token}`);
    expect(localStorage.getItem('ms_role')).toBe('company');
  });

  it('shows the server’s reason for a refused login', async () => {
    await expect(sessionApi.login({ username: 'company', password: 'wrong' })).rejects.toMatchObject({ code: 400 });
    expect(hooks.showError).toHaveBeenCalledWith('用户名或密码错误');
  });

  it('renews the token exactly once for many concurrent responses that ask for it', async () => {
    const { data } = await sessionApi.login({ username: 'department', password: '123456' });
    signIn(data);
    const before = sessionsOf(7);
    const pages = await Promise.all(Array.from({ length: 6 }, (_, i) => blackListApi.list({ pageIndex: i + 1, pageSize: 10 })));
    expect(pages.every((page) => page.code === 200)).toBe(true);
    await vi.waitFor(() => expect(localStorage.getItem('token')).not.toBe(`Bearer ${data.token}`));
    expect(sessionsOf(7)).toBe(before + 1);
    expect(localStorage.getItem('token')).toMatch(/^Bearer [0-9a-f]{48}$/);
    // The renewed token works.
    await expect(blackListApi.list({ pageIndex: 1, pageSize: 10 })).resolves.toMatchObject({ code: 200 });
  });

  it('answers a tampered role with the server’s refusal, not other roles’ data', async () => {
    const { data } = await sessionApi.login({ username: 'staff', password: '123456' });
    signIn(data);
    localStorage.setItem('ms_role', 'admin');
    await expect(agentApi.list({ pageIndex: 1, pageSize: 10 })).rejects.toMatchObject({ code: 403 });
    expect(hooks.showError).toHaveBeenCalledWith('无权限访问该数据');
  });

  it('on 401 clears storage and asks the shell to go to /login', async () => {
    const { data } = await sessionApi.login({ username: 'gm', password: '123456' });
    signIn(data);
    backend.db.prepare('DELETE FROM sessions WHERE user_id = 9').run();
    await expect(blackListApi.list({ pageIndex: 1, pageSize: 10 })).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(localStorage.length).toBe(0);
    expect(hooks.goToLogin).toHaveBeenCalled();
  });
});
