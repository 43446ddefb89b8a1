import { useEffect, useId } from 'react';

/**
 * Forms with input that is not saved yet, across the whole console (shell and remotes share the
 * SDK singleton). Before the shell reloads for a new release it asks if any are open.
 */
const dirty = new Set<string>();

export function markUnsaved(id: string, unsaved: boolean): void {
  if (unsaved) dirty.add(id);
  else dirty.delete(id);
}

export function hasUnsavedChanges(): boolean {
  return dirty.size > 0;
}

/** A form says whether it holds unsaved input; unmounting (closing, logging out) clears it. */
export function useUnsavedChanges(unsaved: boolean): void {
  const id = useId();
  useEffect(() => {
    markUnsaved(id, unsaved);
    return () => markUnsaved(id, false);
  }, [id, unsaved]);
}
