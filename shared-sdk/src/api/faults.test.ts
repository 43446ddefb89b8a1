/** What a caller learns from each fault of spec section 8 ; e2e/tests/security/faults.spec.ts shows it in the browser. */
import { AxiosError } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHELL_TEXTS } from '../messages';
import { configureClient, http, post } from './client';
import { callerShouldTell } from './envelope';
import { network } from './fakeNetwork.testing';

const hooks = { showError: vi.fn(), goToLogin: vi.fn(), onSipAccount: vi.fn(), log: vi.fn() };

beforeEach(() => {
  localStorage.setItem('token', 'Bearer stored-token');
  for (const hook of Object.values(hooks)) hook.mockReset();
  configureClient(hooks);
});

afterEach(() => {
  http.defaults.adapter = undefined;
});

describe('faults a caller is told about', () => {
  it('HTTP 401: the client clears storage and goes to /login, and no caller adds a message (spec names none)', async () => {
    network(() => ({ status: 401, data: { code: 401, message: '登录已失效，请重新登录', data: null } }));
    const failure = await post('/api/blackList/bulkAdd').catch((error: unknown) => error);
    expect(failure).toMatchObject({ kind: 'unauthorized', code: 401 });
    expect(hooks.goToLogin).toHaveBeenCalledTimes(1);
    expect(localStorage.length).toBe(0);
    expect(hooks.showError).not.toHaveBeenCalled();
    expect(callerShouldTell(failure)).toBe(false);
  });

  it('the client’s own timeout is logged and passed on as a network failure, with its text', async () => {
    http.defaults.adapter = async (config) => {
      throw new AxiosError(`timeout of ${config.timeout}ms exceeded`, 'ECONNABORTED', config);
    };
    const failure = await post('/api/blackList/bulkAdd').catch((error: unknown) => error);
    expect(failure).toMatchObject({ kind: 'network', message: SHELL_TEXTS.networkError });
    expect(callerShouldTell(failure)).toBe(true);
    expect(hooks.log).toHaveBeenCalledWith('请求失败', expect.objectContaining({ message: 'timeout of 500000ms exceeded' }));
    expect(hooks.showError).not.toHaveBeenCalled();
    expect(hooks.goToLogin).not.toHaveBeenCalled();
  });
});
