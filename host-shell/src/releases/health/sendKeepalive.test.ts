import { STORAGE_KEYS } from '@console/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendKeepalive } from './healthReporter';

const report = { remote: 'remote-crm', version: '2.0.0', pageLoads: 1, loadFailed: 0, crashed: 0, unhandled: 0, loadMs: [420] };

describe('sendKeepalive', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('sends the batch as JSON with a keepalive request carrying the session, and waits for nothing', () => {
    const fetch = vi.fn(() => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetch);
    localStorage.setItem(STORAGE_KEYS.token, 'Bearer abc');
    localStorage.setItem(STORAGE_KEYS.role, 'staff');
    expect(sendKeepalive([report])).toBeUndefined();
    expect(fetch).toHaveBeenCalledWith('/api/release/health', {
      method: 'POST',
      keepalive: true,
      headers: expect.objectContaining({ Authorization: 'Bearer abc', 'Content-Type': 'application/json' }),
      body: JSON.stringify({ reports: [report] }),
    });
  });

  it('sends nothing without a session, and a failed send is dropped quietly', async () => {
    const fetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetch);
    sendKeepalive([report]);
    expect(fetch).not.toHaveBeenCalled();
    localStorage.setItem(STORAGE_KEYS.token, 'Bearer abc');
    sendKeepalive([report]);
    await Promise.resolve();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
