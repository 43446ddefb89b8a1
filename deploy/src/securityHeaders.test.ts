import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SHELL, REMOTES } from './layout';
import { nginxConfig } from './nginx';
import { inlineScriptHashes, remoteSecurityHeaders, shellContentSecurityPolicy } from './securityHeaders';

const THEME_SCRIPT = '!function(){document.documentElement.dataset.theme="dark"}()';
const INDEX = `<html><head><script>${THEME_SCRIPT}</script></head><body><script defer src="/main.0123456789.js"></script></body></html>`;
const REMOTE_ORIGINS = ['http://localhost:8081', 'http://localhost:8082'];

describe('security headers', () => {
  it('hashes only inline scripts, exactly as the page holds them', () => {
    expect(inlineScriptHashes(INDEX)).toEqual([`'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`]);
  });

  it('lets the shell run scripts from itself, the remotes and its inline script only; no one may frame it', () => {
    const policy = shellContentSecurityPolicy(INDEX, REMOTE_ORIGINS);
    const directives = Object.fromEntries(policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));
    expect(directives['script-src']).toEqual(["'self'", ...REMOTE_ORIGINS, ...inlineScriptHashes(INDEX)]);
    expect(directives['script-src']).not.toContain("'unsafe-inline'");
    expect(directives['script-src']).not.toContain("'unsafe-eval'");
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['connect-src']).toEqual(["'self'", ...REMOTE_ORIGINS, 'ws:', 'wss:']);
  });

  it('nginx sends the same headers from every location of every origin', () => {
    for (const app of [SHELL, ...REMOTES]) {
      const config = nginxConfig(app, '/tmp/prefix', INDEX);
      const locations = config.split(/\n\s+location /).slice(1);
      expect(locations.length).toBeGreaterThanOrEqual(2);
      const expected =
        app === SHELL
          ? {
              'Content-Security-Policy': shellContentSecurityPolicy(
                INDEX,
                REMOTES.map((remote) => `http://localhost:${remote.port}`),
              ),
            }
          : remoteSecurityHeaders();
      for (const location of locations) {
        expect(location).toContain('add_header X-Content-Type-Options "nosniff" always;');
        expect(location).toContain('add_header Referrer-Policy "same-origin" always;');
        expect(location).toContain(`add_header Content-Security-Policy "${expected['Content-Security-Policy']}" always;`);
      }
    }
  });
});
