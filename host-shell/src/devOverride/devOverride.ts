import { DEV_OVERRIDE } from '@console/sdk/devOverride';

/**
 * A local override: in this browser tab, one area is loaded from a developer's dev server
 * (`pnpm dev <remote>`) instead of its release; the shell and every other area stay released.
 *
 * It is set in one way only: the dev command's one-time link. Its fragment names the dev server and
 * a ticket; the shell trades the ticket with that dev server, which answers only for a ticket it
 * issued and not yet traded, asked by this console's origin. A link, a query string or a page's
 * content cannot set it otherwise: nothing else writes the override, a made-up or reused ticket is
 * refused by the dev server, and the browser reaches only the origins the deployment's
 * Content-Security-Policy allows (loopback by default; none under the production nginx). The
 * override lives in sessionStorage: this tab only, kept over reloads and logins, gone with the tab.
 */
export interface DevOverride {
  remote: string;
  /** The dev server's origin. */
  origin: string;
  /** Its console-manifest.json, on that origin. */
  manifest: string;
}

export interface DevOverrideState {
  overrides: DevOverride[];
  /** Why the link this page was opened with set nothing. */
  claimError?: string;
}

export const DEV_OVERRIDES_KEY = 'console:dev-overrides';

interface Handshake {
  origin: string;
  ticket: string;
}

/** An http(s) origin and nothing more: no path, query, fragment or credentials. */
export function isOrigin(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
}

/** A stored or answered override, checked: a remote's package name and a manifest on the dev origin. */
export function checkedOverride(value: unknown): DevOverride | null {
  const { remote, origin, manifest } = (value ?? {}) as Partial<Record<keyof DevOverride, unknown>>;
  if (typeof remote !== 'string' || !/^[a-z][a-z0-9-]{0,63}$/.test(remote) || !isOrigin(origin)) return null;
  if (typeof manifest !== 'string') return null;
  try {
    if (new URL(manifest).origin !== origin) return null;
  } catch {
    return null;
  }
  return { remote, origin, manifest };
}

export function readOverrides(storage: Storage = sessionStorage): DevOverride[] {
  try {
    const stored = JSON.parse(storage.getItem(DEV_OVERRIDES_KEY) ?? '[]') as unknown;
    return Array.isArray(stored) ? stored.map(checkedOverride).filter((override): override is DevOverride => override !== null) : [];
  } catch {
    return [];
  }
}

function storeOverrides(overrides: DevOverride[], storage: Storage): void {
  if (overrides.length) storage.setItem(DEV_OVERRIDES_KEY, JSON.stringify(overrides));
  else storage.removeItem(DEV_OVERRIDES_KEY);
}

/**
 * The dev link's parameters, read from the fragment only (never the query string), and removed
 * from the address at once so that a reload or a copied address does not carry the ticket.
 */
export function takeHandshake(location: Pick<Location, 'hash' | 'pathname' | 'search'>, history: Pick<History, 'replaceState' | 'state'>): Handshake | null {
  const params = new URLSearchParams(location.hash.replace(/^#/, ''));
  if (!params.has(DEV_OVERRIDE.originParam) && !params.has(DEV_OVERRIDE.ticketParam)) return null;
  const origin = params.get(DEV_OVERRIDE.originParam) ?? '';
  const ticket = params.get(DEV_OVERRIDE.ticketParam) ?? '';
  params.delete(DEV_OVERRIDE.originParam);
  params.delete(DEV_OVERRIDE.ticketParam);
  const rest = params.toString();
  history.replaceState(history.state, '', `${location.pathname}${location.search}${rest ? `#${rest}` : ''}`);
  return { origin, ticket };
}

/** Trades the ticket with the dev server; answers the override it names, or throws why not. */
export async function claimOverride({ origin, ticket }: Handshake, fetcher: typeof fetch = fetch): Promise<DevOverride> {
  if (!isOrigin(origin)) throw new Error(`本地调试地址无效：${origin}`);
  if (!/^[A-Za-z0-9_-]{32,128}$/.test(ticket)) throw new Error('本地调试链接无效');
  let answer: Response;
  try {
    // A simple request (text/plain): no preflight; the dev server checks this page's Origin.
    answer = await fetcher(`${origin}${DEV_OVERRIDE.claimPath}`, { method: 'POST', body: ticket, cache: 'no-store', credentials: 'omit' });
  } catch {
    throw new Error(`无法连接 ${origin}：开发服务器未运行，或该地址不在本部署允许的范围内`);
  }
  const body = (await answer.json().catch(() => ({}))) as { error?: string };
  if (!answer.ok) throw new Error(`本地调试未开启：${body.error ?? `HTTP ${answer.status}`}`);
  const override = checkedOverride({ ...body, origin });
  if (!override) throw new Error('本地调试未开启：开发服务器的答复无效');
  return override;
}

let started: Promise<DevOverrideState> | undefined;

/**
 * Called once, first thing at start-up (before the router may rewrite the address): takes the dev
 * link's ticket if the page was opened with one, and answers this tab's overrides.
 */
export function startDevOverrides(
  storage: Storage = sessionStorage,
  location: Location = window.location,
  history: History = window.history,
): Promise<DevOverrideState> {
  if (started) return started;
  const handshake = takeHandshake(location, history);
  started = (async () => {
    const stored = readOverrides(storage);
    if (!handshake) return { overrides: stored };
    try {
      const override = await claimOverride(handshake);
      const overrides = [...stored.filter((known) => known.remote !== override.remote), override];
      storeOverrides(overrides, storage);
      return { overrides };
    } catch (error) {
      console.warn('[本地调试]', (error as Error).message);
      return { overrides: stored, claimError: (error as Error).message };
    }
  })();
  return started;
}

/** This page's overrides: fixed for the page's life (an area's code is never swapped in place). */
export const devOverrides = (): Promise<DevOverrideState> => started ?? Promise.resolve({ overrides: readOverrides() });

/** Ends every override of this tab; the caller reloads (the released code then loads). */
export function endDevOverrides(storage: Storage = sessionStorage): void {
  storeOverrides([], storage);
}
