import { sessionApi } from '@console/host-shell/contract';
import { SIP_NUMBER_TEXTS, sipNumberApi } from '@console/remote-cloudcall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type Harness } from '../../test/harness';

let backend: Harness;
let admin: string;
beforeAll(async () => {
  backend = await startBackend();
  admin = await backend.login('admin');
});
afterAll(() => backend.app.close());

const post = async (path: string, payload: Record<string, unknown>, token = admin) => (await backend.call({ method: 'POST', url: path, token, payload })).body;
const loginAnswer = async (username: string) =>
  (await backend.call({ method: 'POST', url: sessionApi.login.path, payload: { username, password: '123456' } })).body.data;

describe('a SIP account opened on /sipNumber reaches the member’s login', () => {
  it('the login says sip: true, and the phone gets the edited server and port', async () => {
    // `staff` (user 8) starts without a SIP account; room for one more seat in its company.
    backend.db.prepare('UPDATE companies SET seats = 100000 WHERE id = 1').run();
    expect((await loginAnswer('staff')).sip).toBe(false);
    const fields = { account: '7801', ip: '10.0.0.8', fsUrl: 'sip.example.com', sslPort: '7443', password: 'secret99' };
    expect((await post(sipNumberApi.add.path, { userId: 8, ...fields })).code).toBe(200);
    expect((await post(sipNumberApi.update.path, { id: 8, ...fields, fsUrl: 'sip2.example.com', sslPort: '8443', password: '' })).code).toBe(200);
    // An account another member holds is refused, on an edit as well; its own passes.
    expect(await post(sipNumberApi.update.path, { id: 8, ...fields, account: '1001', password: '' })).toMatchObject({
      code: 400,
      message: SIP_NUMBER_TEXTS.duplicate('1001'),
    });

    const login = await loginAnswer('staff');
    expect(login.sip).toBe(true);
    const server = await backend.call({ method: 'GET', url: `${sessionApi.sipServer.path}?userId=8`, token: login.token });
    expect(server.body.data).toMatchObject({ account: '7801', fsUrl: 'sip2.example.com', sslPort: '8443', passWord: 'secret99' });

    expect((await post(sipNumberApi.delete.path, { id: 8 })).code).toBe(200);
    expect((await loginAnswer('staff')).sip).toBe(false);
  });
});

describe('the phone reports its registration (POST /api/sipVoice/registered), /sipNumber shows it', () => {
  const rowOf = async (account: string) => (await post(sipNumberApi.list.path, { account, pageIndex: 1, pageSize: 10 })).data.list[0];

  it('records the outcome, when and from where, for the member’s own account only', async () => {
    expect(await rowOf('1001')).toMatchObject({ registerState: '从未注册', registeredAt: '', registerIp: '' });
    const token = await backend.login('sipstaff');
    const report = (payload: Record<string, unknown>, as = token) =>
      backend.call({ method: 'POST', url: sessionApi.sipRegistered.path, token: as, payload, headers: { 'user-agent': 'JsSIP test' } });

    expect((await report({ account: '1001', registered: 0, reason: 'Authentication Error' })).body.code).toBe(200);
    expect(await rowOf('1001')).toMatchObject({ registerState: '注册失败', registerReason: 'Authentication Error', registerIp: '127.0.0.1' });
    expect((await report({ account: '1001', registered: 1, reason: 'ignored' })).body.code).toBe(200);
    const row = await rowOf('1001');
    expect(row).toMatchObject({ registerState: '已注册', registerReason: '', registerIp: '127.0.0.1' });
    expect(row.registeredAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(backend.db.prepare("SELECT register_agent FROM sip_accounts WHERE account = '1001'").pluck().get()).toBe('JsSIP test');

    // Another member's account is refused, and a member without one has nothing to report.
    expect((await report({ account: '1002', registered: 1 })).body.code).toBe(403);
    expect((await rowOf('1002')).registerState).toBe('从未注册');
    expect((await report({ account: '1001', registered: 1 }, await backend.login('staff'))).body.code).toBe(404);
  });
});
