import { SEEDED_ACCOUNTS } from '@console/sdk/seeded';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromNow } from '../../db/time';
import { startBackend, type Harness } from '../../test/harness';

let backend: Harness;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  backend = await startBackend();
  for (const role of ['admin', 'agent', 'normal'] as const) tokens[role] = await backend.login(SEEDED_ACCOUNTS[role].username);
});
afterAll(() => backend.app.close());

const call = async (method: 'GET' | 'POST', url: string, payload: Record<string, unknown>, as: string) =>
  (await backend.call({ method, url, payload: method === 'POST' ? payload : undefined, token: tokens[as] })).body;

describe('/businessRecords: account business read off the operation log', () => {
  it('lists opened, renewed and closed accounts, by kind, and nothing else the log holds', async () => {
    const all = (await call('POST', '/api/businessRecord/list', { pageSize: 100 }, 'admin')).data;
    expect(all.total).toBeGreaterThan(0);
    expect(new Set(all.list.map((row: { kind: string }) => row.kind))).toEqual(new Set(['open', 'renew', 'close']));
    const logged = backend.db.prepare("SELECT COUNT(*) FROM operation_log WHERE path = '/api/notice/add'").pluck().get() as number;
    expect(logged).toBeGreaterThan(0);
    expect(all.list.some((row: { operation: string }) => row.operation === '新增公告')).toBe(false);
    const renewals = (await call('POST', '/api/businessRecord/list', { kind: 'renew', pageSize: 100 }, 'admin')).data.list;
    expect(renewals.every((row: { kind: string }) => row.kind === 'renew')).toBe(true);
  });

  it('shows a renewal as soon as it is made, and is the admin’s only', async () => {
    backend.db.prepare('UPDATE users SET valid_date = ? WHERE id = 8').run(daysFromNow(5));
    const validDate = daysFromNow(40);
    expect((await call('POST', '/api/validity/extend', { userId: 8, validDate }, 'agent')).code).toBe(200);
    const [latest] = (await call('POST', '/api/businessRecord/list', { pageSize: 1 }, 'admin')).data.list;
    expect(latest).toMatchObject({ kind: 'renew', operation: '延长有效期', username: 'agent', target: `用户编号 8，有效期至 ${validDate}` });
    expect((await call('POST', '/api/businessRecord/list', {}, 'agent')).code).toBe(403);
  });
});

describe('/validate: the caller’s own account checked', () => {
  it('answers the checks the login makes, and warns of a term ending soon', async () => {
    backend.db.prepare('UPDATE users SET valid_date = ? WHERE id = 8').run(daysFromNow(3));
    const checks = (await call('GET', '/api/validate/account', {}, 'normal')).data as { item: string; result: string; detail: string }[];
    expect(checks.map((check) => check.item)).toEqual(['账号状态', '账号有效期', '所属代理商（华东代理）有效期', '上次登录']);
    expect(checks[1]).toMatchObject({ result: 'warn' });
    expect(checks[1]!.detail).toMatch(/^有效期至 .+（剩余 [23] 天）$/);
    const admin = (await call('GET', '/api/validate/account', {}, 'admin')).data as { item: string }[];
    expect(admin.map((check) => check.item)).toEqual(['账号状态', '账号有效期', '上次登录']);
  });
});
