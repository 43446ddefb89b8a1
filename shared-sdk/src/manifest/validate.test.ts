import { describe, expect, it } from 'vitest';
import type { RemoteDefinition } from './schema';
import { defineRemote, validateManifest, validateRegistry } from './validate';

const valid: RemoteDefinition = {
  name: 'remote-carrier',
  title: '运营商管理',
  routes: [
    { path: '/blackList', title: '黑名单', icon: 'StopOutlined', module: './BlackList', menu: [{ group: 'others', order: 30 }] },
    { path: '/tagQuery', title: '标记查询', module: './TagQuery', roles: ['admin', 'agent'] },
  ],
};

const published = {
  ...valid,
  schemaVersion: 1,
  container: 'remote_carrier',
  version: '1.2.3',
  sdkVersion: '1.0.0',
  buildTime: '2026-11-22T00:00:00.000Z',
  entry: 'remoteEntry.js',
};

const withRoute = (patch: Record<string, unknown>) => ({ ...valid, routes: [{ ...valid.routes[0], ...patch }] });

describe('defineRemote', () => {
  it('returns a valid definition', () => {
    expect(defineRemote(valid)).toEqual(valid);
  });

  it.each([
    ['a path not in spec spelling', { path: 'blackList' }, '路由路径须形如 /blackList'],
    ['a path the shell owns', { path: '/login' }, '该路径由主应用保留'],
    ['a title that is not Chinese', { title: 'Black list' }, '标题须为中文'],
    ['an unknown role', { roles: ['superuser'] }, 'roles'],
    ['an empty role list', { roles: [] }, '角色列表不能为空'],
    ['an unknown icon', { icon: 'NoSuchIcon' }, 'icon'],
    ['an unknown menu group', { menu: [{ group: 'nowhere', order: 1 }] }, 'group'],
    ['a fractional menu order', { menu: [{ group: 'others', order: 1.5 }] }, 'order'],
    ['a module not named ./Name', { module: 'BlackList' }, '模块名须形如 ./BlackList'],
    ['an unknown brand', { when: { brands: ['nobody'] } }, 'brands'],
    ['an unknown flag', { when: { flag: 'vip' } }, 'flag'],
    ['an unknown field', { colour: 'red' }, 'colour'],
  ])('rejects %s with a clear reason', (_case, patch, reason) => {
    expect(() => defineRemote(withRoute(patch) as RemoteDefinition)).toThrow(reason);
  });

  it('rejects two routes with one path', () => {
    const twice = { ...valid, routes: [valid.routes[0], { ...valid.routes[0] }] };
    expect(() => defineRemote(twice)).toThrow('路由路径重复');
  });

  it('names the remote and lists every problem at once', () => {
    const error = (() => {
      try {
        defineRemote({ ...valid, title: 'Carrier', routes: [{ ...valid.routes[0], path: 'x', module: 'y' }] });
      } catch (caught) {
        return (caught as Error).message;
      }
      return '';
    })();
    expect(error).toContain('remote-carrier 的清单无效');
    expect(error).toContain('区域名须为中文');
    expect(error).toContain('路由路径须形如 /blackList');
    expect(error).toContain('模块名须形如 ./BlackList');
  });
});

describe('validateManifest (runtime, never throws)', () => {
  it('accepts a published manifest', () => {
    expect(validateManifest(published)).toEqual({ ok: true, value: published });
  });

  it.each([
    ['not an object', 'hello'],
    ['a missing entry', { ...published, entry: undefined }],
    ['a bad container name', { ...published, container: 'remote-carrier' }],
    ['a non-semver version', { ...published, version: 'latest' }],
    ['an unknown schema version', { ...published, schemaVersion: 2 }],
    ['routes that are not a list', { ...published, routes: {} }],
  ])('rejects %s with a reason', (_case, input) => {
    const result = validateManifest(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/^模块清单无效：/);
  });
});

describe('validateRegistry', () => {
  it('accepts entries of name, version and manifest URL', () => {
    const registry = { remotes: [{ name: 'remote-crm', version: '1.0.0', manifest: 'http://localhost:8081/1.0.0/console-manifest.json' }] };
    expect(validateRegistry(registry)).toEqual({ ok: true, value: registry });
  });

  it('rejects an entry without a manifest URL', () => {
    expect(validateRegistry({ remotes: [{ name: 'remote-crm', version: '1.0.0' }] }).ok).toBe(false);
  });
});
