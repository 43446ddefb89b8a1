import { ROLES } from '@console/sdk/manifest';
import { SEEDED_ACCOUNTS } from '@console/sdk/seeded';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORK_ORDER_TEXTS, workOrder, workOrderApi } from '@console/remote-admin/contract';
import { readSheet, startBackend, type Harness } from '../../test/harness';

let backend: Harness;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  backend = await startBackend();
  tokens.admin = await backend.login(SEEDED_ACCOUNTS.admin.username);
  tokens.oem = await backend.login(SEEDED_ACCOUNTS.oem.username);
});
afterAll(() => backend.app.close());

const post = async (url: string, payload: Record<string, unknown> = {}, as = 'admin') =>
  (await backend.call({ method: 'POST', url, payload, token: tokens[as] })).body;
const list = (payload: Record<string, unknown>, as = 'admin') => post('/api/admin/workOrder/list', payload, as);
const companyId = () => backend.db.prepare('SELECT id FROM companies ORDER BY id LIMIT 1').pluck().get() as number;
const create = async (title = '线路测试工单') => {
  const body = await post('/api/admin/workOrder/add', {
    title,
    category: '线路质量',
    companyId: companyId(),
    content: '外呼有杂音',
    contactPhone: '13800138000',
  });
  expect(body.code).toBe(200);
  return body.data as { id: number; orderNo: string };
};
const statusOf = (id: number) => backend.db.prepare('SELECT status FROM admin_work_order WHERE id = ?').pluck().get(id);

describe('/api/admin/workOrder', () => {
  it('pages every company’s seeded work orders for admin and oem alike, filtered and sorted on the server', async () => {
    const all = await list({ pageSize: 10 });
    expect(all.data.total).toBe(2400);
    expect((await list({ pageSize: 10 }, 'oem')).data.total).toBe(2400);
    const open = await list({ status: 'open', pageSize: 100 });
    expect(open.data.total).toBe(backend.db.prepare("SELECT COUNT(*) FROM admin_work_order WHERE status = 'open'").pluck().get());
    expect(open.data.list.every((row: { status: string; handlerName: string }) => row.status === 'open' && row.handlerName === '')).toBe(true);
    const handled = (await list({ status: 'handled', pageSize: 5 })).data.list;
    expect(handled.every((row: { replyCount: number; handlerName: string }) => row.replyCount === 1 && row.handlerName !== '')).toBe(true);
    const sorted = (await list({ sortField: 'createdAt', sortOrder: 'ascend', pageSize: 50 })).data.list.map((row: { createdAt: string }) => row.createdAt);
    expect(sorted).toEqual([...sorted].sort());
  });

  it('refuses every role but admin and oem', async () => {
    const access = workOrderApi.list.access as readonly string[];
    for (const role of ROLES.filter((role) => !access.includes(role))) {
      const other = await backend.login(SEEDED_ACCOUNTS[role].username);
      expect((await backend.call({ method: 'POST', url: '/api/admin/workOrder/list', payload: {}, token: other })).body.code).toBe(403);
      expect((await backend.call({ method: 'POST', url: '/api/admin/workOrder/close', payload: { id: 1 }, token: other })).body.code).toBe(403);
    }
  });

  it('moves open → handled → closed, each reply with its writer; every other move is refused in Chinese', async () => {
    const { id, orderNo } = await create();
    expect(orderNo).toMatch(/^GD\d{12}$/);
    expect(statusOf(id)).toBe('open');
    expect(await post('/api/admin/workOrder/close', { id })).toMatchObject({ code: 400, message: WORK_ORDER_TEXTS.closeOnlyHandled });
    expect(await post('/api/admin/workOrder/resolve', { id, content: '  ' }, 'oem')).toMatchObject({ code: 400, message: WORK_ORDER_TEXTS.emptyReply });
    expect(statusOf(id)).toBe('open');
    expect((await post('/api/admin/workOrder/resolve', { id, content: '已更换线路' }, 'oem')).code).toBe(200);
    expect(statusOf(id)).toBe('handled');
    expect(await post('/api/admin/workOrder/resolve', { id, content: '再次处理' })).toMatchObject({ code: 400, message: WORK_ORDER_TEXTS.handleOnlyOpen });
    expect(await post('/api/admin/workOrder/update', { id, title: '改标题' })).toMatchObject({ code: 400, message: WORK_ORDER_TEXTS.editOnlyOpen });
    expect((await post('/api/admin/workOrder/reply', { id, content: '请确认是否恢复' })).code).toBe(200);
    expect((await post('/api/admin/workOrder/close', { id })).code).toBe(200);
    expect(statusOf(id)).toBe('closed');
    expect(await post('/api/admin/workOrder/reply', { id, content: '补充' })).toMatchObject({ code: 400, message: WORK_ORDER_TEXTS.closedNoReply });
    const replies = (await post('/api/admin/workOrder/replyList', { id })).data;
    expect(replies.map((reply: Record<string, unknown>) => [reply.authorName, reply.authorRole, reply.content])).toEqual([
      ['oem', 'oem', '已更换线路'],
      ['admin', 'admin', '请确认是否恢复'],
    ]);
    const [row] = (await list({ orderNo })).data.list;
    expect(row).toMatchObject({ status: 'closed', handlerName: 'oem', replyCount: 2 });
  });

  it('adds for a company (its agent taken from it), edits an open one, deletes with its replies; bad input is refused in Chinese', async () => {
    expect(await post('/api/admin/workOrder/add', { title: '缺企业', category: '其他', content: 'x' })).toMatchObject({
      code: 400,
      message: `请选择${workOrder.fields.companyId.label}`,
    });
    expect((await post('/api/admin/workOrder/add', { title: '错类型', category: '乱写', companyId: companyId(), content: 'x' })).code).toBe(400);
    const { id } = await create('待修改工单');
    const agentId = backend.db.prepare('SELECT agent_id FROM companies WHERE id = ?').pluck().get(companyId());
    expect(backend.db.prepare('SELECT agent_id FROM admin_work_order WHERE id = ?').pluck().get(id)).toBe(agentId);
    expect((await post('/api/admin/workOrder/update', { id, title: '已修改工单', category: '其他', content: '改为咨询' }, 'oem')).code).toBe(200);
    expect((await list({ title: '已修改工单' })).data.total).toBe(1);
    await post('/api/admin/workOrder/resolve', { id, content: '处理' });
    expect((await post('/api/admin/workOrder/delete', { id })).code).toBe(200);
    expect(backend.db.prepare('SELECT COUNT(*) FROM admin_work_order_reply WHERE work_order_id = ?').pluck().get(id)).toBe(0);
    expect((await post('/api/admin/workOrder/delete', { id })).code).toBe(404);
  });

  it('exports the filtered list with its columns, the work order number as text', async () => {
    const response = await backend.app.inject({
      method: 'POST',
      url: '/api/admin/workOrder/export',
      payload: { status: 'closed' },
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    const sheet = await readSheet(response.rawPayload);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(workOrderApi.export.columns.map((column) => column.title));
    expect(sheet.rowCount - 1).toBe(backend.db.prepare("SELECT COUNT(*) FROM admin_work_order WHERE status = 'closed'").pluck().get());
    expect(typeof sheet.getRow(2).getCell(1).value).toBe('string');
  });
});
