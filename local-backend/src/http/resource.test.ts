import { defineResource, enumOfLabels } from '@console/sdk/contract';
import { describe, expect, it } from 'vitest';
import { inputOf, resourceList } from './resource';

const numbers = defineResource({
  phoneNumber: { label: '号码', kind: 'code', filter: true, form: true, required: true, max: 20, pattern: { regex: /^1\d{10}$/, message: '号码格式不正确' } },
  operator: { label: '运营商', kind: 'enum', values: enumOfLabels(['移动', '联通']), form: true, required: true },
  state: { label: '状态', kind: 'enum', values: enumOfLabels(['空闲', '停用']), filter: 'multi' },
  monthlyFee: { label: '月租（元）', kind: 'money', form: true, min: 0 },
  active: { label: '启用', kind: 'boolean', form: true },
  openedOn: { label: '开通日期', kind: 'date' },
  openedAt: { label: '开通时间', kind: 'dateTime' },
  photo: { label: '照片', kind: 'image', form: true },
  lines: { label: '线路数', kind: 'number', whole: true, form: true, min: 1 },
});
const COLUMNS = {
  phoneNumber: 'n.phone_number',
  operator: 'n.operator',
  state: 'n.state',
  monthlyFee: 'n.monthly_fee',
  active: 'n.active',
  openedOn: 'n.opened_on',
  openedAt: 'n.opened_at',
  lines: 'n.lines',
};
const LIST = resourceList(numbers, COLUMNS);

describe('a resource list on the backend', () => {
  it('filters by each declared kind, and nothing for what was not given', () => {
    const where = LIST.where({
      phoneNumber: '138',
      operator: '移动',
      state: '空闲,停用',
      active: 'true',
      openedOnFrom: '2026-01-01 00:00:00',
      openedAtTo: '2026-02-01 23:59:59',
    });
    expect(String(where)).toBe(
      'WHERE n.phone_number LIKE ? AND n.operator = ? AND n.state IN (?, ?) AND n.active = ? AND n.opened_on >= ? AND n.opened_at <= ?',
    );
    expect(where.values).toEqual(['%138%', '移动', '空闲', '停用', 1, '2026-01-01', '2026-02-01 23:59:59']);
    expect(String(LIST.where({}))).toBe('');
  });

  it('refuses a value outside the declaration, in Chinese, naming the field', () => {
    expect(() => LIST.where({ operator: '铁通' })).toThrow('运营商不正确');
    expect(() => LIST.where({ state: '空闲,坏' })).toThrow('状态不正确');
    expect(() => LIST.where({ openedAtFrom: 'yesterday' })).toThrow('开通时间起格式应为 YYYY-MM-DD HH:mm:ss');
    expect(() => LIST.where({ phoneNumber: '1'.repeat(21) })).toThrow('号码不能超过 20 个字符');
  });

  it('sorts only by a sortable field, after the default order', () => {
    expect(LIST.order({ sortField: 'monthlyFee', sortOrder: 'ascend' }, 'n.id DESC')).toBe('n.monthly_fee ASC, n.id DESC');
    expect(LIST.order({ sortField: 'phoneNumber', sortOrder: 'ascend' }, 'n.id DESC')).toBe('n.id DESC');
  });

  it('validates a save by the form fields', () => {
    expect(inputOf(numbers, { phoneNumber: ' 13800000000 ', operator: '联通', monthlyFee: '12.5', active: '0' })).toEqual({
      phoneNumber: '13800000000',
      operator: '联通',
      monthlyFee: 12.5,
      active: false,
    });
    expect(() => inputOf(numbers, { operator: '联通' })).toThrow('请填写号码');
    expect(() => inputOf(numbers, { phoneNumber: '13800000000' })).toThrow('请选择运营商');
    expect(() => inputOf(numbers, { phoneNumber: '2380000000', operator: '联通' })).toThrow('号码格式不正确');
    expect(() => inputOf(numbers, { phoneNumber: '13800000000', operator: '联通', monthlyFee: '-1' })).toThrow('月租（元）不能小于 0');
    // A count takes no decimals; its range is said first.
    expect(() => inputOf(numbers, { phoneNumber: '13800000000', operator: '联通', lines: '1.5' })).toThrow('线路数必须是整数');
    expect(() => inputOf(numbers, { phoneNumber: '13800000000', operator: '联通', lines: '0.5' })).toThrow('线路数不能小于 1');
    expect(inputOf(numbers, { phoneNumber: '13800000000', operator: '联通', lines: '3' }).lines).toBe(3);
    // An image is kept inline (an upload) or linked over http(s); nothing that would run.
    const photo = `data:image/png;base64,${'A'.repeat(200_000)}`;
    expect(inputOf(numbers, { phoneNumber: '13800000000', operator: '联通', photo }).photo).toBe(photo);
    expect(() => inputOf(numbers, { phoneNumber: '13800000000', operator: '联通', photo: 'javascript:alert(1)' })).toThrow('照片地址不正确');
  });

  it('asks for a field required on add only when adding, and reads add-only and edit-only fields in their form only', () => {
    const accounts = defineResource({
      account: { label: '账号', kind: 'code', form: true, required: true },
      owner: { label: '所属用户', kind: 'ref', options: Object.assign(async () => ({ data: [] }), { path: '/o' }), form: 'add', required: true },
      password: { label: '密码', kind: 'password', form: true, required: 'add', requiredMessage: '请填写登录密码' },
      note: { label: '备注', kind: 'text', form: 'edit' },
    });
    expect(() => inputOf(accounts, { account: '1001', owner: '3' })).toThrow('请填写登录密码');
    expect(inputOf(accounts, { account: '1001', owner: '3', password: 'secret', note: 'x' })).toEqual({ account: '1001', owner: 3, password: 'secret' });
    // An edit without a password keeps it; the owner is not edited, a note is.
    expect(inputOf(accounts, { account: '1001', owner: '4', note: 'x' }, undefined, 'edit')).toEqual({ account: '1001', note: 'x' });
    expect(() => inputOf(accounts, { password: 'secret' }, undefined, 'edit')).toThrow('请填写账号');
  });

  it('asks the compiler for the SQL of every filtered and sorted field, and for no unknown one', () => {
    // @ts-expect-error the SQL of the openedAt filter is missing
    expect(() => resourceList(numbers, { ...COLUMNS, openedAt: undefined })).toThrow('openedAt: a filtered or sorted field needs its SQL column');
    // @ts-expect-error a misspelled field
    expect(resourceList(numbers, { ...COLUMNS, phoneNumbr: 'n.x' })).toBeTruthy();
  });
});
