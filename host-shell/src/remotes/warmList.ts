import * as antd from 'antd';
import { LIST_PAGE_COMPONENTS } from '@console/sdk/kit';

/**
 * The shell provides antd with each component's module run on its first use (build-config's
 * lazyReexports), so a session's first list ran the modules of the table, the search form and its
 * pickers inside its click: in a profile of that click, 21 ms more in module code than the same
 * click once a list had been drawn. These steps read each export a kit list draws, one per idle
 * slice after the idle prefetch (prefetchWhenIdle), so that the click no longer does. Only antd's
 * modules run: no area's code.
 */
export const WARM_LIST_STEPS: readonly (() => void)[] = LIST_PAGE_COMPONENTS.map((name) => () => void antd[name]);
