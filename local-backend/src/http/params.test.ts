import { enumOf, enumOfLabels, MOBILE } from '@console/sdk/contract';
import { describe, expect, it } from 'vitest';
import { Refusal } from './envelope';
import { dateTime, ids, oneOf, orderBy, requiredMobile, requiredText, text } from './params';

/** The refusal a parser throws: its message. */
const refusal = (parse: () => unknown) => {
  try {
    parse();
  } catch (error) {
    if (error instanceof Refusal) return error.message;
    throw error;
  }
  throw new Error('no refusal');
};

describe('oneOf: a value of a set declared in a contract', () => {
  const STATUS = enumOf([
    { value: 1, label: '正常' },
    { value: 0, label: '停用' },
  ]);
  const MEANS = enumOfLabels(['手动添加', '批量导入']);

  it('answers the declared value (a number for the `1` a request sends)', () => {
    expect(oneOf({ status: '1' }, 'status', '状态', STATUS)).toBe(1);
    expect(oneOf({ status: '0' }, 'status', '状态', STATUS)).toBe(0);
    expect(oneOf({ status: 1 }, 'status', '状态', STATUS)).toBe(1);
    expect(oneOf({ means: ' 批量导入 ' }, 'means', '添加方式', MEANS)).toBe('批量导入');
    expect(oneOf({ means: ['手动添加', '批量导入'] }, 'means', '添加方式', MEANS)).toBe('手动添加');
  });

  it('is undefined when the parameter is absent or empty', () => {
    expect(oneOf({}, 'status', '状态', STATUS)).toBeUndefined();
    expect(oneOf({ status: '' }, 'status', '状态', STATUS)).toBeUndefined();
    expect(oneOf({ status: null }, 'status', '状态', STATUS)).toBeUndefined();
  });

  it('refuses a value outside the set, naming the field', () => {
    expect(refusal(() => oneOf({ status: '2' }, 'status', '状态', STATUS))).toBe('状态不正确');
    expect(refusal(() => oneOf({ means: '投诉' }, 'means', '添加方式', MEANS))).toBe('添加方式不正确');
  });

  it('takes a plain list of values as well', () => {
    expect(oneOf({ kind: ' tag ' }, 'kind', '类别', ['source', 'tag'] as const)).toBe('tag');
    expect(oneOf({ size: '2' }, 'size', '规格', [1, 2] as const)).toBe(2);
    expect(oneOf({}, 'kind', '类别', ['source', 'tag'] as const)).toBeUndefined();
  });
});

describe('one parser per kind of value', () => {
  it('names the field by its label', () => {
    expect(refusal(() => text({ title: 'x'.repeat(11) }, 'title', '公告标题', 10))).toBe('公告标题不能超过 10 个字符');
    expect(refusal(() => requiredText({}, 'name', '客户名称'))).toBe('请填写客户名称');
    expect(refusal(() => requiredMobile({ phone: '139' }, 'phone', '电话'))).toBe(MOBILE.message);
    expect(refusal(() => oneOf({ kind: 'nope' }, 'kind', '类别', ['source', 'tag']))).toBe('类别不正确');
    expect(refusal(() => ids({ ids: '1,x' }, '客户'))).toBe('客户编号不正确');
  });

  it('trims, and takes the first of a repeated parameter', () => {
    expect(text({ name: '  甲 ' }, 'name', '名称')).toBe('甲');
    expect(text({ name: ['', '乙'] }, 'name', '名称')).toBeUndefined();
    expect(text({ name: ['甲', '乙'] }, 'name', '名称')).toBe('甲');
  });

  it('reads a filter without a label, naming the parameter', () => {
    expect(text({ code: '123' }, 'code', 30)).toBe('123');
    expect(refusal(() => text({ code: '1234' }, 'code', 3))).toBe('code不能超过 3 个字符');
    expect(refusal(() => text({ code: 'x'.repeat(201) }, 'code'))).toBe('code不能超过 200 个字符');
  });

  it('completes a date-time without seconds', () => {
    expect(dateTime({ at: '2026-01-02 09:30' }, 'at', '时间')).toBe('2026-01-02 09:30:00');
    expect(dateTime({ at: '2026-01-02' }, 'at', '时间')).toBe('2026-01-02');
    expect(refusal(() => dateTime({ at: '02/01/2026' }, 'at', '时间'))).toBe('时间格式应为 YYYY-MM-DD HH:mm:ss');
  });

  it('sorts only by an allowed key', () => {
    expect(orderBy({ sortField: 'amount', sortOrder: 'ascend' }, { amount: 'c.amount' }, 'c.id DESC')).toBe('c.amount ASC, c.id DESC');
    expect(orderBy({ sortField: 'c.id; DROP', sortOrder: 'ascend' }, { amount: 'c.amount' }, 'c.id DESC')).toBe('c.id DESC');
  });
});

describe('text: length limits count characters as people do', () => {
  it('counts an emoji as one character', () => {
    expect(text({ name: '😀'.repeat(26) }, 'name', '名称', 50)).toBe('😀'.repeat(26));
    expect(text({ name: '😀'.repeat(50) }, 'name', '名称', 50)).toBe('😀'.repeat(50));
    expect(refusal(() => text({ name: '😀'.repeat(51) }, 'name', '名称', 50))).toBe('名称不能超过 50 个字符');
  });
});
