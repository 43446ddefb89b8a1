/** Notices: sanitised on the way in, published to named roles and companies within the publisher's reach, read once per reader. */
import { NOTICE_TEXTS } from '@console/remote-admin/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type Harness } from '../../test/harness';
import { sanitizeNotice } from './notices';

let backend: Harness;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  backend = await startBackend();
  for (const username of ['admin', 'agent', 'subagent', 'oem', 'company', 'department', 'staff', 'gm']) tokens[username] = await backend.login(username);
});
afterAll(() => backend.app.close());

const post = async (as: string, url: string, payload: Record<string, unknown> = {}) =>
  (await backend.call({ method: 'POST', url, token: tokens[as], payload })).body;
const publish = (as: string, payload: Record<string, unknown>) => post(as, '/api/notice/add', { content: '<p>内容</p>', ...payload });
const inboxIds = async (as: string, unread = false) =>
  ((await post(as, '/api/notice/listReceived', { pageSize: 100, ...(unread ? { unread: 1 } : {}) })).data.list as { id: number }[]).map((n) => n.id);
const userOf = (username: string) =>
  backend.db.prepare('SELECT id, company_id AS companyId, agent_id AS agentId FROM users WHERE username = ?').get(username) as {
    id: number;
    companyId: number | null;
    agentId: number | null;
  };

describe('sanitizeNotice', () => {
  it.each([
    ['<p>好<script>alert(1)</script></p>', '<p>好</p>'],
    ['<img src=x onerror=alert(1)><b onclick="alert(1)">粗</b>', '<b>粗</b>'],
    ['<a href="javascript:alert(1)">链接</a>', '<a target="_blank" rel="noopener noreferrer">链接</a>'],
    ['<a href="JaVaScRiPt:alert(1)" onmouseover="x()">链接</a>', '<a target="_blank" rel="noopener noreferrer">链接</a>'],
    ['<a href="https://example.com/a?b=1">帮助</a>', '<a href="https://example.com/a?b=1" target="_blank" rel="noopener noreferrer">帮助</a>'],
    ['<svg onload=alert(1)><p style="color:red">字</p></svg>', '<p>字</p>'],
    ['<iframe src="https://evil.example"></iframe><h3>标题</h3>', '<h3>标题</h3>'],
    ['<a href="//evil.example/x">相对协议</a>', '<a target="_blank" rel="noopener noreferrer">相对协议</a>'],
    ['<a href="http:evil.example">无斜杠</a>', '<a target="_blank" rel="noopener noreferrer">无斜杠</a>'],
    ['<a href="mailto:kefu@example.com" target="_self">邮件</a>', '<a href="mailto:kefu@example.com" target="_blank" rel="noopener noreferrer">邮件</a>'],
  ])('keeps only NOTICE_HTML of %j', (input, output) => {
    expect(sanitizeNotice(input)).toBe(output);
  });
});

describe('/api/notice', () => {
  it('stores the sanitised content; the title stays verbatim text', async () => {
    const title = '<script>alert(1)</script>公告';
    const { data } = await publish('admin', { title, content: '<p onclick="alert(1)">通知<script>alert(2)</script></p>' });
    const row = backend.db.prepare('SELECT title, content FROM notices WHERE id = ?').get(data.id);
    expect(row).toEqual({ title, content: '<p>通知</p>' });
  });

  it('refuses a notice without words, an unknown role and a company out of the publisher’s reach', async () => {
    expect(await publish('admin', { title: '空', content: '<p><script>x</script></p>' })).toMatchObject({ code: 400, message: NOTICE_TEXTS.emptyContent });
    expect(await publish('admin', { title: '角色', audienceRoles: 'admin,boss' })).toMatchObject({ code: 400, message: '接收角色不正确：boss' });
    const other = backend.db.prepare('SELECT id FROM companies WHERE agent_id <> ? LIMIT 1').pluck().get(userOf('agent').agentId) as number;
    expect(await publish('agent', { title: '越权', companyIds: String(other) })).toMatchObject({ code: 400, message: NOTICE_TEXTS.companyOutOfReach });
    expect(await publish('staff', { title: '员工' })).toMatchObject({ code: 403 });
  });

  it('reaches exactly the roles it names', async () => {
    const { data } = await publish('admin', { title: '只给企业和员工', audienceRoles: 'company,normal' });
    for (const [username, reached] of Object.entries({ admin: false, agent: false, oem: false, gm: false, company: true, department: false, staff: true }))
      expect((await inboxIds(username)).includes(data.id), username).toBe(reached);
  });

  it('reaches only the companies it names', async () => {
    const own = userOf('company').companyId!;
    const other = backend.db.prepare('SELECT id FROM companies WHERE id <> ? LIMIT 1').pluck().get(own) as number;
    const toOther = (await publish('admin', { title: '别的企业', companyIds: String(other) })).data.id;
    const toOwn = (await publish('admin', { title: '本企业', companyIds: `${other},${own}` })).data.id;
    expect(await inboxIds('company')).toContain(toOwn);
    expect(await inboxIds('company')).not.toContain(toOther);
    // A company-less account is no company's.
    expect(await inboxIds('agent')).not.toContain(toOwn);
  });

  it('an agent’s notice reaches its own world only: its sub-agent and companies, not another agent nor the platform’s accounts', async () => {
    const { data } = await publish('agent', { title: '代理商公告' });
    const staffAgent = userOf('staff').agentId;
    expect(await inboxIds('subagent')).toContain(data.id);
    expect((await inboxIds('staff')).includes(data.id)).toBe(staffAgent === userOf('agent').agentId || staffAgent === userOf('subagent').agentId);
    expect(await inboxIds('oem')).not.toContain(data.id);
    expect(await inboxIds('admin')).not.toContain(data.id);
    // A sub-agent's reaches its own tree, not its parent agent.
    const fromSub = (await publish('subagent', { title: '子代理公告' })).data.id;
    expect(await inboxIds('agent')).not.toContain(fromSub);
  });

  it('reading marks a notice read for its reader only, once; a notice not sent to the reader is refused', async () => {
    const { data } = await publish('admin', { title: '请阅读' });
    expect(await inboxIds('company', true)).toContain(data.id);
    const before = (await post('company', '/api/notice/listReceived', { unread: 1 })).data.total;
    expect((await post('company', '/api/notice/read', { id: data.id })).code).toBe(200);
    expect((await post('company', '/api/notice/read', { id: data.id })).code).toBe(200);
    expect(await inboxIds('company', true)).not.toContain(data.id);
    expect((await post('company', '/api/notice/listReceived', { unread: 1 })).data.total).toBe(before - 1);
    expect(await inboxIds('staff', true)).toContain(data.id);
    const inbox = (await post('company', '/api/notice/listReceived', { pageSize: 100 })).data.list as { id: number; read: boolean }[];
    expect(inbox.find((n) => n.id === data.id)?.read).toBe(true);
    const list = (await post('admin', '/api/notice/list', { title: '请阅读' })).data.list as { id: number; readCount: number }[];
    expect(list.find((n) => n.id === data.id)?.readCount).toBe(1);

    const hidden = (await publish('admin', { title: '只给代理', audienceRoles: 'agent' })).data.id;
    expect(await post('company', '/api/notice/read', { id: hidden })).toMatchObject({ code: 400, message: NOTICE_TEXTS.notReceived });
  });

  it('lists a publisher’s scope with its audience; deletes only what the caller published (the admin anything)', async () => {
    const own = userOf('company').companyId!;
    const byAgent = (await publish('agent', { title: '范围测试代理', audienceRoles: 'company', companyIds: String(own) })).data.id;
    const byAdmin = (await publish('admin', { title: '范围测试平台' })).data.id;
    const agentList = (await post('agent', '/api/notice/list', { title: '范围测试', pageSize: 100 })).data.list as Record<string, unknown>[];
    expect(agentList.map((row) => row.id)).toEqual([byAgent]);
    const companyName = backend.db.prepare('SELECT name FROM companies WHERE id = ?').pluck().get(own);
    expect(agentList[0]).toMatchObject({ audienceRoles: ['company'], companyNames: companyName, authorName: 'agent', readCount: 0 });
    expect((await post('admin', '/api/notice/list', { title: '范围测试', pageSize: 100 })).data.total).toBe(2);
    expect((await post('company', '/api/notice/list', {})).code).toBe(403);
    expect((await post('subagent', '/api/notice/delete', { id: byAgent })).code).toBe(403);
    expect((await post('agent', '/api/notice/delete', { id: byAdmin })).code).toBe(403);
    // Not even its sub-agent's: a notice is its publisher's to take back.
    const bySub = (await publish('subagent', { title: '范围测试子代理' })).data.id;
    expect((await post('agent', '/api/notice/delete', { id: bySub })).code).toBe(403);
    expect((await post('agent', '/api/notice/delete', { id: byAgent })).code).toBe(200);
    expect(backend.db.prepare('SELECT COUNT(*) FROM notice_companies WHERE notice_id = ?').pluck().get(byAgent)).toBe(0);
    expect((await post('admin', '/api/notice/delete', { id: byAdmin })).code).toBe(200);
  });

  it('seeds notices of the platform and the agents, pages them and sorts by read count on the server', async () => {
    const { data } = await post('admin', '/api/notice/list', { pageSize: 20, sortField: 'readCount', sortOrder: 'descend' });
    expect(data.total).toBeGreaterThanOrEqual(120);
    const counts = (data.list as { readCount: number }[]).map((row) => row.readCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts[0]).toBeGreaterThan(0);
  });
});
