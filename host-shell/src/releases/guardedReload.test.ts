import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markUnsaved } from '@console/sdk';
import { guardedReload, mayReload, RELOAD_GUARD_MS } from './guardedReload';

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  markUnsaved('form', false);
  vi.restoreAllMocks();
});

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

  it('two broken areas cannot take turns reloading the page forever', () => {
    expect(mayReload('remote-crm', 1_000)).toBe(true);
    expect(mayReload('remote-admin', 2_000)).toBe(true);
    expect(mayReload('remote-crm', 3_000)).toBe(false);
    expect(mayReload('remote-admin', 4_000)).toBe(false);
    expect(mayReload('remote-crm', 1_000 + RELOAD_GUARD_MS)).toBe(true);
    expect(mayReload('remote-admin', 1_000 + RELOAD_GUARD_MS)).toBe(false);
  });
});

describe('guardedReload', () => {
  it('never reloads over unsaved input, and keeps the area its one reload for after saving', () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    markUnsaved('form', true);
    expect(guardedReload('remote-crm')).toBe(false);
    expect(reload).not.toHaveBeenCalled();

    markUnsaved('form', false);
    expect(guardedReload('remote-crm')).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(guardedReload('remote-crm')).toBe(false);
  });
});
