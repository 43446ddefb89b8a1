import { describe, expect, it } from 'vitest';
import { ENTERPRISE_LIMITING_TEXTS, enterpriseLimitingApi, enterpriseLimiting } from '@console/remote-carrier/contract';
import { tableBinding } from '../../test/tableBinding';

const binding = tableBinding({ api: enterpriseLimitingApi, filters: { mode: 'exact', status: 'exact' }, sorts: ['dailyLimit'] });
const { post, list } = binding;

describe('/api/carrier/enterpriseLimiting', () => {
  binding.sharedTests();

  it('pages the seeded rows', async () => {
    const body = await list({ pageIndex: 1, pageSize: 10 });
    expect(body.code).toBe(200);
    expect(body.data.list).toHaveLength(10);
    expect(body.data.total).toBe(binding.backend.db.prepare('SELECT COUNT(*) FROM carrier_enterprise_limiting').pluck().get());
  });

  it('adds, edits and deletes a rule; one per company; bad input refused in Chinese', async () => {
    const free = binding.backend.db
      .prepare('SELECT id FROM companies WHERE id NOT IN (SELECT company_id FROM carrier_enterprise_limiting) ORDER BY id LIMIT 1')
      .pluck()
      .get() as number;
    const name = binding.backend.db.prepare('SELECT name FROM companies WHERE id = ?').pluck().get(free) as string;
    const rule = { companyId: free, mode: '停止外呼', reason: '欠费', status: '生效中' };
    expect((await post('/api/carrier/enterpriseLimiting/add', { ...rule, reason: '' })).body).toMatchObject({
      code: 400,
      message: `请填写${enterpriseLimiting.fields.reason.label}`,
    });
    expect((await post('/api/carrier/enterpriseLimiting/add', { ...rule, mode: '限量' })).body).toMatchObject({
      code: 400,
      message: ENTERPRISE_LIMITING_TEXTS.limitMissing,
    });
    const added = await post('/api/carrier/enterpriseLimiting/add', rule);
    expect(added.body.code).toBe(200);
    const id = added.body.data.id;
    expect((await post('/api/carrier/enterpriseLimiting/add', rule)).body).toMatchObject({ code: 400, message: ENTERPRISE_LIMITING_TEXTS.duplicate(name) });
    expect((await post('/api/carrier/enterpriseLimiting/update', { id, mode: '限量', dailyLimit: 800, reason: '限量', status: '生效中' })).body.code).toBe(200);
    expect(binding.backend.db.prepare('SELECT mode, daily_limit AS dailyLimit FROM carrier_enterprise_limiting WHERE id = ?').get(id)).toEqual({
      mode: '限量',
      dailyLimit: 800,
    });
    // Back to 停止外呼: the cap is dropped with the mode.
    expect((await post('/api/carrier/enterpriseLimiting/update', { id, mode: '停止外呼', dailyLimit: 800, reason: '欠费', status: '生效中' })).body.code).toBe(
      200,
    );
    expect(binding.backend.db.prepare('SELECT daily_limit FROM carrier_enterprise_limiting WHERE id = ?').pluck().get(id)).toBeNull();
    expect((await post('/api/carrier/enterpriseLimiting/delete', { id })).body.code).toBe(200);
    expect((await post('/api/carrier/enterpriseLimiting/delete', { id })).body.code).toBe(404);
  });
});
