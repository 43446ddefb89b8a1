import { SEEDED_ACCOUNTS } from '@console/sdk/seeded';
import { SHUTDOWN_TEXTS } from '@console/remote-carrier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type Harness } from '../../test/harness';

let backend: Harness;
let admin: string;
beforeAll(async () => {
  backend = await startBackend();
  admin = await backend.login(SEEDED_ACCOUNTS.admin.username);
});
afterAll(() => backend.app.close());

const post = async (url: string, payload: Record<string, unknown>, token = admin) => (await backend.call({ method: 'POST', url, payload, token })).body;
const value = (sql: string, ...values: unknown[]) =>
  backend.db
    .prepare(sql)
    .pluck()
    .get(...values) as number;
const events = (phone: string) => backend.db.prepare('SELECT action FROM carrier_shutdown_events WHERE phone_number = ? ORDER BY id').pluck().all(phone);

describe('shutdowns', () => {
  it('lists the seeded open shutdowns, their events and the exempt numbers, to the admin only', async () => {
    expect((await post('/api/carrier/shutdownList', { pageIndex: 1, pageSize: 1 })).data.total).toBe(
      value('SELECT COUNT(*) FROM carrier_shutdowns WHERE restored_at IS NULL'),
    );
    expect((await post('/api/carrier/shutdownEventList', { action: '复机', pageIndex: 1, pageSize: 1 })).data.total).toBe(
      value("SELECT COUNT(*) FROM carrier_shutdown_events WHERE action = '复机'"),
    );
    expect((await post('/api/carrier/exemptList', { pageIndex: 1, pageSize: 1 })).data.total).toBeGreaterThan(200);
    const agent = await backend.login(SEEDED_ACCOUNTS.agent.username);
    for (const path of ['shutdownList', 'shutdownEventList', 'exemptList', 'stopRequestList', 'shutdownStop'])
      expect((await post(`/api/carrier/${path}`, {}, agent)).code).toBe(403);
  });

  it('stops the numbers it may, naming the exempt, the stopped already and the malformed; restores them with an event each', async () => {
    const exempt = backend.db
      .prepare('SELECT phone_number FROM carrier_shutdown_exempt WHERE valid_until >= ? LIMIT 1')
      .pluck()
      .get(new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)) as string;
    const open = backend.db.prepare('SELECT phone_number FROM carrier_shutdowns WHERE restored_at IS NULL LIMIT 1').pluck().get() as string;
    const result = await post('/api/carrier/shutdownStop', { phoneNumbers: `13511112221,13511112222,${exempt},${open},12`, companyId: 1, reason: '欠费' });
    expect(result).toMatchObject({ code: 200, data: { stopped: 2, exempt: [exempt], already: [open], invalid: ['12'] } });
    expect(events('13511112221')).toEqual(['停机']);
    expect(() =>
      backend.db
        .prepare("INSERT INTO carrier_shutdowns (phone_number, company_id, reason, shut_at) VALUES ('13511112221', 1, '其他', '2026-01-01 00:00:00')")
        .run(),
    ).toThrow(/UNIQUE/);
    const ids = backend.db
      .prepare("SELECT id FROM carrier_shutdowns WHERE phone_number IN ('13511112221', '13511112222') AND restored_at IS NULL")
      .pluck()
      .all();
    expect((await post('/api/carrier/shutdownRestore', { ids: ids.join(',') })).data).toEqual({ restored: 2 });
    expect(events('13511112221')).toEqual(['停机', '复机']);
    expect(await post('/api/carrier/shutdownRestore', { ids: ids.join(',') })).toMatchObject({ code: 400, message: '所选号码都已复机' });
    // Restored, the number may be stopped again.
    expect((await post('/api/carrier/shutdownStop', { phoneNumbers: '13511112221', companyId: 1, reason: '投诉' })).data.stopped).toBe(1);
  });

  it('adds exempt numbers once each, and a stop passes an exempt number over until its day has gone', async () => {
    const added = await post('/api/carrier/exemptAdd', {
      phoneNumbers: '13622223331\n13622223331\nabc',
      companyId: 1,
      reason: '政企客户',
      validUntil: '2099-12-31',
    });
    expect(added.data).toEqual({ added: 1, invalid: ['abc'], duplicate: 0 });
    expect(
      (await post('/api/carrier/exemptAdd', { phoneNumbers: '13622223331', companyId: 1, reason: '政企客户', validUntil: '2099-12-31' })).data.duplicate,
    ).toBe(1);
    expect((await post('/api/carrier/shutdownStop', { phoneNumbers: '13622223331', companyId: 1, reason: '欠费' })).data.exempt).toEqual(['13622223331']);
    backend.db.prepare("UPDATE carrier_shutdown_exempt SET valid_until = '2000-01-01' WHERE phone_number = '13622223331'").run();
    expect((await post('/api/carrier/shutdownStop', { phoneNumbers: '13622223331', companyId: 1, reason: '欠费' })).data.stopped).toBe(1);
  });
});

describe('stop requests (/stop)', () => {
  const pendingRequest = () =>
    backend.db.prepare("SELECT id, phone_number AS phone FROM carrier_stop_requests WHERE status = '待审核' ORDER BY id LIMIT 1 OFFSET ?");

  it('stops the number when approved, once; a rejection stops nothing', async () => {
    const approved = pendingRequest().get(0) as { id: number; phone: string };
    expect((await post('/api/carrier/stopRequestReview', { id: approved.id, approve: 1, reviewNote: '同意' })).code).toBe(200);
    expect(value('SELECT COUNT(*) FROM carrier_shutdowns WHERE phone_number = ? AND restored_at IS NULL', approved.phone)).toBe(1);
    expect(await post('/api/carrier/stopRequestReview', { id: approved.id, approve: 0 })).toMatchObject({ code: 400, message: SHUTDOWN_TEXTS.notPending });
    const rejected = pendingRequest().get(0) as { id: number; phone: string };
    expect((await post('/api/carrier/stopRequestReview', { id: rejected.id, approve: 0, reviewNote: '资料不全' })).code).toBe(200);
    expect(value('SELECT COUNT(*) FROM carrier_shutdowns WHERE phone_number = ?', rejected.phone)).toBe(0);
  });

  it('refuses to approve a request for an exempt number and leaves it pending', async () => {
    const request = pendingRequest().get(0) as { id: number; phone: string };
    backend.db
      .prepare(
        "INSERT INTO carrier_shutdown_exempt (phone_number, company_id, reason, valid_until, created_at) VALUES (?, 1, '合同约定', '2099-12-31', '2026-01-01 00:00:00')",
      )
      .run(request.phone);
    expect(await post('/api/carrier/stopRequestReview', { id: request.id, approve: 1 })).toMatchObject({
      code: 400,
      message: SHUTDOWN_TEXTS.exemptRefused(request.phone),
    });
    expect(backend.db.prepare('SELECT status FROM carrier_stop_requests WHERE id = ?').pluck().get(request.id)).toBe('待审核');
  });
});
