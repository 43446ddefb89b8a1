import { createHash } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import { SIP_NUMBER_TEXTS, sipNumberApi } from '@console/remote-cloudcall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import { startBackend, type Harness } from '../../test/harness';
import { digestChallenge, probeRegistration } from './sipProbe';

const TEXTS = SIP_NUMBER_TEXTS.probe;
const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const REALM = '127.0.0.1';
const PASSWORDS: Record<string, string> = { '7001': 'right-pass' };

/**
 * A tiny SIP registrar over WebSocket: a REGISTER without credentials gets 401 and a challenge
 * (qop auth), one with the right digest 200, a wrong one 403. Account 7999 is never answered.
 */
function fakeRegistrar(): Promise<WebSocketServer> {
  return new Promise((resolve) => {
    const server = new WebSocketServer({ host: '127.0.0.1', port: 0, handleProtocols: (protocols) => (protocols.has('sip') ? 'sip' : false) });
    server.on('connection', (socket) => {
      socket.on('message', (data) => {
        const request = data.toString();
        const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(request)?.[1] ?? '';
        const user = /<sip:(\d+)@/.exec(header('To'))?.[1] ?? '';
        if (user === '7999') return;
        const answer = (status: string, extra: string[] = []) =>
          socket.send([`SIP/2.0 ${status}`, `Via: ${header('Via')}`, `CSeq: ${header('CSeq')}`, ...extra, 'Content-Length: 0', '', ''].join('\r\n'));
        const authorization = header('Authorization');
        if (!authorization) return answer('401 Unauthorized', [`WWW-Authenticate: Digest realm="${REALM}", nonce="n0nce", qop="auth", algorithm=MD5`]);
        const digest = digestChallenge(authorization);
        const ha1 = md5(`${digest.username}:${REALM}:${PASSWORDS[digest.username] ?? ''}`);
        const expected = md5(`${ha1}:n0nce:${digest.nc}:${digest.cnonce}:auth:${md5(`REGISTER:${digest.uri}`)}`);
        answer(digest.response === expected && digest.username === user ? '200 OK' : '403 Forbidden');
      });
    });
    server.on('listening', () => resolve(server));
  });
}

/** A port nothing listens on: one the system gave and took back. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

let registrar: WebSocketServer;
let url: string;
beforeAll(async () => {
  registrar = await fakeRegistrar();
  url = `ws://127.0.0.1:${(registrar.address() as AddressInfo).port}`;
});
afterAll(() => registrar.close());

describe('测试注册: a REGISTER with digest authentication over a SIP WebSocket', () => {
  const account = { account: '7001', password: 'right-pass', ip: REALM };

  it('answers 注册成功 for the right password, and the failure in Chinese for a wrong one', async () => {
    expect(await probeRegistration({ ...account, url })).toEqual({ ok: true, message: TEXTS.ok });
    expect(await probeRegistration({ ...account, password: 'wrong-pass', url })).toEqual({ ok: false, message: TEXTS.wrongPassword(403) });
  });

  it('says why it could not register: refused connection, a server that does not answer', async () => {
    expect(await probeRegistration({ ...account, url: `ws://127.0.0.1:${await closedPort()}` })).toEqual({ ok: false, message: TEXTS.connectionRefused });
    expect(await probeRegistration({ ...account, account: '7999', url }, 200)).toEqual({ ok: false, message: TEXTS.timeout(0.2) });
  });
});

describe('POST /api/cloudcall/sipNumber/test', () => {
  let backend: Harness;
  beforeAll(async () => {
    backend = await startBackend();
  });
  afterAll(() => backend.app.close());

  it('probes the account’s own server with its credentials, ws:// or wss:// as asked', async () => {
    const { port } = registrar.address() as AddressInfo;
    backend.db
      .prepare("UPDATE sip_accounts SET account = '7001', password = ?, ip = ?, fs_url = '127.0.0.1', ssl_port = ? WHERE user_id = 10")
      .run('right-pass', REALM, String(port));
    const token = await backend.login('admin');
    const test = async (secure: 0 | 1) => (await backend.call({ method: 'POST', url: sipNumberApi.test.path, token, payload: { id: 10, secure } })).body;
    expect((await test(0)).data).toEqual({ ok: true, message: TEXTS.ok });
    // The fake registrar speaks no TLS: wss:// to it fails.
    expect((await test(1)).data.ok).toBe(false);
    backend.db.prepare("UPDATE sip_accounts SET password = 'wrong-pass' WHERE user_id = 10").run();
    expect((await test(0)).data).toEqual({ ok: false, message: TEXTS.wrongPassword(403) });
    expect((await backend.call({ method: 'POST', url: sipNumberApi.test.path, token, payload: { id: 8, secure: 0 } })).body.code).toBe(404);
  });
});
