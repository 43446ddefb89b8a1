/**
 * Two things antd's table leaves for a keyboard or screen-reader user, repaired once for every
 * table of the shell and of every remote:
 * - the measure row (`aria-hidden`, only there to size columns) copies the header cells, controls
 *   included, so focusable elements sit under aria-hidden: the row is made inert;
 * - a table wider than its box scrolls in a region a keyboard could not reach: the region joins
 *   the tab order while it scrolls.
 * A table in a part of the page hidden from everyone (`aria-hidden`: a kept page out of view) keeps
 * what it had: measuring it would lay out what the browser skips while it is hidden (a wide list
 * took 100 ms and more).
 */
export function repairTables(root: ParentNode): void {
  for (const row of root.querySelectorAll<HTMLElement>('tr.ant-table-measure-row:not([inert])')) row.inert = true;
  for (const region of root.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body')) {
    if (region.closest("[aria-hidden='true']")) continue;
    const scrolls = region.scrollWidth > region.clientWidth || region.scrollHeight > region.clientHeight;
    if (scrolls && region.tabIndex !== 0) {
      region.tabIndex = 0;
      region.setAttribute('role', 'region');
      region.setAttribute('aria-label', '表格（可滚动）');
    } else if (!scrolls && region.hasAttribute('tabindex')) {
      region.removeAttribute('tabindex');
      region.removeAttribute('role');
      region.removeAttribute('aria-label');
    }
  }
}

/**
 * Repairs tables as they appear and change: after each batch of DOM changes (before the next task
 * can read the page), when a kept page is shown again (no longer aria-hidden), and when a table's box or
 * content changes size without either (fonts arriving, the window resized).
 */
export function watchTables(root: HTMLElement = document.body): () => void {
  const sized = new Set<Element>();
  const sizes = new ResizeObserver(() => repair());
  const repair = () => {
    repairTables(root);
    for (const element of sized) {
      if (element.isConnected) continue;
      sizes.unobserve(element);
      sized.delete(element);
    }
    for (const region of root.querySelectorAll('.ant-table-content, .ant-table-body')) {
      for (const element of [region, region.firstElementChild]) {
        if (!element || sized.has(element)) continue;
        sized.add(element);
        sizes.observe(element);
      }
    }
    // What the repair itself changed (a measure row made inert) needs no repair.
    changes.takeRecords();
  };
  const changes = new MutationObserver(repair);
  changes.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-hidden'] });
  repair();
  return () => {
    changes.disconnect();
    sizes.disconnect();
    sized.clear();
  };
}
