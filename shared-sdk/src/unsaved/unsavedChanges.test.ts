import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hasUnsavedChanges, markUnsaved, useUnsavedChanges } from './unsavedChanges';

describe('unsaved changes', () => {
  it('are known while a form says so, and forgotten when it unmounts', () => {
    expect(hasUnsavedChanges()).toBe(false);
    const form = renderHook(({ unsaved }) => useUnsavedChanges(unsaved), { initialProps: { unsaved: true } });
    expect(hasUnsavedChanges()).toBe(true);
    form.rerender({ unsaved: false });
    expect(hasUnsavedChanges()).toBe(false);
    form.rerender({ unsaved: true });
    form.unmount();
    expect(hasUnsavedChanges()).toBe(false);
  });

  it('count every form separately', () => {
    markUnsaved('a', true);
    markUnsaved('b', true);
    markUnsaved('a', false);
    expect(hasUnsavedChanges()).toBe(true);
    markUnsaved('b', false);
    expect(hasUnsavedChanges()).toBe(false);
  });
});
