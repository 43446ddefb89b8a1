import { sumApi } from '@console/remote-admin/contract';
import { SEEDED_ACCOUNTS } from '@console/sdk/seeded';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../db/time';
import { startBackend, type Harness } from '../../test/harness';

let backend: Harness;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(() => backend.app.close());

const post = (url: string, payload: Record<string, unknown>, token: string) => backend.call({ method: 'POST', url, payload, token });
const day = (daysAgo: number) => {
  const date = new Date();
  date.setHours(0, 0, 0, 0);
  date.setDate(date.getDate() - daysAgo);
  return formatDateTime(date).slice(0, 10);
};

describe('the dashboard’s figures (/dashboard) equal the rows the lists show', () => {
  for (const role of ['admin', 'agent', 'company'] as const) {
    it(`as ${role}: today’s and the month’s calls are /record’s rows, the 14-day trend its days, the companies /company’s`, async () => {
      const token = await backend.login(SEEDED_ACCOUNTS[role].username);
      const records = async (from: string, to: string, extra: Record<string, unknown> = {}) =>
        (await post('/api/record/queryRequest', { startTimeFrom: `${from} 00:00:00`, startTimeTo: `${to} 23:59:59`, pageSize: 1, ...extra }, token)).body.data
          .total as number;
      const info = (await post(sumApi.getHomePageInfoWithUser.path, {}, token)).body.data;
      expect(info.todayCalls).toBe(await records(day(0), day(0)));
      expect(info.todayConnected).toBe(await records(day(0), day(0), { status: '已接通' }));
      expect(info.monthCalls).toBe(await records(`${day(0).slice(0, 7)}-01`, day(0)));
      expect(info.monthCalls).toBeGreaterThan(0);
      const trend = (await post(sumApi.getCallData.path, {}, token)).body.data as { date: string; calls: number; connected: number }[];
      expect(trend).toHaveLength(14);
      for (const point of trend.filter((_, index) => index % 4 === 0)) {
        expect(point.calls).toBe(await records(point.date, point.date));
        expect(point.connected).toBe(await records(point.date, point.date, { status: '已接通' }));
      }
      if (role !== 'company') expect(info.companies).toBe((await post('/api/company/list', { pageSize: 1 }, token)).body.data.total);
    });
  }
});
