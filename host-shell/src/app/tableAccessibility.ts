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

/** The measure rows not made inert yet, made inert (no layout needed). */
export function inertMeasureRows(root: ParentNode): void {
  for (const row of root.querySelectorAll<HTMLElement>('tr.ant-table-measure-row:not([inert])')) row.inert = true;
}

const SCROLL_REGIONS = '.ant-table-content, .ant-table-body';

/** Each region's scrolling read (a layout, when one is due) and said: in the tab order and named while it scrolls. */
export function labelScrollingRegions(root: ParentNode): void {
  for (const region of root.querySelectorAll<HTMLElement>(SCROLL_REGIONS)) {
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
 * Repairs tables as they appear and change. After each batch of DOM changes the measure rows are
 * made inert at once (no layout needed). Whether a region scrolls is read when the browser has laid
 * the page out for its next paint (a ResizeObserver's callback, on each region and its table): a
 * table that appears, changes size (rows arriving, fonts, the window) or is shown again (a kept
 * page no longer aria-hidden, observed afresh). Measuring after every batch instead forced a layout
 * of its own each time: a first list's click laid the table out for its loading state, again for
 * its rows, then for the paint.
 */
export function watchTables(root: HTMLElement = document.body): () => void {
  const sized = new Set<Element>();
  const sizes = new ResizeObserver(() => labelScrollingRegions(root));
  const track = (shownAgain: boolean) => {
    inertMeasureRows(root);
    for (const element of sized) {
      if (element.isConnected) continue;
      sizes.unobserve(element);
      sized.delete(element);
    }
    for (const region of root.querySelectorAll(SCROLL_REGIONS)) {
      for (const element of [region, region.firstElementChild]) {
        if (!element) continue;
        // Observed afresh, an element is reported after the next layout even when its size is unchanged.
        if (sized.has(element) && !shownAgain) continue;
        if (sized.has(element)) sizes.unobserve(element);
        sized.add(element);
        sizes.observe(element);
      }
    }
    // What the repair itself changed (a measure row made inert) needs no repair.
    changes.takeRecords();
  };
  const changes = new MutationObserver((records) => track(records.some((record) => record.type === 'attributes')));
  changes.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-hidden'] });
  track(false);
  return () => {
    changes.disconnect();
    sizes.disconnect();
    sized.clear();
  };
}
