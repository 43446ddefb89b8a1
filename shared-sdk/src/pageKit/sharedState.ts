import { useEffect, useId } from 'react';

/**
 * The page kit is bundled into each remote (`@console/sdk/kit` is not shared), so that a remote can
 * use a kit newer than the shell's. What must exist once, it reaches through the shared singleton,
 * and only through exports every released shell has: here the registry of unsaved input, which the
 * shell asks before it reloads for a new release.
 */
interface SharedRegistry {
  markUnsaved: (id: string, unsaved: boolean) => void;
}

let registry: Promise<SharedRegistry> | undefined;
const shared = () => (registry ??= import('@console/sdk') as Promise<unknown> as Promise<SharedRegistry>);

/** A form says whether it holds unsaved input; unmounting (closing, logging out) clears it. */
export function useUnsavedInput(unsaved: boolean): void {
  const id = `kit${useId()}`;
  useEffect(() => {
    void shared().then((sdk) => sdk.markUnsaved(id, unsaved));
    return () => void shared().then((sdk) => sdk.markUnsaved(id, false));
  }, [id, unsaved]);
}
