import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { devOverrideOrigins } from '@console/build-config';
import { E2E, platformEnv, shellUrl } from '../../support/platform';
import { expect, goInApp, login, rows, test } from '../../support/fixtures';
import { DEPLOY_DIR, readRegistry } from '../../support/releases';

/**
 * What each origin answers, checked on the server the suite runs against: the Node origin servers
 * (`npm start`) and nginx (`e2e/run.ts` runs this file on both). The registry names every release
 * by its percent-encoded version (`1.0.0%2B…`); both servers must serve it.
 */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const HASHED = /\.[0-9a-f]{10}\.js$/;

const get = (url: string, headers: Record<string, string> = {}) => fetch(url, { headers, redirect: 'manual' });

test.describe(`serving on ${platformEnv.CONSOLE_SERVER}`, () => {
  test('the registry is JSON, never cached, and names a release of each of the five remotes', async () => {
    const answer = await get(`${shellUrl()}/registry.json`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    const { remotes } = (await answer.json()) as { remotes: { name: string; version: string; manifest: string }[] };
    expect(remotes.map((entry) => entry.name).sort()).toEqual(E2E.remotes.map((remote) => remote.name).sort());
    for (const entry of remotes) expect(entry.version).toContain('+');
  });

  for (const remote of E2E.remotes) {
    test(`${remote.name}: manifest, entry and hashed chunks under the registry's URL, each cached for a year (a release is never written again), compressed, CORS`, async () => {
      const entry = readRegistry().remotes.find((candidate) => candidate.name === remote.name)!;
      expect(entry.manifest).toContain(encodeURIComponent(entry.version));
      const manifest = await get(entry.manifest);
      expect(manifest.status, entry.manifest).toBe(200);
      expect(manifest.headers.get('cache-control')).toBe(IMMUTABLE);
      expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
      expect(((await manifest.json()) as { version: string }).version).toBe(entry.version);

      const remoteEntry = await get(new URL('remoteEntry.js', entry.manifest).href, { 'accept-encoding': 'gzip' });
      expect(remoteEntry.status).toBe(200);
      expect(remoteEntry.headers.get('cache-control')).toBe(IMMUTABLE);
      expect(remoteEntry.headers.get('content-encoding')).toBe('gzip');
      expect(remoteEntry.headers.get('access-control-allow-origin')).toBe('*');

      const chunk = readdirSync(path.join(DEPLOY_DIR, 'remotes', remote.name, entry.version)).find((file) => HASHED.test(file))!;
      const hashed = await get(new URL(chunk, entry.manifest).href, { 'accept-encoding': 'br' });
      expect(hashed.status).toBe(200);
      expect(hashed.headers.get('cache-control')).toBe(IMMUTABLE);
      expect(hashed.headers.get('content-encoding')).toBe('br');
      expect(hashed.headers.get('access-control-allow-origin')).toBe('*');

      // The same release under its literal version, and a version that was never released.
      expect((await get(`http://localhost:${remote.port}/${entry.version}/console-manifest.json`)).status).toBe(200);
      const missing = await get(`http://localhost:${remote.port}/${encodeURIComponent('9.9.9+never')}/${chunk}`);
      expect(missing.status).toBe(404);
      expect(missing.headers.get('cache-control')).not.toBe(IMMUTABLE);
    });
  }

  test('the shell: every page URL gets index.html (never cached), its hashed files for a year, a missing file 404, /api proxied', async () => {
    const page = await get(`${shellUrl()}/customer`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const html = await page.text();
    expect(html).toBe(readFileSync(path.join(DEPLOY_DIR, 'shell', 'index.html'), 'utf8'));

    const script = /src="\/?([^"]+\.[0-9a-f]{10}\.js)"/.exec(html)?.[1];
    expect(script, 'index.html names a hashed script').toBeTruthy();
    const hashed = await get(`${shellUrl()}/${script}`, { 'accept-encoding': 'gzip' });
    expect(hashed.status).toBe(200);
    expect(hashed.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(hashed.headers.get('content-encoding')).toBe('gzip');
    expect(hashed.headers.get('access-control-allow-origin')).toBeNull();

    expect((await get(`${shellUrl()}/missing.0123456789.js`)).status).toBe(404);

    const login = await fetch(`${shellUrl()}/api/login/login`, { method: 'POST', body: new URLSearchParams({ username: 'admin', password: '123456' }) });
    expect(((await login.json()) as { code: number }).code).toBe(200);
  });

  test('every origin sends the security headers; the shell allows scripts only from itself, the remotes, its inline scripts and the allowed dev origins', async () => {
    // Loopback for a local override (`pnpm dev <remote>`) on the Node servers; none on nginx.
    const remoteOrigins = [
      ...E2E.remotes.map((remote) => `http://localhost:${remote.port}`),
      ...devOverrideOrigins(platformEnv.CONSOLE_SERVER === 'nginx' ? 'nginx' : 'node'),
    ];
    // index.html's own inline scripts (the theme before the first paint, the catalog prefetch), by hash.
    const page = await (await get(`${shellUrl()}/customer`)).text();
    const inline = [...page.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, code]) => `'sha256-${createHash('sha256').update(code!).digest('base64')}'`);
    expect(inline).toHaveLength(2);
    for (const url of [`${shellUrl()}/customer`, `${shellUrl()}/registry.json`, `${shellUrl()}/api/oem/getOemInfo?url=localhost`]) {
      const answer = await get(url);
      expect(answer.headers.get('x-content-type-options'), url).toBe('nosniff');
      expect(answer.headers.get('referrer-policy'), url).toBe('same-origin');
      const policy = answer.headers.get('content-security-policy') ?? '';
      expect(policy, url).toContain("frame-ancestors 'none'");
      const scripts = /script-src ([^;]+)/.exec(policy)?.[1].split(' ') ?? [];
      expect(scripts.filter((source) => !source.startsWith("'sha256-")).sort(), url).toEqual(["'self'", ...remoteOrigins].sort());
      expect(scripts.filter((source) => source.startsWith("'sha256-")).sort(), url).toEqual([...inline].sort());
    }
    for (const remote of E2E.remotes) {
      const entry = readRegistry().remotes.find((candidate) => candidate.name === remote.name)!;
      const answer = await get(entry.manifest);
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    }
  });

  test('under that policy every area works and an injected inline script or handler is blocked', async ({ page, expectConsoleErrors }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { violations: string[] }).violations = seen;
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
    await login(page, 'admin');
    for (const path of ['/customer', '/blackList', '/record', '/purchaseOrderList', '/user']) {
      await goInApp(page, path);
      await expect(rows(page).first()).toBeVisible();
    }
    // The theme bootstrap is inline and allowed by its hash: nothing so far was blocked.
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);

    expectConsoleErrors(/Content Security Policy/);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = "script"';
      document.body.append(script);
      const image = document.createElement('div');
      image.innerHTML = '<img src="data:," onerror="window.injected = \'handler\'">';
      document.body.append(image);
    });
    await expect.poll(() => page.evaluate(() => (window as unknown as { violations: string[] }).violations.length)).toBeGreaterThanOrEqual(2);
    expect(await page.evaluate(() => (window as unknown as { injected?: string }).injected)).toBeUndefined();
  });
});
