import { numberApi, HEALTH } from '@console/remote-carrier/contract';
import { SEEDED_ACCOUNTS } from '@console/sdk/seeded';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../db/time';
import { startBackend, type Harness } from '../../test/harness';

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
const scoreOf = async () =>
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
