import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMOTES } from '@console/build-config';
import { startBackend, type Harness } from '../../test/harness';
import { bucketOf } from './releases';

let backend: Harness;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(() => backend.app.close());

const cohortOf = async (token: string, headers: Record<string, string> = {}) =>
  (await backend.call({ method: 'GET', url: '/api/release/cohort', token, headers })).body;
const userId = (username: string) => backend.db.prepare('SELECT id FROM users WHERE username = ?').pluck().get(username) as number;
const pin = (token: string, payload: Record<string, unknown>) => backend.call({ method: 'POST', url: '/api/release/pin', token, payload });

describe('the canary cohort (GET /api/release/cohort)', () => {
  it('is the session’s user with a bucket per remote, by the documented hash', async () => {
    const { code, data } = await cohortOf(await backend.login('staff'));
    expect(code).toBe(200);
    const id = userId('staff');
    const company = backend.db.prepare('SELECT company_id FROM users WHERE id = ?').pluck().get(id);
    expect(data).toMatchObject({ userId: id, role: 'normal', companyId: company, pins: {} });
    // README: first 4 bytes of SHA-256 of "<userId>:<remote>", big-endian, mod 100.
    const expected = (remote: string) => parseInt(createHash('sha256').update(`${id}:${remote}`).digest('hex').slice(0, 8), 16) % 100;
    expect(data.buckets).toEqual(Object.fromEntries(REMOTES.map((app) => [app.name, expected(app.name)])));
  });

  it('spreads users over the buckets and differs between remotes', () => {
    const buckets = Array.from({ length: 1000 }, (_, i) => bucketOf(i + 1, 'remote-carrier'));
    expect(buckets.every((bucket) => Number.isInteger(bucket) && bucket >= 0 && bucket < 100)).toBe(true);
    const below50 = buckets.filter((bucket) => bucket < 50).length;
    expect(below50).toBeGreaterThan(400);
    expect(below50).toBeLessThan(600);
    expect(buckets).not.toEqual(Array.from({ length: 1000 }, (_, i) => bucketOf(i + 1, 'remote-crm')));
  });

  it('answers from the token only: a claimed role or user changes nothing, and no token gets 401', async () => {
    const token = await backend.login('staff');
    const plain = await cohortOf(token);
    expect(await cohortOf(token, { UserRole: 'admin', 'x-user-id': '1' })).toEqual(plain);
    expect((await backend.call({ method: 'GET', url: '/api/release/cohort?userId=1', token })).body).toEqual(plain);
    expect((await backend.call({ method: 'GET', url: '/api/release/cohort' })).status).toBe(401);
  });
});

describe('pins (admin only, in the operation log)', () => {
  it('pins a user to a version of a remote, shows in that user’s cohort, replaces and unpins', async () => {
    const admin = await backend.login('admin');
    const staff = userId('staff');
    expect((await pin(admin, { username: 'staff', remote: 'remote-carrier', version: '1.0.0+20261207010000' })).body.code).toBe(200);
    expect((await cohortOf(await backend.login('staff'))).data.pins).toEqual({ 'remote-carrier': '1.0.0+20261207010000' });
    expect((await pin(admin, { userId: staff, remote: 'remote-carrier', version: '1.0.1' })).body.code).toBe(200);
    const pins = (await backend.call({ method: 'GET', url: '/api/release/pins', token: admin })).body.data;
    expect(pins.filter((row: { userId: number }) => row.userId === staff)).toEqual([
      expect.objectContaining({ userId: staff, username: 'staff', remote: 'remote-carrier', version: '1.0.1', pinnedBy: 'admin' }),
    ]);
    expect(
      (await backend.call({ method: 'POST', url: '/api/release/unpin', token: admin, payload: { userId: staff, remote: 'remote-carrier' } })).body.code,
    ).toBe(200);
    expect((await cohortOf(await backend.login('staff'))).data.pins).toEqual({});
    const unpinAgain = await backend.call({ method: 'POST', url: '/api/release/unpin', token: admin, payload: { userId: staff, remote: 'remote-carrier' } });
    expect(unpinAgain.body).toMatchObject({ code: 404, message: '该用户没有固定此模块的版本' });
    const logged = backend.db.prepare("SELECT operation, target FROM operation_log WHERE path LIKE '/api/release/%' ORDER BY id").all() as {
      operation: string;
      target: string;
    }[];
    expect(logged.map((row) => row.operation)).toEqual(['固定用户的模块版本', '固定用户的模块版本', '取消固定模块版本']);
    expect(logged[1].target).toBe(`用户编号 ${staff}，模块 remote-carrier，版本 1.0.1`);
  });

  it('refuses every role but admin, an unknown remote or user, and a version that is not one', async () => {
    for (const role of ['agent', 'company', 'staff']) {
      expect((await pin(await backend.login(role), { username: 'staff', remote: 'remote-crm', version: '1.0.0' })).body.code, role).toBe(403);
      expect((await backend.call({ method: 'GET', url: '/api/release/pins', token: await backend.login(role) })).body.code, role).toBe(403);
    }
    const admin = await backend.login('admin');
    expect((await pin(admin, { username: 'staff', remote: 'remote-nowhere', version: '1.0.0' })).body).toMatchObject({
      code: 400,
      message: '未知的模块：remote-nowhere',
    });
    expect((await pin(admin, { username: 'nobody', remote: 'remote-crm', version: '1.0.0' })).body).toMatchObject({ code: 404, message: '用户不存在' });
    expect((await pin(admin, { username: 'staff', remote: 'remote-crm', version: '../../x' })).body).toMatchObject({ code: 400 });
  });
});
