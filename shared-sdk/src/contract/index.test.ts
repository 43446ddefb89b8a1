// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callerShouldTell } from '../api/envelope';
import { STORAGE_KEYS } from '../session/storageKeys';
import { contractBuilders, mayCall, type Transport } from './index';

afterEach(() => localStorage.clear());

function withTransport() {
  const get = vi.fn(async () => ({ code: 200, message: '', data: [] as never }));
  const call = contractBuilders(async () => ({ get }) as unknown as Transport);
  return { get, adminsOnly: call.get('/api/x/companyOptions', ['admin']), anyone: call.get('/api/x/list', 'loggedIn') };
}

describe('a contract entry and the logged-in role', () => {
  it('never sends a call the role may not make, and nobody is told', async () => {
    localStorage.setItem(STORAGE_KEYS.role, 'company');
    const { get, adminsOnly, anyone } = withTransport();
    const refusal = await adminsOnly().catch((cause: unknown) => cause);
    expect(refusal).toMatchObject({ name: 'ApiError', kind: 'refused' });
    expect(callerShouldTell(refusal)).toBe(false);
    await anyone();
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('/api/x/list', undefined, undefined);
  });

  it('sends it for a role in its list, and leaves the decision to the server without a stored role', async () => {
    const { get, adminsOnly } = withTransport();
    expect(mayCall(adminsOnly)).toBe(true);
    await adminsOnly();
    localStorage.setItem(STORAGE_KEYS.role, 'admin');
    await adminsOnly();
    expect(get).toHaveBeenCalledTimes(2);
    expect(mayCall(adminsOnly, 'gm')).toBe(false);
  });
});

describe('a file entry', () => {
  it('hands the shell’s download its signal, so that an export can be cancelled', async () => {
    const download = vi.fn(async () => {});
    const call = contractBuilders(async () => ({ download }) as unknown as Transport);
    const sheet = call.file('/api/x/export', 'loggedIn');
    const controller = new AbortController();
    await sheet({ exportId: 'e1' }, { signal: controller.signal });
    expect(download).toHaveBeenCalledWith('/api/x/export', { method: 'post', params: { exportId: 'e1' }, signal: controller.signal });
  });
});
