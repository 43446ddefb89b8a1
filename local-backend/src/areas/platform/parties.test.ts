import { PICKER_LIMIT, partyApi, type PartyOption } from '@console/sdk/contract/parties';
import { ROLES, type Role } from '@console/sdk/manifest';
import { SEEDED_ACCOUNTS, SEEDED_SIP } from '@console/sdk/seeded';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentTree } from '../../http/auth';
import { startBackend, type Harness } from '../../test/harness';

let backend: Harness;
const tokens = {} as Record<Role, string>;
/** Each seeded account's place in the tree, read from the seeded database. */
const place = {} as Record<Role, { id: number; agentId: number | null; companyId: number | null; departmentId: number | null }>;
beforeAll(async () => {
  backend = await startBackend();
  for (const role of ROLES) {
    tokens[role] = await backend.login(SEEDED_ACCOUNTS[role].username);
    place[role] = backend.db
      .prepare('SELECT id, agent_id AS agentId, company_id AS companyId, department_id AS departmentId FROM users WHERE username = ?')
      .get(SEEDED_ACCOUNTS[role].username) as (typeof place)[Role];
  }
}, 120_000);
afterAll(() => backend.app.close());

const pick = async (entry: { path: string }, role: Role, query: Record<string, string | number> = {}): Promise<PartyOption[]> => {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const { body } = await backend.call({ method: 'GET', url: `${entry.path}?${search}`, token: tokens[role] });
  expect(body.code, `${role} ${entry.path}`).toBe(200);
  return body.data;
};
const ids = (options: PartyOption[]) => options.map((option) => option.value);
const column = (sql: string, ...values: unknown[]) =>
  backend.db
    .prepare(sql)
    .pluck()
    .all(...values) as number[];
/** Sorted as the pickers answer: by label, then id. */
const byLabel = (options: PartyOption[]) => [...options].sort((a, b) => (a.label < b.label ? -1 : a.label > b.label ? 1 : a.value - b.value));

describe('the company picker: one call, scoped by the caller’s place in the tree', () => {
  it('gives admin every company, ordered by name, and never more than PICKER_LIMIT', async () => {
    const all = await pick(partyApi.companies, 'admin');
    expect(all.length).toBe(Math.min(column('SELECT id FROM companies').length, PICKER_LIMIT));
    expect(all).toEqual(byLabel(all));
    // More companies than a picker answers (this in-memory copy only): the first PICKER_LIMIT by name.
    const add = backend.db.prepare(
      "INSERT INTO companies (name, agent_id, contact, phone, created_at) VALUES (?, ?, '张三', '13800000000', '2026-01-01 00:00:00')",
    );
    for (let i = PICKER_LIMIT; i >= 0; i--) add.run(`限额测试企业${String(i).padStart(2, '0')}`, place.agent.agentId);
    const many = await pick(partyApi.companies, 'admin', { name: '限额测试企业' });
    expect(many.map((option) => option.label)).toEqual(Array.from({ length: PICKER_LIMIT }, (_, i) => `限额测试企业${String(i).padStart(2, '0')}`));
    expect(await pick(partyApi.companies, 'agent', { name: '限额测试企业' })).toHaveLength(PICKER_LIMIT);
    expect(await pick(partyApi.companies, 'subAgent', { name: '限额测试企业' })).toEqual([]);
  });

  it('gives an agent its own and its sub-agents’ companies, never another agent’s', async () => {
    const tree = agentTree(backend.db, place.agent.agentId!);
    const mine = column(`SELECT id FROM companies WHERE agent_id IN (${tree.join(',')})`);
    const options = await pick(partyApi.companies, 'agent');
    expect(options.length).toBe(Math.min(mine.length, PICKER_LIMIT));
    for (const id of ids(options)) expect(mine).toContain(id);
    // A foreign company's own name finds nothing.
    const foreign = backend.db
      .prepare(`SELECT name FROM companies WHERE agent_id NOT IN (${tree.join(',')}) LIMIT 1`)
      .pluck()
      .get() as string;
    expect(await pick(partyApi.companies, 'agent', { name: foreign })).toEqual([]);
    expect((await pick(partyApi.companies, 'admin', { name: foreign })).length).toBeGreaterThan(0);
  });

  it('gives a sub-agent its own companies, and a company’s people their company only', async () => {
    const own = column('SELECT id FROM companies WHERE agent_id = ?', place.subAgent.agentId);
    expect(ids(await pick(partyApi.companies, 'subAgent')).sort()).toEqual(own.slice(0, PICKER_LIMIT).sort());
    for (const role of ['company', 'department', 'normal'] as const) expect(ids(await pick(partyApi.companies, role))).toEqual([place[role].companyId]);
    for (const role of ['oem', 'gm'] as const) expect(await pick(partyApi.companies, role)).toEqual([]);
  });

  it('matches the typed part of a name on the server', async () => {
    const name = backend.db.prepare('SELECT name FROM companies ORDER BY id DESC LIMIT 1').pluck().get() as string;
    const part = [...name].slice(1, 4).join('');
    const options = await pick(partyApi.companies, 'admin', { name: part });
    expect(options.length).toBeGreaterThan(0);
    for (const option of options) expect(option.label).toContain(part);
    expect(options.length).toBe(Math.min(column('SELECT id FROM companies WHERE instr(name, ?) > 0', part).length, PICKER_LIMIT));
  });
});

describe('the agent, department and staff pickers', () => {
  it('agents: admin all, an agent its sub-tree, a sub-agent itself, a company nobody', async () => {
    expect(await pick(partyApi.agents, 'admin')).toHaveLength(Math.min(column('SELECT id FROM agents').length, PICKER_LIMIT));
    expect(ids(await pick(partyApi.agents, 'agent')).sort()).toEqual(agentTree(backend.db, place.agent.agentId!).sort());
    expect(ids(await pick(partyApi.agents, 'subAgent'))).toEqual([place.subAgent.agentId]);
    expect(await pick(partyApi.agents, 'company')).toEqual([]);
  });

  it('departments: a company its own, a supervisor its own one; companyId narrows', async () => {
    const own = column('SELECT id FROM departments WHERE company_id = ?', place.company.companyId);
    expect(ids(await pick(partyApi.departments, 'company')).sort()).toEqual(own.sort());
    expect(ids(await pick(partyApi.departments, 'department'))).toEqual([place.department.departmentId]);
    const other = column('SELECT company_id FROM departments WHERE company_id <> ? LIMIT 1', place.company.companyId)[0];
    const narrowed = await pick(partyApi.departments, 'admin', { companyId: other });
    expect(narrowed.length).toBeGreaterThan(0);
    expect(ids(narrowed).sort()).toEqual(column('SELECT id FROM departments WHERE company_id = ?', other).sort().slice(0, PICKER_LIMIT));
    expect(await pick(partyApi.departments, 'company', { companyId: other })).toEqual([]);
  });

  it('staff: a supervisor its department’s, a company its own, searched by login or name', async () => {
    const department = await pick(partyApi.staff, 'department');
    expect(department.length).toBeGreaterThan(0);
    const inDepartment = column("SELECT id FROM users WHERE department_id = ? AND role IN ('company', 'department', 'normal')", place.department.departmentId);
    for (const id of ids(department)) expect(inDepartment).toContain(id);
    const inCompany = column('SELECT id FROM users WHERE company_id = ?', place.company.companyId);
    for (const id of ids(await pick(partyApi.staff, 'company'))) expect(inCompany).toContain(id);
    const found = await pick(partyApi.staff, 'company', { name: SEEDED_SIP.good.username });
    expect(found.length).toBeGreaterThan(0);
    for (const option of found) expect(option.label).toContain(SEEDED_SIP.good.username);
    expect(await pick(partyApi.staff, 'agent', { name: 'no-such-login' })).toEqual([]);
  });
});

describe('a picker asked by id: the label of a value already chosen (a list restored from its URL)', () => {
  it('answers the one choice of that id, past the first PICKER_LIMIT by label, and only within the caller’s scope', async () => {
    const first = ids(await pick(partyApi.staff, 'admin'));
    const staff = column("SELECT id FROM users WHERE role IN ('company', 'department', 'normal') AND deleted_at IS NULL ORDER BY id DESC");
    const far = staff.find((id) => !first.includes(id))!;
    const row = backend.db.prepare('SELECT username, real_name AS realName FROM users WHERE id = ?').get(far) as { username: string; realName: string };
    expect(await pick(partyApi.staff, 'admin', { id: far })).toEqual([{ value: far, label: `${row.realName || row.username}（${row.username}）` }]);
    const company = place.company.companyId!;
    expect(await pick(partyApi.companies, 'company', { id: company })).toEqual([
      { value: company, label: backend.db.prepare('SELECT name FROM companies WHERE id = ?').pluck().get(company) },
    ]);
    const foreign = column('SELECT id FROM companies WHERE id <> ? LIMIT 1', company)[0];
    expect(await pick(partyApi.companies, 'company', { id: foreign })).toEqual([]);
    expect(ids(await pick(partyApi.agents, 'admin', { id: place.subAgent.agentId! }))).toEqual([place.subAgent.agentId]);
    expect(ids(await pick(partyApi.departments, 'admin', { id: place.department.departmentId! }))).toEqual([place.department.departmentId]);
  });

  it('refuses an id that is not a whole number', async () => {
    const { body } = await backend.call({ method: 'GET', url: `${partyApi.staff.path}?id=abc`, token: tokens.admin });
    expect(body.code).not.toBe(200);
    expect(body.message).toBe('编号必须是整数');
  });
});
