import { describe, expect, it } from 'vitest';
import { OPERATOR_WHITELIST_TEXTS, operatorWhitelistApi, operatorWhitelist } from '@console/remote-carrier/contract';
import { tableBinding } from '../../test/tableBinding';

const binding = tableBinding({
  api: operatorWhitelistApi,
  base: { operator: 'WN' },
  member: 'operator',
  filters: { phoneNumber: 'contains' },
  sorts: ['createdAt'],
});
const { post, list } = binding;

describe('/api/carrier/operatorWhitelist', () => {
  binding.sharedTests();

  it('pages the seeded rows', async () => {
    const body = await list({ pageIndex: 1, pageSize: 10 });
    expect(body.code).toBe(200);
    expect(body.data.list).toHaveLength(10);
    // Every seeded row is one member's.
    let total = 0;
    for (const member of ['WN', 'CY'])
      total += (await post('/api/carrier/operatorWhitelist/list', { operator: member, pageIndex: 1, pageSize: 1 })).body.data.total;
    expect(total).toBe(binding.backend.db.prepare('SELECT COUNT(*) FROM carrier_operator_whitelist').pluck().get());
    expect(total).toBeGreaterThan(2900);
  });

  it('adds, edits and deletes an entry; a duplicate and a bad number refused in Chinese', async () => {
    const entry = { operator: 'WN', phoneNumber: '13700001111', companyId: 1, remark: '客户已同意' };
    expect((await post('/api/carrier/operatorWhitelist/add', { ...entry, phoneNumber: '' })).body).toMatchObject({
      code: 400,
      message: `请填写${operatorWhitelist.fields.phoneNumber.label}`,
    });
    expect((await post('/api/carrier/operatorWhitelist/add', { ...entry, phoneNumber: '123' })).body).toMatchObject({
      code: 400,
      message: '请输入正确的 11 位手机号',
    });
    const added = await post('/api/carrier/operatorWhitelist/add', entry);
    expect(added.body.code).toBe(200);
    const id = added.body.data.id;
    expect((await post('/api/carrier/operatorWhitelist/add', entry)).body).toMatchObject({
      code: 400,
      message: OPERATOR_WHITELIST_TEXTS.duplicate('13700001111'),
    });
    // The same callee on CY's line is an entry of its own.
    const cy = await post('/api/carrier/operatorWhitelist/add', { ...entry, operator: 'CY' });
    expect(cy.body.code).toBe(200);
    expect((await post('/api/carrier/operatorWhitelist/update', { operator: 'CY', id, remark: '改' })).body.code).toBe(403);
    expect((await post('/api/carrier/operatorWhitelist/update', { operator: 'WN', id, phoneNumber: '13700001112', remark: '改' })).body.code).toBe(200);
    expect((await list({ phoneNumber: '13700001112', pageIndex: 1, pageSize: 5 })).data.list).toEqual([expect.objectContaining({ id, remark: '改' })]);
    expect((await post('/api/carrier/operatorWhitelist/delete', { operator: 'WN', id })).body.code).toBe(200);
    expect((await post('/api/carrier/operatorWhitelist/delete', { operator: 'CY', id: cy.body.data.id })).body.code).toBe(200);
    expect((await post('/api/carrier/operatorWhitelist/delete', { operator: 'WN', id })).body.code).toBe(404);
  });
});
