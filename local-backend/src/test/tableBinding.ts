import type { CallSpec, ColumnSpec } from '@console/sdk/contract';
import { ROLES } from '@console/sdk/manifest';
import { SEEDED_ACCOUNTS } from '@console/sdk/seeded';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readSheet, startBackend, type Harness } from './harness';

type Payload = Record<string, unknown>;

/** What a rule table's list and export promise, the same on every such page: the declaration its tests are made of. */
export interface TableBindingSpec {
  /** The contract's list and export entries. */
  api: { list: CallSpec; export: CallSpec & { columns: readonly ColumnSpec[] } };
  /** Sent with every list and export (a family page's member: `{ operator: 'WN' }`). */
  base?: Payload;
  /** The filters the list takes: a row found by a value holds it whole (`exact`) or as a part (`contains`). */
  filters?: Record<string, 'exact' | 'contains'>;
  /** The keys the server sorts by. */
  sorts?: readonly string[];
  /** A family page: the parameter naming its member, refused when missing or unknown. */
  member?: string;
}

/**
 * The shared half of a rule table's backend tests (the number controls, enterprise limits, operator
 * frequency limits and whitelists): a seeded backend with the admin logged in, its `post` and `list`,
 * and `sharedTests()`, the tests every such list passes (each filter, each sort, the roles refused, the
 * member required, the export's columns), each asserting what the hand-written ones did. A file adds
 * the tests of its own rules beside them.
 */
export function tableBinding(spec: TableBindingSpec) {
  let backend: Harness;
  let token = '';
  beforeAll(async () => {
    backend = await startBackend();
    token = await backend.login(SEEDED_ACCOUNTS.admin.username);
  });
  afterAll(() => backend.app.close());

  const post = (url: string, payload: Payload = {}, as?: string) => backend.call({ method: 'POST', url, payload, token: as ?? token });
  const list = async (payload: Payload) => (await post(spec.api.list.path, { ...spec.base, ...payload })).body;

  function sharedTests(): void {
    for (const [key, match] of Object.entries(spec.filters ?? {})) {
      it(`filters by ${key}`, async () => {
        const [row] = (await list({ pageIndex: 1, pageSize: 1 })).data.list;
        const value = row[key];
        const { data } = await list({ [key]: value, pageIndex: 1, pageSize: 50 });
        expect(data.total).toBeGreaterThan(0);
        for (const found of data.list) {
          if (match === 'exact') expect(found[key]).toBe(value);
          else expect(found[key]).toContain(value);
        }
      });
    }

    for (const key of spec.sorts ?? []) {
      it(`sorts by ${key} on the server`, async () => {
        // Both ways: a column empty on many rows has them first one way (SQLite sorts NULL lowest), its values first the other.
        let sorted = 0;
        for (const [sortOrder, sign] of [
          ['ascend', 1],
          ['descend', -1],
        ] as const) {
          const values = ((await list({ sortField: key, sortOrder, pageIndex: 1, pageSize: 50 })).data.list as Payload[])
            .map((row) => row[key])
            .filter((value) => value !== null) as (string | number)[];
          expect(values).toEqual([...values].sort((a, b) => sign * (a < b ? -1 : a > b ? 1 : 0)));
          sorted += values.length;
        }
        expect(sorted).toBeGreaterThan(1);
      });
    }

    it('refuses the roles the page is not for', async () => {
      const access = spec.api.list.access;
      const allowed: readonly string[] = typeof access === 'string' ? ROLES : access;
      for (const role of ROLES.filter((role) => !allowed.includes(role))) {
        const other = await backend.login(SEEDED_ACCOUNTS[role].username);
        expect((await post(spec.api.list.path, { ...spec.base }, other)).body.code).toBe(403);
      }
    });

    if (spec.member) {
      it('refuses a list that names no member, or one without this page', async () => {
        expect((await post(spec.api.list.path, {})).body.code).toBe(400);
        expect((await post(spec.api.list.path, { [spec.member!]: 'nobody' })).body.code).toBe(400);
      });
    }

    it('exports the list as .xlsx, with the resource’s columns', async () => {
      const response = await backend.app.inject({
        method: 'POST',
        url: spec.api.export.path,
        headers: { authorization: `Bearer ${token}` },
        payload: { ...spec.base },
      });
      expect(response.statusCode).toBe(200);
      expect(String(response.headers['content-disposition'])).toContain('.xlsx');
      const sheet = await readSheet(response.rawPayload);
      expect(sheet.getRow(1).values).toEqual([undefined, ...spec.api.export.columns.map((column) => column.title)]);
    });
  }

  return {
    /** The seeded backend (after `beforeAll`). */
    get backend() {
      return backend;
    },
    post,
    list,
    sharedTests,
  };
}
