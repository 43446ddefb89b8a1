import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { platformStore, sessionAtom, type SipAccount } from '@console/sdk';
import { sessionApi } from '../contract';
import { sipStatusAtom, startSipPhone, stopSipPhone } from './sipPhone';

/** JsSIP's UA as far as the phone uses it; like the real one, `stop()` reports 'unregistered'. */
const { phones, FakeUA } = vi.hoisted(() => {
  const phones: InstanceType<typeof FakeUA>[] = [];
  class FakeUA {
    handlers = new Map<string, (event?: unknown) => void>();
    start = vi.fn();
    stop = vi.fn(() => this.emit('unregistered'));
    constructor() {
      phones.push(this);
    }
    on(name: string, handler: (event?: unknown) => void) {
      this.handlers.set(name, handler);
    }
    emit(name: string, event?: unknown) {
      this.handlers.get(name)?.(event);
    }
  }
  return { phones, FakeUA };
});
vi.mock('jssip', () => ({ UA: FakeUA, WebSocketInterface: class {} }));

const account: SipAccount = { account: '1001', ip: '10.0.0.1', passWord: 'secret', fsUrl: 'sip.example.com', sslPort: 7443 };
const answer = { data: account } as Awaited<ReturnType<typeof sessionApi.sipServer>>;
const status = () => platformStore.get(sipStatusAtom);
const logIn = (token: string) => platformStore.set(sessionAtom, { ...platformStore.get(sessionAtom), token, userId: '7' });

beforeEach(() => {
  logIn('Bearer t');
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(sessionApi, 'sipRegistered').mockResolvedValue({ data: null } as Awaited<ReturnType<typeof sessionApi.sipRegistered>>);
});
afterEach(() => {
  stopSipPhone();
  phones.length = 0;
  vi.restoreAllMocks();
});

describe('SIP phone and logout', () => {
  it('what a stopped phone reports afterwards leaves the status cleared', async () => {
    vi.spyOn(sessionApi, 'sipServer').mockResolvedValue(answer);
    await startSipPhone();
    phones[0].emit('registered');
    expect(status()).toBe('registered');

    stopSipPhone();
    expect(phones[0].stop).toHaveBeenCalledTimes(1);
    phones[0].emit('unregistered');
    phones[0].emit('registrationFailed', { cause: 'Connection Error' });
    expect(status()).toBeNull();
  });

  it('a start overtaken by logout creates no phone, and the next session starts its own', async () => {
    let answerOldStart!: (value: typeof answer) => void;
    vi.spyOn(sessionApi, 'sipServer')
      .mockReturnValueOnce(new Promise((resolve) => (answerOldStart = resolve)))
      .mockResolvedValue(answer);
    const oldStart = startSipPhone();
    stopSipPhone();

    await startSipPhone();
    expect(phones).toHaveLength(1);
    answerOldStart(answer);
    await oldStart;
    expect(phones).toHaveLength(1);
    expect(status()).toBe('unregistered');
    phones[0].emit('registered');
    expect(status()).toBe('registered');
  });

  it('a SIP signal that lands after logout starts nothing', async () => {
    const sipServer = vi.spyOn(sessionApi, 'sipServer').mockResolvedValue(answer);
    logIn('');
    await startSipPhone();
    expect(sipServer).not.toHaveBeenCalled();
    expect(status()).toBeNull();
  });

  it('tells the backend each registration outcome of its own account, and nothing once stopped', async () => {
    vi.spyOn(sessionApi, 'sipServer').mockResolvedValue(answer);
    const told = vi.mocked(sessionApi.sipRegistered);
    await startSipPhone();
    phones[0].emit('registrationFailed', { cause: 'Authentication Error' });
    phones[0].emit('registered');
    expect(told.mock.calls.map(([params]) => params)).toEqual([
      { account: '1001', registered: 0, reason: 'Authentication Error' },
      { account: '1001', registered: 1, reason: undefined },
    ]);
    stopSipPhone();
    phones[0].emit('registrationFailed', { cause: 'Connection Error' });
    expect(told).toHaveBeenCalledTimes(2);
  });
});
