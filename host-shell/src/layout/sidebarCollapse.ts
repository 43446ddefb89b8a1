import { SIDEBAR_COLLAPSE_BELOW_PX } from '@console/sdk';

/** Spec section 2: the sidebar collapses when the viewport is narrower than 1500 px. */
export function collapsesAt(viewportWidth: number): boolean {
  return viewportWidth < SIDEBAR_COLLAPSE_BELOW_PX;
}
