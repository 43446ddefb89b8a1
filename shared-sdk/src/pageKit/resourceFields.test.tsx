import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { call, defineResource, enumOfLabels } from '../contract';
import { AGENT_FIELD, COMPANY_FIELD, DEPARTMENT_FIELD, STAFF_FIELD } from '../contract/parties';
import { STORAGE_KEYS } from '../session/storageKeys';
import { entry } from './entry.testing';
import { createResourcePage } from './ResourcePage';
import { filterField, formField, resourceColumns, resourceFilters, resourceForm } from './resourceFields';

const numbers = defineResource({
  phoneNumber: { label: '号码', kind: 'code', filter: true, form: true, required: true, max: 20, pattern: { regex: /^1\d{10}$/, message: '号码格式不正确' } },
  operator: { label: '运营商', kind: 'enum', values: enumOfLabels(['移动', '联通']), form: true },
  state: { label: '状态', kind: 'enum', values: enumOfLabels(['空闲', '停用']), filter: 'multi' },
  monthlyFee: { label: '月租（元）', kind: 'money', form: true, min: 0 },
  openedAt: { label: '开通时间', kind: 'dateTime' },
});
const ROWS = [{ id: 1, phoneNumber: '13800000000', operator: '移动', state: '空闲', monthlyFee: 12.5, openedAt: '2026-01-02 03:04:05' }];
const list = Object.assign(
  entry('/api/numbers/list', 'loggedIn', () => ({ list: ROWS, total: 1 })),
  { resource: { of: numbers, as: 'list' as const } },
);

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('a page drawn from its resource', () => {
  it('derives one vocabulary: filter, form field and column of each kind', () => {
    expect(filterField('openedAt', numbers.fields.openedAt)).toEqual({ kind: 'dateRange', name: 'openedAt', label: '开通时间' });
    expect(filterField('state', numbers.fields.state)).toMatchObject({
      kind: 'multiSelect',
      options: [
        { value: '空闲', label: '空闲' },
        { value: '停用', label: '停用' },
      ],
    });
    expect(formField('phoneNumber', numbers.fields.phoneNumber)).toMatchObject({
      kind: 'text',
      required: true,
      maxLength: 20,
      rules: [{ message: '号码格式不正确' }],
    });
    expect(formField('monthlyFee', numbers.fields.monthlyFee)).toMatchObject({ kind: 'number', min: 0 });
    expect(resourceFilters(numbers).map((field) => field.name)).toEqual(['phoneNumber', 'operator', 'state', 'openedAt']);
    expect(resourceForm(numbers).map((field) => field.name)).toEqual(['phoneNumber', 'operator', 'monthlyFee']);
    const columns = resourceColumns(numbers, undefined, { phoneNumber: { width: 140 } });
    expect(columns.map((column) => [column.key, column.title])).toContainEqual(['phoneNumber', '号码']);
    expect(columns.find((column) => column.key === 'phoneNumber')?.width).toBe(140);
    expect(columns.find((column) => column.key === 'openedAt')?.sorter).toBe(true);
  });

  it('draws the list from the declaration alone', async () => {
    localStorage.setItem(STORAGE_KEYS.role, 'admin');
    const Page = createResourcePage({ resource: numbers, noun: '号码', list });
    render(
      <App>
        <Page />
      </App>,
    );
    await waitFor(() => expect(screen.getByText('13800000000')).toBeTruthy());
    for (const title of ['号码', '运营商', '状态', '月租（元）', '开通时间']) expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    expect(screen.getByText('12.50')).toBeTruthy();
  });

  it('draws a field in the add form only, the edit form only, or both, and asks for a password when adding only', async () => {
    localStorage.setItem(STORAGE_KEYS.role, 'admin');
    const accounts = defineResource({
      account: { label: '账号', kind: 'code', form: true, required: true },
      owner: { label: '所属用户', kind: 'text', form: 'add' },
      password: { label: '密码', kind: 'password', form: true, required: 'add', requiredMessage: '请填写登录密码', onEdit: { label: '新密码' } },
      note: { label: '备注', kind: 'text', form: 'edit' },
    });
    expect(resourceForm(accounts, undefined, 'add').map((field) => [field.name, field.label, field.required])).toEqual([
      ['account', '账号', true],
      ['owner', '所属用户', false],
      ['password', '密码', true],
    ]);
    expect(resourceForm(accounts, undefined, 'edit').map((field) => [field.name, field.label, field.required, field.extra])).toEqual([
      ['account', '账号', true, undefined],
      ['password', '新密码', false, '留空则不修改'],
      ['note', '备注', false, undefined],
    ]);
    const rows = Object.assign(
      entry('/api/accounts/list', 'loggedIn', () => ({ list: [{ id: 1, account: '1001' }], total: 1 })),
      { resource: { of: accounts, as: 'list' as const } },
    );
    const add = entry('/api/accounts/add', 'loggedIn');
    const update = entry('/api/accounts/update', 'loggedIn');
    const Page = createResourcePage({ resource: accounts, noun: '账号', list: rows, form: { add: { call: add }, edit: { call: update } } });
    render(
      <App>
        <Page />
      </App>,
    );
    const ok = () => fireEvent.click(screen.getAllByRole('button', { name: /确\s*定|OK/ }).at(-1)!);
    fireEvent.click(await screen.findByRole('button', { name: /新增账号/ }));
    fireEvent.change(screen.getByLabelText('账号'), { target: { value: '1002' } });
    expect(screen.queryByLabelText('备注')).toBeNull();
    ok();
    expect(await screen.findByText('请填写登录密码')).toBeTruthy();
    expect(add).not.toHaveBeenCalled();
    fireEvent.click(screen.getAllByRole('button', { name: /取\s*消|Cancel/ }).at(-1)!);
    fireEvent.click(screen.getByRole('button', { name: '编辑' }));
    await waitFor(() => expect(screen.getByLabelText('新密码')).toBeTruthy());
    expect(screen.queryByLabelText('所属用户')).toBeNull();
    ok();
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0][0]).toMatchObject({ id: 1, account: '1001' });
  });

  it('checks every key a page names by the compiler', () => {
    const save = call.save('/api/numbers/save', 'loggedIn', numbers);
    const declarations = [
      // @ts-expect-error a misspelled column
      createResourcePage({ resource: numbers, noun: '号码', list, columns: ['phoneNumbr'] }),
      // @ts-expect-error a misspelled filter
      createResourcePage({ resource: numbers, noun: '号码', list, filters: ['operater'] }),
      // @ts-expect-error an override of a column the resource does not have
      createResourcePage({ resource: numbers, noun: '号码', list, columnOverrides: { citty: { width: 1 } } }),
      // @ts-expect-error a form field that is not one of the resource's form fields
      createResourcePage({ resource: numbers, noun: '号码', list, form: { fields: ['openedAt'], add: { call: save } } }),
      createResourcePage({ resource: numbers, noun: '号码', list, columns: ['phoneNumber', { title: '自定义', key: 'own' }], filters: ['state'] }),
    ];
    expect(declarations).toHaveLength(5);
  });
});

describe('a reference searched as one types (a picker)', () => {
  it('asks its one call with the typed name instead of listing its choices once', async () => {
    const companies = Object.assign(
      entry('/api/party/companies', 'loggedIn', () => [{ value: 7, label: '星辰科技' }]),
      { searched: true as const },
    );
    const cards = defineResource({ companyId: { label: '企业', kind: 'ref', options: companies, form: true, required: true } });
    const field = formField('companyId', cards.fields.companyId);
    expect(field).toMatchObject({ name: 'companyId', label: '企业', kind: 'select', required: true });
    expect(field.options).toBeUndefined();
    expect(await field.search?.('星辰')).toEqual([{ value: 7, label: '星辰科技' }]);
    expect(companies).toHaveBeenCalledWith({ name: '星辰' });
    // A short list (goods of a line) is still asked once, as a loader.
    const goods = entry('/api/goods/options', 'loggedIn', () => []);
    const listed = formField('goodsId', { label: '货品', kind: 'ref', options: goods });
    expect(listed.search).toBeUndefined();
    expect(typeof listed.options).toBe('function');
  });

  it('is what the parties’ presets declare', () => {
    for (const preset of [COMPANY_FIELD, AGENT_FIELD, DEPARTMENT_FIELD, STAFF_FIELD]) {
      expect(preset.options.searched).toBe(true);
      expect(formField('id', preset).search).toEqual(expect.any(Function));
    }
  });
});
