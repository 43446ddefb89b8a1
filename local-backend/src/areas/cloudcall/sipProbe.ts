import { createHash, randomBytes } from 'node:crypto';
import WebSocket from 'ws';
import { SIP_NUMBER_TEXTS } from '@console/remote-cloudcall/contract';

const TEXTS = SIP_NUMBER_TEXTS.probe;

export interface ProbeAccount {
  account: string;
  password: string;
  /** The registrar's domain, the phone's `sip:account@ip`. */
  ip: string;
  /** `ws://` or `wss://` host and port. */
  url: string;
}

export interface ProbeResult {
  ok: boolean;
  message: string;
}

export const PROBE_TIMEOUT_MS = 5000;

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const token = () => randomBytes(8).toString('hex');

/** The parameters of a `WWW-Authenticate: Digest …` header (quoted or not). */
export function digestChallenge(header: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [, key, quoted, bare] of header.replace(/^\s*Digest\s+/i, '').matchAll(/([a-z0-9-]+)\s*=\s*(?:"([^"]*)"|([^\s,]+))/gi)) {
    fields[key.toLowerCase()] = quoted ?? bare;
  }
  return fields;
}

/** RFC 2617 digest (MD5, qop `auth` when offered) for a REGISTER to `uri`. */
export function digestAuthorization(challenge: Record<string, string>, username: string, password: string, uri: string): string {
  const ha1 = md5(`${username}:${challenge.realm}:${password}`);
  const ha2 = md5(`REGISTER:${uri}`);
  const parts = [`username="${username}"`, `realm="${challenge.realm}"`, `nonce="${challenge.nonce}"`, `uri="${uri}"`, 'algorithm=MD5'];
  const qopAuth = challenge.qop?.split(',').some((qop) => qop.trim() === 'auth');
  if (qopAuth) {
    const cnonce = token();
    parts.push(`response="${md5(`${ha1}:${challenge.nonce}:00000001:${cnonce}:auth:${ha2}`)}"`, 'qop=auth', 'nc=00000001', `cnonce="${cnonce}"`);
  } else {
    parts.push(`response="${md5(`${ha1}:${challenge.nonce}:${ha2}`)}"`);
  }
  if (challenge.opaque !== undefined) parts.push(`opaque="${challenge.opaque}"`);
  return `Digest ${parts.join(', ')}`;
}

/** The status line and headers of a SIP response (RFC 3261 §7); header names lower-cased. */
function parseResponse(text: string): { code: number; reason: string; headers: Map<string, string> } | undefined {
  const [statusLine, ...lines] = text.split('\r\n\r\n')[0].split('\r\n');
  const status = /^SIP\/2\.0 (\d{3}) ?(.*)$/.exec(statusLine);
  if (!status) return undefined;
  const headers = new Map<string, string>();
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { code: Number(status[1]), reason: status[2], headers };
}

function connectionFailure(error: Error & { code?: string }): string {
  if (error.code === 'ECONNREFUSED') return TEXTS.connectionRefused;
  if (error.code === 'ENOTFOUND' || error.code === 'EAI_AGAIN') return TEXTS.unknownHost;
  if (/SSL|TLS|CERT|EPROTO/i.test(`${error.code ?? ''} ${error.message}`)) return TEXTS.tls;
  return TEXTS.failed(error.message);
}

/**
 * 测试注册: one REGISTER over a SIP WebSocket (RFC 7118) with the account's credentials, answered
 * within `timeoutMs`. It carries no Contact, so it asks the registrar for the bindings (RFC 3261
 * §10.2.3) and authenticates like a registration without displacing the phone's own binding.
 */
export function probeRegistration(account: ProbeAccount, timeoutMs = PROBE_TIMEOUT_MS): Promise<ProbeResult> {
  return new Promise((resolve) => {
    const socket = new WebSocket(account.url, 'sip');
    const uri = `sip:${account.ip}`;
    const aor = `<sip:${account.account}@${account.ip}>`;
    const callId = token();
    const fromTag = token();
    let cseq = 0;
    let authorized = false;
    const finish = (result: ProbeResult) => {
      clearTimeout(timer);
      socket.removeAllListeners();
      socket.on('error', () => {}); // a late error of a socket being closed changes nothing
      socket.terminate();
      resolve(result);
    };
    const timer = setTimeout(() => finish({ ok: false, message: TEXTS.timeout(timeoutMs / 1000) }), timeoutMs);
    const register = (authorization?: string) => {
      cseq += 1;
      const lines = [
        `REGISTER ${uri} SIP/2.0`,
        `Via: SIP/2.0/${account.url.startsWith('wss:') ? 'WSS' : 'WS'} ${token()}.invalid;branch=z9hG4bK${token()}`,
        'Max-Forwards: 70',
        `To: ${aor}`,
        `From: ${aor};tag=${fromTag}`,
        `Call-ID: ${callId}`,
        `CSeq: ${cseq} REGISTER`,
        ...(authorization ? [`Authorization: ${authorization}`] : []),
        'User-Agent: Console Platform probe',
        'Content-Length: 0',
      ];
      socket.send(`${lines.join('\r\n')}\r\n\r\n`);
    };
    socket.on('open', () => register());
    socket.on('message', (data) => {
      const response = parseResponse(data.toString());
      if (!response || response.code < 200) return; // provisional answers wait for the final one
      if (response.code >= 200 && response.code < 300) return finish({ ok: true, message: TEXTS.ok });
      const challenge = response.headers.get('www-authenticate');
      if (response.code === 401 && challenge && !authorized) {
        authorized = true;
        return register(digestAuthorization(digestChallenge(challenge), account.account, account.password, uri));
      }
      if (response.code === 401 || response.code === 403) return finish({ ok: false, message: TEXTS.wrongPassword(response.code) });
      finish({ ok: false, message: TEXTS.refusedByServer(response.code, response.reason) });
    });
    socket.on('unexpected-response', (_request, answer) => finish({ ok: false, message: TEXTS.notWebSocket(answer.statusCode ?? 0) }));
    socket.on('error', (error) => finish({ ok: false, message: connectionFailure(error) }));
    socket.on('close', () => finish({ ok: false, message: TEXTS.closed }));
  });
}
