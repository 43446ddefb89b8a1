import {
  HEALTH_LATENCY_BOUNDS_MS,
  HEALTH_REPORT_LIMITS,
  HEALTH_RETENTION_MINUTES,
  RELEASE_HEALTH_TEXTS,
  type HealthReport,
} from '@console/host-shell/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startBackend, type Harness } from '../../test/harness';
import { bucketOf, healthFigures, percentile } from './releaseHealth';

let backend: Harness;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(() => backend.app.close());
beforeEach(() => {
  backend.db.exec('DELETE FROM release_health; DELETE FROM release_health_users');
});

const report = (change: Partial<HealthReport> = {}): HealthReport => ({
  remote: 'remote-carrier',
  version: '1.0.0',
  pageLoads: 0,
  loadFailed: 0,
  crashed: 0,
  unhandled: 0,
  loadMs: [],
  ...change,
});
const send = async (username: string, body: unknown) =>
  (await backend.call({ method: 'POST', url: '/api/release/health', token: await backend.login(username), payload: body as object })).body;
const figures = async (query = '') => (await backend.call({ method: 'GET', url: `/api/release/getHealth${query}`, token: await backend.login('admin') })).body;
const userId = (username: string) => backend.db.prepare('SELECT id FROM users WHERE username = ?').pluck().get(username) as number;
const thisMinute = () => Math.floor(Date.now() / 60_000);

describe('POST /api/release/health (a shell reports what it saw)', () => {
  it('adds up per remote version: users, page loads, errors, the error rate and p50/p95 from the histogram', async () => {
    expect(
      await send('staff', { reports: [report({ pageLoads: 3, loadMs: [90, 450, 450] }), report({ version: '1.1.0', pageLoads: 2, crashed: 1 })] }),
    ).toMatchObject({
      code: 200,
    });
    await send('admin', { reports: [report({ pageLoads: 1, unhandled: 1, loadMs: [2_500] })] });
    await send('staff', { reports: [report({ pageLoads: 1, loadFailed: 1 })] });
    const { code, data } = await figures();
    expect(code).toBe(200);
    const stable = data.find((row: { version: string }) => row.version === '1.0.0');
    expect(stable).toMatchObject({
      remote: 'remote-carrier',
      users: 2,
      pageLoads: 5,
      loadFailed: 1,
      unhandled: 1,
      crashed: 0,
      errors: 2,
      errorRate: 0.4,
      samples: 4,
    });
    expect(stable.p50Ms).toBe(500);
    expect(stable.p95Ms).toBe(3000);
    expect(data.find((row: { version: string }) => row.version === '1.1.0')).toMatchObject({
      users: 1,
      pageLoads: 2,
      crashed: 1,
      errorRate: 0.5,
      samples: 0,
      p95Ms: null,
    });
  });

  it('takes who reports from the token: a body naming a user or a role is refused and counts nothing', async () => {
    expect(await send('staff', { role: 'admin', reports: [report({ pageLoads: 1 })] })).toMatchObject({
      code: 400,
      message: RELEASE_HEALTH_TEXTS.identityInBody,
    });
    expect(await send('staff', { reports: [{ ...report({ pageLoads: 1 }), userId: userId('admin') }] })).toMatchObject({
      code: 400,
      message: RELEASE_HEALTH_TEXTS.identityInBody,
    });
    expect((await figures()).data).toEqual([]);
    await send('staff', { reports: [report({ pageLoads: 1 })] });
    expect(backend.db.prepare('SELECT user_id FROM release_health_users').pluck().all()).toEqual([userId('staff')]);
  });

  it('needs a login, and only an admin reads the figures', async () => {
    expect((await backend.call({ method: 'POST', url: '/api/release/health', payload: { reports: [report()] } })).status).toBe(401);
    const read = await backend.call({ method: 'GET', url: '/api/release/getHealth', token: await backend.login('staff') });
    expect(read.body.code).toBe(403);
  });

  it.each([
    ['an unknown field', { reports: [{ ...report(), extra: 1 }] }],
    ['a negative count', { reports: [report({ crashed: -1 })] }],
    ['a count past the limit', { reports: [report({ pageLoads: HEALTH_REPORT_LIMITS.count + 1 })] }],
    ['too many reports', { reports: Array.from({ length: HEALTH_REPORT_LIMITS.reports + 1 }, () => report()) }],
    ['too many load times', { reports: [report({ loadMs: Array.from({ length: HEALTH_REPORT_LIMITS.samples + 1 }, () => 1) })] }],
    ['a load time past the last bound', { reports: [report({ loadMs: [HEALTH_LATENCY_BOUNDS_MS.at(-1)! + 1] })] }],
    ['a remote name with a slash', { reports: [report({ remote: '../x' })] }],
    ['no reports', {}],
  ])('refuses %s whole', async (_, body) => {
    expect(await send('staff', body)).toMatchObject({ code: 400, message: RELEASE_HEALTH_TEXTS.badReport });
    expect((await figures()).data).toEqual([]);
  });

  it('keeps one row per remote version and minute, and drops minutes past the retention as reports arrive', async () => {
    const old = thisMinute() - HEALTH_RETENTION_MINUTES - 1;
    backend.db.prepare("INSERT INTO release_health (remote, version, minute, page_loads, latency) VALUES ('remote-crm', '0.9.0', ?, 5, '[]')").run(old);
    backend.db.prepare("INSERT INTO release_health_users VALUES ('remote-crm', '0.9.0', 1, ?)").run(old);
    for (let i = 0; i < 3; i += 1) await send('staff', { reports: [report({ pageLoads: 1 })] });
    const rows = backend.db.prepare('SELECT remote, version, page_loads AS pageLoads FROM release_health').all();
    expect(rows.length).toBeLessThanOrEqual(2);
    expect(rows.every((row) => (row as { remote: string }).remote === 'remote-carrier')).toBe(true);
    expect(backend.db.prepare("SELECT COUNT(*) FROM release_health_users WHERE remote = 'remote-crm'").pluck().get()).toBe(0);
  });
});

describe('GET /api/release/getHealth (the figures over a window)', () => {
  it('counts only the minutes and users within the window', async () => {
    const minute = thisMinute();
    const insert = backend.db.prepare(
      "INSERT INTO release_health (remote, version, minute, page_loads, crashed, latency) VALUES ('remote-crm', '2.0.0', ?, ?, ?, ?)",
    );
    const histogram = (bucket: number) => JSON.stringify(HEALTH_LATENCY_BOUNDS_MS.map((_, i) => (i === bucket ? 1 : 0)));
    insert.run(minute - 100, 10, 10, histogram(14));
    insert.run(minute - 5, 4, 1, histogram(2));
    backend.db.prepare("INSERT INTO release_health_users VALUES ('remote-crm', '2.0.0', 1, ?), ('remote-crm', '2.0.0', 2, ?)").run(minute - 100, minute - 5);
    expect((await figures('?windowMinutes=30')).data).toEqual([
      expect.objectContaining({
        version: '2.0.0',
        users: 1,
        pageLoads: 4,
        crashed: 1,
        errorRate: 0.25,
        p95Ms: 300,
        firstSeenAt: new Date((minute - 5) * 60_000).toISOString(),
      }),
    ]);
    expect((await figures('?windowMinutes=120')).data).toEqual([expect.objectContaining({ users: 2, pageLoads: 14, errors: 11, p95Ms: 120000 })]);
    expect((await figures('?windowMinutes=0')).code).toBe(400);
    expect(healthFigures(backend.db, 30, (minute + 40) * 60_000)).toEqual([]);
  });
});

describe('the histogram', () => {
  it('counts a time in the first bucket it does not exceed, and reads a quantile as its bucket bound', () => {
    expect(bucketOf(0)).toBe(0);
    expect(bucketOf(100)).toBe(0);
    expect(bucketOf(101)).toBe(1);
    expect(bucketOf(120_000)).toBe(HEALTH_LATENCY_BOUNDS_MS.length - 1);
    const histogram = HEALTH_LATENCY_BOUNDS_MS.map(() => 0);
    histogram[0] = 50;
    histogram[3] = 45;
    histogram[9] = 5;
    expect(percentile(histogram, 0.5)).toBe(100);
    expect(percentile(histogram, 0.95)).toBe(400);
    expect(percentile(histogram, 0.96)).toBe(3000);
    expect(
      percentile(
        HEALTH_LATENCY_BOUNDS_MS.map(() => 0),
        0.5,
      ),
    ).toBeNull();
  });
});
