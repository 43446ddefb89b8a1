import { describe, expect, it } from 'vitest';
import { DEFAULT_FIELDS, parseFields, seedValue, sqlColumn } from './fields';
import { updateManifestTest } from './manifestTest';

describe('new-page field list', () => {
  it('reads key:kind:label:flags, enum values in parentheses, one field per ; or line', () => {
    const fields = parseFields(
      'phoneNumber:code:号码:filter,required,form,max=20; operator:enum(移动|联通|电信):运营商:form\n# a comment\nopenedAt:dateTime:开通时间',
    );
    expect(fields).toEqual([
      { key: 'phoneNumber', kind: 'code', label: '号码', filter: true, required: true, form: true, max: 20 },
      { key: 'operator', kind: 'enum', label: '运营商', values: ['移动', '联通', '电信'], form: true },
      { key: 'openedAt', kind: 'dateTime', label: '开通时间' },
    ]);
    expect(fields.map(sqlColumn)).toEqual(['phone_number TEXT NOT NULL', 'operator TEXT', 'opened_at TEXT NOT NULL']);
    expect(seedValue(fields[0])).toBe('mobile()');
    expect(parseFields(DEFAULT_FIELDS).map((field) => field.key)).toEqual(['name', 'status', 'createdAt']);
  });

  it('reads add-only and edit-only fields, required on add only, and enum values with their tag colours', () => {
    expect(parseFields('password:password:密码:add,required=add; remark:text:备注:edit; status:enum(启用:green|停用:#ff4d4f|草稿):状态:form')).toEqual([
      { key: 'password', kind: 'password', label: '密码', form: 'add', required: 'add' },
      { key: 'remark', kind: 'text', label: '备注', form: 'edit' },
      { key: 'status', kind: 'enum', label: '状态', values: ['启用', '停用', '草稿'], colors: ['green', '#ff4d4f', undefined], form: true },
    ]);
    // An edit-only field is empty until a row is edited.
    expect(sqlColumn(parseFields('remark:text:备注:edit,required')[0])).toBe('remark TEXT');
    expect(() => parseFields('a:text:甲:add,edit')).toThrow('add 与 edit 不能同时给出');
    expect(() => parseFields('a:text:甲:edit,required=add')).toThrow('仅编辑的字段不能 required=add');
    expect(() => parseFields('a:text:甲:required=edit')).toThrow('required=add');
    expect(() => parseFields('s:enum(启用:绿色):状态')).toThrow('antd 预设色');
  });

  it('refuses what the resource vocabulary does not have, in Chinese', () => {
    expect(() => parseFields('a:color:颜色')).toThrow('未知类型 color');
    expect(() => parseFields('status:enum:状态')).toThrow('须列出取值');
    expect(() => parseFields('id:text:编号')).toThrow('自带');
    expect(() => parseFields('a:text:甲:shiny')).toThrow('未知标记');
    expect(() => parseFields('a:text:甲; a:code:乙')).toThrow('重复');
  });
});

describe('new-page manifest test lists', () => {
  const lists = [
    { role: 'admin', menuBefore: ['/a', '/b'], menuAfter: ['/new', '/a', '/b'], allowedBefore: ['/a', '/b'], allowedAfter: ['/a', '/b', '/new'] },
    { role: 'agent', menuBefore: ['/a'], menuAfter: ['/a'], allowedBefore: ['/a'], allowedAfter: ['/a'] },
  ];

  it('rewrites each role line of MENU and ALLOWED that changes', () => {
    const text = "const MENU = {\n  admin: ['/a', '/b'],\n  agent: ['/a'],\n};\nconst ALLOWED = {\n  admin: ['/a', '/b'],\n  agent: ['/a'],\n};\n";
    expect(updateManifestTest(text, lists)).toEqual({
      text: "const MENU = {\n  admin: ['/new', '/a', '/b'],\n  agent: ['/a'],\n};\nconst ALLOWED = {\n  admin: ['/a', '/b', '/new'],\n  agent: ['/a'],\n};\n",
      unresolved: [],
    });
  });

  it('adds to a named list that stands for one role (sorted or not), and says what it could not find', () => {
    const text = "const ADMIN_ROUTES = [\n  '/b',\n  '/a',\n];\n";
    expect(updateManifestTest(text, lists)).toEqual({ text: "const ADMIN_ROUTES = [\n  '/b',\n  '/a',\n  '/new',\n];\n", unresolved: ['admin 的菜单'] });
  });

  it('adds to a role list written with spreads, at its end, where the test compares sets or the new routes come last', () => {
    const text = [
      "const GROUP = ['/a'];",
      'const MENU: Record<Role, string[]> = {',
      "  admin: [...GROUP, '/b'],",
      "  agent: ['/a'],",
      '};',
      'const ALLOWED: Record<Role, string[]> = {',
      '  admin: [',
      '    ...GROUP,',
      "    '/b',",
      '  ],',
      '};',
      '',
    ].join('\n');
    const expected = text.replace("  admin: [...GROUP, '/b'],", "  admin: [...GROUP, '/b', '/new'],").replace("    '/b',\n", "    '/b',\n    '/new',\n");
    // The menu puts /new first: appended last, it is right only where the test sorts both sides.
    expect(updateManifestTest(text, lists)).toEqual({ text: text.replace("    '/b',\n", "    '/b',\n    '/new',\n"), unresolved: ['admin 的菜单'] });
    const sorted = `${text}expect(visibleMenuPaths(manifest.routes).sort()).toEqual([...MENU[role]].sort());\n`;
    expect(updateManifestTest(sorted, lists)).toEqual({
      text: `${expected}expect(visibleMenuPaths(manifest.routes).sort()).toEqual([...MENU[role]].sort());\n`,
      unresolved: [],
    });
  });
});
