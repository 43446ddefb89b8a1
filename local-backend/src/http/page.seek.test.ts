import Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { Refusal } from './envelope';
import { fromTable, leftJoinOne } from './from';
import { type ListQuery, pageOf, type PageAnswer, PAGING_TEXTS } from './page';
import { paging } from './params';
import { Where } from './where';

/** Paging at scale (CONTRACT.md): cursors answer what OFFSET would, seek an index, and count within a budget. */
describe('pageOf: keyset paging', () => {
  let db: Db;
  /** Every statement run, with its values in place (better-sqlite3's `verbose`). */
  const ran: string[] = [];
  const ROWS = 300_000;

  beforeAll(() => {
    db = new Database(':memory:', { verbose: (sql) => void ran.push(String(sql)) });
    db.pragma('foreign_keys = ON');
    db.exec(`
      CREATE TABLE agents (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
      CREATE TABLE calls (id INTEGER PRIMARY KEY, agent_id INTEGER NOT NULL REFERENCES agents(id), at TEXT NOT NULL, amount INTEGER, tag TEXT NOT NULL);
      WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 7) INSERT INTO agents SELECT i, 'agent' || (i % 3) FROM n;
      -- Ties on purpose: 'at' repeats every 1,000 rows' worth of seconds, amount is NULL on every ninth row.
      WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${ROWS})
      INSERT INTO calls SELECT i, 1 + (i * 7919) % 7, datetime(1767225600 + (i / 3) * 60, 'unixepoch'),
        CASE WHEN i % 9 = 0 THEN NULL ELSE (i * 31) % 50 END, CASE WHEN i % 4 = 0 THEN 'x' ELSE 'y' END FROM n;
      CREATE INDEX calls_at ON calls (at);
      CREATE INDEX calls_agent_at ON calls (agent_id, at);
      CREATE INDEX calls_amount ON calls (amount);
    `);
    // 300,000 rows and three indexes: a second or two on an idle core, far more on a busy machine.
  }, 120_000);

  const query = (where: Where, order: string, joined = false): ListQuery => ({
    select: joined ? 'c.id, c.at, c.amount, a.name AS agent' : 'c.id, c.at, c.amount',
    from: fromTable('calls', 'c', leftJoinOne('agents', 'a', 'c.agent_id')),
    where,
    order,
  });
  /** The page by OFFSET over the order made total (the rowid after it), as a caller without cursors gets it. */
  const byOffset = (q: ListQuery, pageIndex: number, pageSize: number) => pageOf(db, q, { pageIndex, pageSize }).list;

  const scopes = {
    everyone: () => new Where(),
    'one agent (scope) with a filter': () => new Where().raw('c.agent_id = ?', 3).eq('c.tag', 'x'),
    'a window of time': () => new Where().from('c.at', '2026-01-05 00:00:00').to('c.at', '2026-01-09 00:00:00'),
  };
  const orders = {
    'newest first': 'c.at DESC, c.id DESC',
    'oldest first, ties without an id': 'c.at',
    'a nullable column with ties': 'c.amount DESC',
    'a nullable column upwards': 'c.amount ASC, c.at DESC',
    'a joined column': 'a.name, c.at DESC',
  };

  for (const [orderName, order] of Object.entries(orders)) {
    for (const [scopeName, where] of Object.entries(scopes)) {
      it(`next and previous answer the OFFSET pages: ${orderName}, ${scopeName}`, () => {
        const q = () => query(where(), order, orderName === 'a joined column');
        const size = 7;
        const pages: PageAnswer[] = [pageOf(db, q(), { pageIndex: 1, pageSize: size, seek: true })];
        expect(pages[0].prev).toBeUndefined();
        for (let i = 1; i < 6; i++) {
          const page = pageOf(db, q(), { pageIndex: i + 1, pageSize: size, after: pages[i - 1].next! });
          expect(page.list).toEqual(byOffset(q(), i + 1, size));
          expect(page.total).toBeUndefined();
          pages.push(page);
        }
        // Back from the sixth page to the first, each by the cursor of the page after it.
        let back = pages[5];
        for (let i = 4; i >= 0; i--) {
          back = pageOf(db, q(), { pageIndex: i + 1, pageSize: size, before: back.prev! });
          expect(back.list).toEqual(pages[i].list);
        }
        expect(back.prev).toBeUndefined();
        // A jump by number answers the same rows and cursors that go on from it.
        const jumped = pageOf(db, q(), { pageIndex: 4, pageSize: size, seek: true, count: 'none' });
        expect(jumped.list).toEqual(pages[3].list);
        expect(pageOf(db, q(), { pageIndex: 5, pageSize: size, after: jumped.next! }).list).toEqual(pages[4].list);
      });
    }
  }

  it('walks a whole list with ties and NULLs, forwards and back, as OFFSET does', () => {
    const q = () => query(new Where().raw('c.id <= ?', 400), 'c.amount DESC');
    const offsetRows = byOffset(q(), 1, 100)
      .concat(byOffset(q(), 2, 100), byOffset(q(), 3, 100), byOffset(q(), 4, 100))
      .map((row) => (row as { id: number }).id);
    const seen: number[] = [];
    let page = pageOf(db, q(), { pageIndex: 1, pageSize: 13, seek: true });
    const pages = [page];
    for (;;) {
      seen.push(...page.list.map((row) => (row as { id: number }).id));
      if (!page.next) break;
      page = pageOf(db, q(), { pageIndex: pages.length + 1, pageSize: 13, after: page.next });
      pages.push(page);
    }
    expect(seen).toEqual(offsetRows);
    expect(seen).toHaveLength(400);
    const last = pages.length - 1;
    expect(pageOf(db, q(), { pageIndex: last, pageSize: 13, before: pages[last].prev! }).list).toEqual(pages[last - 1].list);
  });

  /** The plans of the statements `run` makes that read `calls`, each by EXPLAIN QUERY PLAN. */
  const plansOf = (run: () => unknown) => {
    ran.length = 0;
    run();
    return ran
      .filter((sql) => /FROM calls/.test(sql) && !sql.startsWith('EXPLAIN'))
      .map((sql) => ({ sql, plan: (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as { detail: string }[]).map((row) => row.detail).join('\n') }));
  };

  it('a page turn by cursor seeks an index, walks no OFFSET and counts nothing', () => {
    for (const where of [() => new Where(), () => new Where().raw('c.agent_id = ?', 3)]) {
      const q = () => query(where(), 'c.at DESC, c.id DESC');
      // A page deep in the list: 40,000 rows in.
      const deep = pageOf(db, q(), { pageIndex: 4001, pageSize: 10, seek: true, count: 'none' });
      const plans = plansOf(() => pageOf(db, q(), { pageIndex: 4002, pageSize: 10, after: deep.next! }));
      expect(plans).toHaveLength(2);
      for (const { sql, plan } of plans) {
        expect(sql).not.toMatch(/OFFSET|COUNT/);
        expect(plan).toMatch(/SEARCH c USING (COVERING )?INDEX calls_(agent_)?at|SEARCH c USING INTEGER PRIMARY KEY/);
        expect(plan).not.toMatch(/SCAN c\b/);
      }
      // The seek itself is a range on the sort key's index, in its order (no sort of the matches); the
      // page's rows are then read by rowid (and only they are sorted).
      expect(plans[0].plan).not.toMatch(/TEMP B-TREE/);
      expect(plans[1].plan).toMatch(/^SEARCH c USING INTEGER PRIMARY KEY \(rowid=\?\)/);
      expect(plans[0].plan).toMatch(/USING (COVERING )?INDEX calls_(agent_)?at \((agent_id=\? AND )?at<\?\)/);
    }
  });

  it('counts within the budget, and past it answers a marked estimate near the exact figure', () => {
    // A budget below this table's matches (the lists' own, COUNT_BUDGET, is larger than this table).
    const BUDGET = 10_000;
    // Near the budget the sample is checked by a count that stops past the budget.
    const near = () => new Where().raw('c.id <= ?', 15_000);
    const nearPlans = plansOf(() => pageOf(db, query(near(), 'c.at DESC, c.id DESC'), { pageIndex: 1, pageSize: 10 }, BUDGET));
    expect(nearPlans.map(({ sql }) => sql).find((sql) => sql.includes('LIMIT 10001'))).toMatch(/^SELECT COUNT\(\*\) FROM \(SELECT 1 FROM calls c/);
    expect(pageOf(db, query(near(), 'c.at DESC, c.id DESC'), { pageIndex: 1, pageSize: 10 }, BUDGET)).toMatchObject({ estimated: true });
    const small = pageOf(
      db,
      query(new Where().raw('c.agent_id = ?', 3).raw('c.id <= ?', 20_000), 'c.at DESC, c.id DESC'),
      { pageIndex: 1, pageSize: 10 },
      BUDGET,
    );
    const exactSmall = db.prepare('SELECT COUNT(*) FROM calls WHERE agent_id = 3 AND id <= 20000').pluck().get() as number;
    expect(small).toMatchObject({ total: exactSmall });
    expect(small.estimated).toBeUndefined();

    for (const where of [
      () => new Where(),
      () => new Where().raw('c.agent_id = ?', 3),
      () => new Where().eq('c.tag', 'x').from('c.at', '2026-02-01 00:00:00'),
    ]) {
      const exact = pageOf(db, query(where(), 'c.at DESC, c.id DESC'), { pageIndex: 1, pageSize: 10, count: 'exact' });
      expect(exact.estimated).toBeUndefined();
      expect(exact.total).toBe(
        db
          .prepare(`SELECT COUNT(*) FROM calls c ${where()}`)
          .pluck()
          .get(...where().values),
      );
      const plans = plansOf(() => pageOf(db, query(where(), 'c.at DESC, c.id DESC'), { pageIndex: 1, pageSize: 10 }, BUDGET));
      const answer = pageOf(db, query(where(), 'c.at DESC, c.id DESC'), { pageIndex: 1, pageSize: 10 }, BUDGET);
      expect(answer.estimated).toBe(true);
      expect(answer.total).toBeGreaterThan(BUDGET);
      expect(Math.abs(answer.total! - exact.total!) / exact.total!).toBeLessThan(0.15);
      // No full count: the estimate reads rowid windows (and the table's ends), and where it finds far
      // more than the budget nothing counts further.
      const counts = plans.filter(({ sql }) => /COUNT\(\*\)|MIN\(rowid\)|MAX\(rowid\)/.test(sql));
      expect(counts.length).toBe(2 + 16);
      for (const { plan } of counts) expect(plan).toMatch(/SEARCH c USING INTEGER PRIMARY KEY \(rowid>\? AND rowid<\?\)|SEARCH calls/);
      expect(counts.filter(({ plan }) => /\bSCAN\b/.test(plan))).toEqual([]);
    }
  });

  it('a cursor carries no scope: under another scope it answers only that scope’s rows', () => {
    const mine = () => new Where().raw('c.agent_id = ?', 3);
    const theirs = () => new Where().raw('c.agent_id = ?', 5);
    const first = pageOf(db, query(theirs(), 'c.at DESC, c.id DESC'), { pageIndex: 1, pageSize: 10, seek: true });
    const turned = pageOf(db, query(mine(), 'c.at DESC, c.id DESC'), { pageIndex: 2, pageSize: 10, after: first.next! });
    expect(turned.list.length).toBe(10);
    const ids = turned.list.map((row) => (row as { id: number }).id);
    expect(
      db
        .prepare(`SELECT DISTINCT agent_id FROM calls WHERE id IN (${ids.join(',')})`)
        .pluck()
        .all(),
    ).toEqual([3]);
  });

  it('refuses an altered cursor, one of another order, or two at once, in Chinese', () => {
    const q = () => query(new Where(), 'c.at DESC, c.id DESC');
    const { next } = pageOf(db, q(), { pageIndex: 1, pageSize: 10, seek: true });
    const [payload, signature] = next!.split('.');
    const keys = JSON.parse(Buffer.from(payload, 'base64url').toString()) as unknown[];
    const altered = Buffer.from(JSON.stringify([keys[0], '2099-01-01 00:00:00', 1])).toString('base64url');
    const refusals = [
      `${altered}.${signature}`,
      // One character of the signature changed (to one it is not already).
      `${payload}.${signature[0] === 'x' ? 'y' : 'x'}${signature.slice(1)}`,
      payload,
      'garbage',
      // A genuine cursor, of another order.
      pageOf(db, query(new Where(), 'c.amount DESC'), { pageIndex: 1, pageSize: 10, seek: true }).next!,
    ];
    for (const cursor of refusals) {
      expect(() => pageOf(db, q(), { pageIndex: 2, pageSize: 10, after: cursor }), cursor).toThrow(new Refusal(400, PAGING_TEXTS.staleCursor));
    }
    expect(() => paging({ after: next, before: next })).toThrow(Refusal);
    expect(() => paging({ count: 'all' })).toThrow(/计数方式不正确/);
    expect(paging({ pageIndex: '3', seek: '1', after: next, count: 'exact' })).toEqual({ pageIndex: 3, pageSize: 10, seek: true, after: next, count: 'exact' });
  });

  it('answers a caller without cursors as before: the page by OFFSET and the total, no cursors', () => {
    const answer = pageOf(db, query(new Where().raw('c.id <= ?', 50), 'c.at DESC, c.id DESC'), { pageIndex: 2, pageSize: 10 });
    expect(Object.keys(answer).sort()).toEqual(['list', 'total']);
    expect(answer.total).toBe(50);
    expect(answer.list.map((row) => (row as { id: number }).id)).toEqual([40, 39, 38, 37, 36, 35, 34, 33, 32, 31]);
  });
});
