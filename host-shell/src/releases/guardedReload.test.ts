import { beforeEach, describe, expect, it } from 'vitest';
import { mayReload, RELOAD_GUARD_MS } from './guardedReload';

beforeEach(() => sessionStorage.clear());

describe('mayReload', () => {
  it('allows one reload of an area, then none for a while: never a loop', () => {
    expect(mayReload('remote-crm', 1_000)).toBe(true);
    expect(mayReload('remote-crm', 2_000)).toBe(false);
    expect(mayReload('remote-crm', 1_000 + RELOAD_GUARD_MS - 1)).toBe(false);
    expect(mayReload('remote-crm', 1_000 + RELOAD_GUARD_MS)).toBe(true);
  });

  it('guards each area on its own', () => {
    expect(mayReload('remote-crm', 1_000)).toBe(true);
    expect(mayReload('remote-admin', 1_500)).toBe(true);
  });
});
