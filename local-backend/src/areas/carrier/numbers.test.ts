import { NUMBER_ACTIONS, numberApi, OPERATORS, refusedMove, refusedOnLine } from '@console/remote-carrier/contract';
import { ROLES } from '@console/sdk/manifest';
import { SEEDED_ACCOUNTS } from '@console/sdk/seeded';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOtherAgent, readSheet, startBackend, type Harness } from '../../test/harness';

let backend: Harness;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  backend = await startBackend();
  for (const role of ['admin', 'agent', 'company'] as const) tokens[role] = await backend.login(SEEDED_ACCOUNTS[role].username);
  tokens.other = await backend.login(addOtherAgent(backend.db));
}, 60_000);
afterAll(() => backend.app.close());

const post = async (url: string, payload: Record<string, unknown>, as = 'admin') =>
  (await backend.call({ method: 'POST', url, payload, token: tokens[as] })).body;
const one = (sql: string, ...values: unknown[]) => backend.db.prepare(sql).get(...values) as Record<string, any>;
const count = (sql: string, ...values: unknown[]) =>
  backend.db
    .prepare(sql)
    .pluck()
    .get(...values) as number;
/** A seeded number of `operator` in `state`, of agent 1's tree when `agentOne`. */
const numberIn = (operator: string, state: string, agentOne = false) =>
  one(
    `SELECT n.id, n.phone_number AS phone FROM carrier_numbers n JOIN agents a ON a.id = n.agent_id
     WHERE n.operator = ? AND n.state = ? ${agentOne ? 'AND (a.id = 1 OR a.parent_id = 1)' : ''} ORDER BY n.id LIMIT 1`,
    operator,
    state,
  );
const stateOf = (id: number) => backend.db.prepare('SELECT state FROM carrier_numbers WHERE id = ?').pluck().get(id);
const lastEvent = (id: number) =>
  one(
    'SELECT from_state AS fromState, to_state AS toState, reason, user_id AS userId FROM carrier_number_events WHERE number_id = ? ORDER BY id DESC LIMIT 1',
    id,
  );

describe('the number list', () => {
  it('pages one brand’s numbers, filtered and sorted on the server', async () => {
    const { data } = await post(numberApi.list.path, {
      operator: 'DJ',
      state: 'frozen',
      pageIndex: 1,
      pageSize: 20,
      sortField: 'balance',
      sortOrder: 'descend',
    });
    expect(data.total).toBe(count("SELECT COUNT(*) FROM carrier_numbers WHERE operator = 'DJ' AND state = 'frozen'"));
    expect(data.list.every((row: any) => row.operator === 'DJ' && row.state === 'frozen')).toBe(true);
    const balances = data.list.map((row: any) => row.balance);
    expect(balances).toEqual([...balances].sort((a, b) => b - a));
  });

  it('shows an agent its own tree’s numbers only, and refuses the roles without the page', async () => {
    const { data } = await post(numberApi.list.path, { pageIndex: 1, pageSize: 1 }, 'agent');
    expect(data.total).toBe(count('SELECT COUNT(*) FROM carrier_numbers n JOIN agents a ON a.id = n.agent_id WHERE a.id = 1 OR a.parent_id = 1'));
    expect((await post(numberApi.list.path, { pageIndex: 1, pageSize: 1 }, 'company')).code).toBe(403);
    expect(numberApi.list.access).toEqual(['admin', 'agent']);
    expect(ROLES.filter((role) => (numberApi.approve.access as readonly string[]).includes(role))).toEqual(['admin']);
  });

  it('exports the filtered list as .xlsx with the resource’s columns', async () => {
    const response = await backend.app.inject({
      method: 'POST',
      url: numberApi.export.path,
      payload: { operator: 'GM', state: 'suspended' },
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    const sheet = await readSheet(response.rawPayload);
    expect(sheet.getRow(1).values).toEqual([undefined, ...numberApi.export.columns.map((column) => column.title)]);
    expect(sheet.rowCount - 1).toBe(count("SELECT COUNT(*) FROM carrier_numbers WHERE operator = 'GM' AND state = 'suspended'"));
  });
});

describe('suspending and restoring a number', () => {
  it('suspends with a reason, records who and why, and restores it', async () => {
    const { id, phone } = numberIn('WN', 'open', true);
    expect((await post(numberApi.suspend.path, { ids: String(id), operator: 'WN' }, 'agent')).message).toBe('请填写原因');
    expect(stateOf(id)).toBe('open');
    expect((await post(numberApi.suspend.path, { ids: String(id), operator: 'WN', reason: '客户欠费' }, 'agent')).data).toEqual({ moved: 1 });
    expect(stateOf(id)).toBe('suspended');
    const agentUser = backend.db.prepare("SELECT id FROM users WHERE username = 'agent'").pluck().get();
    expect(lastEvent(id)).toEqual({ fromState: 'open', toState: 'suspended', reason: '客户欠费', userId: agentUser });
    // A second suspend is refused by the state, and changes nothing.
    const again = await post(numberApi.suspend.path, { ids: String(id), operator: 'WN', reason: '再停' }, 'agent');
    expect(again.message).toBe(refusedMove(phone, 'suspended', 'suspend'));
    expect(count('SELECT COUNT(*) FROM carrier_number_events WHERE number_id = ? AND reason = ?', id, '再停')).toBe(0);
    expect((await post(numberApi.restore.path, { ids: String(id), operator: 'WN', reason: '已缴费' }, 'agent')).code).toBe(200);
    expect(stateOf(id)).toBe('open');
    expect(lastEvent(id)).toMatchObject({ fromState: 'suspended', toState: 'open', reason: '已缴费' });
  });

  it('refuses a whole batch when one number may not move, moving none', async () => {
    const open = numberIn('CC', 'open');
    const closed = numberIn('CC', 'closed');
    const body = await post(numberApi.suspend.path, { ids: `${open.id},${closed.id}`, operator: 'CC', reason: '批量停机' });
    expect(body.message).toBe(refusedMove(closed.phone, 'closed', 'suspend'));
    expect(stateOf(open.id)).toBe('open');
  });

  it('refuses another agent’s numbers, and a number of another brand than the page’s', async () => {
    const { id } = numberIn('WN', 'open', true);
    expect((await post(numberApi.suspend.path, { ids: String(id), operator: 'WN', reason: '越权' }, 'other')).code).toBe(403);
    expect((await post(numberApi.suspend.path, { ids: String(id), operator: 'GM', reason: '错页' })).code).toBe(403);
    expect(stateOf(id)).toBe('open');
  });
});

describe('freezing (DJ)', () => {
  it('freezes and unfreezes a DJ number, and refuses the other brands’ lines', async () => {
    const dj = numberIn('DJ', 'open');
    expect((await post(numberApi.freeze.path, { ids: String(dj.id), operator: 'DJ', reason: '风控' })).code).toBe(200);
    expect(stateOf(dj.id)).toBe('frozen');
    expect((await post(numberApi.unfreeze.path, { ids: String(dj.id), operator: 'DJ', reason: '核验通过' })).code).toBe(200);
    expect(stateOf(dj.id)).toBe('open');
    const wn = numberIn('WN', 'open');
    expect((await post(numberApi.freeze.path, { ids: String(wn.id), reason: '风控' })).message).toBe(refusedOnLine('WN', 'freeze'));
    expect(stateOf(wn.id)).toBe('open');
    expect(NUMBER_ACTIONS.freeze.operators).toEqual(['DJ']);
  });
});

describe('opening and review', () => {
  it('submits an opening that waits for review, approved by the platform only', async () => {
    const payload = { operator: 'CY', phoneNumber: '17099990001', holderName: '张三', package: '月租 39 元 300 分钟', companyId: 1 };
    const { data } = await post(numberApi.open.path, payload, 'agent');
    expect(stateOf(data.id)).toBe('reviewing');
    expect((await post(numberApi.open.path, payload, 'agent')).message).toBe('号码 17099990001 已存在');
    expect((await post(numberApi.open.path, { ...payload, phoneNumber: '1709999' }, 'agent')).message).toBe('请输入 11 位号码');
    // Another agent's company is not the agent's to open numbers for.
    const foreign = backend.db
      .prepare('SELECT c.id FROM companies c JOIN agents a ON a.id = c.agent_id WHERE a.id <> 1 AND COALESCE(a.parent_id, 0) <> 1')
      .pluck()
      .get();
    expect((await post(numberApi.open.path, { ...payload, phoneNumber: '17099990002', companyId: foreign }, 'agent')).message).toBe('请选择您名下的企业');
    // The company sees its request on /accountReview, the agent may not approve it, the admin does.
    const review = await post(numberApi.reviewList.path, { state: 'reviewing', pageIndex: 1, pageSize: 100 }, 'company');
    expect(review.data.list.map((row: any) => row.phoneNumber)).toContain('17099990001');
    expect(review.data.list.every((row: any) => row.companyName === '星辰科技有限公司')).toBe(true);
    expect((await post(numberApi.approve.path, { ids: String(data.id) }, 'agent')).code).toBe(403);
    expect((await post(numberApi.approve.path, { ids: String(data.id) })).code).toBe(200);
    expect(stateOf(data.id)).toBe('open');
    expect((await post(numberApi.reject.path, { ids: String(data.id), reason: '资料不全' })).message).toBe(refusedMove('17099990001', 'open', 'reject'));
  });

  it('lists a number’s moves, and the openings (/activationList) of every brand', async () => {
    const { id } = numberIn('GM', 'suspended');
    const { data } = await post(numberApi.events.path, { numberId: id, pageIndex: 1, pageSize: 10 });
    expect(data.list.map((row: any) => row.toState)).toEqual(['suspended', 'open', 'reviewing']);
    const opened = await post(numberApi.events.path, { toState: 'open', operator: 'GM', pageIndex: 1, pageSize: 1 });
    expect(opened.data.total).toBe(
      count("SELECT COUNT(*) FROM carrier_number_events e JOIN carrier_numbers n ON n.id = e.number_id WHERE e.to_state = 'open' AND n.operator = 'GM'"),
    );
  });
});

describe('batch closure', () => {
  it('closes the valid numbers, names the others, and changes nothing else', async () => {
    const open = numberIn('WN', 'open', true);
    const suspended = numberIn('WN', 'suspended', true);
    const frozen = numberIn('DJ', 'frozen');
    const reviewing = numberIn('WN', 'reviewing', true);
    const before = count("SELECT COUNT(*) FROM carrier_numbers WHERE state = 'closed'");
    const pasted = `${open.phone}\n${suspended.phone}, ${reviewing.phone} 123 ${frozen.phone}\n19900000000\n${open.phone}`;
    const { data } = await post('/api/carrier/number/batchClose', { operator: 'WN', phoneNumbers: pasted, reason: '合同到期' }, 'agent');
    expect(data.closed).toBe(2);
    expect(data.refused).toEqual([
      { phoneNumber: reviewing.phone, reason: refusedMove(reviewing.phone, 'reviewing', 'close') },
      { phoneNumber: '123', reason: '号码格式不正确' },
      { phoneNumber: frozen.phone, reason: `不是您的${OPERATORS.variants.WN.label}号码` },
      { phoneNumber: '19900000000', reason: `不是您的${OPERATORS.variants.WN.label}号码` },
    ]);
    expect([stateOf(open.id), stateOf(suspended.id), stateOf(reviewing.id), stateOf(frozen.id)]).toEqual(['closed', 'closed', 'reviewing', 'frozen']);
    expect(count("SELECT COUNT(*) FROM carrier_numbers WHERE state = 'closed'")).toBe(before + 2);
    expect(lastEvent(suspended.id)).toMatchObject({ fromState: 'suspended', toState: 'closed', reason: '合同到期' });
  });
});

describe('restarts', () => {
  it('restart an open number by its digits, its state kept and the restart recorded; refused elsewhere', async () => {
    const open = numberIn('CC', 'open');
    const before = count("SELECT COUNT(*) FROM carrier_number_events WHERE action = 'restart'");
    const body = await post(numberApi.restart.path, { operator: 'CC', phoneNumber: open.phone, reason: '无法呼出' });
    expect(body.data).toEqual({ moved: 1 });
    expect(stateOf(open.id)).toBe('open');
    expect(lastEvent(open.id)).toMatchObject({ fromState: 'open', toState: 'open', reason: '无法呼出' });
    const { data } = await post(numberApi.events.path, { operator: 'CC', action: 'restart', phoneNumber: open.phone, pageIndex: 1, pageSize: 10 });
    expect(data.list[0]).toMatchObject({ phoneNumber: open.phone, action: 'restart', reason: '无法呼出' });
    expect(count("SELECT COUNT(*) FROM carrier_number_events WHERE action = 'restart'")).toBe(before + 1);

    const suspended = numberIn('CC', 'suspended');
    expect((await post(numberApi.restart.path, { operator: 'CC', phoneNumber: suspended.phone, reason: '重启' })).message).toBe(
      refusedMove(suspended.phone, 'suspended', 'restart'),
    );
    const gm = numberIn('GM', 'open');
    expect((await post(numberApi.restart.path, { operator: 'GM', phoneNumber: gm.phone, reason: '重启' })).message).toBe(refusedOnLine('GM', 'restart'));
    expect((await post(numberApi.restart.path, { operator: 'CC', phoneNumber: gm.phone, reason: '重启' })).message).toBe(`${gm.phone} 不是您的CC号码`);
    expect((await post(numberApi.restart.path, { operator: 'CC', phoneNumber: open.phone })).message).toBe('请填写原因');
  });
});
