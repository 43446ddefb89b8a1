import { numberApi, HEALTH } from '@console/remote-carrier/contract';
import { SEEDED_ACCOUNTS } from '@console/sdk/seeded';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../db/time';
import { startBackend, type Harness } from '../../test/harness';
import { healthScoreSql, healthTrendSql, refreshHealth, refreshHealthInChunks, scheduleHealthRefresh } from './health';

/** The health score (contract/health.ts, CONTRACT.md "The health score") on the seeded database. */
let backend: Harness;
let admin: string;
let phone: string;
beforeAll(async () => {
  backend = await startBackend();
  admin = await backend.login(SEEDED_ACCOUNTS.admin.username);
  phone = backend.db.prepare("SELECT phone_number FROM carrier_numbers WHERE state = 'open' AND operator = 'WN' ORDER BY id LIMIT 1").pluck().get() as string;
});
afterAll(() => backend.app.close());

const yesterday = () => formatDateTime(new Date(Date.now() - 86_400_000));
/** The number's score as the list shows it, after a refresh of the stored scores. */
const scoreOf = async () => {
  refreshHealth(backend.db);
  return shownScore();
};
const shownScore = async () =>
  (await backend.call({ method: 'POST', url: numberApi.list.path, payload: { operator: 'WN', phoneNumber: phone, pageIndex: 1, pageSize: 5 }, token: admin }))
    .body.data.list[0].healthScore as number;
const call = (status: string, seconds: number, risk = 0) =>
  backend.db
    .prepare("INSERT INTO call_records (caller, callee, start_time, duration_seconds, status, risk, recording_url) VALUES (?, '13600000000', ?, ?, ?, ?, '')")
    .run(phone, yesterday(), seconds, status, risk);

describe('the health score of a number', () => {
  it('is 100 without calls or markers, and loses each signal’s weighted share', async () => {
    // Its calls move to another caller (marks and inspections refer to them, so they stay).
    backend.db.prepare("UPDATE call_records SET caller = '00000000000' WHERE caller = ?").run(phone);
    backend.db.prepare('DELETE FROM marker_records WHERE phone_number = ?').run(phone);
    expect(await scoreOf()).toBe(100);
    // 10 calls in 30 days: 5 connected, 2 of them under 30 s, 1 flagged 风险.
    for (const [status, seconds, risk] of [
      ['已接通', 10, 1],
      ['已接通', 20, 0],
      ['已接通', 60, 0],
      ['已接通', 90, 0],
      ['已接通', 300, 0],
      ['未接通', 0, 0],
      ['未接通', 0, 0],
      ['忙线', 0, 0],
      ['拒接', 0, 0],
      ['空号', 0, 0],
    ] as const)
      call(status, seconds, risk);
    const { weights: w } = HEALTH;
    const penalty = w.volume * (10 / HEALTH.days / HEALTH.callsPerDayCap) + w.unconnected * 0.5 + w.short * (2 / 5) + w.complaints * (1 / HEALTH.complaintsCap);
    // The stored score moves only when the scores are refreshed.
    expect(await shownScore()).toBe(100);
    expect(await scoreOf()).toBe(Math.round(100 - penalty));
    backend.db.prepare('INSERT INTO marker_records (phone_number, mark_type, mark_count, created_at) VALUES (?, ?, 25, ?)').run(phone, '骚扰电话', yesterday());
    expect(await scoreOf()).toBe(Math.round(100 - penalty - w.markers * (25 / HEALTH.markersCap)));
    // The trend: the same calls 7 days ago did not exist yet (a score of 100 less the markers): worse now.
    const trend = async () =>
      (
        await backend.call({
          method: 'POST',
          url: numberApi.list.path,
          payload: { operator: 'WN', phoneNumber: phone, pageIndex: 1, pageSize: 5 },
          token: admin,
        })
      ).body.data.list[0].healthTrend as number;
    refreshHealth(backend.db);
    expect(await trend()).toBe(Math.round(100 - penalty - w.markers * (25 / HEALTH.markersCap)) - Math.round(100 - w.markers * (25 / HEALTH.markersCap)));
    // Calls older than the window no longer count.
    backend.db
      .prepare('UPDATE call_records SET start_time = ? WHERE caller = ?')
      .run(formatDateTime(new Date(Date.now() - (HEALTH.days + 1) * 86_400_000)), phone);
    expect(await scoreOf()).toBe(Math.round(100 - w.markers * (25 / HEALTH.markersCap)));
  });

  it('sorts a brand’s numbers on the server, the seeded hard-and-short callers lowest', async () => {
    const page = async (sortOrder: string) =>
      (
        await backend.call({
          method: 'POST',
          url: numberApi.list.path,
          payload: { operator: 'CY', sortField: 'healthScore', sortOrder, pageIndex: 1, pageSize: 20 },
          token: admin,
        })
      ).body.data.list as { healthScore: number }[];
    const lowest = (await page('ascend')).map((row) => row.healthScore);
    expect(lowest).toEqual([...lowest].sort((a, b) => a - b));
    expect(lowest[0]).toBeLessThan(HEALTH.threshold);
    expect((await page('descend'))[0].healthScore).toBe(100);
  });
});

describe('the stored health score (carrier_number_health, refreshHealth)', () => {
  it('equals the rule computed per number, score and trend, for every seeded number', () => {
    refreshHealth(backend.db);
    const rows = backend.db
      .prepare(
        `SELECT n.id, hh.score, hh.trend, hh.computed_at AS computedAt, ${healthScoreSql('n.phone_number')} AS oracleScore, ${healthTrendSql('n.phone_number')} AS oracleTrend
         FROM carrier_numbers n LEFT JOIN carrier_number_health hh ON hh.number_id = n.id`,
      )
      .all() as { score: number | null; trend: number | null; computedAt: string | null; oracleScore: number; oracleTrend: number }[];
    expect(rows.length).toBeGreaterThan(100);
    for (const row of rows) expect([row.score, row.trend]).toEqual([row.oracleScore, row.oracleTrend]);
    expect(rows.every((row) => row.computedAt)).toBe(true);
    // The seeded world is not all healthy: the comparison covers penalised numbers and moving trends.
    expect(rows.some((row) => row.oracleScore < HEALTH.threshold)).toBe(true);
    expect(rows.some((row) => row.oracleTrend !== 0)).toBe(true);
  });

  it('gives a number added since the last refresh the no-calls row until the next refresh', async () => {
    const { lastInsertRowid } = backend.db
      .prepare(
        `INSERT INTO carrier_numbers (phone_number, operator, company_id, agent_id, state, valid_until, created_at, updated_at)
         SELECT '17099990001', operator, company_id, agent_id, state, valid_until, created_at, updated_at FROM carrier_numbers LIMIT 1`,
      )
      .run();
    expect(backend.db.prepare('SELECT score, trend, computed_at AS computedAt FROM carrier_number_health WHERE number_id = ?').get(lastInsertRowid)).toEqual({
      score: 100,
      trend: 0,
      computedAt: null,
    });
    // The list shows when the score was computed: not yet, then the refresh's moment.
    const shown = async () =>
      (
        await backend.call({
          method: 'POST',
          url: numberApi.list.path,
          payload: { phoneNumber: '17099990001', pageIndex: 1, pageSize: 5 },
          token: admin,
        })
      ).body.data.list[0] as { healthScore: number; healthComputedAt: string };
    expect(await shown()).toMatchObject({ healthScore: 100, healthComputedAt: '' });
    refreshHealth(backend.db, '2026-01-02 03:04:05');
    expect((await shown()).healthComputedAt).toBe('2026-01-02 03:04:05');
  });

  it('sorts the list by the stored score: a number made the lowest by its stored row comes first', async () => {
    const other = backend.db.prepare("SELECT id, phone_number FROM carrier_numbers WHERE operator = 'CY' ORDER BY id DESC LIMIT 1").get() as {
      id: number;
      phone_number: string;
    };
    backend.db.prepare('UPDATE carrier_number_health SET score = -1 WHERE number_id = ?').run(other.id);
    const first = (
      await backend.call({
        method: 'POST',
        url: numberApi.list.path,
        payload: { operator: 'CY', sortField: 'healthScore', sortOrder: 'ascend', pageIndex: 1, pageSize: 5 },
        token: admin,
      })
    ).body.data.list[0] as { phoneNumber: string; healthScore: number };
    expect(first).toMatchObject({ phoneNumber: other.phone_number, healthScore: -1 });
    refreshHealth(backend.db);
  });
});

describe('the refresh timer (scheduleHealthRefresh)', () => {
  it('refreshes every interval, not at all at 0, and stops when asked', async () => {
    vi.useFakeTimers();
    try {
      const uncomputed = () => backend.db.prepare('SELECT COUNT(*) FROM carrier_number_health WHERE computed_at IS NULL').pluck().get() as number;
      backend.db.prepare('UPDATE carrier_number_health SET computed_at = NULL').run();
      scheduleHealthRefresh(backend.db, 0);
      await vi.advanceTimersByTimeAsync(60 * 60_000);
      expect(uncomputed()).toBeGreaterThan(0);
      const stop = scheduleHealthRefresh(backend.db, 15);
      await vi.advanceTimersByTimeAsync(14 * 60_000);
      expect(uncomputed()).toBeGreaterThan(0);
      await vi.advanceTimersByTimeAsync(60_000);
      // The tick's refresh goes a chunk at a time, yielding between chunks: it ends soon after the tick.
      await vi.waitFor(() => expect(uncomputed()).toBe(0));
      stop();
      backend.db.prepare('UPDATE carrier_number_health SET computed_at = NULL').run();
      await vi.advanceTimersByTimeAsync(60 * 60_000);
      expect(uncomputed()).toBeGreaterThan(0);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the chunked refresh (refreshHealthInChunks, the server timer’s)', () => {
  it('writes every number’s row exactly as the whole refresh does, a chunk at a time', async () => {
    const rows = () =>
      backend.db.prepare('SELECT number_id, score, trend, calls, connected, short, risky, markers FROM carrier_number_health ORDER BY number_id').all();
    refreshHealth(backend.db);
    const whole = rows();
    backend.db.prepare('UPDATE carrier_number_health SET score = -1, trend = 0, calls = 0, markers = 0').run();
    const numbers = backend.db.prepare('SELECT COUNT(*) FROM carrier_numbers').pluck().get() as number;
    // A chunk smaller than the seeded numbers, so several chunks (and a partial last one) are written.
    expect(await refreshHealthInChunks(backend.db, 7)).toBe(numbers);
    expect(rows()).toEqual(whole);
  });
});
