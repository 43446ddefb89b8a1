/**
 * Runs `task` now and then every `intervalMs`, paused while the browser tab is hidden and resumed
 * (with an immediate run) when it is visible again. `stop` leaves no timer behind.
 */
export interface PollingEnvironment {
  document: Pick<Document, 'hidden' | 'addEventListener' | 'removeEventListener'>;
  setInterval: (handler: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
}

const browser = (): PollingEnvironment => ({
  document,
  setInterval: (handler, ms) => window.setInterval(handler, ms),
  clearInterval: (handle) => window.clearInterval(handle as number),
});

export function startPolling(task: () => unknown, intervalMs: number, env: PollingEnvironment = browser()): () => void {
  let timer: unknown = null;
  const run = () => {
    try {
      void Promise.resolve(task()).catch(() => undefined);
    } catch {
      /* a failed poll waits for the next one */
    }
  };
  const pause = () => {
    if (timer !== null) env.clearInterval(timer);
    timer = null;
  };
  const resume = () => {
    if (timer !== null) return;
    run();
    timer = env.setInterval(run, intervalMs);
  };
  const onVisibility = () => (env.document.hidden ? pause() : resume());
  env.document.addEventListener('visibilitychange', onVisibility);
  if (!env.document.hidden) resume();
  return () => {
    pause();
    env.document.removeEventListener('visibilitychange', onVisibility);
  };
}
