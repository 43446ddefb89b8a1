// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keepTabInDialogs } from './dialogFocus';

let stop: () => void;
beforeEach(() => {
  document.body.innerHTML = `<button id="page">页面按钮</button>
    <div class="ant-modal-wrap"><div class="ant-modal"><button id="close">关闭</button><input id="field" /><button id="ok">确 定</button></div></div>`;
  // happy-dom lays nothing out: every element counts as shown.
  for (const element of document.querySelectorAll<HTMLElement>('*')) element.getClientRects = () => [{}] as unknown as DOMRectList;
  stop = keepTabInDialogs();
});
afterEach(() => stop());

const tab = (shiftKey = false) => {
  const event = new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true });
  document.activeElement!.dispatchEvent(event);
  return event;
};
const byId = (id: string) => document.getElementById(id)!;

describe('keepTabInDialogs', () => {
  it('Tab on the last control of the open dialog goes to its first', () => {
    byId('ok').focus();
    expect(tab().defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(byId('close'));
  });

  it('Shift+Tab on the first goes to the last', () => {
    byId('close').focus();
    tab(true);
    expect(document.activeElement).toBe(byId('ok'));
  });

  it("leaves Tab between the dialog's own controls to the browser", () => {
    byId('field').focus();
    expect(tab().defaultPrevented).toBe(false);
    expect(document.activeElement).toBe(byId('field'));
  });

  it('does nothing while no dialog is open', () => {
    byId('page').closest('body')!.querySelector('.ant-modal-wrap')!.remove();
    byId('page').focus();
    expect(tab().defaultPrevented).toBe(false);
  });
});
