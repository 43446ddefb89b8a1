/**
 * `pnpm new-page`: the recipe of README "Adding a page", as files that pass their tests as generated.
 *
 *     pnpm new-page <remote> </path> --title 标题 [--noun 名词] [--icon XOutlined] [--order N] [--roles-note "…"]
 *                   [--fields "…" | --fields-file f] [--crud] [--export] [--rows N]
 *     pnpm new-page <remote> --family OPERATORS --kind query --title 标题 [--name operatorQuery] [--fields …] …
 *
 * This file reads the repository (the ledger, the area's role lists, the family) into a
 * `PageRequest` (newPage/request.ts), asks for the noun, icon and order when run in a terminal
 * without them, and writes what the emitters (newPage/emit/*.ts, pure functions of the request)
 * give: the contract, the page and its test, the manifest entry and its test's lists, the backend
 * handlers, migration, seed step and test, a browser flow, and the remote's ledger section.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { ledgerEntry } from '../ledger/check';
import { isRole, ROLES, type Role, type RouteDeclaration } from '@console/sdk/manifest';
import { REPO_ROOT } from '../layout';
import { emitBackend } from '../newPage/emit/backend';
import { emitBackendTest } from '../newPage/emit/backendTest';
import { editContractIndex, emitContract } from '../newPage/emit/contract';
import { emitE2e } from '../newPage/emit/e2e';
import { editLedger } from '../newPage/emit/ledger';
import { editManifest } from '../newPage/emit/manifest';
import { emitMigration, migrationName } from '../newPage/emit/migration';
import { emitPage } from '../newPage/emit/page';
import { emitPageTest } from '../newPage/emit/pageTest';
import { editAreaIndex, editSeedSteps } from '../newPage/emit/seed';
import { DEFAULT_FIELDS, parseFields, type FieldSpec } from '../newPage/fields';
import { updateManifestTest, type RoleLists } from '../newPage/manifestTest';
import { choose } from '../newPage/options';
import { list, type Member, type PageRequest } from '../newPage/request';

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
const orFail = <T>(make: () => T): T => {
  try {
    return make();
  } catch (error) {
    fail((error as Error).message);
  }
};

const startedAt = Date.now();
const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    title: { type: 'string' },
    noun: { type: 'string' },
    icon: { type: 'string' },
    order: { type: 'string' },
    'roles-note': { type: 'string' },
    crud: { type: 'boolean', default: false },
    export: { type: 'boolean', default: false },
    group: { type: 'string' },
    roles: { type: 'string' },
    fields: { type: 'string' },
    'fields-file': { type: 'string' },
    family: { type: 'string' },
    kind: { type: 'string' },
    name: { type: 'string' },
    rows: { type: 'string', default: '300' },
  },
});
const USAGE = `用法：
  pnpm new-page <${Object.keys(AREAS).join('|')}> </路径> --title 标题 [--noun 名词] [--icon 图标] [--order 菜单顺序] [--roles-note "台账备注"] [--fields "key:kind:标签[:flag,…]; …" | --fields-file 文件] [--crud] [--export] [--rows 行数] [--group 菜单分组] [--roles admin,agent]
  pnpm new-page <remote> --family OPERATORS --kind query --title 标题 [--name operatorQuery] [--fields …] [--crud] [--export]`;
const [remote, routeArg] = positionals as [Remote | undefined, string | undefined];
const familyName = options.family;
if (!remote || !(remote in AREAS)) fail(USAGE);
if (familyName ? routeArg || !options.kind : !routeArg?.startsWith('/')) fail(USAGE);
if (!options.title) fail('请用 --title 给出页面标题（中文）');
const title = options.title;
const { area, group: defaultGroup } = AREAS[remote];
const rowCount = Number(options.rows);
if (!Number.isInteger(rowCount) || rowCount < 20 || rowCount > 100_000) fail('--rows 须为 20 到 100000 之间的整数');

const remoteDir = path.join(REPO_ROOT, remote);
const contractDir = path.join(remoteDir, 'src', 'contract');
const areaDir = path.join(REPO_ROOT, 'local-backend', 'src', 'areas', area);
const importTs = (file: string) => import(pathToFileURL(file).href) as Promise<Record<string, unknown>>;
const relative = (file: string) => path.relative(REPO_ROOT, file);

// ---- the page's routes: one, or every member of a family with the kind ------------------------
interface FamilyLike {
  keys: readonly string[];
  variants: Record<string, { label: string; routes: Record<string, string | undefined> } & Record<string, unknown>>;
  kinds: readonly string[];
  manifestRoutes: (kind: string, declare: () => Omit<RouteDeclaration, 'path' | 'props'>) => RouteDeclaration[];
}
let family: PageRequest['family'];
if (familyName) {
  const found = (await importTs(path.join(contractDir, 'index.ts')))[familyName] as FamilyLike | undefined;
  if (!found || typeof found.manifestRoutes !== 'function') fail(`${remote}/src/contract 没有导出 defineVariants 家族 ${familyName}`);
  if (!found.kinds.includes(options.kind!)) fail(`${familyName} 没有页面类型 ${options.kind}（可用：${found.kinds.join('、')}）`);
  const members = found.keys
    .filter((key) => found.variants[key].routes[options.kind!])
    .map((key) => ({ key, path: found.variants[key].routes[options.kind!]!, label: found.variants[key].label }));
  // The parameter that names the member: the descriptor's own field whose value is the key (operator, family), else `variant`.
  const param = Object.keys(found.variants[found.keys[0]]).find((field) => found.keys.every((key) => found.variants[key][field] === key)) ?? 'variant';
  // The contract file that declares the family (imported by the new contract file).
  const source = readdirSync(contractDir).find(
    (one) => one.endsWith('.ts') && new RegExp(`export const ${familyName} = defineVariants`).test(readFileSync(path.join(contractDir, one), 'utf8')),
  );
  if (!source) fail(`找不到声明 ${familyName} 的合约文件`);
  family = { name: familyName, kind: options.kind!, param, members, source: path.basename(source, '.ts') };
}
const kindWord = (kind: string) => kind[0].toUpperCase() + kind.slice(1);
const slug = family ? (options.name ?? `${family.param}${kindWord(family.kind)}`) : (options.name ?? routeArg!.slice(1).replace(/[^A-Za-z0-9]/g, ''));
if (!slug) fail(`路径 ${routeArg} 不能用作名称，请用 --name 给出`);
const Name = slug[0].toUpperCase() + slug.slice(1);
// A leading run of capitals (an operator prefix such as SJTX or DJ) is lowered as a whole.
const name = slug.replace(/^[A-Z]+/, (run) => run.toLowerCase());
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
const callRoles: Role[] | null = rolesOf.some((roles) => roles === null) ? null : ROLES.filter((role) => rolesOf.some((roles) => roles!.includes(role)));
const sameRoles = rolesOf.every((roles) => JSON.stringify(roles) === JSON.stringify(rolesOf[0]));
// A route in no sidebar of the spec gets no menu entry.
const inMenu = ledgers.map((ledger) => !ledger?.note?.startsWith('in no sidebar'));

// ---- fields ---------------------------------------------------------------------------------------
let fieldText =
  options.fields ?? (options['fields-file'] ? readFileSync(path.resolve(process.env.INIT_CWD ?? process.cwd(), options['fields-file']), 'utf8') : undefined);
const defaulted = fieldText === undefined;
fieldText ??= DEFAULT_FIELDS;
const fields: FieldSpec[] = orFail(() => parseFields(fieldText));
if (family && fields.some((field) => field.key === family.param)) fail(`字段 ${family.param} 与家族 ${family.name} 的成员参数同名，请换一个字段名`);
if (options.crud && !fields.some((field) => field.form)) fail('--crud 需要至少一个带 form 标记的字段');

const files = {
  contract: path.join(contractDir, `${name}.ts`),
  page: path.join(remoteDir, 'src', 'pages', `${Name}.tsx`),
  pageTest: path.join(remoteDir, 'src', 'pages', `${Name}.test.ts`),
  backend: path.join(areaDir, `${name}.ts`),
  backendTest: path.join(areaDir, `${name}.test.ts`),
  browserTest: path.join(REPO_ROOT, 'e2e', 'tests', area, `${name}.spec.ts`),
};
for (const file of Object.values(files)) if (existsSync(file)) fail(`${relative(file)} 已存在`);
if (!existsSync(path.join(areaDir, 'index.ts'))) fail(`找不到后端区域 ${relative(areaDir)}/index.ts`);

// ---- noun, icon, order: given, asked in a terminal, else their defaults ------------------------------
const prompt = process.stdin.isTTY && process.stdout.isTTY ? createInterface({ input: process.stdin, output: process.stdout }) : undefined;
const chosen = await choose(title, { noun: options.noun, icon: options.icon, order: options.order }, prompt && ((question) => prompt.question(question))).catch(
  (error: Error) => fail(error.message),
);
prompt?.close();

const written = new Set<string>();
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  written.add(file);
};
const edit = (file: string, change: (text: string) => string) =>
  write(
    file,
    orFail(() => change(readFileSync(file, 'utf8'))),
  );

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
  edit(path.join(contractDir, 'index.ts'), (text) => `${text.trimEnd()}\nexport * from './access';\n`);
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
  if (key in lists) fail(`${relative(access.file)} 已有 ${key}，但角色不同`);
  const text = readFileSync(access.file, 'utf8');
  const end = text.search(/\n\} as const satisfies/);
  if (end < 0) fail(`${relative(access.file)}：找不到 ${access.constant} 的结尾`);
  write(access.file, `${text.slice(0, end)}\n  /** ${why} */\n  ${key}: ${list(roles)},${text.slice(end)}`);
  added.push(`${access.constant}.${key}`);
  return `${access.constant}.${key}`;
}
const where = family ? `${family.name}'s ${family.kind} pages (${paths.join(', ')})` : `${paths[0]} (${title})`;
const expression = await accessList(callRoles, name, `${where}: the route ledger's role list${family && !sameRoles ? 's, together' : ''} (pnpm new-page).`);

const request: PageRequest = {
  remote,
  area,
  title,
  noun: chosen.noun,
  icon: chosen.icon,
  order: chosen.order,
  rolesNote: options['roles-note'],
  group: options.group ?? defaultGroup,
  crud: options.crud,
  exporting: options.export,
  rowCount,
  name,
  family,
  members,
  inLedger: ledgers.map(Boolean),
  rolesOf,
  inMenu,
  callRoles,
  fields,
  access: { constant: access.constant, module: path.basename(access.file, '.ts'), expression },
  stamp: new Date().toISOString().replace(/\D/g, '').slice(0, 14),
};

// ---- the files --------------------------------------------------------------------------------------
write(files.contract, emitContract(request));
edit(path.join(contractDir, 'index.ts'), (text) => editContractIndex(request, text));
write(files.page, emitPage(request));
write(files.pageTest, emitPageTest(request));
const manifestFile = path.join(remoteDir, 'src', 'manifest.ts');
edit(manifestFile, (text) => editManifest(request, text));

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

write(path.join(areaDir, 'migrations', migrationName(request)), emitMigration(request));
write(files.backend, emitBackend(request));
edit(path.join(areaDir, 'index.ts'), (text) => editAreaIndex(request, text));
edit(path.join(areaDir, 'seed.ts'), (text) => editSeedSteps(request, text));
write(files.backendTest, emitBackendTest(request));
write(files.browserTest, emitE2e(request));
edit(path.join(remoteDir, 'src', 'ledger.ts'), (text) => editLedger(request, text));

// ---- what was done, and what is left --------------------------------------------------------------
// In the project's format as written, so `pnpm format:check` (part of `npm test`) passes unedited too.
execFileSync('pnpm', ['exec', 'prettier', '--write', '--log-level', 'warn', ...[...written].filter((file) => !file.endsWith('.sql'))], {
  cwd: REPO_ROOT,
  stdio: 'inherit',
});
console.log(
  `已生成 ${family ? `${family.name} 的 ${family.kind} 页面（${paths.join('、')}）` : paths[0]}（${title}），用时 ${((Date.now() - startedAt) / 1000).toFixed(1)} 秒：`,
);
console.log([...written].map((file) => `  ${relative(file)}`).join('\n'));
if (chosen.defaulted.length) console.log(`\n未给出，取了默认：${chosen.defaulted.join('；')}。`);
if (defaulted) console.log(`\n未给 --fields：用了默认字段（${DEFAULT_FIELDS}）。`);
if (options['roles-note'] && request.inLedger.every(Boolean)) console.log('\n--roles-note 未用：路由台账已有这些规格路由的备注。');
if (added.length) console.log(`\n${relative(access.file)} 中没有与台账角色相同的列表，已新增 ${added.join('、')}。`);
if (!fields.some((field) => field.key === 'companyName' || field.key === 'agentName'))
  console.log('\n每行属于一个企业及其代理商：已加入「企业」「代理商」两列，列表按登录者的范围过滤（restrictTo）。');
if (toEditByHand.length) {
  console.log(`\n请手工更新 ${relative(manifestTestFile)}（它的清单不是逐角色的字面量，生成器没有改它）：${toEditByHand.join('；')}。新的清单：`);
  for (const one of lists) console.log(`  ${one.role}：菜单 ${JSON.stringify(one.menuAfter)}，路由 ${JSON.stringify(one.allowedAfter)}`);
  console.log('\n然后：pnpm typecheck && pnpm test:unit，再 pnpm release ' + remote);
} else {
  console.log(`\n${relative(manifestTestFile)} 已按台账角色更新。下一步：pnpm typecheck && pnpm test:unit（生成即通过），再 pnpm release ${remote}`);
}
