import { ROLES } from '@console/sdk/manifest';
import { SEEDED_ACCOUNTS } from '@console/sdk/seeded';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AFTER_SALES_TEXTS, afterSales, afterSalesApi } from '@console/remote-admin/contract';
import { readSheet, startBackend, type Harness } from '../../test/harness';

let backend: Harness;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  backend = await startBackend();
  tokens.admin = await backend.login(SEEDED_ACCOUNTS.admin.username);
  tokens.oem = await backend.login(SEEDED_ACCOUNTS.oem.username);
});
afterAll(() => backend.app.close());

const call = async (method: 'GET' | 'POST', verb: string, payload: Record<string, unknown> = {}, as = 'admin') =>
  (
    await backend.call(
      method === 'GET'
        ? { method, url: `/api/afterSale/${verb}?${new URLSearchParams(Object.entries(payload).map(([k, v]) => [k, String(v)]))}`, token: tokens[as] }
        : { method, url: `/api/afterSale/${verb}`, payload, token: tokens[as] },
    )
  ).body;
const companyId = () => backend.db.prepare('SELECT id FROM companies ORDER BY id LIMIT 1').pluck().get() as number;
const FORM = { product: 'SIM卡', issue: '补办', quantity: 3, description: '三张卡丢失', contactName: '王经理', contactPhone: '13900139000' };
const add = async () => {
  const body = await call('POST', 'addAfterSale', { ...FORM, companyId: companyId() });
  expect(body.code).toBe(200);
  return body.data as { id: number; serviceNo: string };
};
const count = (sql: string) => backend.db.prepare(`SELECT COUNT(*) FROM admin_after_sales ${sql}`).pluck().get() as number;

describe('/api/afterSale (spec section 7)', () => {
  it('findAfterSale pages every company’s seeded cases by GET for admin and oem, filtered and sorted on the server', async () => {
    expect((await call('GET', 'findAfterSale', { pageSize: 10 })).data.total).toBe(3000);
    expect((await call('GET', 'findAfterSale', { pageSize: 10 }, 'oem')).data.total).toBe(3000);
    const found = (await call('GET', 'findAfterSale', { status: 'pending', product: 'SIM卡', pageSize: 100 })).data;
    expect(found.total).toBe(count("WHERE status = 'pending' AND product = 'SIM卡'"));
    expect(found.list.every((row: { status: string; product: string }) => row.status === 'pending' && row.product === 'SIM卡')).toBe(true);
    const dates = (await call('GET', 'findAfterSale', { sortField: 'createdAt', sortOrder: 'ascend', pageSize: 50 })).data.list.map(
      (row: { createdAt: string }) => row.createdAt,
    );
    expect(dates).toEqual([...dates].sort());
  });

  it('findAfterSaleByRole counts the cases by status; getAfterSaleById answers one, 404 for none', async () => {
    const counts = (await call('GET', 'findAfterSaleByRole', {}, 'oem')).data;
    expect(counts).toEqual({
      pending: count("WHERE status = 'pending'"),
      processing: count("WHERE status = 'processing'"),
      done: count("WHERE status = 'done'"),
    });
    const { id, serviceNo } = await add();
    expect((await call('GET', 'getAfterSaleById', { id })).data).toMatchObject({ serviceNo, ...FORM, companyId: companyId(), status: 'pending' });
    expect((await call('GET', 'getAfterSaleById', { id: 99999999 })).code).toBe(404);
  });

  it('refuses every role but admin and oem, on every call', async () => {
    const access = afterSalesApi.findAfterSale.access as readonly string[];
    for (const role of ROLES.filter((role) => !access.includes(role))) {
      tokens[role] = await backend.login(SEEDED_ACCOUNTS[role].username);
      expect((await call('GET', 'findAfterSale', {}, role)).code).toBe(403);
      expect((await call('POST', 'deleteAfterSale', { id: 1 }, role)).code).toBe(403);
    }
  });

  it('moves pending → processing → done, never back; done needs a result and is final', async () => {
    const { id } = await add();
    const update = (values: Record<string, unknown>, as = 'admin') => call('POST', 'updateAfterSale', { id, ...FORM, ...values }, as);
    expect((await update({ status: 'processing' }, 'oem')).code).toBe(200);
    expect(await update({ status: 'pending' })).toMatchObject({ code: 400, message: AFTER_SALES_TEXTS.backwards });
    expect(await update({ status: 'done', result: ' ' })).toMatchObject({ code: 400, message: AFTER_SALES_TEXTS.resultNeeded });
    expect((await update({ status: 'done', result: '已补寄三张新卡' })).code).toBe(200);
    expect(await update({ status: 'done', result: '改' })).toMatchObject({ code: 400, message: AFTER_SALES_TEXTS.doneIsFinal });
    expect(backend.db.prepare('SELECT status, result FROM admin_after_sales WHERE id = ?').get(id)).toEqual({ status: 'done', result: '已补寄三张新卡' });
  });

  it('adds for a company with a number of its own; bad input is refused in Chinese; deletes', async () => {
    expect(await call('POST', 'addAfterSale', { ...FORM })).toMatchObject({ code: 400, message: `请选择${afterSales.fields.companyId.label}` });
    expect((await call('POST', 'addAfterSale', { ...FORM, companyId: companyId(), quantity: 0 })).code).toBe(400);
    expect((await call('POST', 'addAfterSale', { ...FORM, companyId: companyId(), contactPhone: '123' })).code).toBe(400);
    const first = await add();
    const second = await add();
    expect(first.serviceNo).toMatch(/^SH\d{12}$/);
    expect(second.serviceNo).not.toBe(first.serviceNo);
    expect((await call('POST', 'deleteAfterSale', { id: first.id }, 'oem')).code).toBe(200);
    expect((await call('POST', 'deleteAfterSale', { id: first.id })).code).toBe(404);
  });

  it('exports the filtered list with the list’s columns', async () => {
    const response = await backend.app.inject({
      method: 'POST',
      url: '/api/afterSale/exportAfterSale',
      payload: { status: 'processing' },
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    const sheet = await readSheet(response.rawPayload);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(afterSalesApi.exportAfterSale.columns.map((column) => column.title));
    expect(sheet.rowCount - 1).toBe(count("WHERE status = 'processing'"));
  });
});
