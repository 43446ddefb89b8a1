import { request } from 'node:http';
import { API_BODY_LIMIT_BYTES } from '@console/sdk/constants';
import { REQUEST_TEXTS } from '@console/sdk/messages';
import { SEEDED_PASSWORD } from '@console/sdk/seeded';
import { E2E, platformEnv, shellUrl } from '../../support/platform';
import { expect, test } from '../../support/fixtures';

/**
 * What clients other than the browser tripped on, on the server the suite runs against (the Node
 * origin servers and nginx): curl's `Expect: 100-continue`, an uptime check by HEAD, and error
 * bodies that named the server's framework.
 */
function postExpectingContinue(url: string, body: Buffer, contentType: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const outgoing = request(
      {
        host: '127.0.0.1',
        port: target.port,
        method: 'POST',
        path: target.pathname,
        headers: { expect: '100-continue', 'content-type': contentType, 'content-length': body.length },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    outgoing.on('continue', () => outgoing.end(body));
    outgoing.on('error', reject);
  });
}

/** POSTs an oversized body as curl does (a length or chunked, with or without Expect); answers the final response. */
function postOversized(url: string, { expect: waits, chunked }: { expect: boolean; chunked: boolean }): Promise<{ status: number; text: string }> {
  const body = Buffer.alloc(API_BODY_LIMIT_BYTES + 1, 'a');
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const headers: Record<string, string | number> = { 'content-type': 'application/octet-stream' };
    if (waits) headers.expect = '100-continue';
    if (chunked) headers['transfer-encoding'] = 'chunked';
    else headers['content-length'] = body.length;
    const outgoing = request({ host: '127.0.0.1', port: target.port, method: 'POST', path: target.pathname, headers, agent: false }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
    });
    const write = () => {
      for (let at = 0; at < body.length; at += 65_536) outgoing.write(body.subarray(at, at + 65_536));
      outgoing.end();
    };
    outgoing.on('continue', write);
    outgoing.on('error', reject);
    if (!waits) write();
  });
}

/** GETs a URL as written (`/%`), which fetch would normalise or refuse. */
function getAsWritten(origin: string, path: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port: new URL(origin).port, path, agent: false }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
    });
    outgoing.on('error', reject).end();
  });
}

test.describe(`other clients on ${platformEnv.CONSOLE_SERVER}`, () => {
  test('a body over the limit gets the one Chinese 413 through the shell’s origin, however it is sent', async () => {
    for (const waits of [false, true]) {
      for (const chunked of [false, true]) {
        for (let attempt = 0; attempt < 3; attempt++) {
          const answer = await postOversized(`${shellUrl()}/api/leadFinding/templateList`, { expect: waits, chunked });
          expect(answer.status, `Expect ${waits}, chunked ${chunked}`).toBe(413);
          expect(JSON.parse(answer.text)).toEqual({ code: 413, message: REQUEST_TEXTS.tooLarge, data: null });
        }
      }
    }
  });

  test('a URL no server can read (/%) is refused in Chinese on every origin', async () => {
    for (const origin of [shellUrl(), ...E2E.remotes.map((remote) => `http://localhost:${remote.port}`)]) {
      const answer = await getAsWritten(origin, '/%');
      expect(answer.status, origin).toBe(400);
      expect([REQUEST_TEXTS.badUrl, REQUEST_TEXTS.malformed], origin).toContain(answer.text);
    }
  });

  test('an /api request with Expect: 100-continue (curl, bodies over 1 MiB) reaches the backend', async () => {
    // A login form padded past 1 MiB, as curl sends it: the backend answers it, the origin does not stop it.
    const form = new URLSearchParams({ username: 'admin', password: SEEDED_PASSWORD, padding: 'x'.repeat(1024 * 1024 + 1) });
    const answer = await postExpectingContinue(`${shellUrl()}/api/login/login`, Buffer.from(form.toString()), 'application/x-www-form-urlencoded');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toMatchObject({ code: 200 });
  });

  test('HEAD on a page route answers as GET does', async () => {
    for (const page of ['/customer', '/login', '/dashboard']) {
      const head = await fetch(`${shellUrl()}${page}`, { method: 'HEAD' });
      expect(head.status, page).toBe(200);
      expect(head.headers.get('content-type'), page).toMatch(/^text\/html/);
    }
  });

  test('error bodies carry their status only, naming no server or framework', async () => {
    const origins = [shellUrl(), ...E2E.remotes.map((remote) => `http://localhost:${remote.port}`)];
    for (const origin of origins) {
      for (const path of ['/.env', '/missing.js', '/%2E%2E/%2E%2E/etc/passwd']) {
        const answer = await fetch(`${origin}${path}`, { redirect: 'manual' });
        const text = await answer.text();
        expect(text, `${origin}${path}`).not.toMatch(/FST_|Route (GET|HEAD)|fastify|nginx/i);
        if (answer.status >= 400) expect(text.length, `${origin}${path}`).toBeLessThan(64);
      }
    }
  });
});
