import { seedValue, snakeOf, type FieldSpec } from '../fields';
import { derived, q, type PageRequest } from '../request';

/**
 * `local-backend/src/areas/<area>/<name>.ts`: the handlers (list, and save/delete/export as asked) and the seed function.
 * A page of one table (no family, no boolean field) is bound to it (`bindTable`): its list and export, writes and
 * ownership check come from the binding, so a field's column is written nowhere by hand.
 */
export function emitBackend(r: PageRequest): string {
  return isBound(r) ? emitBound(r) : emitHandWritten(r);
}

/** Whether the page's handlers are bound to its table (else written out: a family's member column, a boolean's 0/1 answer). */
export const isBound = (r: PageRequest) => !r.family && !r.fields.some((field) => field.kind === 'boolean');

/** The seed function: positional rows over the seeded companies. */
function emitSeed(r: PageRequest): string {
  const { family, fields, rowCount } = r;
  const { Name, table, enumName, memberColumn } = derived(r);
  const seedValues = fields.map((field) => seedValue(field, enumName(field)));
  return `/** Seed step: ${rowCount} rows over the seeded companies (3 in 10 the first one's), each with its agent and one of its users or none. */
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
`;
}

/** The imports of the seed's helpers it uses. */
function seedImports(r: PageRequest): string {
  const { enumName } = derived(r);
  const seedValues = r.fields.map((field) => seedValue(field, enumName(field)));
  return `import { ${['companyPicker', 'faker', ...['mobile', 'recent'].filter((helper) => seedValues.some((value) => value.includes(`${helper}(`)))].join(', ')} } from '../../db/fake';`;
}

/** The handlers over a table binding. */
function emitBound(r: PageRequest): string {
  const { title, noun, name, remote, crud, exporting } = r;
  const { api, table, paths, ownerColumns, enums, timeField } = derived(r);
  const fallbackOrder = timeField ? `t.${snakeOf(timeField.key)} DESC, t.id DESC` : 't.id DESC';
  const imports = [
    `import { ${[api, name, ...enums.map((field) => derived(r).enumName(field)!)].join(', ')} } from '@console/${remote}/contract';`,
    "import type { Db } from '../../db/database';",
    seedImports(r),
    ...(crud && timeField ? ["import { now } from '../../db/time';"] : []),
    "import type { CurrentUser } from '../../http/auth';",
    "import { define, type Endpoints } from '../../http/endpoint';",
    ...(ownerColumns ? ["import { leftJoinOne } from '../../http/from';"] : []),
    ...(exporting ? ["import { listEndpoints } from '../../http/listEndpoints';"] : ["import { pageOf } from '../../http/page';"]),
    `import { ${[...(exporting ? [] : ['paging']), ...(crud ? ['requiredInteger'] : []), 'type Params'].join(', ')} } from '../../http/params';`,
    ...(crud ? ["import { inputOf } from '../../http/resource';"] : []),
    "import { restrictTo } from '../../http/scope';",
    `import { ${['bindTable', ...(crud ? ['checkOwned', 'deleteRow', 'insertRow'] : []), 'tableQuery', ...(crud ? ['updateRow'] : [])].join(', ')} } from '../../http/table';`,
    "import { Where } from '../../http/where';",
  ];
  const binding = [
    `  table: '${table}',`,
    "  alias: 't',",
    ...(ownerColumns
      ? [
          "  joins: [leftJoinOne('companies', 'c', 't.company_id'), leftJoinOne('agents', 'a', 't.agent_id')],",
          '  columns: { companyName: "COALESCE(c.name, \'\')", agentName: "COALESCE(a.name, \'\')" },',
        ]
      : []),
    "  owner: { agent: 't.agent_id', company: 't.company_id', user: 't.user_id' },",
    `  order: '${fallbackOrder}',`,
    `  noun: ${q(noun)},`,
  ];
  const owners = [...(timeField ? [`${snakeOf(timeField.key)}: now()`] : []), 'agent_id: user.agentId', 'company_id: user.companyId', 'user_id: user.id'];
  const handlers = [
    exporting
      ? `  ...listEndpoints({ list: ${api}.list, sheet: ${api}.export, fileName: ${q(title)}, query: ({ db, params, user }) => listQuery(db, user, params) }),`
      : `  define({ call: ${api}.list, handler: ({ db, params, user }) => pageOf(db, listQuery(db, user, params), paging(params)) }),`,
    ...(crud
      ? [
          `  define({
    call: ${api}.add,
    handler: ({ db, params, user }) => ({
      id: insertRow(db, TABLE, inputOf(${name}, params, ${name}.formKeys, 'add'), { ${owners.join(', ')} }),
    }),
  }),`,
          `  define({
    call: ${api}.update,
    handler: ({ db, params, user }) => {
      const id = requiredInteger(params, 'id', '编号');
      checkOwned(db, TABLE, user, id);
      updateRow(db, TABLE, id, inputOf(${name}, params, ${name}.formKeys, 'edit'));
      return null;
    },
  }),`,
          `  define({
    call: ${api}.delete,
    handler: ({ db, params, user }) => {
      const id = requiredInteger(params, 'id', '编号');
      checkOwned(db, TABLE, user, id);
      deleteRow(db, TABLE, id);
      return null;
    },
  }),`,
        ]
      : []),
  ];
  return `${imports.join('\n')}

/** Where the rows live (CONTRACT.md "Table bindings"): each field in its snake_case column; a row belongs to an agent, a company and the user who added it. */
const TABLE = bindTable(${name}, {
${binding.join('\n')}
});

/** The list's query: the request's filters, within the user's reach (\`restrictTo\`). */
const listQuery = (db: Db, user: CurrentUser, params: Params) => tableQuery(TABLE, params, restrictTo(db, new Where(), user, TABLE.owner));

/** ${title} (${paths.join(', ')}): written by pnpm new-page. */
export const ${name}Endpoints: Endpoints = [
${handlers.join('\n')}
];

${emitSeed(r)}`;
}

/** The handlers written out (a family's member column and roles, a boolean's 0/1). */
function emitHandWritten(r: PageRequest): string {
  const { title, name, remote, family, fields, crud, exporting } = r;
  const { api, table, paths, ROLES_BY, sameRoles, ownerColumns, enumName, enums, timeField, memberColumn } = derived(r);
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
  const memberWord = family?.param === 'operator' ? '运营商' : '类型';
  const memberCheck = family
    ? sameRoles
      ? `  const member = oneOf(params, '${family.param}', ${q(memberWord)}, MEMBERS);
  if (!member) throw invalid('请选择${memberWord}');
  return member;`
      : `  const member = oneOf(params, '${family.param}', ${q(memberWord)}, MEMBERS);
  if (!member) throw invalid('请选择${memberWord}');
  // The calls admit every member's roles; a member's page may admit fewer.
  const roles: readonly string[] | null = ${ROLES_BY}[member as keyof typeof ${ROLES_BY}] ?? null;
  if (roles && !roles.includes(user.role)) throw forbidden();
  return member;`
    : '';
  const backendImports = [
    `import { ${[api, name, ...(family ? [family.name, ...(sameRoles ? [] : [ROLES_BY])] : []), ...enums.map((field) => enumName(field)!)].join(', ')} } from '@console/${remote}/contract';`,
    ...(family ? ["import { enumOf } from '@console/sdk/contract';"] : []),
    "import type { Db } from '../../db/database';",
    seedImports(r),
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
  return `${backendImports.join('\n')}

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
/** A save's values as columns (a field not sent is left as it was; an add-only field is not edited, an edit-only one not added). */
function columnsOf(params: Params, mode: 'add' | 'edit'): Record<string, unknown> {
  const input = inputOf(${name}, params, ${name}.formKeys, mode);
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
      const values = { ${[...(family ? [`${memberColumn}: memberOf(params, user)`] : []), "...columnsOf(params, 'add')", ...autoTime.map((field) => `${snakeOf(field.key)}: now()`), 'agent_id: user.agentId', 'company_id: user.companyId', 'user_id: user.id'].join(', ')} };
      const columns = Object.keys(values);
      const sql = \`INSERT INTO ${table} (\${columns.join(', ')}) VALUES (\${columns.map((column) => \`@\${column}\`).join(', ')})\`;
      return { id: Number(db.prepare(sql).run(values).lastInsertRowid) };
    },
  }),
  define({
    call: ${api}.update,
    handler: ({ db, params, user }) => {
${scoped('      ')}
      const values = columnsOf(params, 'edit');
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

${emitSeed(r)}`;
}
