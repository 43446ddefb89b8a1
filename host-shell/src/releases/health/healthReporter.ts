import { getStoredRole, getStoredToken, http, platformHeaders, ROWS_SHOWN_EVENT } from '@console/sdk';
import { releaseHealthApi, type HealthReport } from '../../contract';
import { HealthBatch, remoteOfStack, type HealthErrorKind, type LoadedVersion } from './healthBatch';

/** How often a shell sends what it saw (and on pagehide): at most one request per interval. */
export const HEALTH_REPORT_INTERVAL_MS = 30_000;
/** A click's start is the page's start only if the page opens this soon after it. */
const INTENT_FRESH_MS = 10_000;

export type HealthSend = (reports: HealthReport[]) => void;

/**
 * Sends a batch and forgets it: a keepalive fetch outlives the page (pagehide), carries the session's
 * token (sendBeacon cannot send a header) and is never awaited. Not logged in: nothing is sent.
 */
export const sendKeepalive: HealthSend = (reports) => {
  const token = getStoredToken();
  if (!token) return;
  fetch(`${http.defaults.baseURL ?? ''}${releaseHealthApi.report.path}`, {
    method: 'POST',
    keepalive: true,
    headers: { ...platformHeaders(token, getStoredRole()), 'Content-Type': 'application/json' },
    body: JSON.stringify({ reports }),
  }).catch(() => undefined);
};

interface Visit extends LoadedVersion {
  start: number;
}

/**
 * The shell's per-version health reporting (issue 59): page loads, load failures, crashes, unhandled
 * rejections and errors of a remote's code, and the time from a click or navigation to a page's first
 * rows. Every record is a counter's increment; the batch leaves at most every `intervalMs`, and on pagehide.
 */
export class HealthReporter {
  readonly batch = new HealthBatch();
  private readonly intents = new Map<string, number>();
  private readonly visits = new Map<string, Visit>();
  private visited = false;

  constructor(
    private readonly remotes: () => readonly LoadedVersion[],
    private readonly send: HealthSend = sendKeepalive,
    private readonly now: () => number = () => performance.now(),
    private readonly initialPath: string | undefined = globalThis.location?.pathname,
  ) {}

  /** A click or Enter chose the page at `path`: its time runs from now (the page's start: navigation start for the first). */
  intent(path: string): void {
    this.intents.set(path, this.now());
  }

  /** A remote's page renders for the first time: its time runs from now unless a click started it. */
  opening(path: string): void {
    if (this.intents.has(path) || this.visits.has(path)) return;
    // The document's own address (a deep link, a reload) is timed from the navigation's start.
    this.intents.set(path, !this.visited && path === this.initialPath ? 0 : this.now());
  }

  /**
   * A remote's page is opening (its page component mounts): one page load, timed from the click that
   * chose it, else from the navigation's start for the document's first page (a deep link), else from now.
   */
  pageLoad(remote: LoadedVersion, path: string): void {
    this.batch.pageLoad(remote.name, remote.version);
    this.scheduled();
    const now = this.now();
    const intent = this.intents.get(path);
    this.intents.delete(path);
    const start = intent === 0 || (intent !== undefined && now - intent <= INTENT_FRESH_MS) ? intent : now;
    this.visited = true;
    this.visits.set(path, { ...remote, start });
  }

  /** The page at `path` shows its first rows: its load time, measured once per opening. */
  rowsShown(path: string): void {
    const visit = this.visits.get(path);
    if (!visit) return;
    this.visits.delete(path);
    const end = this.now();
    this.batch.loadTime(visit.name, visit.version, end - visit.start);
    this.scheduled();
    try {
      performance.measure(`console:page ${path}`, { start: visit.start, end });
    } catch {
      /* a measure is for the profiler only */
    }
  }

  error(remote: LoadedVersion, kind: HealthErrorKind): void {
    this.batch.error(remote.name, remote.version, kind);
    this.scheduled();
  }

  /** An unhandled rejection or error: counted against the remote version whose scripts its stack names, if any. */
  unhandled(reason: unknown, scriptUrl = ''): void {
    const stack = `${scriptUrl}\n${(reason as Error | undefined)?.stack ?? ''}`;
    const remote = remoteOfStack(stack, this.remotes());
    if (!remote) return;
    this.batch.error(remote.name, remote.version, 'unhandled');
    this.scheduled();
  }

  /** Arms the flush of what was just counted (listen()'s one-shot timer); nothing while nothing waits. */
  private scheduled: () => void = () => {};

  flush(): void {
    if (this.batch.empty) return;
    this.send(this.batch.take());
  }

  /** Listens on the page: rejections, errors, the kit's rows-shown event, pagehide and the timer. Returns its stop. */
  listen(target: Window = window, intervalMs = HEALTH_REPORT_INTERVAL_MS): () => void {
    const onRejection = (event: PromiseRejectionEvent) => this.unhandled(event.reason);
    const onError = (event: ErrorEvent) => this.unhandled(event.error, event.filename);
    const onRows = (event: Event) => {
      const page = (event.target as Element | null)?.closest?.<HTMLElement>('.console-page[data-path]');
      if (page?.dataset.path) this.rowsShown(page.dataset.path);
    };
    const onHide = () => this.flush();
    target.addEventListener('unhandledrejection', onRejection);
    target.addEventListener('error', onError);
    target.document.addEventListener(ROWS_SHOWN_EVENT, onRows);
    target.addEventListener('pagehide', onHide);
    // A one-shot timer armed by the first report of a batch, not a standing interval: an idle page asks
    // nothing, and a session's intervals stay the spec's polls (the long-session tests hold them).
    let timer: number | undefined;
    this.scheduled = () => {
      timer ??= target.setTimeout(() => {
        timer = undefined;
        this.flush();
      }, intervalMs);
    };
    return () => {
      this.scheduled = () => {};
      target.removeEventListener('unhandledrejection', onRejection);
      target.removeEventListener('error', onError);
      target.document.removeEventListener(ROWS_SHOWN_EVENT, onRows);
      target.removeEventListener('pagehide', onHide);
      if (timer !== undefined) target.clearTimeout(timer);
    };
  }
}
