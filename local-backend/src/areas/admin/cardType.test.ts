import { ROLES } from '@console/sdk/manifest';
import { SEEDED_ACCOUNTS } from '@console/sdk/seeded';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_TYPE_TEXTS, cardType, cardTypeApi } from '@console/remote-admin/contract';
import { readSheet, startBackend, type Harness } from '../../test/harness';

let backend: Harness;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  backend = await startBackend();
  for (const role of ROLES) tokens[role] = await backend.login(SEEDED_ACCOUNTS[role].username);
});
afterAll(() => backend.app.close());

const post = async (verb: string, payload: Record<string, unknown> = {}, as = 'admin') =>
  (await backend.call({ method: 'POST', url: `/api/admin/cardType/${verb}`, payload, token: tokens[as] })).body;
const agentOf = (username: string) => backend.db.prepare('SELECT agent_id FROM users WHERE username = ?').pluck().get(username) as number;
const count = (sql: string, ...values: unknown[]) =>
  backend.db
    .prepare(`SELECT COUNT(*) FROM admin_card_type ${sql}`)
    .pluck()
    .get(...values) as number;
const FORM = { operator: '联通', monthlyFee: 39.9, includedMinutes: 800, status: 1, remark: '' };

describe('/api/admin/cardType', () => {
  it('shows the admin every brand, an agent its own and its sub-agents’, a sub-agent its own', async () => {
    expect((await post('list', { pageSize: 10 })).data.total).toBe(count(''));
    expect(count('WHERE agent_id IS NULL')).toBe(11);
    const agent = agentOf('agent');
    const sub = agentOf('subagent');
    const tree = backend.db.prepare('SELECT id FROM agents WHERE id = ? OR parent_id = ?').pluck().all(agent, agent) as number[];
    expect((await post('list', { pageSize: 100 }, 'agent')).data.total).toBe(count(`WHERE agent_id IN (${tree.join(',')})`));
    const own = (await post('list', { pageSize: 100 }, 'subAgent')).data;
    expect(own.total).toBe(count('WHERE agent_id = ?', sub));
    expect(own.total).toBeGreaterThan(0);
  });

  it('filters and sorts on the server', async () => {
    const found = (await post('list', { operator: '电信', status: 1, pageSize: 100 })).data;
    expect(found.total).toBe(count("WHERE operator = '电信' AND status = 1"));
    const fees = (await post('list', { sortField: 'monthlyFee', sortOrder: 'ascend', pageSize: 50 })).data.list.map(
      (row: { monthlyFee: number }) => row.monthlyFee,
    );
    expect(fees).toEqual([...fees].sort((a, b) => a - b));
  });

  it('refuses every other role', async () => {
    const access = cardTypeApi.list.access as readonly string[];
    for (const role of ROLES.filter((role) => !access.includes(role))) expect((await post('list', {}, role)).code).toBe(403);
  });

  it('an agent adds its own brand, a name once per owner; edits and deletes only what it reaches', async () => {
    const added = await post('add', { ...FORM, name: '测试外呼卡' }, 'agent');
    expect(added.code).toBe(200);
    expect(backend.db.prepare('SELECT agent_id FROM admin_card_type WHERE id = ?').pluck().get(added.data.id)).toBe(agentOf('agent'));
    expect(await post('add', { ...FORM, name: '测试外呼卡' }, 'agent')).toMatchObject({ code: 400, message: CARD_TYPE_TEXTS.duplicate });
    // Another owner may use the name.
    expect((await post('add', { ...FORM, name: '测试外呼卡' }, 'subAgent')).code).toBe(200);
    expect(await post('add', { ...FORM, name: '', monthlyFee: 1 }, 'agent')).toMatchObject({ code: 400, message: `请填写${cardType.fields.name.label}` });
    expect((await post('add', { ...FORM, name: '负月租', monthlyFee: -1 }, 'agent')).code).toBe(400);

    const platform = backend.db.prepare('SELECT id FROM admin_card_type WHERE agent_id IS NULL LIMIT 1').pluck().get();
    expect((await post('update', { id: platform, ...FORM, name: '改平台卡' }, 'agent')).code).toBe(403);
    expect((await post('update', { id: added.data.id, ...FORM, name: '测试外呼卡二代', status: 0 }, 'agent')).code).toBe(200);
    expect(backend.db.prepare('SELECT name, status FROM admin_card_type WHERE id = ?').get(added.data.id)).toEqual({ name: '测试外呼卡二代', status: 0 });
    expect((await post('delete', { id: added.data.id }, 'subAgent')).code).toBe(403);
    expect((await post('delete', { id: added.data.id }, 'agent')).code).toBe(200);
    expect((await post('delete', { id: added.data.id }, 'agent')).code).toBe(403);
  });

  it('exports the list with its columns', async () => {
    const response = await backend.app.inject({
      method: 'POST',
      url: '/api/admin/cardType/export',
      payload: { operator: '移动' },
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    const sheet = await readSheet(response.rawPayload);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(cardTypeApi.export.columns.map((column) => column.title));
    expect(sheet.rowCount - 1).toBe(count("WHERE operator = '移动'"));
  });
});
