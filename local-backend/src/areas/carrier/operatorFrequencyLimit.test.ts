import { SEEDED_ACCOUNTS } from '@console/sdk/seeded';
import { describe, expect, it } from 'vitest';
import { OPERATOR_FREQUENCY_LIMIT_TEXTS, operatorFrequencyLimitApi, operatorFrequencyLimit } from '@console/remote-carrier/contract';
import { tableBinding } from '../../test/tableBinding';

const binding = tableBinding({
  api: operatorFrequencyLimitApi,
  base: { operator: 'WN' },
  member: 'operator',
  filters: { enabled: 'exact' },
  sorts: ['perDay'],
});
const { post, list } = binding;

describe('/api/carrier/operatorFrequencyLimit', () => {
  binding.sharedTests();

  it('pages the seeded rows', async () => {
    const body = await list({ pageIndex: 1, pageSize: 10 });
    expect(body.code).toBe(200);
    expect(body.data.list).toHaveLength(10);
    // Every seeded row is one member's.
    let total = 0;
    for (const member of ['WN', 'CY'])
      total += (await post('/api/carrier/operatorFrequencyLimit/list', { operator: member, pageIndex: 1, pageSize: 1 })).body.data.total;
    expect(total).toBe(binding.backend.db.prepare('SELECT COUNT(*) FROM carrier_operator_frequency_limit').pluck().get());
  });

  it('adds, edits and deletes a rule per operator and company; bad input refused in Chinese', async () => {
    const free = binding.backend.db
      .prepare(
        "SELECT id FROM companies WHERE id NOT IN (SELECT company_id FROM carrier_operator_frequency_limit WHERE operator = 'CY' AND company_id IS NOT NULL) ORDER BY id LIMIT 1",
      )
      .pluck()
      .get() as number;
    const rule = { operator: 'CY', companyId: free, perDay: 100, perHour: 20, calleePerDay: 2, enabled: '生效中', remark: '' };
    expect((await post('/api/carrier/operatorFrequencyLimit/add', { ...rule, perDay: '' })).body).toMatchObject({
      code: 400,
      message: `请填写${operatorFrequencyLimit.fields.perDay.label}`,
    });
    expect((await post('/api/carrier/operatorFrequencyLimit/add', { ...rule, perHour: 150 })).body).toMatchObject({
      code: 400,
      message: OPERATOR_FREQUENCY_LIMIT_TEXTS.hourOverDay,
    });
    expect((await post('/api/carrier/operatorFrequencyLimit/add', { ...rule, companyId: '' })).body).toMatchObject({
      code: 400,
      message: OPERATOR_FREQUENCY_LIMIT_TEXTS.defaultDuplicate,
    });
    const added = await post('/api/carrier/operatorFrequencyLimit/add', rule);
    expect(added.body.code).toBe(200);
    const id = added.body.data.id;
    expect((await post('/api/carrier/operatorFrequencyLimit/add', rule)).body).toMatchObject({ code: 400, message: OPERATOR_FREQUENCY_LIMIT_TEXTS.duplicate });
    // The rule is CY's: WN's page neither lists nor edits it.
    expect((await post('/api/carrier/operatorFrequencyLimit/update', { ...rule, operator: 'WN', id })).body.code).toBe(403);
    expect((await post('/api/carrier/operatorFrequencyLimit/update', { ...rule, id, perDay: 10, perHour: 20 })).body).toMatchObject({
      code: 400,
      message: OPERATOR_FREQUENCY_LIMIT_TEXTS.hourOverDay,
    });
    expect((await post('/api/carrier/operatorFrequencyLimit/update', { ...rule, id, perDay: 40 })).body.code).toBe(200);
    expect(binding.backend.db.prepare('SELECT per_day FROM carrier_operator_frequency_limit WHERE id = ?').pluck().get(id)).toBe(40);
    expect((await post('/api/carrier/operatorFrequencyLimit/delete', { operator: 'CY', id })).body.code).toBe(200);
    expect((await post('/api/carrier/operatorFrequencyLimit/delete', { operator: 'CY', id })).body.code).toBe(404);
  });

  it('lets only admin set an operator’s default', async () => {
    const agent = await binding.backend.login(SEEDED_ACCOUNTS.agent.username);
    expect(
      (await post('/api/carrier/operatorFrequencyLimit/add', { operator: 'WN', perDay: 10, perHour: 5, calleePerDay: 1, enabled: '生效中' }, agent)).body,
    ).toMatchObject({
      code: 400,
      message: '请选择企业',
    });
    const rows = (await post('/api/carrier/operatorFrequencyLimit/list', { operator: 'WN', pageIndex: 1, pageSize: 100 }, agent)).body.data.list;
    expect(rows.every((row: { companyId: number }) => row.companyId > 0)).toBe(true);
  });
});
