// @vitest-environment happy-dom
/**
 * Spec section 7 against the area contracts. The table is written from the spec text
 * (console-spec.md, section 7), not from the code. The spec shortens lists: a bare name continues
 * the path written in the same bullet ("GET /api/warning/findAgent, top" is /api/warning/top). Two
 * bullets write no path at all (markers, after-sales): for those only the name is the spec's.
 * "POST bodies are form-encoded unless noted", and no section-7 call is noted otherwise.
 *
 * Each call is either declared in exactly one area's contract, with the spec's method and encoding,
 * a handler bound to it, and a request that goes out as the spec says; or it is still pending in the
 * call ledger (`@console/build-config/ledger`, PENDING_CALLS). Every entry of every contract has one
 * handler, and every handler has its entry.
 */
import { PENDING_CALLS } from '@console/build-config/ledger';
import { configureClient, http } from '@console/sdk';
import type { CallSpec } from '@console/sdk/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { network } from '../../shared-sdk/src/api/fakeNetwork.testing';
import { CONTRACTS } from './contracts';
import { allEndpoints, AREA_ENDPOINTS } from './areas';

type Method = 'get' | 'post' | 'delete';

interface SpecCall {
  /** The spec's bullet. */
  group: string;
  name: string;
  method: Method;
  /** The full path, or null where the spec writes only the name. */
  path: string | null;
  /** Spec: "(file response)". */
  file?: boolean;
}

const table: SpecCall[] = [];

/** One bullet of section 7: `base` is the path the bullet writes its bare names under (null: none written). */
function bullet(group: string, base: string | null, calls: [name: string, method: Method, file?: 'file'][]) {
  for (const [name, method, file] of calls) {
    table.push({ group, name, method, path: base === null ? null : `${base}/${name}`, file: file === 'file' });
  }
}

// ### Session and brand
bullet('session', '/api/oem', [['getOemInfo', 'get']]);
bullet('session', '/api/login', [
  ['refreshToken2', 'post'],
  ['sendCode', 'post'],
  ['loginRecord', 'post'],
]);
bullet('session', '/api/sipVoice', [['server', 'get']]);

// ### Organisation and users
bullet('organisation', '/api/department', [['all', 'get']]);
bullet('organisation', '/api/user', [
  ['fetchUsersByDepartmentId', 'get'],
  ['fetchDefaultUsers', 'get'],
  ['list', 'post'],
  ['fetchUserById', 'get'],
  ['batchQuery', 'post'],
  ['add', 'post'],
  ['update', 'post'],
  ['setRoleAndValidDate', 'post'],
  ['delete', 'get'],
  ['modifyPassword', 'post'],
  ['batchDelete', 'post'],
  ['batchUpdate', 'post'],
  ['riskCount', 'post'],
  ['getRiskCount', 'post'],
  ['batchQueryStaff', 'post'],
  ['batchDeleteByUserPhones', 'post'],
  ['transferStaff', 'post'],
  ['openServices', 'post'],
  ['downloadUsers', 'post', 'file'],
  ['getOperationRecord', 'post'],
  ['deleteLog', 'post'],
  ['addressErrList', 'post'],
  ['openControl', 'post'],
  ['openControlList', 'post'],
  ['openControlDelete', 'post'],
  ['restoreDeleted', 'get'],
  ['webGetHeadPortrait', 'get'],
]);
bullet('organisation', '/api/dxt', [['userBatchQuery', 'post']]);
bullet('organisation', '/api/Snail', [['userBatchQuery', 'post']]);
bullet('organisation', '/api/xsAxb', [
  ['userList', 'post'],
  ['phoneInfo', 'get'],
]);
bullet('organisation', '/api/address', [
  ['info', 'post'],
  ['errList', 'post'],
]);
bullet('organisation', '/api/company', [['getCity', 'get']]);

// ### Blacklist
bullet('blacklist', '/api/blackList', [
  ['delete', 'post'],
  ['bulkAdd', 'post'],
  ['riskTel', 'post'],
  ['list', 'get'],
]);

// ### Records and inspection
bullet('records', '/api/record', [
  ['queryRequest', 'post'],
  ['maximumRecord', 'post'],
  ['riskRecord', 'post'],
  ['completeToday', 'post'],
  ['riskList', 'post'],
  ['riskRecordUpdate', 'post'],
  ['qualityRecord', 'post'],
  ['AIInspectionList', 'post'],
  ['cycjErrRecord', 'post'],
  ['AiRiskRecord', 'post'],
  ['AbnormalCallCheck', 'post'],
  ['blockCustomers', 'post'],
  ['recordingRatio', 'post'],
  ['close', 'post'],
  ['exportCJErrRecord', 'post', 'file'],
  ['QualityCompany', 'get'],
]);

// ### Markers (no path written)
bullet('markers', null, [
  ['getAgentMarkerPrice', 'get'],
  ['agentOption', 'get'],
  ['deleteOption', 'post'],
  ['addQuery', 'post'],
  ['record', 'post'],
  ['topup', 'post'],
  ['adminAdd', 'post'],
  ['JumpQueue', 'post'],
  ['export', 'post', 'file'],
  ['agentMarkerPrice', 'post'],
  ['agentMarkerOption', 'post'],
  ['webClue', 'post'],
  ['downloadWebClue', 'post', 'file'],
  // The CRM's typed copies of the same two calls.
  ['webClue', 'post'],
  ['downloadWebClue', 'post', 'file'],
]);

// ### Agents
bullet('agents', '/api/agent', [
  ['fetchAgent', 'get'],
  ['list', 'post'],
  ['add', 'post'],
  ['stopAccount', 'post'],
  ['updateAccount', 'post'],
  ['addAccount', 'post'],
  ['deleteAccount', 'post'],
  ['update', 'post'],
  ['fetchInitAgent', 'post'],
  ['useRecord', 'post'],
  ['buyRecord', 'post'],
  ['buyMonths', 'post'],
  ['addValidCallTime', 'post'],
  ['account', 'get'],
  ['delete', 'get'],
  ['fetchAgentById', 'get'],
]);

// ### After-sales (no path written)
bullet('afterSales', null, [
  ['findAfterSale', 'get'],
  ['getAfterSaleById', 'get'],
  ['findAfterSaleByRole', 'get'],
  ['updateAfterSale', 'post'],
  ['addAfterSale', 'post'],
  ['deleteAfterSale', 'post'],
]);

// ### Intention customers (the bullet writes /api/intentionCustomer/getCrmSum)
bullet('intention', '/api/intentionCustomer', [
  ['AutomaticRecovery', 'post'],
  ['RecoveryRecord', 'post'],
  ['downloadIntentionTemplate', 'post', 'file'],
  ['getAutomaticRecovery', 'get'],
  ['getColumn', 'get'],
  ['getCrmSum', 'post'],
]);

// ### Return-visit callbacks
bullet('callbacks', '/api/customer', [
  ['findCallBack', 'get'],
  ['addCallBack', 'post'],
  ['deleteCallBack', 'delete'],
]);

// ### Dashboard, warnings, top-up, device
bullet('dashboard', '/api/sum', [
  ['getHomePageInfoWithUser', 'post'],
  ['leaderboard', 'post'],
  ['getCallData', 'post'],
  ['companyStatistics', 'post'],
  ['updateCompanyStatistics', 'post'],
  ['download', 'post', 'file'],
  ['getMonthInfo', 'get'],
]);
bullet('dashboard', '/api/warning', [
  ['findAgent', 'get'],
  ['top', 'get'],
  ['warNingPhone', 'post'],
  ['warNingCompany', 'post'],
  ['count', 'post'],
  ['downloadWarningPhone', 'post', 'file'],
  ['downloadInvalidDatePhone', 'post', 'file'],
]);
bullet('dashboard', '/api/socket/web', [['getConnection', 'get']]);
bullet('dashboard', '/api/topUp', [['count', 'post']]);

const declared = Object.values(CONTRACTS).flat();
const pending = Object.values(PENDING_CALLS).flat();
/** The entry a spec call is declared as (a path-less call: the one entry ending in its name under the group's base). */
function entryOf(call: SpecCall): CallSpec | undefined {
  if (call.path) return declared.find((entry) => entry.path === call.path);
  return declared.find((entry) => isCall(call, entry.path));
}
const pathOf = (call: SpecCall) => call.path ?? `…/${call.name}`;
const BASES: Record<string, string> = { markers: '/api/marker/', afterSales: '/api/afterSale/' };
/** Whether a pending path is this spec call (a path-less call: its name under the group's base). */
const isCall = (call: SpecCall, path: string) => (call.path ? path === call.path : path === `${BASES[call.group]}${call.name}`);

const PROBE = { probe: '探针', id: 7 };
const ok = { data: { code: 200, message: 'ok', data: null } };

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'Bearer stored-token');
  configureClient({ showError: () => {}, log: () => {} });
});

afterEach(() => {
  http.defaults.adapter = undefined;
});

describe('spec section 7: each call is declared in its area’s contract, or pending in the call ledger', () => {
  it.each(table.map((call) => [`${call.method.toUpperCase()} ${pathOf(call)}`, call] as const))('%s', async (_, call) => {
    const entry = entryOf(call);
    if (!entry) {
      expect(
        pending.some((path) => isCall(call, path)),
        `${pathOf(call)}：未在任何区域契约中声明，也不在 PENDING_CALLS 中`,
      ).toBe(true);
      return;
    }
    expect(pending, `${entry.path} 已声明，请从 PENDING_CALLS 中删除`).not.toContain(entry.path);
    expect(entry.method).toBe(call.method.toUpperCase());
    expect(entry.encoding).toBe(call.file ? 'file' : call.method === 'post' ? 'form' : 'query');
    const requests = network(() => ok);
    await (entry as unknown as (params: object) => Promise<unknown>)(PROBE);
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request.method).toBe(call.method);
    expect(request.url).toBe(entry.path);
    if (call.method === 'post') {
      expect(String(request.headers.get('Content-Type'))).toContain('application/x-www-form-urlencoded');
      expect(Object.fromEntries(new URLSearchParams(request.data as string))).toEqual({ probe: '探针', id: '7' });
      expect(request.params).toBeUndefined();
    } else {
      // GET, and DELETE "with id as parameter": the query string, no body.
      expect(request.params).toEqual(PROBE);
      expect(request.data).toBeUndefined();
    }
    expect(request.responseType === 'blob').toBe(call.file === true);
  });

  it('keeps pending only calls of the spec that no contract declares', () => {
    expect(pending.filter((path) => !table.some((call) => isCall(call, path)))).toEqual([]);
    expect(pending.filter((path) => declared.some((entry) => entry.path === path))).toEqual([]);
    expect(new Set(pending).size).toBe(pending.length);
  });
});

describe('the backend binds one handler to each contract entry', () => {
  it('has a handler for every entry of every contract', () => {
    const bound = new Set(allEndpoints.map((endpoint) => endpoint.call));
    expect(declared.filter((entry) => !bound.has(entry)).map((entry) => `${entry.method} ${entry.path}`)).toEqual([]);
  });

  it('has an entry for every handler, and one handler per entry', () => {
    const entries = new Set(declared);
    expect(allEndpoints.filter((endpoint) => !entries.has(endpoint.call)).map(({ call }) => `${call.method} ${call.path}`)).toEqual([]);
    expect(new Set(allEndpoints.map((endpoint) => endpoint.call)).size).toBe(allEndpoints.length);
  });

  it('keeps each handler in the folder of the area whose contract declares its entry', () => {
    const OWNER_OF_AREA: Record<keyof typeof AREA_ENDPOINTS, keyof typeof CONTRACTS> = {
      shell: 'host-shell',
      platform: 'platform',
      crm: 'remote-crm',
      carrier: 'remote-carrier',
      cloudcall: 'remote-cloudcall',
      inventory: 'remote-inventory',
      admin: 'remote-admin',
    };
    const misplaced = Object.entries(AREA_ENDPOINTS).flatMap(([area, endpoints]) => {
      const own = new Set(CONTRACTS[OWNER_OF_AREA[area as keyof typeof AREA_ENDPOINTS]]);
      return endpoints.filter(({ call }) => !own.has(call)).map(({ call }) => `${area}: ${call.method} ${call.path}`);
    });
    expect(misplaced).toEqual([]);
  });

  it('declares each path once, in one area', () => {
    const paths = declared.map((entry) => `${entry.method} ${entry.path}`);
    expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([]);
  });
});
