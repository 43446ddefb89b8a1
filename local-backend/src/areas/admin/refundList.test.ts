import { ROLES } from '@console/sdk/manifest';
import { SEEDED_ACCOUNTS } from '@console/sdk/seeded';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUND_TEXTS, refundApi } from '@console/remote-admin/contract';
import { readSheet, startBackend, type Harness } from '../../test/harness';

let backend: Harness;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  backend = await startBackend();
  tokens.admin = await backend.login(SEEDED_ACCOUNTS.admin.username);
  tokens.oem = await backend.login(SEEDED_ACCOUNTS.oem.username);
});
afterAll(() => backend.app.close());

const post = async (verb: string, payload: Record<string, unknown> = {}, as = 'admin') =>
  (await backend.call({ method: 'POST', url: `/api/admin/refund/${verb}`, payload, token: tokens[as] })).body;
const companyId = () => backend.db.prepare('SELECT id FROM companies ORDER BY id LIMIT 1').pluck().get() as number;
const balance = () => backend.db.prepare('SELECT balance FROM companies WHERE id = ?').pluck().get(companyId()) as number;
const setBalance = (value: number) => backend.db.prepare('UPDATE companies SET balance = ? WHERE id = ?').run(value, companyId());
const request = async (amount: number) => {
  const body = await post('add', { companyId: companyId(), amount, reason: '重复充值' });
  expect(body.code).toBe(200);
  return body.data as { id: number; refundNo: string };
};
const row = (id: number) =>
  backend.db.prepare('SELECT status, balance_after AS balanceAfter, remark, reviewer_id AS reviewerId FROM admin_refund WHERE id = ?').get(id);

describe('/api/admin/refund', () => {
  it('pages every company’s seeded requests for admin and oem, filtered and sorted on the server', async () => {
    expect((await post('list', { pageSize: 10 })).data.total).toBe(1500);
    const pending = (await post('list', { status: 'pending', pageSize: 100 }, 'oem')).data;
    expect(pending.total).toBe(backend.db.prepare("SELECT COUNT(*) FROM admin_refund WHERE status = 'pending'").pluck().get());
    expect(pending.list.every((r: { status: string; reviewerName: string }) => r.status === 'pending' && r.reviewerName === '')).toBe(true);
    const amounts = (await post('list', { sortField: 'amount', sortOrder: 'descend', pageSize: 50 })).data.list.map((r: { amount: number }) => r.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  });

  it('refuses every role but admin and oem', async () => {
    const access = refundApi.list.access as readonly string[];
    for (const role of ROLES.filter((role) => !access.includes(role))) {
      tokens[role] = await backend.login(SEEDED_ACCOUNTS[role].username);
      expect((await post('list', {}, role)).code).toBe(403);
      expect((await post('approve', { id: 1 }, role)).code).toBe(403);
    }
  });

  it('a refund takes the amount from the company’s balance and records it, in one transaction; once only', async () => {
    setBalance(1000);
    const { id, refundNo } = await request(250.5);
    expect(refundNo).toMatch(/^TK\d{12}$/);
    expect((await post('approve', { id, remark: '核实无误' }, 'oem')).data).toEqual({ balanceAfter: 749.5 });
    expect(balance()).toBe(749.5);
    const oem = backend.db.prepare("SELECT id FROM users WHERE username = 'oem'").pluck().get();
    expect(row(id)).toEqual({ status: 'refunded', balanceAfter: 749.5, remark: '核实无误', reviewerId: oem });
    expect(await post('approve', { id })).toMatchObject({ code: 400, message: REFUND_TEXTS.reviewed });
    expect(await post('reject', { id, remark: '晚了' })).toMatchObject({ code: 400, message: REFUND_TEXTS.reviewed });
    expect(balance()).toBe(749.5);
  });

  it('a short balance refuses the refund and changes nothing', async () => {
    setBalance(100);
    const { id } = await request(100.01);
    expect(await post('approve', { id })).toMatchObject({ code: 400, message: REFUND_TEXTS.shortBalance(100) });
    expect(balance()).toBe(100);
    expect(row(id)).toMatchObject({ status: 'pending', balanceAfter: null });
  });

  it('a rejection needs its reason and leaves the balance; only a pending request is edited or deleted', async () => {
    setBalance(500);
    const { id } = await request(50);
    expect(await post('reject', { id, remark: ' ' })).toMatchObject({ code: 400, message: REFUND_TEXTS.rejectReason });
    expect((await post('update', { id, amount: 60, reason: '改为 60 元' })).code).toBe(200);
    expect((await post('reject', { id, remark: '金额与充值记录不符' })).code).toBe(200);
    expect(row(id)).toMatchObject({ status: 'rejected', remark: '金额与充值记录不符' });
    expect(balance()).toBe(500);
    expect(await post('update', { id, amount: 70, reason: 'x' })).toMatchObject({ code: 400, message: REFUND_TEXTS.editOnlyPending });
    expect(await post('delete', { id })).toMatchObject({ code: 400, message: REFUND_TEXTS.editOnlyPending });
    const other = await request(1);
    expect((await post('delete', { id: other.id })).code).toBe(200);
    expect((await post('delete', { id: other.id })).code).toBe(404);
    expect((await post('add', { companyId: companyId(), amount: 0, reason: 'x' })).code).toBe(400);
  });

  it('exports the filtered list with the list’s columns', async () => {
    const response = await backend.app.inject({
      method: 'POST',
      url: '/api/admin/refund/export',
      payload: { status: 'rejected' },
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    const sheet = await readSheet(response.rawPayload);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(refundApi.export.columns.map((column) => column.title));
    expect(sheet.rowCount - 1).toBe(backend.db.prepare("SELECT COUNT(*) FROM admin_refund WHERE status = 'rejected'").pluck().get());
  });
});
