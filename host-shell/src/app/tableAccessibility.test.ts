// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inertMeasureRows, labelScrollingRegions, watchTables } from './tableAccessibility';

const table = (scrolls: boolean) => {
  document.body.innerHTML = `<div class="ant-table-content"><table><tbody>
    <tr class="ant-table-measure-row" aria-hidden="true"><td><button>列设置</button></td></tr>
    <tr><td>行</td></tr></tbody></table></div>`;
  const region = document.querySelector<HTMLElement>('.ant-table-content')!;
  Object.defineProperty(region, 'scrollWidth', { value: scrolls ? 2000 : 800, configurable: true });
  Object.defineProperty(region, 'clientWidth', { value: 800 });
  return region;
};

describe('inertMeasureRows and labelScrollingRegions', () => {
  it('makes the aria-hidden measure row inert, so nothing in it takes focus', () => {
    table(false);
    inertMeasureRows(document);
    expect(document.querySelector<HTMLElement>('tr.ant-table-measure-row')!.inert).toBe(true);
  });

  it('puts a table that scrolls in the tab order, named, and takes it out once it no longer scrolls', () => {
    const region = table(true);
    labelScrollingRegions(document);
    expect(region.tabIndex).toBe(0);
    expect(region.getAttribute('aria-label')).toBe('表格（可滚动）');
    Object.defineProperty(region, 'scrollWidth', { value: 800 });
    labelScrollingRegions(document);
    expect(region.hasAttribute('tabindex')).toBe(false);
    expect(region.hasAttribute('aria-label')).toBe(false);
  });
});

/** A ResizeObserver whose reports the test gives, as the browser does after laying the page out. */
function fakeResizeObserver() {
  const observed = new Set<Element>();
  const observers: { callback: () => void }[] = [];
  let observations = 0;
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(readonly callback: () => void) {
        observers.push(this);
      }
      observe(element: Element) {
        observed.add(element);
        observations++;
      }
      unobserve(element: Element) {
        observed.delete(element);
      }
      disconnect() {
        observed.clear();
      }
    },
  );
  return {
    observed,
    observations: () => observations,
    /** The browser's layout for the next paint, then the observers' callbacks. */
    laidOut: () => observers.forEach((observer) => observer.callback()),
  };
}

/** `region`'s scrollWidth, counting each read (a read before the browser's layout forces one). */
function countReads(region: HTMLElement) {
  const reads = { count: 0 };
  Object.defineProperty(region, 'scrollWidth', { get: () => (reads.count++, 2000), configurable: true });
  return reads;
}

afterEach(() => vi.unstubAllGlobals());

describe('watchTables', () => {
  it('makes a new measure row inert before the next task reads the page, and measures its region only once the browser has laid it out', async () => {
    const layout = fakeResizeObserver();
    document.body.innerHTML = '';
    const stop = watchTables(document.body);
    const region = table(true);
    const reads = countReads(region);
    await Promise.resolve();
    expect(document.querySelector<HTMLElement>('tr.ant-table-measure-row')!.inert).toBe(true);
    expect(reads.count).toBe(0);
    expect(layout.observed).toContain(region);
    expect(layout.observed).toContain(region.firstElementChild);
    layout.laidOut();
    expect(reads.count).toBeGreaterThan(0);
    expect(region.tabIndex).toBe(0);
    stop();
    expect(layout.observed.size).toBe(0);
    const later = table(true);
    await Promise.resolve();
    expect(later.querySelector<HTMLElement>('tr.ant-table-measure-row')!.inert).toBe(false);
  });

  it('a table of a kept page out of view (aria-hidden) is not measured (that would lay the page out), and is once shown again', async () => {
    const layout = fakeResizeObserver();
    document.body.innerHTML = '';
    const stop = watchTables(document.body);
    const region = table(true);
    const page = document.createElement('div');
    page.setAttribute('aria-hidden', 'true');
    document.body.append(page);
    page.append(region);
    const reads = countReads(region);
    await Promise.resolve();
    layout.laidOut();
    expect(reads.count).toBe(0);
    expect(region.hasAttribute('tabindex')).toBe(false);
    // Shown again at the same size: observed afresh, so that the browser reports it after its next layout.
    const before = layout.observations();
    page.removeAttribute('aria-hidden');
    await Promise.resolve();
    expect(layout.observations()).toBeGreaterThan(before);
    expect(reads.count).toBe(0);
    layout.laidOut();
    expect(reads.count).toBeGreaterThan(0);
    expect(region.tabIndex).toBe(0);
    stop();
  });

  it('forgets a table that left the page', async () => {
    const layout = fakeResizeObserver();
    document.body.innerHTML = '';
    const stop = watchTables(document.body);
    const region = table(false);
    await Promise.resolve();
    expect(layout.observed).toContain(region);
    document.body.innerHTML = '';
    await Promise.resolve();
    expect(layout.observed.size).toBe(0);
    stop();
  });
});
