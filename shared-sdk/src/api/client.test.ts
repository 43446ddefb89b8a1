import { AxiosError } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient, download, get, http, post } from './client';
import { renewalCall } from './platformCalls';
import { ApiError, callerShouldTell } from './envelope';
import { network } from './fakeNetwork.testing';
import { FAILURE_TEXTS } from '../messages';

const hooks = { showError: vi.fn(), goToLogin: vi.fn(), onSipAccount: vi.fn(), log: vi.fn() };

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'Bearer stored-token');
  localStorage.setItem('ms_role', 'company');
  for (const hook of Object.values(hooks)) hook.mockReset();
  configureClient(hooks);
});

afterEach(() => {
  http.defaults.adapter = undefined;
});

describe('the api client (spec section 7)', () => {
  it('has a 500000 ms timeout', () => {
    expect(http.defaults.timeout).toBe(500000);
  });

  it('sends the four platform headers on every request', async () => {
    const requests = network(() => ({ data: { code: 200, message: 'ok', data: null } }));
    await get('/api/x');
    const headers = requests[0].headers;
    expect(headers.get('XSecurityVersion')).toBe('v2');
    expect(headers.get('Authorization')).toBe('Bearer stored-token');
    expect(headers.get('UserRole')).toBe('company');
    expect(headers.get('type')).toBe('web');
  });

  it('form-encodes POST bodies, repeating keys for lists', async () => {
    const requests = network(() => ({ data: { code: 200, message: 'ok', data: null } }));
    await post('/api/x', { name: '张三', ids: [1, 2] });
    expect(String(requests[0].headers.get('Content-Type'))).toContain('application/x-www-form-urlencoded');
    expect(new URLSearchParams(requests[0].data as string).getAll('ids')).toEqual(['1', '2']);
    expect(new URLSearchParams(requests[0].data as string).get('name')).toBe('张三');
  });

  it('resolves with the envelope on code 200', async () => {
    network(() => ({ data: { code: 200, message: 'ok', data: { total: 3 } } }));
    await expect(get('/api/x')).resolves.toEqual({ code: 200, message: 'ok', data: { total: 3 } });
  });

  it('shows the server message and rejects on any other code', async () => {
    network(() => ({ data: { code: 403, message: '无权限访问该数据', data: null } }));
    const failure = await get('/api/x').catch((error: unknown) => error);
    expect(failure).toMatchObject({ kind: 'business', code: 403, shown: true });
    expect(callerShouldTell(failure)).toBe(false);
    expect(hooks.showError).toHaveBeenCalledTimes(1);
    expect(hooks.showError).toHaveBeenCalledWith('无权限访问该数据');
  });

  it('rejects a success status other than 200', async () => {
    network(() => ({ status: 204, data: '' }));
    await expect(get('/api/x')).rejects.toMatchObject({ kind: 'http', code: 204 });
    expect(hooks.showError).not.toHaveBeenCalled();
  });

  it('on 401 clears all local storage and goes to /login', async () => {
    localStorage.setItem('theme', 'dark');
    network(() => ({ status: 401, data: { code: 401, message: 'expired', data: null } }));
    await expect(get('/api/x')).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(localStorage.length).toBe(0);
    expect(hooks.goToLogin).toHaveBeenCalledTimes(1);
  });

  it('on 500 only logs: no message, no redirect, storage kept', async () => {
    network(() => ({ status: 500, data: 'boom' }));
    await expect(get('/api/x')).rejects.toMatchObject({ kind: 'server' });
    expect(hooks.log).toHaveBeenCalled();
    expect(hooks.showError).not.toHaveBeenCalled();
    expect(hooks.goToLogin).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBe('Bearer stored-token');
  });

  it('on 500 still rejects to the caller, with an error no one is to show, even when the body has a message', async () => {
    network(() => ({ status: 500, data: { code: 500, message: '服务器内部错误', data: null } }));
    const failure = await post('/api/x', { name: '张三' }).then(
      () => expect.unreachable('a 500 must settle the call as a rejection'),
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ kind: 'server', code: 500, shown: false });
    expect(callerShouldTell(failure)).toBe(false);
    expect(hooks.showError).not.toHaveBeenCalled();
    expect(hooks.log).toHaveBeenCalledTimes(1);
  });

  it('logs other HTTP and network errors and rejects to the caller', async () => {
    network(() => ({ status: 502, data: 'bad gateway' }));
    await expect(get('/api/x')).rejects.toMatchObject({ kind: 'http', code: 502, message: FAILURE_TEXTS.serviceUnavailable });
    http.defaults.adapter = async (config) => {
      throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    };
    const failure = await get('/api/x').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(callerShouldTell(failure)).toBe(true);
    expect(hooks.log).toHaveBeenCalledTimes(2);
    expect(hooks.showError).not.toHaveBeenCalled();
  });

  it('renews the token once however many responses say it expires soon', async () => {
    let refreshes = 0;
    let release!: () => void;
    const refreshed = new Promise<void>((resolve) => (release = resolve));
    network(async (config) => {
      if (config.url === '/api/login/refreshToken2') {
        refreshes++;
        await refreshed;
        return { data: { code: 200, message: 'ok', data: 'fresh-token' } };
      }
      return { data: { code: 200, message: 'ok', data: null }, headers: { 'x-token-expiring': '1' } };
    });
    await Promise.all([get('/api/a'), get('/api/b'), post('/api/c'), get('/api/d')]);
    release();
    await vi.waitFor(() => expect(localStorage.getItem('token')).toBe('Bearer fresh-token'));
    expect(refreshes).toBe(1);
  });

  it('does not renew again for a late response sent with the old token', async () => {
    let refreshes = 0;
    let releaseLate!: () => void;
    const lateHeld = new Promise<void>((resolve) => (releaseLate = resolve));
    network(async (config) => {
      if (config.url === '/api/login/refreshToken2') {
        refreshes++;
        return { data: { code: 200, message: 'ok', data: `fresh-${refreshes}` } };
      }
      if (config.url === '/api/late') await lateHeld;
      return { data: { code: 200, message: 'ok', data: null }, headers: { 'x-token-expiring': '1' } };
    });
    const late = get('/api/late'); // sent with the old token, answered after the renewal
    await get('/api/early');
    await vi.waitFor(() => expect(localStorage.getItem('token')).toBe('Bearer fresh-1'));
    releaseLate();
    await late;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(refreshes).toBe(1);
    expect(localStorage.getItem('token')).toBe('Bearer fresh-1');
  });

  it('renews at the path of its one contract entry (renewalCall)', async () => {
    expect({ ...renewalCall }).toMatchObject({ method: 'POST', path: '/api/login/refreshToken2', encoding: 'form' });
    const requests = network((config) =>
      config.url === '/api/login/refreshToken2'
        ? { data: { code: 200, message: 'ok', data: 'fresh-token' } }
        : { data: { code: 200, message: 'ok', data: null }, headers: { 'x-token-expiring': '1' } },
    );
    await get('/api/a');
    await vi.waitFor(() => expect(localStorage.getItem('token')).toBe('Bearer fresh-token'));
    const renewal = requests.find((request) => request.url === '/api/login/refreshToken2');
    expect(renewal?.method).toBe('post');
    expect(renewal).toMatchObject({ skipTokenRenewal: true, silent: true });
  });

  it('logs a failed renewal silently (spec section 8)', async () => {
    network((config) =>
      config.url === '/api/login/refreshToken2'
        ? { status: 502, data: '' }
        : { data: { code: 200, message: 'ok', data: null }, headers: { 'x-token-expiring': '1' } },
    );
    await get('/api/a');
    await vi.waitFor(() => expect(hooks.log).toHaveBeenCalled());
    expect(hooks.showError).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBe('Bearer stored-token');
  });

  it('tells the shell when a response signals a SIP account', async () => {
    network(() => ({ data: { code: 200, message: 'ok', data: null }, headers: { 'x-sip-account': '1' } }));
    await get('/api/a');
    expect(hooks.onSipAccount).toHaveBeenCalledTimes(1);
  });

  it('downloads a file response under the name from Content-Disposition', async () => {
    const clicked: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:test');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    network(() => ({
      data: new Blob(['a,b\n']),
      headers: { 'content-disposition': `attachment; filename*=UTF-8''%E5%91%98%E5%B7%A5.csv`, 'content-type': 'text/csv' },
    }));
    await download('/api/user/downloadUsers', { params: { role: 'normal' } });
    expect(clicked).toEqual(['员工.csv']);
    click.mockRestore();
  });

  it('cancels a download with its signal (the export button’s 取消): nothing is saved', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const controller = new AbortController();
    const requests = network(async () => {
      controller.abort();
      await new Promise((resolve) => setTimeout(resolve, 0));
      return { data: new Blob(['x']), headers: { 'content-disposition': `attachment; filename*=UTF-8''a.xlsx` } };
    });
    await expect(download('/api/marker/export', { params: { exportId: 'e1' }, signal: controller.signal })).rejects.toBeTruthy();
    expect(requests[0].signal).toBe(controller.signal);
    expect(click).not.toHaveBeenCalled();
    click.mockRestore();
  });

  it('shows the reason when an export answers with an error envelope', async () => {
    network(() => ({ data: new Blob([JSON.stringify({ code: 403, message: '无权限访问该数据', data: null })]) }));
    await expect(download('/api/marker/export')).rejects.toMatchObject({ code: 403 });
    expect(hooks.showError).toHaveBeenCalledWith('无权限访问该数据');
  });
});
