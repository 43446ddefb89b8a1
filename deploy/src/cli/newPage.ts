/**
 * `pnpm new-page`: the recipe of README "Adding a page", as files that pass their tests as generated.
 *
 *     pnpm new-page <remote> </path> --title 标题 [--fields "…" | --fields-file f] [--crud] [--export] [--rows N]
 *     pnpm new-page <remote> --family OPERATORS --kind query --title 标题 [--name operatorQuery] [--fields …] …
 *
 * From the field list (deploy/src/newPage/fields.ts; without one: 名称/状态/创建时间) it writes
 * - the resource and its calls (`<remote>/src/contract/<name>.ts`), gated by one of the area's role
 *   lists (`contract/access.ts`: the one equal to the ledger's list for a spec route, else a new one);
 * - the page (`createResourcePage({ resource, … })`), its manifest entry and the manifest test's lists;
 * - the backend handlers (`resourceList` + `inputOf`, scoped by `restrictTo` to the user's agent,
 *   company or self), the migration, and a seed step of rows spread over the seeded companies;
 * - a backend test, a page test, a browser flow, and the remote's ledger section.
 *
 * Family mode writes one page for every member of a `defineVariants` family that has the kind: one
 * module, one manifest declaration (`family.manifestRoutes`), one table with the member as a column.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { ledgerEntry } from '../ledger/check';
import { isRole, ROLES, type Role, type RouteDeclaration } from '@console/sdk/manifest';
import { REPO_ROOT } from '../layout';
import { declaration, DEFAULT_FIELDS, isFiltered, isSorted, parseFields, sampleValue, seedValue, snakeOf, sqlColumn, type FieldSpec } from '../newPage/fields';
import { updateManifestTest, type RoleLists } from '../newPage/manifestTest';

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

const startedAt = Date.now();
const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    title: { type: 'string' },
    crud: { type: 'boolean', default: false },
    export: { type: 'boolean', default: false },
    group: { type: 'string' },
    roles: { type: 'string' },
    order: { type: 'string', default: '900' },
    fields: { type: 'string' },
    'fields-file': { type: 'string' },
    family: { type: 'string' },
    kind: { type: 'string' },
    name: { type: 'string' },
    rows: { type: 'string', default: '300' },
  },
});
const USAGE = `用法：
  pnpm new-page <${Object.keys(AREAS).join('|')}> </路径> --title 标题 [--fields "key:kind:标签[:flag,…]; …" | --fields-file 文件] [--crud] [--export] [--rows 行数] [--group 菜单分组] [--roles admin,agent]
  pnpm new-page <remote> --family OPERATORS --kind query --title 标题 [--name operatorQuery] [--fields …] [--crud] [--export]`;
const [remote, routeArg] = positionals as [Remote | undefined, string | undefined];
const familyName = options.family;
if (!remote || !(remote in AREAS)) fail(USAGE);
if (familyName ? routeArg || !options.kind : !routeArg?.startsWith('/')) fail(USAGE);
if (!options.title) fail('请用 --title 给出页面标题（中文）');
const title = options.title;
const { area, group: defaultGroup } = AREAS[remote];
const group = options.group ?? defaultGroup;
const crud = options.crud;
const exporting = options.export;
const rowCount = Number(options.rows);
if (!Number.isInteger(rowCount) || rowCount < 20 || rowCount > 100_000) fail('--rows 须为 20 到 100000 之间的整数');

const remoteDir = path.join(REPO_ROOT, remote);
const contractDir = path.join(remoteDir, 'src', 'contract');
const areaDir = path.join(REPO_ROOT, 'local-backend', 'src', 'areas', area);
const importTs = (file: string) => import(pathToFileURL(file).href) as Promise<Record<string, unknown>>;
const q = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const list = (values: readonly (string | number)[]) => `[${values.map((value) => (typeof value === 'number' ? String(value) : q(value))).join(', ')}]`;

// ---- the page's routes: one, or every member of a family with the kind ------------------------
interface FamilyLike {
  keys: readonly string[];
  variants: Record<string, { label: string; routes: Record<string, string | undefined> } & Record<string, unknown>>;
  kinds: readonly string[];
  manifestRoutes: (kind: string, declare: () => Omit<RouteDeclaration, 'path' | 'props'>) => RouteDeclaration[];
}
interface Member {
  key: string;
  path: string;
  label: string;
}
let family: { name: string; kind: string; param: string; members: Member[] } | undefined;
if (familyName) {
  const found = (await importTs(path.join(contractDir, 'index.ts')))[familyName] as FamilyLike | undefined;
  if (!found || typeof found.manifestRoutes !== 'function') fail(`${remote}/src/contract 没有导出 defineVariants 家族 ${familyName}`);
  if (!found.kinds.includes(options.kind!)) fail(`${familyName} 没有页面类型 ${options.kind}（可用：${found.kinds.join('、')}）`);
  const members = found.keys
    .filter((key) => found.variants[key].routes[options.kind!])
    .map((key) => ({ key, path: found.variants[key].routes[options.kind!]!, label: found.variants[key].label }));
  // The parameter that names the member: the descriptor's own field whose value is the key (operator, family), else `variant`.
  const param = Object.keys(found.variants[found.keys[0]]).find((field) => found.keys.every((key) => found.variants[key][field] === key)) ?? 'variant';
  family = { name: familyName, kind: options.kind!, param, members };
}
const kindWord = (kind: string) => kind[0].toUpperCase() + kind.slice(1);
const slug = family ? (options.name ?? `${family.param}${kindWord(family.kind)}`) : (options.name ?? routeArg!.slice(1).replace(/[^A-Za-z0-9]/g, ''));
if (!slug) fail(`路径 ${routeArg} 不能用作名称，请用 --name 给出`);
const Name = slug[0].toUpperCase() + slug.slice(1);
// A leading run of capitals (an operator prefix such as SJTX or DJ) is lowered as a whole.
const name = slug.replace(/^[A-Z]+/, (run) => run.toLowerCase());
const snake = snakeOf(name);
const SNAKE = snake.toUpperCase();
const table = `${area}_${snake}`;
const api = `${name}Api`;
const base = `/api/${area}/${name}`;
const members: Member[] = family?.members ?? [{ key: '', path: routeArg!, label: '' }];
const paths = members.map((member) => member.path);

// Each route's roles: the ledger's for a spec route (null: any logged-in role), else --roles (default admin).
const ledgers = paths.map((routePath) => ledgerEntry(routePath));
for (const [i, ledger] of ledgers.entries()) {
  if (ledger && ledger.owner !== remote) fail(`${paths[i]} 在路由台账中属于 ${ledger.owner}，不属于 ${remote}`);
}
const givenRoles = (options.roles ?? 'admin')
  .split(',')
  .map((role) => role.trim())
  .filter(Boolean);
const unknownRoles = givenRoles.filter((role) => !isRole(role));
if (unknownRoles.length) fail(`未知角色：${unknownRoles.join('、')}`);
const rolesOf = ledgers.map((ledger): readonly Role[] | null => (ledger ? ledger.roles : (givenRoles as Role[])));
/** The calls admit every role of any member's page; a member's own list is checked by the backend. */
const callRoles: Role[] | null = rolesOf.some((roles) => roles === null) ? null : ROLES.filter((role) => rolesOf.some((roles) => roles!.includes(role)));
const sameRoles = rolesOf.every((roles) => JSON.stringify(roles) === JSON.stringify(rolesOf[0]));
// A route in no sidebar of the spec gets no menu entry.
const inMenu = ledgers.map((ledger) => !ledger?.note?.startsWith('in no sidebar'));

// ---- fields ---------------------------------------------------------------------------------------
let fieldText =
  options.fields ?? (options['fields-file'] ? readFileSync(path.resolve(process.env.INIT_CWD ?? process.cwd(), options['fields-file']), 'utf8') : undefined);
const defaulted = fieldText === undefined;
fieldText ??= DEFAULT_FIELDS;
let fields: FieldSpec[];
try {
  fields = parseFields(fieldText);
} catch (error) {
  fail((error as Error).message);
}
if (family && fields.some((field) => field.key === family.param)) fail(`字段 ${family.param} 与家族 ${family.name} 的成员参数同名，请换一个字段名`);
if (crud && !fields.some((field) => field.form)) fail('--crud 需要至少一个带 form 标记的字段');
const ownerColumns = !fields.some((field) => field.key === 'companyName' || field.key === 'agentName');
const enumName = (field: FieldSpec) => (field.values ? `${SNAKE}_${snakeOf(field.key).toUpperCase()}` : undefined);
const timeField = fields.find((field) => field.kind === 'dateTime' && !field.form);
const firstText = fields.find((field) => ['text', 'code'].includes(field.kind) && isFiltered(field) && field.column !== false);

const files = {
  contract: path.join(contractDir, `${name}.ts`),
  page: path.join(remoteDir, 'src', 'pages', `${Name}.tsx`),
  pageTest: path.join(remoteDir, 'src', 'pages', `${Name}.test.ts`),
  backend: path.join(areaDir, `${name}.ts`),
  backendTest: path.join(areaDir, `${name}.test.ts`),
  browserTest: path.join(REPO_ROOT, 'e2e', 'tests', area, `${name}.spec.ts`),
};
for (const file of Object.values(files)) if (existsSync(file)) fail(`${path.relative(REPO_ROOT, file)} 已存在`);
if (!existsSync(path.join(areaDir, 'index.ts'))) fail(`找不到后端区域 ${path.relative(REPO_ROOT, areaDir)}/index.ts`);
const written = new Set<string>();
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  written.add(file);
};

// ---- the area's role lists (contract/access.ts) ---------------------------------------------------
/** Where the area declares its role lists (`export const <AREA>_ACCESS = {`), created when it has none. */
function accessFile(): { file: string; constant: string } {
  for (const file of readdirSync(contractDir).filter((one) => one.endsWith('.ts') && !one.endsWith('.test.ts'))) {
    const found = /export const (\w+_ACCESS) = \{/.exec(readFileSync(path.join(contractDir, file), 'utf8'));
    if (found) return { file: path.join(contractDir, file), constant: found[1] };
  }
  const constant = `${area.toUpperCase()}_ACCESS`;
  const file = path.join(contractDir, 'access.ts');
  write(
    file,
    `import type { Access } from '@console/sdk/contract';\n\n/** Role lists of the ${area} area, declared once: the manifest gates routes with them, the backend enforces them. */\nexport const ${constant} = {\n} as const satisfies Record<string, Access>;\n`,
  );
  const index = path.join(contractDir, 'index.ts');
  write(index, `${readFileSync(index, 'utf8').trimEnd()}\nexport * from './access';\n`);
  return { file, constant };
}
const access = accessFile();
const added: string[] = [];
/** The area's list equal to `roles` (as a set), or a new one named `key` added to its access file. */
async function accessList(roles: readonly Role[] | null, key: string, why: string): Promise<string> {
  if (roles === null) return "'loggedIn'";
  const lists = ((await importTs(access.file))[access.constant] ?? {}) as Record<string, unknown>;
  const same = Object.entries(lists).find(([, value]) => Array.isArray(value) && value.length === roles.length && roles.every((role) => value.includes(role)));
  if (same) return `${access.constant}.${same[0]}`;
  if (key in lists) fail(`${path.relative(REPO_ROOT, access.file)} 已有 ${key}，但角色不同`);
  const text = readFileSync(access.file, 'utf8');
  const end = text.search(/\n\} as const satisfies/);
  if (end < 0) fail(`${path.relative(REPO_ROOT, access.file)}：找不到 ${access.constant} 的结尾`);
  write(access.file, `${text.slice(0, end)}\n  /** ${why} */\n  ${key}: ${list(roles)},${text.slice(end)}`);
  added.push(`${access.constant}.${key}`);
  return `${access.constant}.${key}`;
}
const where = family ? `${family.name}'s ${family.kind} pages (${paths.join(', ')})` : `${paths[0]} (${title})`;
const ACCESS = await accessList(callRoles, name, `${where}: the route ledger's role list${family && !sameRoles ? 's, together' : ''} (pnpm new-page).`);

// ---- contract -------------------------------------------------------------------------------------
const ownerFields = ownerColumns
  ? [
      { key: 'companyName', text: "companyName: { label: '企业', kind: 'text' }" },
      { key: 'agentName', text: "agentName: { label: '代理商', kind: 'text' }" },
    ]
  : [];
// The owners' columns before the trailing times, as the area's lists show them.
const trailing = fields.length - [...fields].reverse().findIndex((field) => !['date', 'dateTime'].includes(field.kind));
const declared = [
  ...fields.slice(0, Math.min(trailing, fields.length)).map((field) => declaration(field, enumName(field))),
  ...ownerFields.map((one) => one.text),
  ...fields.slice(Math.min(trailing, fields.length)).map((field) => declaration(field, enumName(field))),
];
const enums = fields.filter((field) => field.values);
const ROLES_BY = `${SNAKE}_ROLES`;
const contractImports = ['call', 'defineResource', ...(enums.length ? ['enumOfLabels'] : []), 'type RowOf'];
write(
  files.contract,
  `import { ${contractImports.join(', ')} } from '@console/sdk/contract';
${family && !sameRoles ? "import type { Role } from '@console/sdk/manifest';\n" : ''}${ACCESS.startsWith("'") ? '' : `import { ${access.constant} } from './${path.basename(access.file, '.ts')}';\n`}${family ? `import { ${family.name} } from './${familySource()}';\n` : ''}
${enums.map((field) => `/** ${field.label}: the filter's, the form's and the seed's values. */\nexport const ${enumName(field)} = enumOfLabels(${list(field.values!)});\n`).join('\n')}${enums.length ? '\n' : ''}/**
 * ${family ? `${title}: the ${family.kind} page of every member of ${family.name} (${paths.join(', ')}), its member sent as \`${family.param}\`` : `${title} (${paths[0]})`}.
 * Each row belongs to a company and its agent: the backend shows a user only the rows of its scope.
 */
export const ${name} = defineResource({
${declared.map((line) => `  ${line},`).join('\n')}
});
export type ${Name}Row = RowOf<typeof ${name}>;
${
  family && !sameRoles
    ? `
/** Who opens each member's page (the route ledger's lists): the calls admit them all, the backend each member's own. */
export const ${ROLES_BY}: Partial<Record<(typeof ${family.name}.keys)[number], readonly Role[] | null>> = {
${members.map((member, i) => `  ${member.key}: ${rolesOf[i] === null ? 'null' : list(rolesOf[i]!)},`).join('\n')}
};
`
    : ''
}
/** \`${base}/<verb>\`${family ? `, each with \`${family.param}\`` : ''}. */
export const ${api} = {
  list: call.list('${base}/list', ${ACCESS}, ${name}, 'POST'),
${
  crud
    ? `  add: call.save<typeof ${name}, { id: number }>('${base}/add', ${ACCESS}, ${name}),
  update: call.save('${base}/update', ${ACCESS}, ${name}),
  delete: call.post<null, { id: number }>('${base}/delete', ${ACCESS}),
`
    : ''
}${exporting ? `  export: call.sheet('${base}/export', ${ACCESS}, ${name}),\n` : ''}};
`,
);
const contractIndex = path.join(contractDir, 'index.ts');
write(contractIndex, `${readFileSync(contractIndex, 'utf8').trimEnd()}\nexport * from './${name}';\n`);

/** The contract file that declares the family (imported by the new contract file). */
function familySource(): string {
  const file = readdirSync(contractDir).find(
    (one) => one.endsWith('.ts') && new RegExp(`export const ${familyName} = defineVariants`).test(readFileSync(path.join(contractDir, one), 'utf8')),
  );
  if (!file) fail(`找不到声明 ${familyName} 的合约文件`);
  return path.basename(file, '.ts');
}

// ---- page -----------------------------------------------------------------------------------------
const formPart = crud
  ? `  form: {
    add: { call: ${api}.add },
    edit: { call: ${api}.update },
  },
  remove: { call: ${api}.delete${firstText ? `, confirm: (row) => \`确定删除「\${row.${firstText.key}}」吗？\`` : ''} },
`
  : '';
const pageBody = `  resource: ${name},
  noun: ${q(title)},
  list: ${api}.list,
${formPart}${exporting ? `  exporter: ${api}.export,\n` : ''}`;
write(
  files.page,
  family
    ? `import { createResourcePage, type ResourcePageConfig } from '@console/sdk/kit';
import { ${family.name}, ${api}, ${name}, type ${Name}Row } from '../contract';

/** ${title}: one page for every member of ${family.name} with a ${family.kind} page; its member from the route. */
export default createResourcePage((params): ResourcePageConfig<${Name}Row, typeof ${name}> => {
  const member = ${family.name}.of(params);
  return {
${pageBody
  .split('\n')
  .map((line) => (line ? `  ${line}` : line))
  .join('\n')
  .replace(`    noun: ${q(title)},`, `    noun: ${q(title)},\n    params: { ${family.param}: member.key },`)}  };
});
`
    : `import { createResourcePage } from '@console/sdk/kit';
import { ${api}, ${name} } from '../contract';

/** ${title} (${paths[0]}). */
export default createResourcePage({
${pageBody}});
`,
);

// The page test: the search form as the request, and the columns the resource declares.
const textFilter = fields.find((field) => ['text', 'code'].includes(field.kind) && isFiltered(field));
const enumFilter = fields.find((field) => field.kind === 'enum' && isFiltered(field) && field.filter !== 'multi');
const formValues = [...(textFilter ? [[textFilter.key, ' 样例 ']] : []), ...(enumFilter ? [[enumFilter.key, enumFilter.values![0]]] : [])];
const sent = [...(textFilter ? [[textFilter.key, '样例']] : []), ...(enumFilter ? [[enumFilter.key, enumFilter.values![0]]] : [])];
const objectText = (entries: (string | number)[][]) =>
  entries.map(([key, value]) => `${key}: ${typeof value === 'number' ? value : q(String(value))}`).join(', ');
const variantParam = family ? { [family.param]: members[0].key } : {};
write(
  files.pageTest,
  `import { listFetch, resourceFilters, toQueryParams } from '@console/sdk/kit';
import { describe, expect, it, vi } from 'vitest';
import { ${api}, ${name} } from '../contract';

describe('${family ? `${family.name} ${family.kind} pages` : paths[0]}', () => {
  it('sends the search form as the list call’s parameters and answers its rows', async () => {
    const answer = { code: 200, message: '操作成功', data: { list: [{ id: 1 }], total: 1 } };
    const list = Object.assign(vi.fn(async () => answer), { ...${api}.list });
    const params = toQueryParams(resourceFilters(${name}), { ${objectText(formValues)} });
    expect(await listFetch(list${family ? `, { ${family.param}: '${members[0].key}' }` : ''})({ ...params, pageIndex: 2, pageSize: 10 })).toEqual(answer.data);
    expect(list).toHaveBeenCalledWith({ ${objectText([...sent, ['pageIndex', 2], ['pageSize', 10], ...Object.entries(variantParam)])} });
  });

  it('draws the columns the resource declares, in its order', () => {
    expect(${name}.columns.map((column) => column.title)).toEqual(${list(columnTitles())});
  });
});
`,
);
function columnTitles(): string[] {
  const order = [...fields.slice(0, trailing), ...(ownerColumns ? [{ label: '企业' }, { label: '代理商' }] : []), ...fields.slice(trailing)] as {
    label: string;
    column?: false;
    kind?: string;
  }[];
  return order.filter((field) => field.column !== false && field.kind !== 'password').map((field) => field.label);
}

// ---- manifest and its test ------------------------------------------------------------------------
const manifestFile = path.join(remoteDir, 'src', 'manifest.ts');
let manifest = readFileSync(manifestFile, 'utf8');
const routesEnd = manifest.lastIndexOf('\n  ],\n');
if (routesEnd < 0) fail(`${path.relative(REPO_ROOT, manifestFile)}：找不到 routes 数组的结尾`);
const menuText = `[{ group: '${group}', order: ${Number(options.order)} }]`;
const rolesText = (roles: readonly Role[] | null) => (roles === null ? '' : `roles: [...${ACCESS}]`);
let entry: string;
const manifestImports = [...(ACCESS.startsWith("'") ? [] : [access.constant])];
if (family) {
  manifestImports.push(family.name);
  if (!sameRoles) manifestImports.push(ROLES_BY);
  const menuKeys = members.filter((_, i) => inMenu[i]).map((member) => member.key);
  const roles = sameRoles
    ? rolesOf[0] === null
      ? ''
      : `      roles: [...${ACCESS}],\n`
    : `      ...(${ROLES_BY}[key] ? { roles: [...${ROLES_BY}[key]!] } : {}),\n`;
  const menu =
    menuKeys.length === members.length
      ? `      menu: ${menuText},\n`
      : menuKeys.length
        ? `      ...(${list(menuKeys)}.includes(key) ? { menu: ${menuText} } : {}),\n`
        : '';
  entry = `
    // One page for every ${family.name} member with a ${family.kind} page (contract/${name}.ts).
    ...${family.name}.manifestRoutes('${family.kind}', (member${roles || menu ? ', key' : ''}) => ({
      title: \`\${member.label}${title}\`,
      icon: 'AppstoreOutlined',
      module: './${Name}',
${roles}${menu}    })),`;
} else {
  entry = `
    {
      path: '${paths[0]}',
      title: ${q(title)},
      icon: 'AppstoreOutlined',
      module: './${Name}',
${rolesOf[0] === null ? '' : `      ${rolesText(rolesOf[0])},\n`}${inMenu[0] ? `      menu: ${menuText},\n` : ''}    },`;
}
// Only what the manifest does not import yet (it may import a list from './contract/access').
const imported = (one: string) => new RegExp(`import \\{[^}]*\\b${one}\\b[^}]*\\}`).test(manifest);
const missing = manifestImports.filter((one) => !imported(one));
const importLine = missing.length ? `import { ${missing.join(', ')} } from './contract';\n` : '';
manifest = `${importLine}${manifest.slice(0, routesEnd)}${entry}${manifest.slice(routesEnd)}`;
write(manifestFile, manifest);

/** Each role's menu and routes before and after the new routes (newPage/roleLists.ts, in a fresh process). */
function roleLists(): (RoleLists & { sameOnEveryHost: boolean })[] {
  const script = path.join(import.meta.dirname, '..', 'newPage', 'roleLists.ts');
  return JSON.parse(execFileSync(process.execPath, [...process.execArgv, script, manifestFile, ...paths], { encoding: 'utf8' }));
}
const manifestTestFile = path.join(remoteDir, 'src', 'manifest.test.ts');
const lists = roleLists();
const manifestTest = updateManifestTest(readFileSync(manifestTestFile, 'utf8'), lists);
const byHost = lists.filter((one) => !one.sameOnEveryHost).map((one) => `${one.role} 在各主机上不同`);
const toEditByHand = [...manifestTest.unresolved, ...byHost];
write(manifestTestFile, manifestTest.text);

// ---- backend: migration, handlers, seed step, test -----------------------------------------------
/** The UTC time as YYYYMMDDHHmmss: the first part of a migration's name (`MIGRATION_NAME` in src/db/database.ts). */
const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
const migration = path.join(areaDir, 'migrations', `${stamp}_${area}_${snake}.sql`);
const memberColumn = family ? snakeOf(family.param) : undefined;
const indexed = [...(memberColumn ? [memberColumn] : []), ...fields.filter((field) => isFiltered(field) || isSorted(field)).map((field) => snakeOf(field.key))];
write(
  migration,
  `-- ${title} (${paths.join(', ')}): written by pnpm new-page. Rows belong to a company and its agent (and the user who added them).
CREATE TABLE ${table} (
  id INTEGER PRIMARY KEY,
${memberColumn ? `  ${memberColumn} TEXT NOT NULL,\n` : ''}${fields.map((field) => `  ${sqlColumn(field)},\n`).join('')}  agent_id INTEGER REFERENCES agents(id),
  company_id INTEGER REFERENCES companies(id),
  user_id INTEGER REFERENCES users(id)
);
${indexed.map((column) => `CREATE INDEX ${table}_${column} ON ${table} (${column}${column === memberColumn ? '' : ', id'});\n`).join('')}CREATE INDEX ${table}_company ON ${table} (company_id);
CREATE INDEX ${table}_agent ON ${table} (agent_id);
`,
);

const sqlOf = (field: FieldSpec) => `t.${snakeOf(field.key)}`;
// A password is written, never answered.
const selectList = [
  't.id',
  ...fields
    .filter((field) => field.kind !== 'password')
    .map((field) => (field.kind === 'boolean' ? `t.${snakeOf(field.key)} = 1 AS ${field.key}` : `t.${snakeOf(field.key)} AS ${field.key}`)),
  ...(ownerColumns ? ["COALESCE(c.name, '') AS companyName", "COALESCE(a.name, '') AS agentName"] : []),
];
const columnsMap = [...fields.map((field) => `${field.key}: '${sqlOf(field)}'`), ...(ownerColumns ? ["companyName: 'c.name'", "agentName: 'a.name'"] : [])];
const fallbackOrder = timeField ? `${sqlOf(timeField)} DESC, t.id DESC` : 't.id DESC';
const autoTime = timeField ? [timeField] : [];
const memberCheck = family
  ? sameRoles
    ? `  const member = oneOf(params, '${family.param}', ${q(family.param === 'operator' ? '运营商' : '类型')}, MEMBERS);
  if (!member) throw invalid('请选择${family.param === 'operator' ? '运营商' : '类型'}');
  return member;`
    : `  const member = oneOf(params, '${family.param}', ${q(family.param === 'operator' ? '运营商' : '类型')}, MEMBERS);
  if (!member) throw invalid('请选择${family.param === 'operator' ? '运营商' : '类型'}');
  // The calls admit every member's roles; a member's page may admit fewer.
  const roles: readonly string[] | null = ${ROLES_BY}[member as keyof typeof ${ROLES_BY}] ?? null;
  if (roles && !roles.includes(user.role)) throw forbidden();
  return member;`
  : '';
/** What the seed step writes into each field, in the fields' order (its helpers are imported as used). */
const seedValues = fields.map((field) => seedValue(field, enumName(field)));
const backendImports = [
  `import { ${[api, name, ...(family ? [family.name, ...(sameRoles ? [] : [ROLES_BY])] : []), ...enums.map((field) => enumName(field)!)].join(', ')} } from '@console/${remote}/contract';`,
  ...(family ? ["import { enumOf } from '@console/sdk/contract';"] : []),
  "import type { Db } from '../../db/database';",
  `import { ${['companyPicker', 'faker', ...['mobile', 'recent'].filter((helper) => seedValues.some((value) => value.includes(`${helper}(`)))].join(', ')} } from '../../db/fake';`,
  ...(timeField ? ["import { now } from '../../db/time';"] : []),
  "import type { CurrentUser } from '../../http/auth';",
  "import { define, type Endpoints } from '../../http/endpoint';",
  `import { ${['forbidden', ...(family ? ['invalid'] : [])].join(', ')} } from '../../http/envelope';`,
  `import { fromTable${ownerColumns ? ', leftJoinOne' : ''} } from '../../http/from';`,
  `import { ${exporting ? 'allOf, ' : ''}pageOf } from '../../http/page';`,
  `import { ${[...(family ? ['oneOf'] : []), 'paging', ...(crud ? ['requiredInteger'] : []), 'type Params'].join(', ')} } from '../../http/params';`,
  `import { ${crud ? 'inputOf, ' : ''}resourceList } from '../../http/resource';`,
  "import { restrictTo } from '../../http/scope';",
  ...(exporting ? ["import { sendSheet } from '../../http/sheet';"] : []),
  ...(crud ? ["import { Where } from '../../http/where';"] : []),
];
const scoped = (indent: string) =>
  `${indent}const where = new Where().eq('t.id', requiredInteger(params, 'id', '编号'));
${family ? `${indent}where.eq('t.${memberColumn}', memberOf(params, user));\n` : ''}${indent}restrictTo(db, where, user, OWNERSHIP);
${indent}const found = db.prepare(\`SELECT t.id FROM ${table} t \${where}\`).pluck().get(...where.values) as number | undefined;
${indent}if (!found) throw forbidden();`;
const toSql = (field: FieldSpec) =>
  field.kind === 'multiEnum' || field.kind === 'tags'
    ? `Array.isArray(input.${field.key}) ? input.${field.key}.join(',') : input.${field.key}`
    : field.kind === 'boolean'
      ? `input.${field.key} === undefined ? undefined : Number(input.${field.key})`
      : `input.${field.key}`;
write(
  files.backend,
  `${backendImports.join('\n')}

/** Through these columns a row belongs to an agent, a company and the user who added it (\`restrictTo\`). */
const OWNERSHIP = { agent: 't.agent_id', company: 't.company_id', user: 't.user_id' };

const LIST = resourceList(${name}, { ${columnsMap.join(', ')} });
${
  family
    ? `
/** The members with a ${family.kind} page: the \`${family.param}\` a request names. */
const MEMBERS = enumOf(${family.name}.keys.filter((key) => ${family.name}.variants[key].routes.${family.kind}).map((key) => ({ value: key, label: ${family.name}.variants[key].label })));

/** The member a request is for${sameRoles ? '' : ', refused when this user may not open its page'}. */
function memberOf(params: Params, ${sameRoles ? '_user' : 'user'}: CurrentUser): string {
${memberCheck}
}
`
    : ''
}
function listQuery(db: Db, user: CurrentUser, params: Params) {
  const where = LIST.where(params);
${family ? `  where.eq('t.${memberColumn}', memberOf(params, user));\n` : ''}  restrictTo(db, where, user, OWNERSHIP);
  return {
    select: \`${selectList.join(', ')}\`,
    from: fromTable('${table}', 't'${ownerColumns ? ", leftJoinOne('companies', 'c', 't.company_id'), leftJoinOne('agents', 'a', 't.agent_id')" : ''}),
    where,
    order: LIST.order(params, '${fallbackOrder}'),
  };
}
${
  crud
    ? `
/** A save's values as columns (a field not sent is left as it was). */
function columnsOf(params: Params): Record<string, unknown> {
  const input = inputOf(${name}, params);
  const values: Record<string, unknown> = { ${fields
    .filter((field) => field.form)
    .map((field) => `${snakeOf(field.key)}: ${toSql(field)}`)
    .join(', ')} };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}
`
    : ''
}
/** ${title} (${paths.join(', ')}): written by pnpm new-page. */
export const ${name}Endpoints: Endpoints = [
  define({ call: ${api}.list, handler: ({ db, params, user }) => pageOf(db, listQuery(db, user, params), paging(params)) }),
${
  crud
    ? `  define({
    call: ${api}.add,
    handler: ({ db, params, user }) => {
      const values = { ${[...(family ? [`${memberColumn}: memberOf(params, user)`] : []), '...columnsOf(params)', ...autoTime.map((field) => `${snakeOf(field.key)}: now()`), 'agent_id: user.agentId', 'company_id: user.companyId', 'user_id: user.id'].join(', ')} };
      const columns = Object.keys(values);
      const sql = \`INSERT INTO ${table} (\${columns.join(', ')}) VALUES (\${columns.map((column) => \`@\${column}\`).join(', ')})\`;
      return { id: Number(db.prepare(sql).run(values).lastInsertRowid) };
    },
  }),
  define({
    call: ${api}.update,
    handler: ({ db, params, user }) => {
${scoped('      ')}
      const values = columnsOf(params);
      const set = Object.keys(values).map((column) => \`\${column} = @\${column}\`);
      if (set.length) db.prepare(\`UPDATE ${table} SET \${set.join(', ')} WHERE id = @id\`).run({ ...values, id: found });
      return null;
    },
  }),
  define({
    call: ${api}.delete,
    handler: ({ db, params, user }) => {
${scoped('      ')}
      db.prepare('DELETE FROM ${table} WHERE id = ?').run(found);
      return null;
    },
  }),
`
    : ''
}${exporting ? `  define({ call: ${api}.export, handler: ({ db, params, reply, user }) => sendSheet(reply, params, ${q(title)}, ${api}.export.columns, allOf(db, listQuery(db, user, params))) }),\n` : ''}];

/** Seed step: ${rowCount} rows over the seeded companies (3 in 10 the first one's), each with its agent and one of its users or none. */
export function seed${Name}(db: Db): void {
  const { pickCompany, usersOf } = companyPicker(db);
${family ? `  const members = MEMBERS.values;\n` : ''}  const insert = db.prepare(
    'INSERT INTO ${table} (${[...(memberColumn ? [memberColumn] : []), ...fields.map((field) => snakeOf(field.key)), 'agent_id', 'company_id', 'user_id'].join(', ')}) VALUES (${[...(memberColumn ? ['?'] : []), ...fields.map(() => '?'), '?', '?', '?'].join(', ')})',
  );
  for (let i = 0; i < ${rowCount}; i++) {
    const company = pickCompany();
    insert.run(
${[...(family ? ['faker.helpers.arrayElement(members)'] : []), ...seedValues, 'company.agent_id', 'company.id', 'faker.helpers.arrayElement([...(usersOf.all(company.id) as number[]), null])'].map((value) => `      ${value},`).join('\n')}
    );
  }
}
`,
);

const areaIndex = path.join(areaDir, 'index.ts');
let index = readFileSync(areaIndex, 'utf8');
// Laid out on one line or one entry a line (prettier decides by length): the new entry goes first, the format pass lays it out.
const arrayStart = index.match(/export const \w+: Endpoints = \[\n?/);
if (!arrayStart || arrayStart.index === undefined) fail(`${path.relative(REPO_ROOT, areaIndex)}：找不到 Endpoints 数组`);
const at = arrayStart.index + arrayStart[0].length;
index = `import { ${name}Endpoints } from './${name}';\n${index.slice(0, at)}...${name}Endpoints,${arrayStart[0].endsWith('\n') ? '\n' : ' '}${index.slice(at)}`;
write(areaIndex, index);

/** Adds the page's seed step to its area's list, `<area>SeedSteps` in `local-backend/src/areas/<area>/seed.ts`. */
const stepsFile = path.join(areaDir, 'seed.ts');
{
  let steps = readFileSync(stepsFile, 'utf8');
  // The list's end, however the format pass laid it out (one line, or one step a line).
  const start = /export const \w+SeedSteps: SeedStep\[\] = \[/.exec(steps);
  const end = start ? steps.indexOf('];', start.index) : -1;
  if (!start || end < 0) fail(`${path.relative(REPO_ROOT, stepsFile)}：找不到 SeedSteps 列表`);
  // It reads the seeded companies and users: after the organisation step.
  const step = `{ name: ${q(title)}, table: '${table}', fakerSeed: ${stamp.slice(0, 8)}, after: ['账号与业务数据'], fill: seed${Name} }`;
  const before = steps.slice(0, end).trimEnd();
  const separator = before.endsWith('[') || before.endsWith(',') ? '' : ',';
  steps = `${before}${separator}\n  ${step},\n${steps.slice(end)}`;
  write(stepsFile, `import { seed${Name} } from './${name}';\n${steps}`);
}

// The backend test: the seeded rows, each filter, the roles, the save, the export.
const firstRole: Role = (rolesOf[0]?.[0] ?? 'admin') as Role;
const adminFirst = firstRole === 'admin';
const memberParam = (key: string) => (family ? `${family.param}: '${key}', ` : '');
const formFields = fields.filter((field) => field.form);
const sample = (salt: string) =>
  `{ ${memberParam(members[0].key)}${formFields.map((field) => `${field.key}: ${JSON.stringify(sampleValue(field, salt)).replace(/"/g, "'")}`).join(', ')} }`;
const requiredField = formFields.find((field) => field.required);
const choiceKinds = ['enum', 'multiEnum', 'ref', 'boolean', 'date', 'dateTime'];
const filterChecks = fields
  .filter((field) => isFiltered(field) && field.column !== false && ['text', 'code', 'enum'].includes(field.kind))
  .map((field) => {
    const expectation = field.kind === 'enum' || field.filter === 'exact' ? 'toBe(value)' : 'toContain(value)';
    return `
  it('filters by ${field.label}', async () => {
    const [row] = (await list({ pageIndex: 1, pageSize: 1 })).data.list;
    const value = row.${field.key};
    const { data } = await list({ ${field.key}: value, pageIndex: 1, pageSize: 50 });
    expect(data.total).toBeGreaterThan(0);
    for (const found of data.list) expect(found.${field.key}).${expectation};
  });
`;
  })
  .join('');
/** A role the calls admit that one member's page does not: the backend refuses it that member. */
const narrower = (() => {
  for (const [i, roles] of rolesOf.entries()) {
    const role = roles && callRoles?.find((one) => !roles.includes(one));
    if (role) return { role, member: members[i].key };
  }
  return undefined;
})();
const sortField = fields.find((field) => isSorted(field) && field.column !== false);
write(
  files.backendTest,
  `import { ROLES } from '@console/sdk/manifest';
import { SEEDED_ACCOUNTS } from '@console/sdk/seeded';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ${api} } from '@console/${remote}/contract';
import { ${exporting ? 'readSheet, ' : ''}startBackend, type Harness } from '../../test/harness';

let backend: Harness;
let token: string;
beforeAll(async () => {
  backend = await startBackend();
  token = await backend.login(SEEDED_ACCOUNTS.${firstRole}.username);
});
afterAll(() => backend.app.close());

const post = (url: string, payload: Record<string, unknown> = {}, as = token) => backend.call({ method: 'POST', url, payload, token: as });
const list = async (payload: Record<string, unknown>) => (await post('${base}/list', { ${memberParam(members[0].key)}...payload })).body;

describe('${base}', () => {
  it('pages the seeded rows', async () => {
    const body = await list({ pageIndex: 1, pageSize: 10 });
    expect(body.code).toBe(200);
    expect(body.data.list).toHaveLength(10);
${
  family
    ? `    // Every seeded row is one member's.
    let total = 0;
    for (const member of ${list(members.map((member) => member.key))}) total += (await post('${base}/list', { ${family.param}: member, pageIndex: 1, pageSize: 1 })).body.data.total;
    expect(total).toBe(${rowCount});`
    : adminFirst
      ? `    expect(body.data.total).toBe(${rowCount});`
      : '    expect(body.data.total).toBeGreaterThan(0);'
}
  });
${filterChecks}${
    sortField
      ? `
  it('sorts by ${sortField.label} on the server', async () => {
    const values = (await list({ sortField: '${sortField.key}', sortOrder: 'ascend', pageIndex: 1, pageSize: 50 })).data.list.map((row: Record<string, unknown>) => row.${sortField.key});
    expect(values.filter((value: unknown) => value !== null)).toEqual(values.filter((value: unknown) => value !== null).sort((a: never, b: never) => (a < b ? -1 : a > b ? 1 : 0)));
  });
`
      : ''
  }
  it('refuses the roles the page is not for', async () => {
    const access = ${api}.list.access;
    const allowed: readonly string[] = typeof access === 'string' ? ROLES : access;
    for (const role of ROLES.filter((role) => !allowed.includes(role))) {
      const other = await backend.login(SEEDED_ACCOUNTS[role].username);
      expect((await post('${base}/list', { ${memberParam(members[0].key)}}, other)).body.code).toBe(403);
    }
  });
${
  family
    ? `
  it('refuses a list that names no member, or one without this page', async () => {
    expect((await post('${base}/list', {})).body.code).toBe(400);
    expect((await post('${base}/list', { ${family.param}: 'nobody' })).body.code).toBe(400);
  });
${
  narrower
    ? `
  it('refuses a member whose page this role may not open', async () => {
    const other = await backend.login(SEEDED_ACCOUNTS.${narrower.role}.username);
    expect((await post('${base}/list', { ${family.param}: '${narrower.member}' }, other)).body.code).toBe(403);
  });
`
    : ''
}`
    : ''
}${
    crud
      ? `
  it('adds, edits and deletes a row; bad input is refused in Chinese', async () => {
${requiredField ? `    expect((await post('${base}/add', { ...${sample('新增')}, ${requiredField.key}: '' })).body).toMatchObject({ code: 400, message: '${choiceKinds.includes(requiredField.kind) ? '请选择' : '请填写'}${requiredField.label}' });\n` : ''}    const added = await post('${base}/add', ${sample('新增')});
    expect(added.body.code).toBe(200);
    const id = added.body.data.id;
    expect((await post('${base}/update', { id, ...${sample('改')} })).body.code).toBe(200);
    expect((await post('${base}/delete', { ${memberParam(members[0].key)}id })).body.code).toBe(200);
    expect((await post('${base}/delete', { ${memberParam(members[0].key)}id })).body.code).toBe(403);
  });
`
      : ''
  }${
    exporting
      ? `
  it('exports the list as .xlsx, with the resource’s columns', async () => {
    const response = await backend.app.inject({ method: 'POST', url: '${base}/export', headers: { authorization: \`Bearer \${token}\` }, payload: { ${memberParam(members[0].key)}} });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['content-disposition'])).toContain('.xlsx');
    const sheet = await readSheet(response.rawPayload);
    expect(sheet.getRow(1).values).toEqual([undefined, ...${api}.export.columns.map((column) => column.title)]);
  });
`
      : ''
  }});
`,
);

// ---- browser flow ---------------------------------------------------------------------------------
const firstPath = paths[0];
const typed = (field: FieldSpec) => ['text', 'code', 'longText', 'number', 'money', 'duration'].includes(field.kind) || field.kind === 'enum';
const canAdd = crud && formFields.every((field) => typed(field) || !field.required) && firstText?.form;
const flow: string[] = [
  ...(exporting ? ["import ExcelJS from 'exceljs';"] : []),
  "import { expect, login, test } from '../../support/fixtures';",
  `import { ${['choose', 'confirmPopover', 'dialog', 'expectEmpty', 'rows', 'saveDialog', 'searchBy', 'total'].filter((helper) => canAdd || !['choose', 'confirmPopover', 'dialog', 'expectEmpty', 'saveDialog', 'searchBy'].includes(helper)).join(', ')} } from '../../support/listPage';`,
  '',
  `test('${firstPath}: ${title}', { tag: '@smoke' }, async ({ page }) => {`,
  `  await login(page, '${firstRole}', { to: '${firstPath}' });`,
  '  await expect(rows(page)).toHaveCount(10);',
  adminFirst && !family ? `  await expect(total(page)).toHaveText('共 ${rowCount} 条');` : '  await expect(total(page)).toHaveText(/^共 [1-9]\\d* 条$/);',
];
if (canAdd && firstText) {
  const fill = (field: FieldSpec, value: string) =>
    field.kind === 'enum'
      ? `  await choose(page, dialog(page), '${field.label}', '${field.values![0]}');`
      : `  await dialog(page).getByLabel('${field.label}', { exact: true }).fill(${value});`;
  flow.push(
    '  // A value of its own per attempt.',
    `  const unique = \`\${Date.now().toString().slice(-8)}\`;`,
    `  await page.getByRole('button', { name: '新增${title}' }).click();`,
    ...formFields
      .filter((field) => field.required || field === firstText)
      .map((field) => fill(field, field === firstText ? 'unique' : `'${sampleValue(field, '')}'`)),
    '  await saveDialog(page);',
    `  await searchBy(page, '${firstText.label}', unique);`,
    '  await expect(rows(page)).toHaveCount(1);',
    "  await rows(page).first().getByRole('button', { name: '编辑' }).click();",
    `  await dialog(page).getByLabel('${firstText.label}', { exact: true }).fill(\`\${unique}1\`);`,
    '  await saveDialog(page);',
    '  await expect(rows(page).first()).toContainText(`${unique}1`);',
    "  await rows(page).first().getByRole('button', { name: '删除' }).click();",
    '  await confirmPopover(page);',
    '  await expectEmpty(page);',
    `  await searchBy(page, '${firstText.label}', '');`,
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
    `  expect(sheet.getRow(1).values).toEqual([undefined, ...${list(columnTitles())}]);`,
    adminFirst && !family ? `  expect(sheet.rowCount).toBe(${rowCount + 1});` : '  expect(sheet.rowCount).toBeGreaterThan(1);',
  );
}
flow.push('});', '');
write(files.browserTest, flow.join('\n'));

// ---- ledger ---------------------------------------------------------------------------------------
/** The remote's section of the route ledger: a spec route loses its pending mark, any other path joins `extra`. */
const ledgerFile = path.join(remoteDir, 'src', 'ledger.ts');
{
  let ledgerText = readFileSync(ledgerFile, 'utf8');
  for (const [i, routePath] of paths.entries()) {
    if (ledgers[i]) {
      ledgerText = ledgerText.replace(new RegExp(`(\\{ path: '${routePath.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}',[^\\n]*?), pending: true \\}`), '$1 }');
      continue;
    }
    const extra = /\n {2}extra: \[(\]|\n[\s\S]*?\n {2}\])/.exec(ledgerText);
    if (!extra) fail(`${path.relative(REPO_ROOT, ledgerFile)}：找不到 extra 列表`);
    const line = `    {\n      path: '${routePath}',\n      roles: ${list(rolesOf[i]!)},\n      basis: 'decided',\n      note: 'not a spec route: ${title}, added with pnpm new-page',\n    },\n`;
    // Before the closing line of the list, or inside `[]`.
    const end = extra.index + (extra[1] === ']' ? extra[0].length - 1 : extra[0].lastIndexOf('\n') + 1);
    ledgerText = `${ledgerText.slice(0, end)}${extra[1] === ']' ? `\n${line}  ` : line}${ledgerText.slice(end)}`;
  }
  write(ledgerFile, ledgerText);
}

// ---- what was done, and what is left --------------------------------------------------------------
// In the project's format as written, so `pnpm format:check` (part of `npm test`) passes unedited too.
execFileSync('pnpm', ['exec', 'prettier', '--write', '--log-level', 'warn', ...[...written].filter((file) => !file.endsWith('.sql'))], {
  cwd: REPO_ROOT,
  stdio: 'inherit',
});
const relative = (file: string) => path.relative(REPO_ROOT, file);
console.log(
  `已生成 ${family ? `${family.name} 的 ${family.kind} 页面（${paths.join('、')}）` : paths[0]}（${title}），用时 ${((Date.now() - startedAt) / 1000).toFixed(1)} 秒：`,
);
console.log([...written].map((file) => `  ${relative(file)}`).join('\n'));
if (defaulted) console.log(`\n未给 --fields：用了默认字段（${DEFAULT_FIELDS}）。`);
if (added.length) console.log(`\n${relative(access.file)} 中没有与台账角色相同的列表，已新增 ${added.join('、')}。`);
if (ownerColumns) console.log('\n每行属于一个企业及其代理商：已加入「企业」「代理商」两列，列表按登录者的范围过滤（restrictTo）。');
if (toEditByHand.length) {
  console.log(`\n请手工更新 ${relative(manifestTestFile)}（它的清单不是逐角色的字面量，生成器没有改它）：${toEditByHand.join('；')}。新的清单：`);
  for (const one of lists) console.log(`  ${one.role}：菜单 ${JSON.stringify(one.menuAfter)}，路由 ${JSON.stringify(one.allowedAfter)}`);
  console.log('\n然后：pnpm typecheck && pnpm test:unit，再 pnpm release ' + remote);
} else {
  console.log(`\n${relative(manifestTestFile)} 已按台账角色更新。下一步：pnpm typecheck && pnpm test:unit（生成即通过），再 pnpm release ${remote}`);
}
