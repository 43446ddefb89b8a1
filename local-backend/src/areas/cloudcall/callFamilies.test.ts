import { ALLOCATION_TEXTS, billCall, consumptionApi, SIP_SERVER_TEXTS, SPECIAL_NUMBER_TEXTS, TEMPLATE_TEXTS } from '@console/remote-cloudcall/contract';
import { SEEDED_ACCOUNTS } from '@console/sdk/seeded';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../db/time';
import { agentTree } from '../../http/auth';
import { expectNumbersByKind, readSheet, startBackend, type Harness } from '../../test/harness';

let backend: Harness;
const tokens: Record<'admin' | 'agent' | 'company' | 'subAgent', string> = { admin: '', agent: '', company: '', subAgent: '' };
beforeAll(async () => {
  backend = await startBackend();
  for (const role of Object.keys(tokens) as (keyof typeof tokens)[]) tokens[role] = await backend.login(SEEDED_ACCOUNTS[role].username);
});
afterAll(() => backend.app.close());

type As = keyof typeof tokens;
const post = async (url: string, payload: Record<string, unknown> = {}, as: As = 'admin') =>
  (await backend.call({ method: 'POST', url, payload, token: tokens[as] })).body;
const api = (verb: string) => `/api/cloudcall/${verb}`;
const one = <T>(sql: string, ...values: unknown[]) => backend.db.prepare(sql).get(...values) as T;

/** A fresh server and template of a family, so a test's limits are its own. */
async function template(family: string, terms: { concurrency?: number; pricePerMinute?: number; billingUnit?: number } = {}) {
  const server = await post(api('sipServerSave'), {
    name: '测试服务器',
    host: `t${Math.random().toString(36).slice(2, 10)}.example.cn`,
    port: 5060,
    transport: 'UDP',
    maxConcurrency: 1000,
    enabled: 1,
  });
  expect(server.code).toBe(200);
  const saved = await post(api('templateSave'), {
    family,
    name: '测试模板',
    serverId: server.data.id,
    pricePerMinute: terms.pricePerMinute ?? 0.06,
    billingUnit: terms.billingUnit ?? 6,
    concurrency: terms.concurrency ?? 500,
    enabled: 1,
  });
  expect(saved.code).toBe(200);
  return { serverId: server.data.id as number, templateId: saved.data.id as number };
}

describe('billCall: units = ceil(duration / unit), charge = units × unit price to the cent', () => {
  it('bills in 6 s and 60 s units', () => {
    expect(billCall(61, 6, 0.06)).toEqual({ units: 11, unitPrice: 0.006, charge: 0.07 });
    expect(billCall(61, 60, 0.06)).toEqual({ units: 2, unitPrice: 0.06, charge: 0.12 });
    expect(billCall(6, 6, 0.1)).toEqual({ units: 1, unitPrice: 0.01, charge: 0.01 });
    expect(billCall(0, 6, 0.1)).toEqual({ units: 0, unitPrice: 0.01, charge: 0 });
  });
  it('rounds half a cent up and keeps float error out of the cent', () => {
    // 5 units × 0.007 = 0.035 → 0.04; 0.07 × 100 is 7.000000000000001 in floating point.
    expect(billCall(30, 6, 0.07)).toEqual({ units: 5, unitPrice: 0.007, charge: 0.04 });
    expect(billCall(3600, 60, 0.07).charge).toBe(4.2);
    expect(billCall(899, 6, 0.15)).toEqual({ units: 150, unitPrice: 0.015, charge: 2.25 });
  });
});

describe('SIP servers', () => {
  it('shows an agent only the servers its templates run on; only admin writes', async () => {
    const all = (await post(api('sipServerList'), { pageSize: 100 })).data;
    const agents = (await post(api('sipServerList'), { pageSize: 100 }, 'agent')).data;
    expect(agents.total).toBeGreaterThan(0);
    expect(agents.total).toBeLessThanOrEqual(all.total);
    for (const row of agents.list) {
      expect(
        one(`SELECT 1 AS found FROM call_templates t JOIN call_allocations l ON l.template_id = t.id WHERE t.server_id = ? AND l.agent_id IN (1, 2)`, row.id),
      ).toBeTruthy();
    }
    expect((await post(api('sipServerSave'), { name: 'x', host: 'a.cn', port: 5060, transport: 'UDP', maxConcurrency: 1, enabled: 1 }, 'agent')).code).toBe(
      403,
    );
    expect((await post(api('sipServerList'), {}, 'company')).code).toBe(403);
  });
  it('refuses a server used by a template, a twin address and a bad host', async () => {
    const { serverId } = await template('plain');
    expect(await post(api('sipServerDelete'), { id: serverId })).toMatchObject({ code: 400, message: SIP_SERVER_TEXTS.inUse(1) });
    const { host } = one<{ host: string }>('SELECT host FROM sip_servers WHERE id = ?', serverId);
    const twin = { name: '重复', host, port: 5060, transport: 'UDP', maxConcurrency: 10, enabled: 1 };
    expect(await post(api('sipServerSave'), twin)).toMatchObject({ code: 400, message: SIP_SERVER_TEXTS.duplicate });
    expect(await post(api('sipServerSave'), { ...twin, host: 'a b' })).toMatchObject({ code: 400, message: '服务器地址应为 IP 或域名' });
  });
});

describe('templates (admin only, one family each)', () => {
  it('lists a family’s templates only, and refuses a family without template pages', async () => {
    const { data } = await post(api('templateList'), { family: 'UU', pageSize: 100 });
    expect(data.total).toBeGreaterThan(0);
    const names = (await post(api('templateList'), { family: 'Job', pageSize: 100 })).data.list.map((row: { id: number }) => row.id);
    for (const row of data.list) expect(names).not.toContain(row.id);
    expect((await post(api('allocationList'), { family: 'UU' })).code).toBe(400);
    expect((await post(api('templateList'), { family: 'plain' }, 'agent')).code).toBe(403);
  });
  it('keeps concurrency within the server and refuses deleting an allocated template', async () => {
    const { serverId, templateId } = await template('plain');
    const over = { family: 'plain', id: templateId, name: '测试模板', serverId, pricePerMinute: 0.06, billingUnit: 6, concurrency: 1001, enabled: 1 };
    expect(await post(api('templateSave'), over)).toMatchObject({ code: 400, message: TEMPLATE_TEXTS.overServer(1000) });
    expect(
      (await post(api('allocationSave'), { family: 'plain', templateId, agentId: 5, pricePerMinute: 0.06, concurrency: 10, lines: 10, enabled: 1 })).code,
    ).toBe(200);
    expect(await post(api('templateDelete'), { id: templateId })).toMatchObject({ code: 400, message: TEMPLATE_TEXTS.inUse(1) });
  });
});

describe('allocations: a company never gets more than its agent was allocated', () => {
  it('refuses a company beyond its agent’s concurrency, lines and price, and says why', async () => {
    const { templateId } = await template('Job', { concurrency: 200, pricePerMinute: 0.05 });
    const base = { family: 'Job', templateId, enabled: 1 };
    // Company 1 belongs to agent 1.
    expect(await post(api('allocationSave'), { ...base, companyId: 1, pricePerMinute: 0.08, concurrency: 5, lines: 5 })).toMatchObject({
      code: 400,
      message: ALLOCATION_TEXTS.agentLacks,
    });
    expect(await post(api('allocationSave'), { ...base, agentId: 1, pricePerMinute: 0.06, concurrency: 201, lines: 50 })).toMatchObject({
      code: 400,
      message: ALLOCATION_TEXTS.overTemplate(200),
    });
    expect(await post(api('allocationSave'), { ...base, agentId: 1, pricePerMinute: 0.04, concurrency: 100, lines: 50 })).toMatchObject({
      code: 400,
      message: ALLOCATION_TEXTS.belowTemplatePrice(0.05),
    });
    const agentAllocation = await post(api('allocationSave'), { ...base, agentId: 1, pricePerMinute: 0.06, concurrency: 100, lines: 50 });
    expect(agentAllocation.code).toBe(200);
    // The agent allocates to its own company, within what it holds.
    const first = await post(api('allocationSave'), { ...base, companyId: 1, pricePerMinute: 0.08, concurrency: 60, lines: 30 }, 'agent');
    expect(first.code).toBe(200);
    const other = one<{ id: number }>('SELECT id FROM companies WHERE agent_id = 1 AND id <> 1 LIMIT 1');
    const second = { ...base, companyId: other.id, pricePerMinute: 0.08, lines: 10 };
    expect(await post(api('allocationSave'), { ...second, concurrency: 41 }, 'agent')).toMatchObject({
      code: 400,
      message: ALLOCATION_TEXTS.overAgent('并发数', 100, 60, 41),
    });
    expect(await post(api('allocationSave'), { ...second, concurrency: 40, lines: 21 }, 'agent')).toMatchObject({
      code: 400,
      message: ALLOCATION_TEXTS.overAgent('线路数', 50, 30, 21),
    });
    expect(await post(api('allocationSave'), { ...second, concurrency: 40, pricePerMinute: 0.05 }, 'agent')).toMatchObject({
      code: 400,
      message: ALLOCATION_TEXTS.belowAgentPrice(0.06),
    });
    expect((await post(api('allocationSave'), { ...second, concurrency: 40 }, 'agent')).code).toBe(200);
    expect(await post(api('allocationSave'), { ...base, companyId: 1, pricePerMinute: 0.08, concurrency: 1, lines: 1 })).toMatchObject({
      code: 400,
      message: ALLOCATION_TEXTS.duplicate,
    });
    // Raising one company's share past the agent's is refused on edit too; lowering the agent's below its companies' as well.
    expect(
      await post(api('allocationSave'), { family: 'Job', id: first.data.id, pricePerMinute: 0.08, concurrency: 61, lines: 30, enabled: 1 }, 'agent'),
    ).toMatchObject({
      code: 400,
      message: ALLOCATION_TEXTS.overAgent('并发数', 100, 40, 61),
    });
    expect(
      await post(api('allocationSave'), { family: 'Job', id: agentAllocation.data.id, pricePerMinute: 0.06, concurrency: 99, lines: 50, enabled: 1 }),
    ).toMatchObject({
      code: 400,
      message: ALLOCATION_TEXTS.belowCompanies('并发数', 100),
    });
    expect(await post(api('allocationDelete'), { id: agentAllocation.data.id })).toMatchObject({ code: 400, message: ALLOCATION_TEXTS.hasCompanies(2) });
    // An agent never raises its own quota, nor allocates to another agent's company; a company only reads.
    expect(
      (
        await post(
          api('allocationSave'),
          { family: 'Job', id: agentAllocation.data.id, pricePerMinute: 0.06, concurrency: 200, lines: 50, enabled: 1 },
          'agent',
        )
      ).code,
    ).toBe(403);
    const foreign = one<{ id: number }>('SELECT id FROM companies WHERE agent_id NOT IN (1, 2) LIMIT 1');
    expect((await post(api('allocationSave'), { ...base, companyId: foreign.id, pricePerMinute: 0.08, concurrency: 1, lines: 1 }, 'agent')).code).toBe(403);
    expect((await post(api('allocationSave'), { ...second, concurrency: 1 }, 'company')).code).toBe(403);
  });
  it('scopes rows: an agent its tree’s, a company its own', async () => {
    const agents = (await post(api('allocationList'), { family: 'plain', pageSize: 100 }, 'agent')).data;
    expect(agents.total).toBeGreaterThan(0);
    const tree = agentTree(backend.db, 1);
    for (const row of agents.list) expect(tree).toContain(row.agentId);
    expect(agents.list.some((row: { agentId: number }) => row.agentId === 1)).toBe(true);
    const company = (await post(api('allocationList'), { family: 'plain', pageSize: 100 }, 'company')).data;
    expect(company.total).toBeGreaterThan(0);
    for (const row of company.list) expect(row).toMatchObject({ companyId: 1, target: 'company' });
  });
  it('seeds companies within their agents: no agent’s companies together exceed it', () => {
    const over = backend.db
      .prepare(
        `SELECT l.id FROM call_allocations l WHERE l.company_id IS NULL AND (
           l.concurrency < (SELECT COALESCE(SUM(c.concurrency), 0) FROM call_allocations c WHERE c.template_id = l.template_id AND c.agent_id = l.agent_id AND c.company_id IS NOT NULL)
           OR l.lines < (SELECT COALESCE(SUM(c.lines), 0) FROM call_allocations c WHERE c.template_id = l.template_id AND c.agent_id = l.agent_id AND c.company_id IS NOT NULL))`,
      )
      .all();
    expect(over).toEqual([]);
  });
});

describe('special service numbers', () => {
  it('binds a number to a template of the family the company holds, once', async () => {
    const held = one<{ template_id: number }>("SELECT template_id FROM call_allocations WHERE company_id = 1 AND family = 'trumpet'");
    const notHeld = one<{ id: number }>(
      "SELECT id FROM call_templates WHERE family = 'trumpet' AND id NOT IN (SELECT template_id FROM call_allocations WHERE company_id = 1)",
    );
    const number = { family: 'trumpet', number: '95000123', companyId: 1, enabled: 1 };
    expect(await post(api('specialNumberSave'), { ...number, templateId: notHeld.id }, 'agent')).toMatchObject({
      code: 400,
      message: SPECIAL_NUMBER_TEXTS.notAllocated,
    });
    expect(await post(api('specialNumberSave'), { ...number, family: 'plain', templateId: held.template_id }, 'agent')).toMatchObject({
      code: 400,
      message: SPECIAL_NUMBER_TEXTS.notAllocated,
    });
    expect(await post(api('specialNumberSave'), { ...number, number: '95-1' })).toMatchObject({ code: 400, message: '特服号码应为 3 到 20 位数字' });
    const saved = await post(api('specialNumberSave'), { ...number, templateId: held.template_id }, 'agent');
    expect(saved.code).toBe(200);
    expect(await post(api('specialNumberSave'), { ...number, templateId: held.template_id })).toMatchObject({
      code: 400,
      message: SPECIAL_NUMBER_TEXTS.duplicate('95000123'),
    });
    const mine = (await post(api('specialNumberList'), { family: 'trumpet', number: '95000123' }, 'company')).data.list;
    expect(mine).toEqual([expect.objectContaining({ number: '95000123', companyId: 1 })]);
    expect((await post(api('specialNumberDelete'), { id: saved.data.id }, 'company')).code).toBe(403);
    expect((await post(api('specialNumberDelete'), { id: saved.data.id }, 'agent')).code).toBe(200);
  });
  it('refuses deleting a company’s allocation while numbers are bound to it', async () => {
    const bound = one<{ id: number; count: number }>(
      `SELECT l.id, (SELECT COUNT(*) FROM call_special_numbers n WHERE n.company_id = l.company_id AND n.template_id = l.template_id) AS count
       FROM call_allocations l WHERE l.company_id = 1 AND l.family = 'plain'`,
    );
    expect(await post(api('allocationDelete'), { id: bound.id }, 'agent')).toMatchObject({ code: 400, message: ALLOCATION_TEXTS.hasNumbers(bound.count) });
  });
});

describe('consumption details: the billed calls /record lists, totals for the search', () => {
  it('bills every row by its template’s unit at its allocation’s price, as /record shows the same call', async () => {
    const { data } = await post(api('consumptionList'), { family: 'plain', pageSize: 50 }, 'company');
    expect(data.total).toBeGreaterThan(0);
    for (const row of data.list) {
      expect(row.units).toBeGreaterThan(0);
      expect({ units: row.units, charge: row.charge }).toEqual({
        units: Math.ceil(row.durationSeconds / row.billingUnit),
        charge: billCall(row.durationSeconds, row.billingUnit, (row.unitPrice * 60) / row.billingUnit).charge,
      });
    }
    const [row] = data.list;
    const record = (await post('/api/record/queryRequest', { caller: row.caller, callee: row.callee, pageSize: 5 }, 'company')).data.list.find(
      (call: { id: number }) => call.id === row.id,
    );
    expect(record).toMatchObject({ family: 'plain', templateName: row.templateName, units: row.units, unitPrice: row.unitPrice, charge: row.charge });
  });
  it('totals the current search: the sums of its rows', async () => {
    const search = { family: 'trumpet', startTimeFrom: formatDateTime(new Date(Date.now() - 8 * 86_400_000)) };
    const rows = (await post(api('consumptionList'), { ...search, pageSize: 100 }, 'agent')).data;
    const totals = (await post(api('consumptionTotals'), search, 'agent')).data;
    expect(totals.calls).toBe(rows.total);
    expect(rows.total).toBeGreaterThan(0);
    expect(rows.total).toBeLessThanOrEqual(100);
    type Row = { durationSeconds: number; units: number; charge: number };
    expect(totals.seconds).toBe(rows.list.reduce((sum: number, row: Row) => sum + row.durationSeconds, 0));
    expect(totals.units).toBe(rows.list.reduce((sum: number, row: Row) => sum + row.units, 0));
    expect(totals.charge).toBe(Math.round(rows.list.reduce((sum: number, row: Row) => sum + Math.round(row.charge * 100), 0)) / 100);
    // The agent's own companies' calls only.
    const tree = agentTree(backend.db, 1);
    for (const row of rows.list) expect(tree).toContain(one<{ agent_id: number }>('SELECT agent_id FROM call_records WHERE id = ?', row.id).agent_id);
  });
  it('exports the search as .xlsx with the list’s columns', async () => {
    const response = await backend.app.inject({
      method: 'POST',
      url: api('exportConsumption'),
      headers: { authorization: `Bearer ${tokens.company}` },
      payload: { family: 'Job' },
    });
    expect(response.statusCode).toBe(200);
    expect(decodeURIComponent(String(response.headers['content-disposition']))).toContain('消费明细.xlsx');
    const sheet = await readSheet(response.rawPayload);
    expect(sheet.getRow(1).values).toEqual([undefined, ...consumptionApi.exportConsumption.columns.map((column) => column.title)]);
    expect(sheet.rowCount).toBeGreaterThan(1);
    // 通话时长 adds up, and the unit price is money like the charge (issue 65, item 12).
    expect(expectNumbersByKind(sheet, consumptionApi.exportConsumption.columns)).toBeGreaterThan(2 * (sheet.rowCount - 1) - 1);
  });
  it('refuses the roles the pages are not for, whatever the stored role says', async () => {
    expect((await post(api('consumptionList'), { family: 'plain' }, 'subAgent')).code).toBe(403);
    const forged = await backend.call({
      method: 'POST',
      url: api('templateList'),
      payload: { family: 'plain' },
      token: tokens.company,
      headers: { UserRole: 'admin' },
    });
    expect(forged.body.code).toBe(403);
  });
});
