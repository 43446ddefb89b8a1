import { panelDataApi, WALL_TEXTS, type WallFigures } from '@console/remote-admin/contract';
import { SEEDED_ACCOUNTS } from '@console/sdk/seeded';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../db/time';
import { agentTree, checkToken, type CurrentUser } from '../../http/auth';
import { dataChanged } from '../../http/changes';
import { placeCalls, simulatedOperator } from '../cloudcall/batchCalls';
import { startBackend, type Harness } from '../../test/harness';
import { wallFigures } from './panelData';

let backend: Harness;
let origin: string;
const tokens: Record<'admin' | 'agent', string> = { admin: '', agent: '' };
beforeAll(async () => {
  backend = await startBackend();
  origin = await backend.app.listen({ port: 0, host: '127.0.0.1' });
  tokens.admin = await backend.login(SEEDED_ACCOUNTS.admin.username);
  tokens.agent = await backend.login(SEEDED_ACCOUNTS.agent.username);
});
afterAll(() => backend.app.close());

const userOf = (token: string) => checkToken(backend.db, `Bearer ${token}`)!.user as CurrentUser;
const post = (url: string, payload: Record<string, unknown>, token = tokens.admin) => backend.call({ method: 'POST', url, payload, token });
const today = () => formatDateTime(new Date()).slice(0, 10);

/** The wall's stream as `token`: its figures events, read as they come. */
async function openWall(token: string) {
  const controller = new AbortController();
  const response = await fetch(`${origin}${panelDataApi.events.path}`, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const next = async (): Promise<WallFigures | null> => {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = frame.split('\n').find((line) => line.startsWith('data: '));
        if (frame.includes(`event: ${WALL_TEXTS.event}`) && data) return JSON.parse(data.slice(6)) as WallFigures;
        continue;
      }
      const { value, done } = await reader.read();
      if (done) return null;
      buffer += value;
    }
  };
  return { response, next, close: () => controller.abort() };
}

describe('the data wall (/panelData)', () => {
  it('counts each figure from the rows the other pages list', async () => {
    const figures = wallFigures(backend.db, userOf(tokens.admin));
    const day = { startTimeFrom: `${today()} 00:00:00`, startTimeTo: `${today()} 23:59:59`, pageSize: 1 };
    expect(figures.todayCalls).toBe((await post('/api/record/queryRequest', day)).body.data.total);
    expect(figures.todayConnected).toBe((await post('/api/record/queryRequest', { ...day, status: '已接通' })).body.data.total);
    expect(figures.risksOpen).toBe((await post('/api/record/riskList', { handled: 0, pageSize: 1 })).body.data.total);
    expect(figures.topUpsWaiting).toBe((await post('/api/topUp/list', { status: 'pending', pageSize: 1 })).body.data.total);
    expect(figures.runningBatches).toBe((await post('/api/cloudcall/batchList', { status: '进行中', pageSize: 1 })).body.data.total);
    expect(figures.companies.reduce((sum, company) => sum + company.calls, 0)).toBeLessThanOrEqual(figures.todayCalls);
  });

  it('never gives a role the figures of a company it may not see', () => {
    const agent = userOf(tokens.agent);
    const tree = agentTree(backend.db, agent.agentId!);
    const outside = backend.db
      .prepare(`SELECT id, agent_id AS agentId FROM companies WHERE agent_id IS NULL OR agent_id NOT IN (${tree.join(',')}) ORDER BY id LIMIT 1`)
      .get() as { id: number; agentId: number | null };
    const before = wallFigures(backend.db, agent);
    for (let i = 0; i < 500; i++) {
      backend.db
        .prepare(
          "INSERT INTO call_records (caller, callee, company_id, agent_id, start_time, duration_seconds, status) VALUES ('1', '2', ?, ?, ?, 0, '未接通')",
        )
        .run(outside.id, outside.agentId, formatDateTime(new Date()));
    }
    const admin = wallFigures(backend.db, userOf(tokens.admin));
    expect(admin.companies[0].companyId).toBe(outside.id);
    const after = wallFigures(backend.db, agent);
    expect(after.companies.map((company) => company.companyId)).not.toContain(outside.id);
    expect(after.todayCalls).toBe(before.todayCalls);
    const owners = backend.db.prepare('SELECT id, agent_id AS agentId FROM companies').all() as { id: number; agentId: number }[];
    const reachable = new Set(owners.filter((company) => tree.includes(company.agentId)).map((company) => company.id));
    for (const company of after.companies) expect(reachable.has(company.companyId)).toBe(true);
  });

  it('pushes the figures at once and again when calls are placed, a burst of changes as one update', async () => {
    const wall = await openWall(tokens.admin);
    expect(wall.response.headers.get('content-type')).toContain('text/event-stream');
    expect(wall.response.headers.get('x-accel-buffering')).toBe('no');
    const first = (await wall.next())!;
    // Today at 10:00, inside every seeded calling window (the dialling gate holds calls outside them).
    const inWindow = new Date();
    inWindow.setHours(10, 0, 0, 0);
    const placed = placeCalls(backend.db, 3, simulatedOperator(1), inWindow);
    expect(placed).toBeGreaterThan(0);
    const second = (await wall.next())!;
    expect(second.todayCalls).toBe(first.todayCalls + placed);
    expect(second.numbersToCall).toBe(first.numbersToCall - placed);
    // Hundreds of changes at once are one push, counted after them all.
    backend.db
      .prepare("INSERT INTO call_records (caller, callee, company_id, agent_id, start_time, duration_seconds, status) VALUES ('1', '2', 1, NULL, ?, 0, '忙线')")
      .run(formatDateTime(new Date()));
    for (let i = 0; i < 300; i++) dataChanged(backend.db);
    const third = (await wall.next())!;
    expect(third.todayCalls).toBe(second.todayCalls + 1);
    placeCalls(backend.db, 1, simulatedOperator(2), inWindow);
    const fourth = (await wall.next())!;
    expect(fourth.todayCalls).toBeGreaterThan(third.todayCalls);
    wall.close();
  });

  it('refuses every other role before any figure is sent, and ends a stream whose session ended', async () => {
    const refused = await backend.call({ method: 'GET', url: panelDataApi.events.path, token: tokens.agent });
    expect(refused.body).toMatchObject({ code: 403, data: null });
    const token = await backend.login(SEEDED_ACCOUNTS.admin.username);
    const wall = await openWall(token);
    expect(await wall.next()).not.toBeNull();
    backend.db.prepare('DELETE FROM sessions WHERE token = ?').run(token);
    dataChanged(backend.db);
    expect(await wall.next()).toBeNull();
  });
});
