import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPolling, type PollingEnvironment } from './polling';

class FakeDocument extends EventTarget {
  hidden = false;
  setHidden(hidden: boolean) {
    this.hidden = hidden;
    this.dispatchEvent(new Event('visibilitychange'));
  }
}

let fakeDocument: FakeDocument;
const env = (): PollingEnvironment => ({
  document: fakeDocument as unknown as PollingEnvironment['document'],
  setInterval: (handler, ms) => setInterval(handler, ms),
  clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
});

beforeEach(() => {
  vi.useFakeTimers();
  fakeDocument = new FakeDocument();
});
afterEach(() => vi.useRealTimers());

describe('startPolling', () => {
  it('runs at once and then every interval (8 s for top-up counts)', () => {
    const task = vi.fn();
    startPolling(task, 8000, env());
    expect(task).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(7999);
    expect(task).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(16000);
    expect(task).toHaveBeenCalledTimes(4);
  });

  it('pauses while the tab is hidden and resumes, at once, when it is visible', () => {
    const task = vi.fn();
    startPolling(task, 5000, env());
    fakeDocument.setHidden(true);
    vi.advanceTimersByTime(60000);
    expect(task).toHaveBeenCalledTimes(1);
    fakeDocument.setHidden(false);
    expect(task).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(5000);
    expect(task).toHaveBeenCalledTimes(3);
  });

  it('does not start while hidden', () => {
    fakeDocument.hidden = true;
    const task = vi.fn();
    startPolling(task, 5000, env());
    vi.advanceTimersByTime(20000);
    expect(task).not.toHaveBeenCalled();
  });

  it('leaves no timer and no listener after stop', () => {
    const task = vi.fn();
    const stop = startPolling(task, 5000, env());
    stop();
    expect(vi.getTimerCount()).toBe(0);
    fakeDocument.setHidden(true);
    fakeDocument.setHidden(false);
    vi.advanceTimersByTime(20000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('keeps polling after a failed poll', async () => {
    const task = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue('ok');
    startPolling(task, 1000, env());
    await vi.advanceTimersByTimeAsync(1000);
    expect(task).toHaveBeenCalledTimes(2);
  });
});
