import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE } from '../constants';
import type { Resource } from '../contract/resource';
import { listFetch, pageFilters, type ResourceContext, type ResourcePageConfig, type RouteParams } from './ResourcePage';
import { resourceColumns } from './resourceFields';
import { currentUser, type PageUser } from './user';

/**
 * What a remote's page tests share (`@console/sdk/kit/testing`, never in a build): the backend's
 * answers, a declared page rendered as the shell renders it, and the row buttons a user sees. The
 * contract each test mocks stays in the test (`vi.mock` is hoisted into the file that calls it).
 */

/** A successful answer around `data`. */
export const envelope = (data: unknown) => ({ code: 200, message: '操作成功', data });

/** A list call's answer: `list` as one page of `total` rows. */
export const pageOf = (list: object[], total = list.length) => envelope({ list, total });

/** The paging a list asks for first: its page, its size, and cursors for the next turn (`seek`, README "Lists at scale"). */
export const FIRST_PAGE = { pageIndex: 1, pageSize: DEFAULT_PAGE_SIZE, seek: 1 } as const;

type DeclaredPage = ComponentType<{ params?: Record<string, unknown>; path?: string; title?: string }>;

/** Renders the page a module declares (`module`: its import) at `url`, whose search the page reads, as the shell renders it. */
export async function renderPage(module: Promise<{ default: unknown }>, url: string, params: Record<string, unknown> = {}): Promise<void> {
  const Declared = (await module).default as DeclaredPage;
  render(
    <MemoryRouter initialEntries={[url]}>
      <App>
        <Declared params={params} path={url.split('?')[0]} title="页面" />
      </App>
    </MemoryRouter>,
  );
}

/** The labels of the buttons in the table row that shows `text`. */
export const rowActions = (text: string) =>
  within(screen.getAllByRole('row').find((row) => row.textContent?.includes(text))!)
    .queryAllByRole('button')
    .map((button) => button.textContent?.replace(/\s/g, ''));

/**
 * Every action the table row that shows `text` offers, in order: its buttons, then what its 更多 menu
 * holds (opened to read it, and closed again; once per row), so a test of what a row offers does not depend on how
 * many fit beside each other.
 */
export async function rowOffers(text: string): Promise<string[]> {
  const row = screen.getAllByRole('row').find((one) => one.textContent?.includes(text))!;
  const buttons = within(row).queryAllByRole('button');
  const more = buttons.find((button) => button.getAttribute('aria-label') === '更多');
  const shown = buttons.filter((button) => button !== more).map((button) => button.textContent?.replace(/\s/g, '') ?? '');
  if (!more) return shown;
  // The row's menu is drawn when its 更多 is first opened: the one menu that was not there before.
  const before = new Set(screen.queryAllByRole('menu', { hidden: true }));
  await act(async () => void fireEvent.click(more));
  const open = await waitFor(() => {
    const menu = screen.queryAllByRole('menu', { hidden: true }).find((one) => !before.has(one));
    if (!menu) throw new Error('更多 did not open its menu');
    return menu;
  });
  const folded = within(open)
    .getAllByRole('menuitem', { hidden: true })
    .map((item) => item.textContent?.replace(/\s/g, '') ?? '');
  await act(async () => void fireEvent.click(more));
  return [...shown, ...folded];
}

/**
 * Waits until the list on the page has settled: its first draw no longer held (the card's
 * `aria-busy`), no load under way (antd's spinner) and its rows in. What a test then looks for is
 * drawn already, so it is read with `getBy…` and asserted at once.
 */
export const listSettled = () =>
  waitFor(() => {
    if (document.querySelector('.console-list-page[aria-busy="true"], .ant-spin-spinning')) throw new Error('列表仍在加载');
    if (!document.querySelector('.ant-table-row')) throw new Error('列表还没有行');
  });

/**
 * A declared page's list as its test reads it (`createResourcePage`'s `declaration`): the request it
 * sends (the route's params added), the filters and the columns a user sees. A page exports no parts
 * for its tests.
 */
export function declaredList<Row extends object, R extends Resource, H extends string>(
  Page: { declaration: (params?: RouteParams) => ResourcePageConfig<Row, R, H> },
  params: RouteParams = {},
  user: Partial<PageUser> = {},
) {
  const declared = Page.declaration(params);
  const seen = { ...currentUser(), ...user };
  const columns = typeof declared.columns === 'function' ? declared.columns({ user: seen } as ResourceContext<Row>) : declared.columns;
  return {
    declared,
    fetch: listFetch<Row>(declared.list, declared.params),
    filters: pageFilters(declared.resource, declared.filters, seen),
    columns: resourceColumns(declared.resource, columns),
  };
}
