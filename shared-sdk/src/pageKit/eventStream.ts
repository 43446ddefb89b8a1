import { apiOrigin } from '../api/origin';
import { platformHeaders } from '../api/rules';
import type { CallSpec } from '../contract';
import { getStoredRole, getStoredToken } from '../session/session';

/** Where a live stream is: connecting (first time), live (events arrive), reconnecting (lost, trying again), refused (the backend said no: not retried). */
export type StreamStatus = 'connecting' | 'live' | 'reconnecting' | 'refused';

export interface EventStreamOptions<T> {
  /** The SSE event name whose `data` (JSON) is handed on. */
  event: string;
  onData: (data: T) => void;
  onStatus?: (status: StreamStatus, reason?: string) => void;
  /** The waits before each new attempt after a loss, the last one repeated: the backend restarting, a proxy's 502. */
  retryDelaysMs?: readonly number[];
  /** For tests. */
  fetch?: typeof fetch;
}

export const STREAM_RETRY_DELAYS_MS = [500, 1000, 2000, 5000] as const;

/** One SSE frame's event name and data (`event:` / `data:` lines; comments and other fields skipped). */
export function parseFrame(frame: string): { event: string; data: string } | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of frame.split(/\r?\n/)) {
    if (line.startsWith(':') || line === '') continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  return data.length ? { event, data: data.join('\n') } : null;
}

/**
 * A server-sent event stream of a contract's GET entry, with the platform's headers (the token
 * travels in Authorization, never in the URL, so EventSource cannot be used). It reconnects by itself
 * after a loss (a backend restart, a proxy error) with growing waits, and stops when the backend
 * answers with an envelope instead (403, a session that ended) or when the returned function is called.
 */
export function openEventStream<T>(call: Pick<CallSpec, 'path'>, options: EventStreamOptions<T>): () => void {
  const { event, onData, onStatus = () => {}, retryDelaysMs = STREAM_RETRY_DELAYS_MS } = options;
  const fetcher = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const controller = new AbortController();
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const retry = () => {
    if (controller.signal.aborted) return;
    onStatus('reconnecting');
    const wait = retryDelaysMs[Math.min(failures, retryDelaysMs.length - 1)];
    failures++;
    timer = setTimeout(() => void connect(), wait);
  };

  const connect = async () => {
    try {
      const headers = platformHeaders(getStoredToken(), getStoredRole());
      headers.Accept = 'text/event-stream';
      const response = await fetcher(`${apiOrigin() ?? ''}${call.path}`, { headers, signal: controller.signal, cache: 'no-store' });
      if (!response.ok || !response.body) return retry();
      if (!(response.headers.get('content-type') ?? '').includes('text/event-stream')) {
        const body = (await response.json().catch(() => null)) as { message?: string } | null;
        return onStatus('refused', body?.message);
      }
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let end: RegExpExecArray | null;
        while ((end = /\r?\n\r?\n/.exec(buffer))) {
          const frame = parseFrame(buffer.slice(0, end.index));
          buffer = buffer.slice(end.index + end[0].length);
          if (frame?.event === event) {
            failures = 0;
            onStatus('live');
            onData(JSON.parse(frame.data) as T);
          }
        }
      }
      retry();
    } catch {
      retry();
    }
  };

  onStatus('connecting');
  void connect();
  return () => {
    controller.abort();
    clearTimeout(timer);
  };
}
