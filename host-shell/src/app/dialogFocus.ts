/**
 * antd's modal keeps the focus inside by pulling it back when something outside takes it. Tab on
 * the dialog's last control gives the focus to nothing in the page (the browser's own bar, or the
 * bare body), which nothing pulls back: the focus leaves the dialog. So Tab on the last control
 * goes to the first, and Shift+Tab on the first to the last, for every modal of the shell and of
 * every remote.
 */
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

function focusables(dialog: HTMLElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.tabIndex >= 0 && !element.matches(':disabled') && !element.closest('[inert]') && element.getClientRects().length > 0,
  );
}

/** The dialog in front: the last open modal (antd appends each one after those already open). */
function frontDialog(doc: Document): HTMLElement | undefined {
  const open = [...doc.querySelectorAll<HTMLElement>('.ant-modal-wrap')].filter((wrap) => wrap.getClientRects().length > 0 && wrap.style.display !== 'none');
  return open.at(-1);
}

export function wrapTabInDialog(event: KeyboardEvent, doc: Document = document): void {
  if (event.key !== 'Tab' || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
  const dialog = frontDialog(doc);
  if (!dialog) return;
  const list = focusables(dialog);
  if (list.length === 0) return;
  const first = list[0];
  const last = list[list.length - 1];
  const active = doc.activeElement;
  const target = event.shiftKey ? (active === first || !dialog.contains(active) ? last : null) : active === last || !dialog.contains(active) ? first : null;
  if (!target) return;
  event.preventDefault();
  target.focus();
}

export function keepTabInDialogs(doc: Document = document): () => void {
  const onKeyDown = (event: KeyboardEvent) => wrapTabInDialog(event, doc);
  doc.addEventListener('keydown', onKeyDown);
  return () => doc.removeEventListener('keydown', onKeyDown);
}
