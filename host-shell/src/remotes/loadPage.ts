import type { ComponentType } from 'react';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { CSS_CHUNK_LOAD_FAILED, PAGE_CHUNK_LOAD_TIMEOUT_MS, SHELL_TEXTS, type RoutePageProps } from '@console/sdk';
import { guardedReload } from '../releases/guardedReload';
import type { RemoteRecord } from './catalog';
import { pollRegistry, readChosenEntries } from './catalogState';
import { isLoaded, markLoaded } from './loadedRemotes';
import { recordError, recordLoad } from './remoteStats';

export type PageComponent = ComponentType<RoutePageProps>;

/** Why a page could not be shown, in words for its error panel. */
export class PageLoadError extends Error {
  constructor(
    message: string,
    readonly detail: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'PageLoadError';
  }
}

/**
 * The Module Federation runtime gives a remote entry 20 s by default; a page's code has 120 s
 * (spec section 9), and the shell's own timer below says so first.
 */
let pluginsRegistered = false;
function registerLoadTimeout(): void {
  if (pluginsRegistered) return;
  registerPlugins([
    {
      name: 'console-page-load-timeout',
      createScript: () => ({ timeout: PAGE_CHUNK_LOAD_TIMEOUT_MS + 1_000 }),
    },
  ]);
  pluginsRegistered = true;
}

/** Remotes whose entry is registered, by container, with the entry URL registered. */
const registered = new Map<string, string>();
/** Remotes whose entry failed before any of their code ran: the next attempt starts afresh. */
const failed = new Set<string>();

function register(remote: RemoteRecord, container: string): void {
  registerLoadTimeout();
  if (isLoaded(container)) return;
  if (registered.get(container) === remote.entryUrl && !failed.has(container)) return;
  // Forcing drops the runtime's cached (failed) entry; safe only while none of its code has run.
  registerRemotes([{ name: container, entry: remote.entryUrl }], { force: registered.has(container) });
  registered.set(container, remote.entryUrl);
  failed.delete(container);
}

export function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(onTimeout()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Turns whatever failed into the panel's words: a style chunk keeps its spec code
 * (CSS_CHUNK_LOAD_FAILED), a chunk timeout says so, anything else gets `otherwise`.
 */
export function describeLoadFailure(error: unknown, otherwise: string = SHELL_TEXTS.remoteLoadFailedHint): PageLoadError {
  if (error instanceof PageLoadError) return error;
  const detail = (error as Error)?.message ?? String(error);
  // Rspack's native CSS loading says "Loading css chunk N failed" without a code: give it the spec's.
  const code = /^Loading css chunk/i.test(detail) ? CSS_CHUNK_LOAD_FAILED : (error as { code?: string })?.code;
  if (code === CSS_CHUNK_LOAD_FAILED) return new PageLoadError(SHELL_TEXTS.styleLoadFailed, detail, code);
  if ((error as { type?: string })?.type === 'timeout' || /timeout/i.test(detail)) {
    return new PageLoadError(SHELL_TEXTS.pageLoadTimeout, detail, code);
  }
  return new PageLoadError(otherwise, detail, code);
}

const isChunkFailure = (failure: PageLoadError) => /ChunkLoadError|Loading (css )?chunk|RUNTIME-008|ScriptNetworkError/i.test(failure.detail);

/**
 * A chunk that fails may be one a release removed: if the registry now names another release,
 * a remote already running reloads once (guarded, never a loop). Otherwise the registry is read
 * again: a remote not loaded yet simply picks the new release up, and a running one whose page
 * may not reload (a form holds unsaved input) gets the release notice, whose 刷新 asks first.
 */
async function afterChunkFailure(remote: RemoteRecord, running: boolean): Promise<void> {
  try {
    const now = (await readChosenEntries()).find((entry) => entry.name === remote.name);
    if (!now || now.version === remote.version) return;
    if (running && guardedReload(remote.name)) return;
    await pollRegistry();
  } catch {
    /* the panel already says the area is unavailable */
  }
}

/** Page code started before the page was drawn (preloadPage), by remote entry and module. */
const preloaded = new Map<string, { started: number; page: Promise<PageComponent> }>();
const preloadKey = (remote: RemoteRecord, module: string) => `${remote.entryUrl}|${module}`;

/**
 * Starts loading a page's code now, beside the shell's own start-up (the deep link's page does not
 * wait for the shell's first render, the session and the brand). The page's loadPage takes it
 * over; a failure is left to that load, which tries again and reports it.
 */
export function preloadPage(remote: RemoteRecord, module: string): void {
  const key = preloadKey(remote, module);
  if (preloaded.has(key) || remote.problem || !remote.manifest) return;
  const page = loadPageOnce(remote, module);
  page.catch(() => preloaded.delete(key));
  preloaded.set(key, { started: performance.now(), page });
}

/** Loads the component a manifest route names, registering its remote on first use. */
export async function loadPage(remote: RemoteRecord, module: string): Promise<PageComponent> {
  const early = preloaded.get(preloadKey(remote, module));
  if (early) {
    preloaded.delete(preloadKey(remote, module));
    try {
      const page = await early.page;
      recordLoad(remote.name, performance.now() - early.started);
      return page;
    } catch {
      /* loaded again below, and reported */
    }
  }
  const started = performance.now();
  try {
    const page = await loadPageOnce(remote, module);
    recordLoad(remote.name, performance.now() - started);
    return page;
  } catch (error) {
    const failure = describeLoadFailure(error);
    recordError(remote.name, `${failure.message}：${failure.detail}`);
    const container = remote.manifest?.container;
    // A local override has no release to follow: its dev server stopped or rebuilt, nothing to reload for.
    if (container && isChunkFailure(failure) && !remote.override) void afterChunkFailure(remote, isLoaded(container));
    throw failure;
  }
}

async function loadPageOnce(remote: RemoteRecord, module: string): Promise<PageComponent> {
  if (remote.problem || !remote.manifest) {
    throw new PageLoadError(SHELL_TEXTS.remoteLoadFailedHint, remote.problem ?? '模块清单不可用');
  }
  const container = remote.manifest.container;
  try {
    register(remote, container);
    const exposed = await withTimeout(
      loadRemote<{ default?: unknown }>(`${container}/${module.replace(/^\.\//, '')}`),
      PAGE_CHUNK_LOAD_TIMEOUT_MS,
      () => new PageLoadError(SHELL_TEXTS.pageLoadTimeout, `${PAGE_CHUNK_LOAD_TIMEOUT_MS} ms 内未加载完成`),
    );
    if (!exposed || typeof exposed.default !== 'function') {
      throw new PageLoadError(SHELL_TEXTS.remoteLoadFailedHint, `${module} 没有默认导出页面组件`);
    }
    markLoaded(container);
    return exposed.default as PageComponent;
  } catch (error) {
    if (!isLoaded(container)) failed.add(container);
    throw describeLoadFailure(error);
  }
}
