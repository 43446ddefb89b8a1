/**
 * `pnpm new-page <remote> <path> --title <标题> [--crud] [--export] [--group <menu group>]`: the
 * recipe of README "Adding a page", as files that pass their tests as generated:
 *
 * - the contract entries (`<remote>/src/contract/<name>.ts`, with the role list and the columns),
 * - the page declaration (`<remote>/src/pages/<Name>.tsx`) and the manifest entry,
 * - the backend handlers, migration and seed step (`local-backend/src/areas/<area>/`),
 * - a backend test (the calls, their roles, the export) and a page test (filters to request),
 * - the remote's ledger section: a spec route loses its pending mark, any other path becomes an extra route.
 *
 * The role list is the ledger's for a spec route, else `--roles a,b` (default admin).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ledgerEntry } from '@console/build-config/ledger';
import { isRole, type Role } from '@console/sdk/manifest';
import { REPO_ROOT } from '../layout';

const AREAS = {
  'remote-crm': { area: 'crm', group: 'crm' },
  'remote-carrier': { area: 'carrier', group: 'carrier' },
  'remote-cloudcall': { area: 'cloudcall', group: 'cloudCall' },
  'remote-inventory': { area: 'inventory', group: 'inventory' },
  'remote-admin': { area: 'admin', group: 'system' },
} as const;
type Remote = keyof typeof AREAS;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    title: { type: 'string' },
    crud: { type: 'boolean', default: false },
    export: { type: 'boolean', default: false },
    group: { type: 'string' },
    roles: { type: 'string' },
    order: { type: 'string', default: '900' },
  },
});
const [remote, routePath] = positionals as [Remote | undefined, string | undefined];
if (!remote || !(remote in AREAS) || !routePath?.startsWith('/')) {
  fail(`用法：pnpm new-page <${Object.keys(AREAS).join('|')}> </路径> --title 标题 [--crud] [--export] [--group 菜单分组] [--roles admin,agent]`);
}
if (!options.title) fail('请用 --title 给出页面标题（中文）');
const title = options.title;
const { area, group: defaultGroup } = AREAS[remote];
const group = options.group ?? defaultGroup;

const slug = routePath.slice(1).replace(/[^A-Za-z0-9]/g, '');
if (!slug) fail(`路径 ${routePath} 不能用作名称`);
const Name = slug[0].toUpperCase() + slug.slice(1);
// A leading run of capitals (an operator prefix such as SJTX or DJ) is lowered as a whole.
const name = slug.replace(/^[A-Z]+/, (run) => run.toLowerCase());
const snake = name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
const table = `${area}_${snake}`;
const api = `${name}Api`;
const ROLES = `${snake.toUpperCase()}_ROLES`;
const COLUMNS = `${snake.toUpperCase()}_COLUMNS`;
const base = `/api/${area}/${name}`;

const ledger = ledgerEntry(routePath);
if (ledger && ledger.owner !== remote) fail(`${routePath} 在路由台账中属于 ${ledger.owner}，不属于 ${remote}`);
const roles: Role[] = ledger
  ? [...(ledger.roles ?? ['admin', 'oem', 'agent', 'subAgent', 'company', 'department', 'normal', 'gm'])]
  : (options.roles ?? 'admin').split(',').map((role) => role.trim()).filter(Boolean) as Role[];
const unknown = roles.filter((role) => !isRole(role));
if (unknown.length) fail(`未知角色：${unknown.join('、')}`);

const remoteDir = path.join(REPO_ROOT, remote);
const areaDir = path.join(REPO_ROOT, 'local-backend', 'src', 'areas', area);
const files = {
  contract: path.join(remoteDir, 'src', 'contract', `${name}.ts`),
  page: path.join(remoteDir, 'src', 'pages', `${Name}.tsx`),
  pageTest: path.join(remoteDir, 'src', 'pages', `${Name}.test.ts`),
  backend: path.join(areaDir, `${name}.ts`),
  backendTest: path.join(areaDir, `${name}.test.ts`),
  browserTest: path.join(REPO_ROOT, 'e2e', 'tests', area, `${name}.spec.ts`),
};
for (const file of Object.values(files)) if (existsSync(file)) fail(`${path.relative(REPO_ROOT, file)} 已存在`);
if (!existsSync(path.join(areaDir, 'index.ts'))) fail(`找不到后端区域 ${path.relative(REPO_ROOT, areaDir)}/index.ts`);

const crud = options.crud;
const exporting = options.export;
const q = (s: string) => JSON.stringify(s).replace(/"/g, "'");

// ---- contract -------------------------------------------------------------------------------
writeFileSync(
  files.contract,
  `import { call, type ColumnSpec, type Page, type PageQuery } from '@console/sdk/contract';
import type { Role } from '@console/sdk/manifest';

/** ${routePath} (${title}): who may open the page and make its calls, declared once (manifest and backend). */
export const ${ROLES} = ${JSON.stringify(roles).replace(/"/g, "'").replace(/,/g, ', ')} as const satisfies readonly Role[];

export interface ${Name}Row {
  id: number;
  name: string;
  code: string;
  amount: number;
  remark: string;
  createdAt: string;
}

export interface ${Name}Input {
  name: string;
  code: string;
  amount?: number;
  remark?: string;
}

export interface ${Name}Query {
  name?: string;
  code?: string;
}

/** The list's columns${exporting ? ', and its export\'s' : ''}. */
export const ${COLUMNS}: readonly ColumnSpec[] = [
  { key: 'name', title: '名称' },
  { key: 'code', title: '编号', kind: 'code' },
  { key: 'amount', title: '金额', kind: 'money' },
  { key: 'remark', title: '备注' },
  { key: 'createdAt', title: '创建时间', kind: 'dateTime' },
];

/** ${title}: \`${base}/<verb>\`, form-encoded POST, answered as {code, message, data}. */
export const ${api} = {
  list: call.post<Page<${Name}Row>, PageQuery & ${Name}Query>('${base}/list', ${ROLES}),
${
  crud
    ? `  add: call.post<{ id: number }, ${Name}Input>('${base}/add', ${ROLES}),
  update: call.post<null, ${Name}Input & { id: number }>('${base}/update', ${ROLES}),
  delete: call.post<null, { id: number }>('${base}/delete', ${ROLES}),
`
    : ''
}${exporting ? `  export: call.sheet<${Name}Query>('${base}/export', ${ROLES}, ${COLUMNS}),\n` : ''}};
`,
);
const contractIndex = path.join(remoteDir, 'src', 'contract', 'index.ts');
writeFileSync(contractIndex, `${readFileSync(contractIndex, 'utf8').trimEnd()}\nexport * from './${name}';\n`);

// ---- page -----------------------------------------------------------------------------------
writeFileSync(
  files.page,
  `import { createResourcePage, specColumns, type FilterField, type FormField } from '@console/sdk/kit';
import { ${COLUMNS}, ${api}, type ${Name}Row } from '../contract';

export const ${snake.toUpperCase()}_FILTERS: FilterField[] = [
  { kind: 'text', name: 'name', label: '名称' },
  { kind: 'text', name: 'code', label: '编号' },
];
${
  crud
    ? `
export const ${snake.toUpperCase()}_FIELDS: FormField[] = [
  { name: 'name', label: '名称', required: true, maxLength: 50 },
  { name: 'code', label: '编号', required: true, maxLength: 30, rules: [{ pattern: /^\\d+$/, message: '编号只能是数字' }] },
  { name: 'amount', label: '金额', kind: 'number', min: 0 },
  { name: 'remark', label: '备注', kind: 'textarea', maxLength: 200 },
];
`
    : ''
}
/** ${title} (${routePath}). */
export default createResourcePage<${Name}Row>({
  noun: ${q(title)},
  rowKey: 'id',
  list: ${api}.list,
  filters: ${snake.toUpperCase()}_FILTERS,
  columns: specColumns(${COLUMNS}),
${
  crud
    ? `  form: {
    fields: ${snake.toUpperCase()}_FIELDS,
    add: { call: ${api}.add },
    edit: { call: ${api}.update, toValues: ({ name, code, amount, remark }) => ({ name, code, amount, remark }) },
  },
  remove: { call: ${api}.delete, confirm: (row) => \`确定删除「\${row.name}」吗？\` },
`
    : ''
}${exporting ? `  exporter: ${api}.export,\n` : ''}});
`,
);
writeFileSync(
  files.pageTest,
  `import { listFetch, specColumns, toQueryParams } from '@console/sdk/kit';
import { describe, expect, it, vi } from 'vitest';
import { ${COLUMNS}, ${api} } from '../contract';
import { ${snake.toUpperCase()}_FILTERS } from './${Name}';

describe('${routePath}', () => {
  it('sends the search form as the list call’s parameters and answers its rows', async () => {
    const answer = { code: 200, message: '操作成功', data: { list: [{ id: 1 }], total: 1 } };
    const list = Object.assign(vi.fn(async () => answer), { ...${api}.list });
    const params = toQueryParams(${snake.toUpperCase()}_FILTERS, { name: ' 样例 ', code: '' });
    expect(await listFetch(list)({ ...params, pageIndex: 2, pageSize: 10 })).toEqual(answer.data);
    expect(list).toHaveBeenCalledWith({ name: '样例', pageIndex: 2, pageSize: 10 });
  });

  it('draws the columns the contract declares${exporting ? ' (the export’s)' : ''}', () => {
    expect(specColumns(${COLUMNS}).map((column) => column.title)).toEqual(['名称', '编号', '金额', '备注', '创建时间']);
  });
});
`,
);

// ---- manifest -------------------------------------------------------------------------------
const manifestFile = path.join(remoteDir, 'src', 'manifest.ts');
let manifest = readFileSync(manifestFile, 'utf8');
const routesEnd = manifest.lastIndexOf('\n  ],\n');
if (routesEnd < 0) fail(`${path.relative(REPO_ROOT, manifestFile)}：找不到 routes 数组的结尾`);
const entry = `
    {
      path: '${routePath}',
      title: ${q(title)},
      icon: 'AppstoreOutlined',
      module: './${Name}',
      roles: [...${ROLES}],
      menu: [{ group: '${group}', order: ${Number(options.order)} }],
    },`;
manifest = `import { ${ROLES} } from './contract/${name}';\n${manifest.slice(0, routesEnd)}${entry}${manifest.slice(routesEnd)}`;
writeFileSync(manifestFile, manifest);

// ---- backend --------------------------------------------------------------------------------
/** The UTC time as YYYYMMDDHHmmss: the first part of a migration's name. */
const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);

/**
 * The migration's name, by local-backend's rule (`MIGRATION_NAME` in src/db/database.ts):
 * `<UTC time>_<area>_<table words>.sql`, which two branches never both pick.
 */
function migrationName(): string {
  return `${stamp}_${area}_${snake}.sql`;
}
const migration = migrationName();
mkdirSync(path.join(areaDir, 'migrations'), { recursive: true });
writeFileSync(
  path.join(areaDir, 'migrations', migration),
  `-- ${title} (${routePath}): written by pnpm new-page.
CREATE TABLE ${table} (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL,
  code TEXT NOT NULL,
  amount REAL NOT NULL DEFAULT 0,
  remark TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL
);
CREATE INDEX ${table}_created ON ${table} (created_at, id);
`,
);

writeFileSync(
  files.backend,
  `import { ${api} } from '@console/${remote}/contract';
import type { Db } from '../../db/database';
import { now } from '../../db/time';
import { define, type Endpoints } from '../../http/endpoint';
import { invalid, notFound } from '../../http/envelope';
import { fromTable } from '../../http/from';
import { allOf, pageOf } from '../../http/page';
import { paging, requiredInteger, requiredText, text, type Params } from '../../http/params';
${exporting ? "import { sendSheet } from '../../http/sheet';\n" : ''}import { Where } from '../../http/where';

function listQuery(params: Params) {
  return {
    select: 'id, name, code, amount, remark, created_at AS createdAt',
    from: fromTable('${table}'),
    where: new Where().like('name', text(params, 'name', 50)).like('code', text(params, 'code', 30)),
    order: 'created_at DESC, id DESC',
  };
}
${
  crud
    ? `
function input(params: Params) {
  const name = requiredText(params, 'name', '名称', 50);
  const code = requiredText(params, 'code', '编号', 30);
  if (!/^\\d+$/.test(code)) throw invalid('编号只能是数字');
  const amount = text(params, 'amount', 20) ?? '0';
  if (!/^\\d+(\\.\\d{1,2})?$/.test(amount)) throw invalid('金额须为非负数，最多两位小数');
  return { name, code, amount: Number(amount), remark: text(params, 'remark', 200) ?? '' };
}
`
    : ''
}
/** ${title} (${routePath}): written by pnpm new-page. */
export const ${name}Endpoints: Endpoints = [
  define({ call: ${api}.list, handler: ({ db, params }) => pageOf(db, listQuery(params), paging(params)) }),
${
  crud
    ? `  define({
    call: ${api}.add,
    handler: ({ db, params }) => {
      const row = input(params);
      const id = db.prepare('INSERT INTO ${table} (name, code, amount, remark, created_at) VALUES (@name, @code, @amount, @remark, @at)').run({ ...row, at: now() }).lastInsertRowid;
      return { id: Number(id) };
    },
  }),
  define({
    call: ${api}.update,
    handler: ({ db, params }) => {
      const id = requiredInteger(params, 'id', '编号');
      const changed = db.prepare('UPDATE ${table} SET name = @name, code = @code, amount = @amount, remark = @remark WHERE id = @id').run({ ...input(params), id }).changes;
      if (!changed) throw notFound(${q(title)});
      return null;
    },
  }),
  define({
    call: ${api}.delete,
    handler: ({ db, params }) => {
      const changed = db.prepare('DELETE FROM ${table} WHERE id = ?').run(requiredInteger(params, 'id', '编号')).changes;
      if (!changed) throw notFound(${q(title)});
      return null;
    },
  }),
`
    : ''
}${exporting ? `  define({ call: ${api}.export, handler: ({ db, params, reply }) => sendSheet(reply, params, ${q(title)}, ${api}.export.columns, allOf(db, listQuery(params)) as Record<string, unknown>[]) }),\n` : ''}];

/** Seed step: rows enough to page through (the seed runs when the table is empty). */
export function seed${Name}(db: Db): void {
  const insert = db.prepare('INSERT INTO ${table} (name, code, amount, remark, created_at) VALUES (?, ?, ?, ?, ?)');
  for (let i = 1; i <= 35; i++) {
    insert.run(\`${title}样例\${i}\`, \`0\${String(13800000000 + i)}\`, i * 10.5, '', \`2026-01-\${String((i % 28) + 1).padStart(2, '0')} 09:00:00\`);
  }
}
`,
);

const areaIndex = path.join(areaDir, 'index.ts');
let index = readFileSync(areaIndex, 'utf8');
const arrayStart = index.match(/export const \w+: Endpoints = \[\n/);
if (!arrayStart || arrayStart.index === undefined) fail(`${path.relative(REPO_ROOT, areaIndex)}：找不到 Endpoints 数组`);
const at = arrayStart.index + arrayStart[0].length;
index = `import { ${name}Endpoints } from './${name}';\n${index.slice(0, at)}  ...${name}Endpoints,\n${index.slice(at)}`;
writeFileSync(areaIndex, index);

/** Adds the page's seed step to its area's list, `<area>SeedSteps` in `local-backend/src/areas/<area>/seed.ts`. */
function registerSeedStep(stepsFile: string): void {
  let steps = readFileSync(stepsFile, 'utf8');
  const list = /export const \w+SeedSteps: SeedStep\[\] = \[(\]|\n[\s\S]*?\n\])/.exec(steps);
  if (!list) fail(`${path.relative(REPO_ROOT, stepsFile)}：找不到 SeedSteps 列表`);
  const step = `  { name: ${q(title)}, table: '${table}', fakerSeed: ${stamp.slice(0, 8)}, fill: seed${Name} },`;
  const end = list.index + list[0].length - 1;
  steps = `${steps.slice(0, end)}${list[1] === ']' ? '\n' : ''}${step}\n${steps.slice(end)}`;
  writeFileSync(stepsFile, `import { seed${Name} } from './${name}';\n${steps}`);
}
const stepsFile = path.join(areaDir, 'seed.ts');
registerSeedStep(stepsFile);

writeFileSync(
  files.backendTest,
  `import { ROLES } from '@console/sdk/manifest';
import { SEEDED_ACCOUNTS } from '@console/sdk/seeded';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ${ROLES} } from '@console/${remote}/contract';
import { startBackend, type Harness } from '../../test/harness';

let backend: Harness;
let token: string;
beforeAll(async () => {
  backend = await startBackend();
  token = await backend.login(SEEDED_ACCOUNTS[${ROLES}[0]].username);
});
afterAll(() => backend.app.close());

const post = (url: string, payload: Record<string, unknown> = {}, as = token) => backend.call({ method: 'POST', url, payload, token: as });

describe('${base}', () => {
  it('pages the seeded rows, newest first, and filters by name', async () => {
    const { body } = await post('${base}/list', { pageIndex: 1, pageSize: 10 });
    expect(body.code).toBe(200);
    expect(body.data.total).toBe(35);
    expect(body.data.list).toHaveLength(10);
    expect((await post('${base}/list', { name: '样例35', pageIndex: 1, pageSize: 10 })).body.data.total).toBe(1);
  });

  it('refuses the roles the page is not for', async () => {
    for (const role of ROLES.filter((role) => !(${ROLES} as readonly string[]).includes(role))) {
      const other = await backend.login(SEEDED_ACCOUNTS[role].username);
      expect((await post('${base}/list', {}, other)).body.code).toBe(403);
    }
  });
${
  crud
    ? `
  it('adds, edits and deletes a row; bad input is refused in Chinese', async () => {
    expect((await post('${base}/add', { name: '', code: '1' })).body).toMatchObject({ code: 400, message: '请填写名称' });
    const added = await post('${base}/add', { name: '新增样例', code: '0012345', amount: 3 });
    expect(added.body.code).toBe(200);
    const id = added.body.data.id;
    expect((await post('${base}/update', { id, name: '改名样例', code: '0012345' })).body.code).toBe(200);
    const { body } = await post('${base}/list', { name: '改名样例', pageIndex: 1, pageSize: 10 });
    expect(body.data.list[0]).toMatchObject({ id, name: '改名样例', code: '0012345' });
    expect((await post('${base}/delete', { id })).body.code).toBe(200);
    expect((await post('${base}/delete', { id })).body.code).not.toBe(200);
  });
`
    : ''
}${
  exporting
    ? `
  it('exports the list as .xlsx', async () => {
    const response = await post('${base}/export', { name: '样例1' });
    expect(response.status).toBe(200);
    expect(String(response.headers['content-type'])).toContain('spreadsheetml');
    expect(String(response.headers['content-disposition'])).toContain('.xlsx');
  });
`
    : ''
}});
`,
);

// ---- browser flow ---------------------------------------------------------------------------
const flow: string[] = [
  "import ExcelJS from 'exceljs';",
  "import { expect, login, test } from '../../support/fixtures';",
  "import { confirmPopover, dialog, expectEmpty, rows, saveDialog, searchBy, total } from '../../support/listPage';",
  '',
  `test('${routePath}: ${title}', { tag: '@smoke' }, async ({ page }) => {`,
  `  await login(page, '${roles[0]}', { to: '${routePath}' });`,
  '  await expect(rows(page)).toHaveCount(10);',
  "  await expect(total(page)).toHaveText('共 35 条');",
];
if (crud) {
  flow.push(
    '  // A name of its own per attempt.',
    '  const name = `样例${Date.now().toString(36)}`;',
    `  await page.getByRole('button', { name: '新增${title}' }).click();`,
    "  await dialog(page).getByLabel('名称').fill(name);",
    "  await dialog(page).getByLabel('编号').fill('12a');",
    "  await dialog(page).getByRole('button', { name: /确\\s*定/ }).click();",
    "  await expect(dialog(page).getByText('编号只能是数字')).toBeVisible();",
    "  await dialog(page).getByLabel('编号').fill('0012345');",
    '  await saveDialog(page);',
    "  await searchBy(page, '名称', name);",
    '  await expect(rows(page)).toHaveCount(1);',
    "  await expect(rows(page).first()).toContainText('0012345');",
    "  await rows(page).first().getByRole('button', { name: '编辑' }).click();",
    "  await dialog(page).getByLabel('名称').fill(`${name}改`);",
    '  await saveDialog(page);',
    '  await expect(rows(page).first()).toContainText(`${name}改`);',
    "  await rows(page).first().getByRole('button', { name: '删除' }).click();",
    '  await confirmPopover(page);',
    '  await expectEmpty(page);',
    "  await searchBy(page, '名称', '');",
  );
}
if (exporting) {
  flow.push(
    "  const download = page.waitForEvent('download');",
    "  await page.getByRole('button', { name: /导\\s*出/ }).click();",
    '  const file = await download;',
    `  expect(file.suggestedFilename()).toBe('${title}.xlsx');`,
    '  const workbook = new ExcelJS.Workbook();',
    '  await workbook.xlsx.readFile(await file.path());',
    '  const sheet = workbook.getWorksheet(1)!;',
    "  expect(sheet.getRow(1).values).toEqual([undefined, '名称', '编号', '金额', '备注', '创建时间']);",
    '  expect(sheet.rowCount).toBe(36);',
    '  expect(sheet.getRow(2).getCell(2).type).toBe(ExcelJS.ValueType.String);',
    '  expect(String(sheet.getRow(2).getCell(2).value)).toMatch(/^0\\d+$/);',
  );
}
flow.push('});', '');
if (!exporting) flow.shift();
mkdirSync(path.dirname(files.browserTest), { recursive: true });
writeFileSync(files.browserTest, flow.join('\n'));

// ---- ledger ---------------------------------------------------------------------------------
/**
 * The remote's section of the route ledger (`<remote>/src/ledger.ts`): a spec route loses its
 * pending mark, any other path joins the section's `extra`.
 */
const recordInLedger = (ledgerFile: string): void => {
  let ledgerText = readFileSync(ledgerFile, 'utf8');
  if (ledger) {
    ledgerText = ledgerText.replace(new RegExp(`(\\{ path: '${routePath.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}',[^\\n]*?), pending: true \\}`), '$1 }');
  } else {
    const extra = /\n  extra: \[(\]|\n[\s\S]*?\n  \])/.exec(ledgerText);
    if (!extra) fail(`${path.relative(REPO_ROOT, ledgerFile)}：找不到 extra 列表`);
    const entry = `    {\n      path: '${routePath}',\n      roles: ${JSON.stringify(roles).replace(/"/g, "'")},\n      basis: 'decided',\n      note: 'not a spec route: ${title}, added with pnpm new-page',\n    },\n`;
    // Before the closing line of the list, or inside `[]`.
    const end = extra.index + (extra[1] === ']' ? extra[0].length - 1 : extra[0].lastIndexOf('\n') + 1);
    ledgerText = `${ledgerText.slice(0, end)}${extra[1] === ']' ? `\n${entry}  ` : entry}${ledgerText.slice(end)}`;
  }
  writeFileSync(ledgerFile, ledgerText);
};
const ledgerFile = path.join(remoteDir, 'src', 'ledger.ts');
recordInLedger(ledgerFile);

const written = [
  files.contract,
  files.page,
  files.pageTest,
  manifestFile,
  files.backend,
  files.backendTest,
  files.browserTest,
  path.join(areaDir, 'migrations', migration),
  areaIndex,
  stepsFile,
  ledgerFile,
];
console.log(`已生成 ${routePath}（${title}）：\n${written.map((file) => `  ${path.relative(REPO_ROOT, file)}`).join('\n')}`);
console.log('\n下一步：pnpm typecheck && pnpm test:unit，然后 pnpm release ' + remote);
