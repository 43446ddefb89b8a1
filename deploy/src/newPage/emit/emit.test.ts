import { describe, expect, it } from 'vitest';
import { parseFields } from '../fields';
import { choose, nounOf } from '../options';
import type { PageRequest } from '../request';
import { emitBackend } from './backend';
import { emitBackendTest } from './backendTest';
import { emitContract } from './contract';
import { emitE2e } from './e2e';
import { editLedger } from './ledger';
import { editManifest } from './manifest';
import { emitPage } from './page';
import { emitPageTest } from './pageTest';

const FIELDS =
  'phoneNumber:code:号码:filter,required,form,max=20; password:password:密码:add,required=add; remark:text:备注:edit; status:enum(启用:green|停用:red):状态:required,form; openedAt:dateTime:开通时间';

/** The request `pnpm new-page remote-carrier /numberPool --title 号码池 --noun 号码 --crud --export` makes. */
const request = (changes: Partial<PageRequest> = {}): PageRequest => ({
  remote: 'remote-carrier',
  area: 'carrier',
  title: '号码池',
  noun: '号码',
  icon: 'PhoneOutlined',
  order: 120,
  group: 'carrier',
  crud: true,
  exporting: true,
  rowCount: 300,
  name: 'numberPool',
  members: [{ key: '', path: '/numberPool', label: '' }],
  inLedger: [false],
  rolesOf: [['admin']],
  inMenu: [true],
  callRoles: ['admin'],
  fields: parseFields(FIELDS),
  access: { constant: 'CARRIER_ACCESS', module: 'access', expression: 'CARRIER_ACCESS.numberPool' },
  stamp: '20261206120000',
  ...changes,
});

describe('new-page emitters', () => {
  it('declares add-only, edit-only and required-on-add fields, and an enum with its tag colours', () => {
    const contract = emitContract(request());
    expect(contract).toContain("password: { label: '密码', kind: 'password', required: 'add', form: 'add' }");
    expect(contract).toContain("remark: { label: '备注', kind: 'text', form: 'edit' }");
    expect(contract).toContain(
      "export const NUMBER_POOL_STATUS = enumOf([{ value: '启用', label: '启用', color: 'green' }, { value: '停用', label: '停用', color: 'red' }]);",
    );
    expect(contract).toMatch(/^import \{ call, defineResource, enumOf, type RowOf \} from '@console\/sdk\/contract';/);
    // Its writes are named by the noun: the operation log and 变更记录 show 新增号码, not the path.
    expect(contract).toContain(
      "call.save<typeof numberPool, { id: number }>('/api/carrier/numberPool/add', CARRIER_ACCESS.numberPool, numberPool, '新增号码')",
    );
    expect(contract).toContain("call.save('/api/carrier/numberPool/update', CARRIER_ACCESS.numberPool, numberPool, '修改号码')");
    expect(contract).toContain("call.post<null, { id: number }>('/api/carrier/numberPool/delete', CARRIER_ACCESS.numberPool, '删除号码')");
  });

  it('saves through the form modes: an add-only field is not edited, an edit-only one not added', () => {
    const backend = emitBackend(request());
    expect(backend).toContain("insertRow(db, TABLE, inputOf(numberPool, params, numberPool.formKeys, 'add'), { opened_at: now(), agent_id: user.agentId");
    expect(backend).toContain("updateRow(db, TABLE, id, inputOf(numberPool, params, numberPool.formKeys, 'edit'))");
    // A page with a boolean field answers it as true/false: its handlers are written out, through the same modes.
    const written = emitBackend(request({ fields: parseFields(`${FIELDS}; enabled:boolean:启用:form`) }));
    expect(written).toContain('inputOf(numberPool, params, numberPool.formKeys, mode)');
    expect(written).toContain("...columnsOf(params, 'add')");
    const test = emitBackendTest(request());
    expect(test).toContain("post('/api/carrier/numberPool/add', { phoneNumber: '13912345678', password: 'Abc12345', status: '启用' })");
    expect(test).toContain("{ id, ...{ phoneNumber: '13912345678', remark: '备注改', status: '启用' } }");
  });

  it('binds a page of one table to it: no column of a field written by hand, the list and its export one pair', () => {
    const backend = emitBackend(request());
    expect(backend).toContain("const TABLE = bindTable(numberPool, {\n  table: 'carrier_number_pool',");
    expect(backend).toContain('...listEndpoints({ list: numberPoolApi.list, sheet: numberPoolApi.export');
    expect(backend.split('export function seed')[0]).not.toContain('phone_number');
    expect(emitBackendTest(request())).toContain('.body.code).toBe(404);');
  });

  it('names the record by the noun, the menu entry by the icon and order, the ledger by the roles note', () => {
    expect(emitPage(request())).toContain("noun: '号码',");
    const manifest = editManifest(request(), "export const manifest = {\n  routes: [\n    { path: '/a' },\n  ],\n};\n");
    expect(manifest).toContain("icon: 'PhoneOutlined',");
    expect(manifest).toContain("menu: [{ group: 'carrier', order: 120 }],");
    const ledger = editLedger(request({ rolesNote: '运营商管理员的号码池' }), 'export const carrier = {\n  routes: [],\n  extra: [],\n};\n');
    expect(ledger).toContain("note: '运营商管理员的号码池',");
    expect(emitE2e(request())).toContain("getByRole('button', { name: '新增号码' })");
  });

  it('has its tests read the labels from the resource, so a new label cannot leave them stale', () => {
    const labels = ['号码', '密码', '备注', '状态', '开通时间', '企业', '代理商'];
    for (const text of [emitPageTest(request()), emitE2e(request()), emitBackendTest(request())]) {
      for (const label of labels) expect(text).not.toContain(`'${label}'`);
    }
    expect(emitPageTest(request())).toContain('keys.map((key) => [key, numberPool.fields[key].label])');
    expect(emitE2e(request())).toContain('searchBy(page, numberPool.fields.phoneNumber.label, unique)');
    expect(emitE2e(request())).toContain('numberPoolApi.export.columns.map((column) => column.title)');
  });
});

describe('new-page noun, icon and order', () => {
  it('takes the defaults without a terminal, and says what it derived', async () => {
    expect(nounOf('号码列表')).toBe('号码');
    expect(nounOf('号码池')).toBe('号码池');
    const chosen = await choose('号码列表', {});
    expect(chosen).toMatchObject({ noun: '号码', icon: 'AppstoreOutlined', order: 900 });
    expect(chosen.defaulted[0]).toContain('名词「号码」（取自标题');
  });

  it('asks for what is missing, showing the default; an empty answer takes it', async () => {
    const asked: string[] = [];
    const answers = ['', 'PhoneOutlined'];
    const chosen = await choose('号码池', { order: '5' }, async (question) => (asked.push(question), answers.shift()!));
    expect(asked).toEqual(['名词（新增/编辑按钮上的）（默认 号码池）：', '菜单图标（默认 AppstoreOutlined）：']);
    expect(chosen).toMatchObject({ noun: '号码池', icon: 'PhoneOutlined', order: 5 });
  });

  it('refuses an icon the menu cannot draw and an order that is not a number', async () => {
    await expect(choose('号码池', { icon: 'Phone' })).rejects.toThrow('相近的：PhoneOutlined');
    await expect(choose('号码池', { order: 'first' })).rejects.toThrow('--order 须为非负整数');
  });
});
