import { devOverrideOrigins, LOOPBACK_DEV_ORIGINS } from '@console/build-config';
import { describe, expect, it } from 'vitest';
import { REMOTES, SHELL } from './layout';
import { nginxConfig } from './nginx';
import { shellContentSecurityPolicy } from './securityHeaders';

const INDEX = '<html><head><script>1</script></head></html>';
const REMOTE_ORIGINS = ['http://localhost:8081', 'http://localhost:8082'];
const directives = (policy: string) => Object.fromEntries(policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));

describe('origins a local override may come from', () => {
  it('defaults to loopback on the Node servers and to none on nginx', () => {
    expect(devOverrideOrigins('node', undefined)).toEqual(['http://localhost:*', 'http://127.0.0.1:*']);
    expect(devOverrideOrigins('node', '  ')).toEqual(LOOPBACK_DEV_ORIGINS);
    expect(devOverrideOrigins('nginx', undefined)).toEqual([]);
  });

  it('takes configured origins, `loopback` and `none`', () => {
    expect(devOverrideOrigins('nginx', 'http://dev-box:3000, https://Dev.Example.com:* loopback')).toEqual([
      'http://dev-box:3000',
      'https://dev.example.com:*',
      ...LOOPBACK_DEV_ORIGINS,
    ]);
    expect(devOverrideOrigins('node', 'none')).toEqual([]);
    expect(devOverrideOrigins('node', 'http://127.0.0.1:8132/')).toEqual(['http://127.0.0.1:8132']);
  });

  it('refuses anything that would widen the policy or add to it', () => {
    for (const bad of [
      '*',
      'http:',
      'http://*',
      'http://*.example.com',
      'ftp://dev-box',
      'http://dev-box/path',
      "http://a 'unsafe-inline'",
      'http://a;script-src *',
      'dev-box:3000',
      'http://user@dev-box',
    ]) {
      expect(() => devOverrideOrigins('nginx', bad), bad).toThrow(/CONSOLE_DEV_ORIGINS/);
    }
  });
});

describe('the shell policy names exactly the allowed dev origins', () => {
  it('adds them to script, style and connect sources, nowhere else', () => {
    const without = directives(shellContentSecurityPolicy(INDEX, REMOTE_ORIGINS));
    const policy = directives(shellContentSecurityPolicy(INDEX, REMOTE_ORIGINS, ['http://dev-box:3000']));
    for (const name of ['script-src', 'style-src', 'connect-src']) {
      expect(
        policy[name]!.filter((source) => !without[name]!.includes(source)),
        name,
      ).toEqual(['http://dev-box:3000']);
    }
    for (const name of Object.keys(without).filter((name) => !['script-src', 'style-src', 'connect-src'].includes(name))) {
      expect(policy[name], name).toEqual(without[name]);
    }
  });

  it('nginx writes the configured list, and by default none', () => {
    const shellPolicy = (config: string) => /add_header Content-Security-Policy "([^"]+)"/.exec(config)![1]!;
    expect(shellPolicy(nginxConfig(SHELL, '/tmp/prefix', INDEX))).toBe(
      shellContentSecurityPolicy(
        INDEX,
        REMOTES.map((remote) => `http://localhost:${remote.port}`),
      ),
    );
    expect(shellPolicy(nginxConfig(SHELL, '/tmp/prefix', INDEX, devOverrideOrigins('nginx', 'http://dev-box:3000')))).toBe(
      shellContentSecurityPolicy(
        INDEX,
        REMOTES.map((remote) => `http://localhost:${remote.port}`),
        ['http://dev-box:3000'],
      ),
    );
    expect(shellPolicy(nginxConfig(SHELL, '/tmp/prefix', INDEX))).not.toContain('127.0.0.1');
  });
});
