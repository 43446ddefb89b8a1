import type { Page, Request } from '@playwright/test';
import { allowedPaths, type RemoteManifest, type Registry, type Role, type RouteDeclaration } from '@console/sdk/manifest';
import { seededContext } from '@console/sdk/seeded';
import { SHELL_ROUTES } from '../../host-shell/src/shellRoutes';
import { shellUrl } from './platform';

/**
 * Every built route, as the running console serves it: the shell's own pages and the routes of the
 * manifests its registry names (what the router, the menu and the guard are derived from, so the
 * list cannot drift from what a user can open).
 */
export async function servedRoutes(page: Page): Promise<RouteDeclaration[]> {
  const manifests = await servedManifests(page);
  return [...SHELL_ROUTES, ...manifests.flatMap(({ manifest }) => manifest.routes)];
}

/** The manifest of every remote the running console's registry names, with the origin it is served from. */
export async function servedManifests(page: Page): Promise<Array<{ origin: string; manifest: RemoteManifest }>> {
  const registryUrl = `${shellUrl()}/registry.json`;
  const registry = (await (await page.request.get(registryUrl)).json()) as Registry;
  return Promise.all(
    registry.remotes.map(async (entry) => {
      const manifestUrl = new URL(entry.manifest, registryUrl);
      return { origin: manifestUrl.origin, manifest: (await (await page.request.get(manifestUrl.href)).json()) as RemoteManifest };
    }),
  );
}

/** host-shell/src/remotes/prefetch.ts's IDLE_PREFETCH_MARK: set when a session's idle prefetch is done. */
export const IDLE_PREFETCH_MARK = 'console:prefetched';

/** Until a run of the shell's idle prefetch has ended in this document (its mark is set). */
export async function idlePrefetchDone(page: Page): Promise<void> {
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, IDLE_PREFETCH_MARK);
}

/** A request of the shell's prefetch: code (JS or CSS) asked for with fetch(), which never runs it (scripts load as scripts). */
export const isCodePrefetch = (request: Request): boolean => request.resourceType() === 'fetch' && /\.(js|css)$/.test(new URL(request.url()).pathname);

/** The built routes the seeded account of `role` may open on the default host (the guard's own rule). */
export const routesOf = (routes: RouteDeclaration[], role: Role): string[] => allowedPaths(routes, seededContext(role));

/** What went wrong on one route: the server refused a call, or the page said something failed. */
export interface RouteTrouble {
  path: string;
  problem: string;
}

/**
 * Watches the platform's calls of a page: answers refused for the role (HTTP 403 or code 403, the
 * server's 无权限访问该数据), and how many calls are still under way, so a visit waits until the page
 * has asked for all it asks for.
 */
export function watchCalls(page: Page, onRefused: (call: string) => void) {
  const pending = new Set<Request>();
  const isApi = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');
  // A live stream (the data wall's server-sent events) stays open while its page is shown: not a call to wait for.
  const isStream = (request: Request) => request.headers()['accept'] === 'text/event-stream';
  page.on('request', (request) => isApi(request) && !isStream(request) && pending.add(request));
  page.on('requestfailed', (request) => pending.delete(request));
  page.on('requestfinished', async (request) => {
    pending.delete(request);
    if (!isApi(request)) return;
    const response = await request.response();
    const call = `${request.method()} ${new URL(request.url()).pathname}`;
    if (response?.status() === 403) return onRefused(call);
    if (!response?.headers()['content-type']?.includes('json')) return;
    const body = (await response.json().catch(() => null)) as { code?: number } | null;
    if (body?.code === 403) onRefused(call);
  });
  return { pending: () => pending.size };
}

/** Whether the page on screen says something failed: an error message, alert or result. */
export async function failureOnScreen(page: Page): Promise<string | null> {
  const said = page.locator(
    '.ant-message-error, .ant-notification-notice-error, .console-page:visible .ant-alert-error, .console-page:visible .ant-result-error',
  );
  return (await said.count()) > 0 ? (await said.first().innerText()).trim() || '(无文字)' : null;
}
