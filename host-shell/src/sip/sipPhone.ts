import { atom } from 'jotai';
import type { UA } from 'jssip';
import type { RTCSessionEvent } from 'jssip/lib/UA';
import { MESSAGES, platformStore, sessionAtom, type SipAccount } from '@console/sdk';
import { sessionApi } from '../contract';
import { restrictAudioCodecs } from './sdpCodecs';

export type SipStatus = 'unregistered' | 'registered' | 'failed';

/** null while this user has no SIP account; otherwise what the registrar said last. */
export const sipStatusAtom = atom<SipStatus | null>(null);

export const SIP_STATUS_TEXT: Record<SipStatus, string> = {
  unregistered: MESSAGES.sipNotRegistered,
  registered: MESSAGES.sipRegistered,
  failed: MESSAGES.sipRegistrationFailed,
};

/**
 * The registrar's WebSocket address (the spec gives only fsUrl and sslPort): a page served over
 * https uses wss, one served over http (local development and tests) uses ws.
 */
export function sipWebSocketUrl(account: Pick<SipAccount, 'fsUrl' | 'sslPort'>, pageProtocol = window.location.protocol): string {
  return `${pageProtocol === 'https:' ? 'wss' : 'ws'}://${account.fsUrl}:${account.sslPort}`;
}

/**
 * The phone of the current session. Every stop clears it, so a phone that was stopped (JsSIP's
 * `stop()` itself reports 'unregistered') or a start that a logout overtook changes nothing.
 */
let current: PhoneRun | null = null;
type PhoneRun = { ua: UA | null };

const setStatus = (status: SipStatus) => platformStore.set(sipStatusAtom, status);

/**
 * Called when a response signals a SIP account (spec section 7): fetches the account once and
 * registers a browser WebSocket SIP phone. Failures are logged silently (spec section 8); the
 * status shows the truth. A response that lands after logout starts nothing.
 */
export async function startSipPhone(): Promise<void> {
  if (current || !platformStore.get(sessionAtom).token) return;
  const run: PhoneRun = { ua: null };
  current = run;
  const live = () => current === run;
  const report = (status: SipStatus) => {
    if (live()) setStatus(status);
  };
  report('unregistered');
  try {
    const { userId } = platformStore.get(sessionAtom);
    const { data: account } = await sessionApi.sipServer({ userId }, { silent: true });
    const JsSIP = await import('jssip');
    if (!live()) return;
    const phone = new JsSIP.UA({
      sockets: [new JsSIP.WebSocketInterface(sipWebSocketUrl(account))],
      uri: `sip:${account.account}@${account.ip}`,
      password: account.passWord,
      register: true,
      session_timers: false,
      user_agent: 'Console Platform',
    });
    // Each outcome is also told to the backend, for /sipNumber (best effort: the phone does not wait).
    const tellBackend = (registered: 0 | 1, reason?: string) => {
      if (live()) sessionApi.sipRegistered({ account: account.account, registered, reason }, { silent: true }).catch(() => {});
    };
    phone.on('registered', () => {
      report('registered');
      tellBackend(1);
    });
    phone.on('unregistered', () => report('unregistered'));
    phone.on('registrationFailed', (event) => {
      report('failed');
      tellBackend(0, String(event.cause ?? ''));
      console.warn('[SIP] 注册失败', event.cause);
    });
    phone.on('newRTCSession', ({ session }: RTCSessionEvent) => {
      // Offer and answer carry only PCMU and OPUS.
      session.on('sdp', (event: { sdp: string }) => {
        event.sdp = restrictAudioCodecs(event.sdp);
      });
    });
    run.ua = phone;
    phone.start();
  } catch (error) {
    if (!live()) return;
    current = null; // the next signal tries again
    setStatus('failed');
    console.warn('[SIP] 无法启动话机', (error as Error)?.message ?? error);
  }
}

/** Logout: forget the phone first, so what its unregistering reports is ignored, then stop it. */
export function stopSipPhone(): void {
  const run = current;
  current = null;
  run?.ua?.stop();
  platformStore.set(sipStatusAtom, null);
}
