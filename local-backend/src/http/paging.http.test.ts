import { beforeAll, describe, expect, it } from 'vitest';
import { addOtherAgent, startBackend, type Harness } from '../test/harness';
import { PAGING_TEXTS } from './page';

/**
 * Paging at scale on the biggest lists, through HTTP on the seeded world (CONTRACT.md): a walk by
 * cursors answers the pages a walk by page number does, and a cursor carries no scope.
 */
describe('the biggest lists page by cursor', () => {
  let backend: Harness;
  const tokens: Record<string, string> = {};
  const list = async (path: string, role: string, payload: Record<string, unknown>) => {
    const { body } = await backend.call({ method: 'POST', url: path, token: tokens[role], payload });
    return body as { code: number; message: string; data: { list: { id: number }[]; total?: number; estimated?: boolean; next?: string; prev?: string } };
  };

  beforeAll(async () => {
    backend = await startBackend();
    const other = addOtherAgent(backend.db);
    for (const [role, username] of Object.entries({ admin: 'admin', agent: 'agent', other })) tokens[role] = await backend.login(username);
  });

  const lists = {
    通话记录: '/api/record/queryRequest',
    客户: '/api/intentionCustomer/list',
    批次号码: '/api/cloudcall/batchNumberList',
    号码列表: '/api/carrier/number/list',
  };

  for (const [name, path] of Object.entries(lists)) {
    it(`${name}: next and previous by cursor answer the pages by number, counted once`, async () => {
      const size = 20;
      const first = await list(path, 'admin', { pageIndex: 1, pageSize: size, seek: 1 });
      expect(first.code).toBe(200);
      expect(first.data.total).toBeGreaterThan(size * 3);
      expect(first.data.estimated).toBeUndefined();
      // An older caller (no cursors asked) gets the same page, and no cursors.
      const plain = await list(path, 'admin', { pageIndex: 1, pageSize: size });
      expect(plain.data).toEqual({ list: first.data.list, total: first.data.total });
      let page = first;
      for (let pageIndex = 2; pageIndex <= 3; pageIndex++) {
        const turned = await list(path, 'admin', { pageIndex, pageSize: size, after: page.data.next });
        expect(turned.data.total).toBeUndefined();
        expect(turned.data.list).toEqual((await list(path, 'admin', { pageIndex, pageSize: size })).data.list);
        page = turned;
      }
      const back = await list(path, 'admin', { pageIndex: 2, pageSize: size, before: page.data.prev });
      expect(back.data.list).toEqual((await list(path, 'admin', { pageIndex: 2, pageSize: size })).data.list);
    });
  }

  it('a cursor carries no scope: an agent turning the admin’s page sees only rows of its own list', async () => {
    const path = lists.通话记录;
    // One day of calls: each role's own list is walked whole, page by page.
    const day = ((await list(path, 'admin', { pageIndex: 1, pageSize: 1 })).data.list[0] as unknown as { startTime: string }).startTime.slice(0, 10);
    const search = { startTimeFrom: `${day} 00:00:00`, startTimeTo: `${day} 23:59:59` };
    const admin = await list(path, 'admin', { ...search, pageIndex: 1, pageSize: 20, seek: 1 });
    expect(admin.data.list.length).toBe(20);
    for (const role of ['agent', 'other']) {
      const turned = await list(path, role, { ...search, pageIndex: 2, pageSize: 20, after: admin.data.next, count: 'exact' });
      const own = new Set<number>();
      for (let pageIndex = 1; pageIndex <= Math.ceil(turned.data.total! / 100); pageIndex++) {
        for (const row of (await list(path, role, { ...search, pageIndex, pageSize: 100 })).data.list) own.add(row.id);
      }
      expect(own.size).toBe(turned.data.total);
      expect(own.size).toBeLessThan(admin.data.total!);
      expect(turned.data.list.length).toBeGreaterThan(0);
      expect(turned.data.list.every((row) => own.has(row.id))).toBe(true);
    }
  });

  it('refuses an altered cursor in Chinese (400)', async () => {
    const path = lists.通话记录;
    const { next } = (await list(path, 'admin', { pageIndex: 1, pageSize: 10, seek: 1 })).data;
    const [payload, signature] = next!.split('.');
    // Its next-to-last character changed, to one it is not already (it was the last one that was compared: 1 run in 64 sent the genuine cursor).
    const altered = `${payload.slice(0, -2)}${payload.at(-2) === 'A' ? 'B' : 'A'}${payload.slice(-1)}.${signature}`;
    expect(altered).not.toBe(next);
    expect(await list(path, 'admin', { pageIndex: 2, pageSize: 10, after: altered })).toMatchObject({ code: 400, message: PAGING_TEXTS.staleCursor });
  });
});
