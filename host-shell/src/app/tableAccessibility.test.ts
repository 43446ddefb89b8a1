// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { repairTables, watchTables } from './tableAccessibility';

const table = (scrolls: boolean) => {
  document.body.innerHTML = `<div class="ant-table-content"><table><tbody>
    <tr class="ant-table-measure-row" aria-hidden="true"><td><button>列设置</button></td></tr>
    <tr><td>行</td></tr></tbody></table></div>`;
  const region = document.querySelector<HTMLElement>('.ant-table-content')!;
  Object.defineProperty(region, 'scrollWidth', { value: scrolls ? 2000 : 800, configurable: true });
  Object.defineProperty(region, 'clientWidth', { value: 800 });
  return region;
};

describe('repairTables', () => {
  it('makes the aria-hidden measure row inert, so nothing in it takes focus', () => {
    table(false);
    repairTables(document);
    expect(document.querySelector<HTMLElement>('tr.ant-table-measure-row')!.inert).toBe(true);
  });

  it('puts a table that scrolls in the tab order, named, and takes it out once it no longer scrolls', () => {
    const region = table(true);
    repairTables(document);
    expect(region.tabIndex).toBe(0);
    expect(region.getAttribute('aria-label')).toBe('表格（可滚动）');
    Object.defineProperty(region, 'scrollWidth', { value: 800 });
    repairTables(document);
    expect(region.hasAttribute('tabindex')).toBe(false);
    expect(region.hasAttribute('aria-label')).toBe(false);
  });
});

describe('a table of a kept page out of view (aria-hidden)', () => {
  it('is not measured while hidden (that would lay the page out), and is repaired once shown again', async () => {
    document.body.innerHTML = '';
    const stop = watchTables(document.body);
    const region = table(true);
    const page = document.createElement('div');
    page.setAttribute('aria-hidden', 'true');
    document.body.append(page);
    page.append(region);
    let measured = 0;
    Object.defineProperty(region, 'scrollWidth', { get: () => (measured++, 2000), configurable: true });
    await Promise.resolve();
    expect(measured).toBe(0);
    expect(region.hasAttribute('tabindex')).toBe(false);
    page.removeAttribute('aria-hidden');
    await Promise.resolve();
    expect(measured).toBeGreaterThan(0);
    expect(region.tabIndex).toBe(0);
    stop();
  });
});

describe('watchTables', () => {
  it('repairs a table added to the page before the next task reads it, and stops when asked', async () => {
    document.body.innerHTML = '';
    const stop = watchTables(document.body);
    const region = table(true);
    await Promise.resolve();
    expect(region.tabIndex).toBe(0);
    stop();
    const later = table(true);
    await Promise.resolve();
    expect(later.hasAttribute('tabindex')).toBe(false);
  });
});
