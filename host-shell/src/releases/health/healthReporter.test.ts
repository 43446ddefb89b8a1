import { ROWS_SHOWN_EVENT } from '@console/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEALTH_LATENCY_BOUNDS_MS, HEALTH_REPORT_LIMITS, type HealthReport } from '../../contract';
import { HealthBatch, remoteOfStack, type LoadedVersion } from './healthBatch';
import { HealthReporter } from './healthReporter';

const CARRIER: LoadedVersion = { name: 'remote-carrier', version: '1.0.0', entryUrl: 'http://127.0.0.1:8001/1.0.0/remoteEntry.js' };
const CANARY: LoadedVersion = { name: 'remote-carrier', version: '1.1.0', entryUrl: 'http://127.0.0.1:8001/1.1.0/remoteEntry.js' };
const CRM: LoadedVersion = { name: 'remote-crm', version: '2.0.0', entryUrl: 'http://127.0.0.1:8002/2.0.0/remoteEntry.js' };

describe('HealthBatch', () => {
  it('counts per remote version, and starts afresh once taken', () => {
    const batch = new HealthBatch();
    batch.pageLoad('remote-carrier', '1.0.0');
    batch.pageLoad('remote-carrier', '1.1.0');
    batch.error('remote-carrier', '1.1.0', 'crashed');
    batch.error('remote-carrier', '1.1.0', 'loadFailed');
    batch.loadTime('remote-carrier', '1.0.0', 412.6);
    expect(batch.take()).toEqual([
      { remote: 'remote-carrier', version: '1.0.0', pageLoads: 1, loadFailed: 0, crashed: 0, unhandled: 0, loadMs: [413] },
      { remote: 'remote-carrier', version: '1.1.0', pageLoads: 1, loadFailed: 1, crashed: 1, unhandled: 0, loadMs: [] },
    ]);
    expect(batch.empty).toBe(true);
    expect(batch.take()).toEqual([]);
  });

  it('stays within the limits the backend accepts', () => {
    const batch = new HealthBatch();
    for (let i = 0; i < HEALTH_REPORT_LIMITS.count + 5; i += 1) batch.pageLoad('remote-crm', '1');
    for (let i = 0; i < HEALTH_REPORT_LIMITS.samples + 5; i += 1) batch.loadTime('remote-crm', '1', 1e9);
    for (let i = 0; i < HEALTH_REPORT_LIMITS.reports + 5; i += 1) batch.pageLoad('remote-crm', `v${i}`);
    const reports = batch.take();
    expect(reports).toHaveLength(HEALTH_REPORT_LIMITS.reports);
    expect(reports[0].pageLoads).toBe(HEALTH_REPORT_LIMITS.count);
    expect(reports[0].loadMs).toHaveLength(HEALTH_REPORT_LIMITS.samples);
    expect(Math.max(...reports[0].loadMs)).toBe(HEALTH_LATENCY_BOUNDS_MS.at(-1));
  });
});

describe('remoteOfStack', () => {
  it('names the remote version whose folder the stack names, not another version of it', () => {
    const stack = `TypeError: x is undefined\n    at load (http://127.0.0.1:8001/1.1.0/__federation_expose_BlackList.4f2a.js:1:200)`;
    expect(remoteOfStack(stack, [CARRIER, CANARY, CRM])).toBe(CANARY);
    expect(remoteOfStack('at http://127.0.0.1:8002/2.0.0/remoteEntry.js:3:4', [CARRIER, CANARY, CRM])).toBe(CRM);
  });

  it("leaves the shell's own code and unknown scripts alone", () => {
    expect(remoteOfStack('at http://127.0.0.1:8000/static/js/main.js:1:1', [CARRIER, CRM])).toBeUndefined();
    expect(remoteOfStack('', [CARRIER, { ...CRM, entryUrl: '' }])).toBeUndefined();
  });
});

describe('HealthReporter', () => {
  let clock = 0;
  const sent: HealthReport[][] = [];
  const reporter = (initialPath = '/blackList') =>
    new HealthReporter(
      () => [CARRIER, CRM],
      (reports) => sent.push(reports),
      () => clock,
      initialPath,
    );
  afterEach(() => {
    sent.length = 0;
    clock = 0;
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  /** One step of a session: the clock, then what happens at that time. */
  type Step = [number, (health: HealthReporter) => void];
  const loaded = (remote: LoadedVersion, loadMs: number): HealthReport => ({
    remote: remote.name,
    version: remote.version,
    pageLoads: 1,
    loadFailed: 0,
    crashed: 0,
    unhandled: 0,
    loadMs: [loadMs],
  });
  it.each<{ name: string; initialPath: string; steps: Step[]; reports: HealthReport[] }>([
    {
      name: 'a deep link from the navigation start, and a click from the click',
      initialPath: '/blackList',
      steps: [
        [300, (health) => health.opening('/blackList')],
        [500, (health) => health.pageLoad(CARRIER, '/blackList')],
        [900, (health) => health.rowsShown('/blackList')],
        [5_000, (health) => health.intent('/customer')],
        [5_100, (health) => (health.opening('/customer'), health.pageLoad(CRM, '/customer'))],
        [5_350, (health) => (health.rowsShown('/customer'), health.rowsShown('/customer'))],
      ],
      reports: [loaded(CARRIER, 900), loaded(CRM, 350)],
    },
    {
      name: 'a page reached otherwise from its first render, and after an old click from its opening',
      initialPath: '/dashboard',
      steps: [
        [1_000, (health) => health.intent('/customer')],
        [60_000, (health) => health.pageLoad(CRM, '/customer')],
        [60_200, (health) => health.rowsShown('/customer')],
        [70_000, (health) => health.opening('/blackList')],
        [70_100, (health) => health.pageLoad(CARRIER, '/blackList')],
        [70_400, (health) => health.rowsShown('/blackList')],
      ],
      reports: [loaded(CRM, 200), loaded(CARRIER, 400)],
    },
  ])('times $name', ({ initialPath, steps, reports }) => {
    const health = reporter(initialPath);
    for (const [time, step] of steps) {
      clock = time;
      step(health);
    }
    health.flush();
    expect(sent).toEqual([reports]);
  });

  it('counts an unhandled rejection against the remote its stack names, and sends nothing when nothing happened', () => {
    const health = reporter();
    health.flush();
    expect(sent).toEqual([]);
    health.unhandled(new Error('shell'));
    health.unhandled({ stack: 'at http://127.0.0.1:8001/1.0.0/page.js:1:1' });
    health.unhandled(undefined, 'http://127.0.0.1:8002/2.0.0/chunk.js');
    health.flush();
    expect(sent[0].map((report) => [report.remote, report.unhandled])).toEqual([
      ['remote-carrier', 1],
      ['remote-crm', 1],
    ]);
  });

  it("listens: the kit's rows-shown event of a kept page, rejections, the timer and pagehide send", () => {
    vi.useFakeTimers();
    const health = reporter();
    const stop = health.listen(window, 30_000);
    try {
      document.body.innerHTML = '<div class="console-page" data-path="/blackList"><div class="console-list-page"></div></div>';
      health.opening('/blackList');
      health.pageLoad(CARRIER, '/blackList');
      clock = 250;
      document.querySelector('.console-list-page')!.dispatchEvent(new Event(ROWS_SHOWN_EVENT, { bubbles: true }));
      const rejection = Object.assign(new Event('unhandledrejection'), { reason: { stack: 'at http://127.0.0.1:8001/1.0.0/x.js:1:1' } });
      window.dispatchEvent(rejection);
      expect(sent).toEqual([]);
      vi.advanceTimersByTime(30_000);
      expect(sent).toEqual([[{ remote: 'remote-carrier', version: '1.0.0', pageLoads: 1, loadFailed: 0, crashed: 0, unhandled: 1, loadMs: [250] }]]);
      health.error(CRM, 'crashed');
      window.dispatchEvent(new Event('pagehide'));
      expect(sent[1]).toEqual([{ remote: 'remote-crm', version: '2.0.0', pageLoads: 0, loadFailed: 0, crashed: 1, unhandled: 0, loadMs: [] }]);
    } finally {
      stop();
    }
    health.error(CRM, 'crashed');
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toHaveLength(2);
  });
});
