import { describe, expect, it } from 'vitest';
import { validateRollouts, type Rollout } from './rollouts';
import { validateRegistry } from './validate';

const canary: Rollout = {
  name: 'remote-carrier',
  version: '1.0.0+20261207010000',
  manifest: 'http://localhost:8082/1.0.0%2B20261207010000/console-manifest.json',
  percent: 10,
  targets: { hosts: ['cy.localhost'], roles: ['admin'], companies: [3], users: [7, 9] },
  startedAt: '2026-12-07T01:00:00.000Z',
};

describe('rollouts.json', () => {
  it('accepts a canary with its targets, and none', () => {
    expect(validateRollouts({ remotes: [canary] })).toEqual({ ok: true, value: { remotes: [canary] } });
    expect(validateRollouts({ remotes: [] }).ok).toBe(true);
  });

  it.each([
    ['a share of 0', { percent: 0 }, '灰度比例须为 1 到 100 的整数'],
    ['a share over 100', { percent: 101 }, '灰度比例须为 1 到 100 的整数'],
    ['a fractional share', { percent: 12.5 }, 'percent'],
    ['an unknown role', { targets: { roles: ['superuser'] } }, 'roles'],
    ['an empty target list', { targets: { users: [] } }, '列表不能为空'],
    ['an unknown target', { targets: { country: ['CN'] } }, 'country'],
    ['an unknown field', { weight: 3 }, 'weight'],
  ])('refuses %s', (_case, patch, reason) => {
    const checked = validateRollouts({ remotes: [{ ...canary, ...patch }] });
    expect(checked.ok).toBe(false);
    expect(!checked.ok && checked.error).toContain(reason);
  });

  it('is not something a registry may carry: the strict registry schema of every released shell refuses a canary in it', () => {
    const registry = { remotes: [{ name: canary.name, version: canary.version, manifest: canary.manifest, canary: { percent: 10 } }] };
    expect(validateRegistry(registry).ok).toBe(false);
  });
});
