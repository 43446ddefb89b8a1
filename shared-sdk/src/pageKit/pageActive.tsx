import { Drawer, Modal, type DrawerProps, type ModalProps } from 'antd';
import { createContext, useContext, useMemo, type Context } from 'react';

/**
 * Whether this page is the one on screen. The shell keeps the pages of other tabs mounted, hidden
 * (by style), so that coming back renders nothing again. A dialog or drawer lives outside
 * its page's box, in the document's body: the kit's hide with their page and come back with it.
 *
 * One context for the shell and every remote: each remote bundles its own kit (kit.ts), and a
 * context must be the same object on both sides, read while rendering. It is kept under a global
 * symbol, so whichever copy runs first makes it. A shell that provides none (one released before
 * it) leaves every page active, as its own keep-alive hides the dialogs.
 */
const KEY = Symbol.for('console-platform.pageActive');
const registry = globalThis as { [KEY]?: Context<boolean> };
export const PageActiveContext: Context<boolean> = (registry[KEY] ??= createContext(true));

export const usePageActive = (): boolean => useContext(PageActiveContext);

/**
 * The kit's Modal and Drawer. Hidden with their page, they keep what they hold (a destroying one
 * drops it only when really closed). Only an open one renders when the page hides or shows: its
 * content is the same elements, so it does not render again. A closed one (a form dialog renders
 * its form while closed) renders nothing then: the page it sits in costs the same to leave whatever
 * its dialogs hold.
 */
export function PageModal(props: ModalProps) {
  const away = useHiddenWhileOpen(props.open);
  return useMemo(() => <Modal {...props} open={props.open && !away} destroyOnHidden={props.destroyOnHidden && !away} />, [props, away]);
}

export function PageDrawer(props: DrawerProps) {
  const away = useHiddenWhileOpen(props.open);
  return useMemo(() => <Drawer {...props} open={props.open && !away} destroyOnHidden={props.destroyOnHidden && !away} />, [props, away]);
}

/** Whether an open dialog's page is hidden: the one case where the dialog is shown otherwise than it says. */
const useHiddenWhileOpen = (open: boolean | undefined): boolean => !usePageActive() && Boolean(open);
