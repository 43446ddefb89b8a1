import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeRenewedToken } from '../session/session';
import { openEventStream, parseFrame, type StreamStatus } from './eventStream';

/** A response whose body is the given chunks, then closed (a backend that stopped), or left open. */
function streamResponse(chunks: string[], { open = false } = {}) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      if (!open) controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': 'text/event-stream; charset=utf-8' } });
}

const flush = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
  await vi.advanceTimersByTimeAsync(0);
};

beforeEach(() => {
  vi.useFakeTimers();
  storeRenewedToken('abc');
});
afterEach(() => vi.useRealTimers());

describe('openEventStream', () => {
  it('reads frames split anywhere, hands on the named event’s JSON, skips comments and other events', async () => {
    const data: unknown[] = [];
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(
        streamResponse(
          ['retry: 1000\n\n: 心跳\n\nevent: figures\nda', 'ta: {"n":1}\n\nevent: other\ndata: {"n":9}\n\n', 'event: figures\r\ndata: {"n":2}\r\n\r\n'],
          { open: true },
        ),
      );
    const stop = openEventStream({ path: '/api/x' }, { event: 'figures', onData: (value) => data.push(value), fetch });
    await flush();
    expect(data).toEqual([{ n: 1 }, { n: 2 }]);
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/api/x');
    // The token travels in the Authorization header (never in the URL), as every call's does.
    expect(init.headers.Authorization).toBe('Bearer abc');
    stop();
  });

  it('reconnects by itself after the stream ends or the backend is unreachable, with growing waits', async () => {
    const statuses: StreamStatus[] = [];
    const data: unknown[] = [];
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(streamResponse(['event: figures\ndata: 1\n\n']))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('Bad Gateway', { status: 502 }))
      .mockResolvedValueOnce(streamResponse(['event: figures\ndata: 2\n\n'], { open: true }));
    const stop = openEventStream(
      { path: '/api/x' },
      { event: 'figures', onData: (value) => data.push(value), onStatus: (status) => statuses.push(status), fetch, retryDelaysMs: [100, 200, 400] },
    );
    await flush();
    expect(data).toEqual([1]);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(199);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(400);
    await flush();
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(data).toEqual([1, 2]);
    expect(statuses).toEqual(['connecting', 'live', 'reconnecting', 'reconnecting', 'reconnecting', 'live']);
    stop();
  });

  it('stops, without retrying, when the backend answers with an envelope (a refused role, an ended session)', async () => {
    const statuses: [StreamStatus, string | undefined][] = [];
    const fetch = vi.fn().mockResolvedValue(Response.json({ code: 403, message: '无权限访问该数据', data: null }));
    openEventStream({ path: '/api/x' }, { event: 'figures', onData: () => {}, onStatus: (status, reason) => statuses.push([status, reason]), fetch });
    await flush();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(statuses).toEqual([
      ['connecting', undefined],
      ['refused', '无权限访问该数据'],
    ]);
  });

  it('stops retrying once closed', async () => {
    const fetch = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const stop = openEventStream({ path: '/api/x' }, { event: 'figures', onData: () => {}, fetch, retryDelaysMs: [100] });
    await flush();
    stop();
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('parses a frame’s event and data lines', () => {
    expect(parseFrame('event: a\ndata: x\ndata: y')).toEqual({ event: 'a', data: 'x\ny' });
    expect(parseFrame(': comment')).toBeNull();
    expect(parseFrame('data:{"a":1}')).toEqual({ event: 'message', data: '{"a":1}' });
  });
});
