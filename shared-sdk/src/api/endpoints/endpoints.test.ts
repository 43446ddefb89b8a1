/**
 * Every call of spec section 7 against its endpoint function: method, path and body encoding.
 *
 * The table is written from the spec text (console-spec.md, section 7), not from the code. The spec
 * shortens lists: a bare name continues the path written in the same bullet ("GET /api/warning/findAgent,
 * top" is /api/warning/top). Two bullets write no path at all (markers, after-sales): for those only the
 * name is the spec's, and the test asks that the group share one base. "POST bodies are form-encoded
 * unless noted", and no section-7 call is noted otherwise: every POST here is form-encoded.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureClient, http } from '../client';
import { network } from '../fakeNetwork.testing';
import { afterSaleApi } from './afterSales';
import { agentApi } from './agents';
import { blackListApi } from './blacklist';
import { callbackApi } from './callbacks';
import { webClueApi } from './crmLeads';
import { deviceApi, sumApi, topUpApi, warningApi } from './dashboard';
import { intentionCustomerApi } from './intention';
import { markerApi } from './markers';
import { addressApi, departmentApi, operatorUserApi, userApi } from './organisation';
import { recordApi } from './records';
import { sessionApi } from './session';

type Method = 'get' | 'post' | 'delete';
type Call = (params?: object) => Promise<unknown>;

interface SpecCall {
  /** The spec's bullet. */
  group: string;
  name: string;
  fn: Call;
  method: Method;
  /** The full path, or null where the spec writes only the name. */
  path: string | null;
  /** Spec: "(file response)". */
  file?: boolean;
}

const table: SpecCall[] = [];

/** One bullet of section 7: `base` is the path the bullet writes its bare names under (null: none written). */
function bullet(group: string, base: string | null, calls: [name: string, method: Method, fn: unknown, file?: 'file'][]) {
  for (const [name, method, fn, file] of calls) {
    table.push({ group, name, fn: fn as Call, method, path: base === null ? null : `${base}/${name}`, file: file === 'file' });
  }
}

// ### Session and brand
bullet('session', '/api/oem', [['getOemInfo', 'get', sessionApi.getOemInfo]]);
bullet('session', '/api/login', [
  ['refreshToken2', 'post', sessionApi.refreshToken2],
  ['sendCode', 'post', sessionApi.sendCode],
  ['loginRecord', 'post', sessionApi.loginRecord],
]);
bullet('session', '/api/sipVoice', [['server', 'get', sessionApi.sipServer]]);

// ### Organisation and users
bullet('organisation', '/api/department', [['all', 'get', departmentApi.all]]);
bullet('organisation', '/api/user', [
  ['fetchUsersByDepartmentId', 'get', userApi.fetchUsersByDepartmentId],
  ['fetchDefaultUsers', 'get', userApi.fetchDefaultUsers],
  ['list', 'post', userApi.list],
  ['fetchUserById', 'get', userApi.fetchUserById],
  ['batchQuery', 'post', userApi.batchQuery],
  ['add', 'post', userApi.add],
  ['update', 'post', userApi.update],
  ['setRoleAndValidDate', 'post', userApi.setRoleAndValidDate],
  ['delete', 'get', userApi.delete],
  ['modifyPassword', 'post', userApi.modifyPassword],
  ['batchDelete', 'post', userApi.batchDelete],
  ['batchUpdate', 'post', userApi.batchUpdate],
  ['riskCount', 'post', userApi.riskCount],
  ['getRiskCount', 'post', userApi.getRiskCount],
  ['batchQueryStaff', 'post', userApi.batchQueryStaff],
  ['batchDeleteByUserPhones', 'post', userApi.batchDeleteByUserPhones],
  ['transferStaff', 'post', userApi.transferStaff],
  ['openServices', 'post', userApi.openServices],
  ['downloadUsers', 'post', userApi.downloadUsers, 'file'],
  ['getOperationRecord', 'post', userApi.getOperationRecord],
  ['deleteLog', 'post', userApi.deleteLog],
  ['addressErrList', 'post', userApi.addressErrList],
  ['openControl', 'post', userApi.openControl],
  ['openControlList', 'post', userApi.openControlList],
  ['openControlDelete', 'post', userApi.openControlDelete],
  ['restoreDeleted', 'get', userApi.restoreDeleted],
  ['webGetHeadPortrait', 'get', userApi.webGetHeadPortrait],
]);
bullet('organisation', '/api/dxt', [['userBatchQuery', 'post', operatorUserApi.dxtUserBatchQuery]]);
bullet('organisation', '/api/Snail', [['userBatchQuery', 'post', operatorUserApi.snailUserBatchQuery]]);
bullet('organisation', '/api/xsAxb', [
  ['userList', 'post', operatorUserApi.xsAxbUserList],
  ['phoneInfo', 'get', operatorUserApi.xsAxbPhoneInfo],
]);
bullet('organisation', '/api/address', [
  ['info', 'post', addressApi.info],
  ['errList', 'post', addressApi.errList],
]);
bullet('organisation', '/api/company', [['getCity', 'get', addressApi.getCity]]);

// ### Blacklist
bullet('blacklist', '/api/blackList', [
  ['delete', 'post', blackListApi.delete],
  ['bulkAdd', 'post', blackListApi.bulkAdd],
  ['riskTel', 'post', blackListApi.riskTel],
  ['list', 'get', blackListApi.list],
]);

// ### Records and inspection
bullet('records', '/api/record', [
  ['queryRequest', 'post', recordApi.queryRequest],
  ['maximumRecord', 'post', recordApi.maximumRecord],
  ['riskRecord', 'post', recordApi.riskRecord],
  ['completeToday', 'post', recordApi.completeToday],
  ['riskList', 'post', recordApi.riskList],
  ['riskRecordUpdate', 'post', recordApi.riskRecordUpdate],
  ['qualityRecord', 'post', recordApi.qualityRecord],
  ['AIInspectionList', 'post', recordApi.AIInspectionList],
  ['cycjErrRecord', 'post', recordApi.cycjErrRecord],
  ['AiRiskRecord', 'post', recordApi.AiRiskRecord],
  ['AbnormalCallCheck', 'post', recordApi.AbnormalCallCheck],
  ['blockCustomers', 'post', recordApi.blockCustomers],
  ['recordingRatio', 'post', recordApi.recordingRatio],
  ['close', 'post', recordApi.close],
  ['exportCJErrRecord', 'post', recordApi.exportCJErrRecord, 'file'],
  ['QualityCompany', 'get', recordApi.QualityCompany],
]);

// ### Markers (no path written)
bullet('markers', null, [
  ['getAgentMarkerPrice', 'get', markerApi.getAgentMarkerPrice],
  ['agentOption', 'get', markerApi.agentOption],
  ['deleteOption', 'post', markerApi.deleteOption],
  ['addQuery', 'post', markerApi.addQuery],
  ['record', 'post', markerApi.record],
  ['topup', 'post', markerApi.topup],
  ['adminAdd', 'post', markerApi.adminAdd],
  ['JumpQueue', 'post', markerApi.JumpQueue],
  ['export', 'post', markerApi.export, 'file'],
  ['agentMarkerPrice', 'post', markerApi.agentMarkerPrice],
  ['agentMarkerOption', 'post', markerApi.agentMarkerOption],
  ['webClue', 'post', markerApi.webClue],
  ['downloadWebClue', 'post', markerApi.downloadWebClue, 'file'],
  // The CRM's typed copies of the same two calls.
  ['webClue', 'post', webClueApi.webClue],
  ['downloadWebClue', 'post', webClueApi.downloadWebClue, 'file'],
]);

// ### Agents
bullet('agents', '/api/agent', [
  ['fetchAgent', 'get', agentApi.fetchAgent],
  ['list', 'post', agentApi.list],
  ['add', 'post', agentApi.add],
  ['stopAccount', 'post', agentApi.stopAccount],
  ['updateAccount', 'post', agentApi.updateAccount],
  ['addAccount', 'post', agentApi.addAccount],
  ['deleteAccount', 'post', agentApi.deleteAccount],
  ['update', 'post', agentApi.update],
  ['fetchInitAgent', 'post', agentApi.fetchInitAgent],
  ['useRecord', 'post', agentApi.useRecord],
  ['buyRecord', 'post', agentApi.buyRecord],
  ['buyMonths', 'post', agentApi.buyMonths],
  ['addValidCallTime', 'post', agentApi.addValidCallTime],
  ['account', 'get', agentApi.account],
  ['delete', 'get', agentApi.delete],
  ['fetchAgentById', 'get', agentApi.fetchAgentById],
]);

// ### After-sales (no path written)
bullet('afterSales', null, [
  ['findAfterSale', 'get', afterSaleApi.findAfterSale],
  ['getAfterSaleById', 'get', afterSaleApi.getAfterSaleById],
  ['findAfterSaleByRole', 'get', afterSaleApi.findAfterSaleByRole],
  ['updateAfterSale', 'post', afterSaleApi.updateAfterSale],
  ['addAfterSale', 'post', afterSaleApi.addAfterSale],
  ['deleteAfterSale', 'post', afterSaleApi.deleteAfterSale],
]);

// ### Intention customers (the bullet writes /api/intentionCustomer/getCrmSum)
bullet('intention', '/api/intentionCustomer', [
  ['AutomaticRecovery', 'post', intentionCustomerApi.AutomaticRecovery],
  ['RecoveryRecord', 'post', intentionCustomerApi.RecoveryRecord],
  ['downloadIntentionTemplate', 'post', intentionCustomerApi.downloadIntentionTemplate, 'file'],
  ['getAutomaticRecovery', 'get', intentionCustomerApi.getAutomaticRecovery],
  ['getColumn', 'get', intentionCustomerApi.getColumn],
  ['getCrmSum', 'post', intentionCustomerApi.getCrmSum],
]);

// ### Return-visit callbacks
bullet('callbacks', '/api/customer', [
  ['findCallBack', 'get', callbackApi.findCallBack],
  ['addCallBack', 'post', callbackApi.addCallBack],
  ['deleteCallBack', 'delete', callbackApi.deleteCallBack],
]);

// ### Dashboard, warnings, top-up, device
bullet('dashboard', '/api/sum', [
  ['getHomePageInfoWithUser', 'post', sumApi.getHomePageInfoWithUser],
  ['leaderboard', 'post', sumApi.leaderboard],
  ['getCallData', 'post', sumApi.getCallData],
  ['companyStatistics', 'post', sumApi.companyStatistics],
  ['updateCompanyStatistics', 'post', sumApi.updateCompanyStatistics],
  ['download', 'post', sumApi.download, 'file'],
  ['getMonthInfo', 'get', sumApi.getMonthInfo],
]);
bullet('dashboard', '/api/warning', [
  ['findAgent', 'get', warningApi.findAgent],
  ['top', 'get', warningApi.top],
  ['warNingPhone', 'post', warningApi.warNingPhone],
  ['warNingCompany', 'post', warningApi.warNingCompany],
  ['count', 'post', warningApi.count],
  ['downloadWarningPhone', 'post', warningApi.downloadWarningPhone, 'file'],
  ['downloadInvalidDatePhone', 'post', warningApi.downloadInvalidDatePhone, 'file'],
]);
bullet('dashboard', '/api/socket/web', [['getConnection', 'get', deviceApi.getConnection]]);
bullet('dashboard', '/api/topUp', [['count', 'post', topUpApi.count]]);

/** Groups whose every function is a section-7 call, with the ones that are not (defined in issues, not the spec). */
const wholeGroups: [label: string, api: Record<string, unknown>, notInSpec: string[]][] = [
  ['sessionApi', sessionApi, ['login', 'logout']],
  ['departmentApi', departmentApi, []],
  ['userApi', userApi, []],
  ['operatorUserApi', operatorUserApi, []],
  ['addressApi', addressApi, []],
  ['blackListApi', blackListApi, []],
  ['recordApi', recordApi, []],
  ['markerApi', markerApi, []],
  ['agentApi', agentApi, []],
  ['afterSaleApi', afterSaleApi, []],
  ['callbackApi', callbackApi, []],
  ['sumApi', sumApi, []],
  ['warningApi', warningApi, []],
];

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

describe('spec section 7: each call’s method, path and body encoding', () => {
  it.each(table.map((call) => [`${call.method.toUpperCase()} ${call.path ?? `…/${call.name}`}`, call] as const))('%s', async (_, call) => {
    const requests = network(() => ok);
    await call.fn(PROBE);
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request.method).toBe(call.method);
    if (call.path) expect(request.url).toBe(call.path);
    else expect(request.url).toMatch(new RegExp(`^/api/[A-Za-z]+/${call.name}$`));
    if (call.method === 'post') {
      expect(String(request.headers.get('Content-Type'))).toContain('application/x-www-form-urlencoded');
      expect(typeof request.data).toBe('string');
      expect(Object.fromEntries(new URLSearchParams(request.data as string))).toEqual({ probe: '探针', id: '7' });
      expect(request.params).toBeUndefined();
    } else {
      // GET, and DELETE "with id as parameter": the query string, no body.
      expect(request.params).toEqual(PROBE);
      expect(request.data).toBeUndefined();
    }
    expect(request.responseType === 'blob').toBe(call.file === true);
  });

  it.each(['markers', 'afterSales'])('sends the %s calls, whose path the spec does not write, under one base', async (group) => {
    const requests = network(() => ok);
    for (const call of table.filter((c) => c.group === group)) await call.fn();
    const bases = new Set(requests.map((request) => String(request.url).replace(/\/[^/]+$/, '')));
    expect(bases.size).toBe(1);
  });

  it.each(wholeGroups)('covers every function of %s', (_, api, notInSpec) => {
    const inTable = new Set(table.map((call) => call.fn));
    const missing = Object.entries(api)
      .filter(([name, fn]) => !notInSpec.includes(name) && !inTable.has(fn as Call))
      .map(([name]) => name);
    expect(missing).toEqual([]);
  });
});
