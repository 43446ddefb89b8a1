import { NUMBER_POOLS, OPERATORS } from '@console/remote-carrier/contract';
import { AXB_PACKAGE_KINDS, familiesWith } from '@console/remote-cloudcall/contract';
import { DICTIONARY_KINDS } from '@console/remote-crm/contract';
import { STOCK_LINES } from '@console/remote-inventory/contract';
import { isRowValue, type CallSpec, type Field, type Resource } from '@console/sdk/contract';
import { ROLES } from '@console/sdk/manifest';
import { SEEDED_ACCOUNTS } from '@console/sdk/seeded';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACTS } from './contracts';
import { startBackend, type Harness } from './test/harness';

/**
 * Every list a contract declares from a resource (`call.list`), called on the seeded database as
 * each role that may call it: each row answered is held to its resource, so a typo in a SQL alias
 * (`AS monthlyFe`) fails here instead of drawing a blank column. New resources are covered as
 * they are declared.
 *
 * - Every row value of the resource (`isRowValue`: not `row: false`, not a password) is a key of
 *   the row, and so is `id`; no other key but those in ROW_EXTRAS.
 * - Each value has its kind's type: a number for number, money, duration and ref; one of the
 *   declared values for enum (an array of them for multiEnum), and for a boolean with its own two
 *   words; for a plain boolean, true/false or SQLite's 1/0 (the kit draws both 是/否);
 *   `YYYY-MM-DD` for date, `YYYY-MM-DD HH:mm:ss` for dateTime; a string otherwise.
 * - None: null, or '' for a kind answered as a string (the kit draws both as '-'), in any field.
 * - Each list answers at least one row to one of its roles (a list that answers none checks nothing).
 */

/** Keys a row carries beyond its resource's fields, by list path, each for its reason. */
const ROW_EXTRAS: Record<string, readonly string[]> = {
  // A customer's values of the company's own fields (/customField), keyed by field: drawn as columns the company adds.
  '/api/intentionCustomer/list': ['extra'],
};

/** Parameters a list needs beyond its resource (the page reads them from its route), each value called in turn. */
const ROUTE_PARAMS: Record<string, Record<string, readonly string[]>> = {
  '/api/crmDictionary/list': { kind: DICTIONARY_KINDS },
  '/api/cloudcall/templateList': { family: familiesWith('template').values },
  '/api/cloudcall/allocationList': { family: familiesWith('allocation').values },
  '/api/cloudcall/specialNumberList': { family: familiesWith('specialNumber').values },
  '/api/cloudcall/consumptionList': { family: familiesWith('consumption').values },
  '/api/inventory/stockList': { line: STOCK_LINES.keys },
  '/api/inventory/shipmentList': { line: STOCK_LINES.keys },
  '/api/carrier/poolNumberList': { pool: NUMBER_POOLS.keys },
  '/api/carrier/operatorFrequencyLimit/list': { operator: OPERATORS.keys.filter((key) => OPERATORS.variants[key].routes.frequencyLimit) },
  '/api/carrier/operatorWhitelist/list': { operator: OPERATORS.keys.filter((key) => OPERATORS.variants[key].routes.whitelist) },
  // The brands whose list admin and agent both call (GM's and CC's, the admin's alone, are the same query).
  '/api/carrier/abnormalCall/list': { operator: ['WN', 'CY', 'DJ'] },
  // The Snail line answers two brands (remote-carrier contract/lineQuery.ts).
  '/api/Snail/userBatchQuery': { operator: ['WN', 'CY'] },
  '/api/carrier/recharge/list': { operator: ['WN', 'DJ', 'GM'] },
  '/api/axb/packageList': { kind: AXB_PACKAGE_KINDS.keys },
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

const NOT_STRING_KINDS = new Set<Field['kind']>(['number', 'money', 'duration', 'ref', 'boolean', 'multiEnum']);
/** No value: null, or '' where the kind is answered as a string. */
const isNone = (field: Field, value: unknown) => value === null || (value === '' && !NOT_STRING_KINDS.has(field.kind));

/** What is wrong with one value of a row for its field, or null. */
function mismatch(field: Field, value: unknown): string | null {
  if (isNone(field, value)) return null;
  const is = (ok: boolean, wanted: string) => (ok ? null : `应为${wanted}，实为 ${JSON.stringify(value)}`);
  switch (field.kind) {
    case 'number':
    case 'money':
    case 'duration':
    case 'ref':
      return is(typeof value === 'number' && Number.isFinite(value), '数字');
    case 'boolean':
      if (field.values) return is(field.values.values.includes(value as never), `枚举值 ${JSON.stringify(field.values.values)}`);
      return is(typeof value === 'boolean' || value === 0 || value === 1, '布尔值');
    case 'enum':
      return is(field.values!.values.includes(value as never), `枚举值 ${JSON.stringify(field.values!.values)}`);
    case 'multiEnum':
      return is(
        Array.isArray(value) && value.every((one) => field.values!.values.includes(one as never)),
        `枚举值数组 ${JSON.stringify(field.values!.values)}`,
      );
    case 'date':
      return is(typeof value === 'string' && DATE.test(value), 'YYYY-MM-DD');
    case 'dateTime':
      return is(typeof value === 'string' && DATE_TIME.test(value), 'YYYY-MM-DD HH:mm:ss');
    default:
      return is(typeof value === 'string', '字符串');
  }
}

/** The list entries declared from a resource, with the roles that may call them. */
const lists = Object.values(CONTRACTS)
  .flat()
  .filter((spec): spec is CallSpec & { resource: { of: Resource; as: 'list' } } => spec.resource?.as === 'list');
const rolesOf = (spec: CallSpec) => (spec.access === 'public' || spec.access === 'loggedIn' ? ROLES : spec.access);

let harness: Harness;
const tokens = new Map<string, string>();
beforeAll(async () => {
  harness = await startBackend();
  for (const role of ROLES) tokens.set(role, await harness.login(SEEDED_ACCOUNTS[role].username));
});
afterAll(() => harness.app.close());

/** The rows one role sees; none where an account's switch refuses a role the entry lists (线索查找 not opened). */
async function rowsOf(spec: CallSpec, role: string, params: Record<string, string>): Promise<Record<string, unknown>[]> {
  const query = new URLSearchParams({ pageIndex: '1', pageSize: '100', ...params });
  const request =
    spec.method === 'GET'
      ? { method: 'GET' as const, url: `${spec.path}?${query}` }
      : { method: 'POST' as const, url: spec.path, payload: query.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } };
  const { status, body } = await harness.call({ ...request, token: tokens.get(role) });
  if ((status === 403 || body.code === 403) && body.message !== '无权限访问该数据') return [];
  expect(body.code, `${role} ${spec.path}: ${body.message}`).toBe(200);
  return body.data.list;
}

describe('each list row holds the keys and kinds of its resource', () => {
  it('covers the lists of every area', () => {
    expect(lists.length).toBeGreaterThan(30);
  });

  it.each(lists.map((spec) => [`${spec.method} ${spec.path}`, spec] as const))('%s', async (_, spec) => {
    const resource = spec.resource.of;
    const rowKeys = resource.keys.filter((key) => isRowValue(resource.fields[key]));
    const allowed = new Set(['id', ...rowKeys, ...(ROW_EXTRAS[spec.path] ?? [])]);
    const problems = new Map<string, string>();
    let rows = 0;
    const calls = Object.entries(ROUTE_PARAMS[spec.path] ?? {}).reduce<Record<string, string>[]>(
      (sets, [key, values]) => sets.flatMap((set) => values.map((value) => ({ ...set, [key]: value }))),
      [{}],
    );
    for (const [role, params] of rolesOf(spec).flatMap((role) => calls.map((params) => [role, params] as const))) {
      for (const row of await rowsOf(spec, role, params)) {
        rows++;
        if (typeof row.id !== 'number') problems.set('id', `id：应为数字，实为 ${JSON.stringify(row.id)}`);
        for (const key of rowKeys) {
          if (!(key in row)) problems.set(key, `${key}：行中缺少此键`);
          const wrong = key in row ? mismatch(resource.fields[key], row[key]) : null;
          if (wrong && !problems.has(key)) problems.set(key, `${key}：${wrong}`);
        }
        for (const key of Object.keys(row)) if (!allowed.has(key)) problems.set(key, `${key}：资源未声明此键`);
      }
    }
    expect(rows, `${spec.path}：种子数据中没有任何角色能看到一行`).toBeGreaterThan(0);
    expect([...problems.values()]).toEqual([]);
  });
});
