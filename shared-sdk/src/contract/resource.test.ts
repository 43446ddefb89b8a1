import { describe, expect, it } from 'vitest';
import { call, entriesOf, type InputOf, type QueryOf, type RowOf } from './index';
import { enumOfLabels } from './enums';
import { defineResource } from './resource';

const OPERATORS = enumOfLabels(['移动', '联通', '电信']);
const STATES = enumOfLabels(['空闲', '已分配', '停用']);

/** A number pool, as a real area declares it: the example the field vocabulary is measured on. */
const numbers = defineResource({
  phoneNumber: { label: '号码', kind: 'code', filter: true, form: true, required: true, max: 20 },
  operator: { label: '运营商', kind: 'enum', values: OPERATORS, form: true, required: true },
  city: { label: '城市', kind: 'text', filter: true, form: true, max: 20 },
  state: { label: '状态', kind: 'enum', values: STATES, filter: 'multi' },
  monthlyFee: { label: '月租（元）', kind: 'money', form: true, min: 0 },
  recording: { label: '录音', kind: 'audio' },
  secret: { label: '密码', kind: 'password', form: true },
  keyword: { label: '关键字', kind: 'text', filter: true, row: false },
  openedAt: { label: '开通时间', kind: 'dateTime' },
});

describe('defineResource', () => {
  it('derives columns, filters, form and sort by the defaults a user expects', () => {
    expect(numbers.columns.map((column) => column.key)).toEqual(['phoneNumber', 'operator', 'city', 'state', 'monthlyFee', 'recording', 'openedAt']);
    // A time is a range filter and sorts; an enum is a filter; text only when it says so.
    expect(numbers.filterKeys).toEqual(['phoneNumber', 'operator', 'city', 'state', 'keyword', 'openedAt']);
    expect(numbers.sortKeys).toEqual(['monthlyFee', 'openedAt']);
    expect(numbers.formKeys).toEqual(['phoneNumber', 'operator', 'city', 'monthlyFee', 'secret']);
    // A code stays text in the spreadsheet; a player is not exported.
    expect(numbers.columns.find((column) => column.key === 'phoneNumber')?.kind).toBe('code');
    expect(numbers.columns.find((column) => column.key === 'recording')?.export).toBe(false);
  });

  it('draws a flag with its own two words as their tag', () => {
    const flags = defineResource({
      enabled: { label: '状态', kind: 'boolean', values: STATES },
      archived: { label: '归档', kind: 'boolean' },
    });
    expect(flags.columns.map((column) => column.kind)).toEqual(['enum', 'boolean']);
    expect(flags.columns[0].values).toBe(STATES);
  });

  it('refuses an enum without values', () => {
    expect(() => defineResource({ state: { label: '状态', kind: 'enum' } })).toThrow(/needs its values/);
  });

  it('gives the export only the columns a spreadsheet can hold, and the list call its resource', () => {
    const sheet = call.sheet('/api/numbers/export', 'loggedIn', numbers);
    expect(sheet.columns?.map((column) => column.key)).not.toContain('recording');
    const list = call.list('/api/numbers/list', 'loggedIn', numbers);
    expect(list.resource).toEqual({ of: numbers, as: 'list' });
  });

  it('names a reference options entry without making it a second entry of the contract', () => {
    const options = call.get<{ value: number; label: string }[]>('/api/companies/options', 'loggedIn');
    const cards = defineResource({ companyId: { label: '企业', kind: 'ref', options } });
    const contract = { cards, api: { options, list: call.list('/api/cards/list', 'loggedIn', cards) } };
    expect(entriesOf(contract).map((entry) => entry.path)).toEqual(['/api/companies/options', '/api/cards/list']);
  });

  it('checks every key by the compiler', () => {
    type Row = RowOf<typeof numbers>;
    const row = {
      id: 1,
      phoneNumber: '13800000000',
      operator: '移动',
      city: '',
      state: '空闲',
      monthlyFee: 10,
      recording: '',
      openedAt: '',
    } satisfies Row;
    // @ts-expect-error a password is never answered in a row
    expect(row.secret).toBeUndefined();
    // @ts-expect-error a misspelled field is not a key of the row
    expect(row.phoneNumbr).toBeUndefined();
    // @ts-expect-error an operator outside the declared values
    const wrong: Row['operator'] = '铁通';
    expect(wrong).toBe('铁通');
    // @ts-expect-error keyword is a parameter only, never part of a row
    expect(row.keyword).toBeUndefined();
    const query: QueryOf<typeof numbers> = { city: '杭州', openedAtFrom: '2026-01-01 00:00:00', sortField: 'monthlyFee' };
    // @ts-expect-error city does not sort
    const badSort: QueryOf<typeof numbers> = { sortField: 'city' };
    const input: InputOf<typeof numbers> = { phoneNumber: '13800000000', operator: '联通' };
    // @ts-expect-error a required field left out
    const missing: InputOf<typeof numbers> = { operator: '联通' };
    expect([query, badSort, input, missing]).toHaveLength(4);
  });
});
