import { SEEDED_ACCOUNTS } from '@console/sdk/seeded';
import { describe, expect, it } from 'vitest';
import { NUMBER_CONTROL_TEXTS, numberControlApi, numberControl } from '@console/remote-carrier/contract';
import { agentTree } from '../../http/auth';
import { tableBinding } from '../../test/tableBinding';

const binding = tableBinding({ api: numberControlApi, filters: { phoneNumber: 'contains', mode: 'exact', status: 'exact' }, sorts: ['dailyLimit'] });
const { post, list } = binding;

describe('/api/carrier/numberControl', () => {
  binding.sharedTests();

  it('pages the seeded rows', async () => {
    const body = await list({ pageIndex: 1, pageSize: 10 });
    expect(body.code).toBe(200);
    expect(body.data.list).toHaveLength(10);
    expect(body.data.total).toBe(binding.backend.db.prepare('SELECT COUNT(*) FROM carrier_number_control').pluck().get());
    expect(body.data.total).toBeGreaterThanOrEqual(600);
  });

  it('adds, edits and deletes a rule; bad input, a second rule 生效中 and a company out of reach are refused in Chinese', async () => {
    const rule = { phoneNumber: '13912345678', companyId: 1, mode: '停止外呼', reason: '投诉较多', status: '生效中' };
    expect((await post('/api/carrier/numberControl/add', { ...rule, phoneNumber: '' })).body).toMatchObject({
      code: 400,
      message: `请填写${numberControl.fields.phoneNumber.label}`,
    });
    expect((await post('/api/carrier/numberControl/add', { ...rule, phoneNumber: '1391234' })).body).toMatchObject({
      code: 400,
      message: '请输入正确的 11 位手机号',
    });
    expect((await post('/api/carrier/numberControl/add', { ...rule, mode: '限速' })).body).toMatchObject({
      code: 400,
      message: NUMBER_CONTROL_TEXTS.limitMissing,
    });
    const added = await post('/api/carrier/numberControl/add', rule);
    expect(added.body.code).toBe(200);
    const id = added.body.data.id;
    expect((await post('/api/carrier/numberControl/add', rule)).body).toMatchObject({ code: 400, message: NUMBER_CONTROL_TEXTS.duplicate('13912345678') });
    const { data } = await list({ phoneNumber: '13912345678', pageIndex: 1, pageSize: 10 });
    expect(data.list).toEqual([
      expect.objectContaining({ id, companyId: 1, mode: '停止外呼', source: '人工', status: '生效中', companyName: expect.any(String) }),
    ]);
    expect((await post('/api/carrier/numberControl/update', { id, mode: '限速', dailyLimit: 80, reason: '限速观察', status: '生效中' })).body.code).toBe(200);
    expect((await list({ phoneNumber: '13912345678', pageIndex: 1, pageSize: 10 })).data.list[0]).toMatchObject({ mode: '限速', dailyLimit: 80 });
    // A rule released (已解除) leaves room for a new one on the same number.
    expect((await post('/api/carrier/numberControl/update', { id, mode: '限速', dailyLimit: 80, reason: '限速观察', status: '已解除' })).body.code).toBe(200);
    const again = await post('/api/carrier/numberControl/add', rule);
    expect(again.body.code).toBe(200);
    for (const ruleId of [id, again.body.data.id]) expect((await post('/api/carrier/numberControl/delete', { id: ruleId })).body.code).toBe(200);
    expect((await post('/api/carrier/numberControl/delete', { id })).body).toMatchObject({ code: 404 });
  });

  it('scopes rules to the agent: its companies only, another agent’s company refused', async () => {
    const agent = await binding.backend.login(SEEDED_ACCOUNTS.agent.username);
    const agentId = binding.backend.db.prepare("SELECT agent_id FROM users WHERE username = 'agent'").pluck().get() as number;
    const own = binding.backend.db.prepare('SELECT id FROM companies WHERE agent_id = ? ORDER BY id LIMIT 1').pluck().get(agentId) as number;
    const reach = agentTree(binding.backend.db, agentId);
    const other = binding.backend.db
      .prepare(`SELECT id FROM companies WHERE agent_id NOT IN (${reach.join(',')}) ORDER BY id LIMIT 1`)
      .pluck()
      .get() as number;
    const rows = (await post('/api/carrier/numberControl/list', { pageIndex: 1, pageSize: 100 }, agent)).body.data.list as { companyId: number }[];
    const companies = binding.backend.db
      .prepare(`SELECT id FROM companies WHERE agent_id IN (${reach.join(',')})`)
      .pluck()
      .all();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(companies).toContain(row.companyId);
    const rule = { phoneNumber: '13912340001', mode: '停止外呼', reason: '代理商设置', status: '生效中' };
    expect((await post('/api/carrier/numberControl/add', { ...rule, companyId: other }, agent)).body.code).toBe(403);
    const added = await post('/api/carrier/numberControl/add', { ...rule, companyId: own }, agent);
    expect(added.body.code).toBe(200);
    expect((await post('/api/carrier/numberControl/delete', { id: added.body.data.id }, agent)).body.code).toBe(200);
  });
});
