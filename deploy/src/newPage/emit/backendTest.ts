import { isFiltered, isSorted, sampleValue, type FieldSpec } from '../fields';
import { derived, list, type PageRequest } from '../request';
import { isBound } from './backend';

const CHOICE_KINDS = ['enum', 'multiEnum', 'ref', 'boolean', 'date', 'dateTime'];
/** Whether a form field is in the add form, or in the edit form. */
export const inAdd = (field: FieldSpec) => field.form === true || field.form === 'add';
export const inEdit = (field: FieldSpec) => field.form === true || field.form === 'edit';

/** `local-backend/src/areas/<area>/<name>.test.ts`: the seeded rows, each filter, the sort, the roles, the save, the export. */
export function emitBackendTest(r: PageRequest): string {
  const { name, remote, family, members, rolesOf, callRoles, crud, exporting, rowCount, fields } = r;
  const { api, base, firstRole, formFields } = derived(r);
  const adminFirst = firstRole === 'admin';
  const memberParam = (key: string) => (family ? `${family.param}: '${key}', ` : '');
  const sample = (salt: string, mode: (field: FieldSpec) => boolean) =>
    `{ ${memberParam(members[0].key)}${formFields
      .filter(mode)
      .map((field) => `${field.key}: ${JSON.stringify(sampleValue(field, salt)).replace(/"/g, "'")}`)
      .join(', ')} }`;
  const requiredField = formFields.find((field) => field.required && inAdd(field));
  const filterChecks = fields
    .filter((field) => isFiltered(field) && field.column !== false && ['text', 'code', 'enum'].includes(field.kind))
    .map((field) => {
      const expectation = field.kind === 'enum' || field.filter === 'exact' ? 'toBe(value)' : 'toContain(value)';
      return `
  it('filters by ${field.key}', async () => {
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
  return `import { ROLES } from '@console/sdk/manifest';
import { SEEDED_ACCOUNTS } from '@console/sdk/seeded';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ${api}${requiredField && crud ? `, ${name}` : ''} } from '@console/${remote}/contract';
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
  it('sorts by ${sortField.key} on the server', async () => {
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
${requiredField ? `    expect((await post('${base}/add', { ...${sample('新增', inAdd)}, ${requiredField.key}: '' })).body).toMatchObject({ code: 400, message: \`${CHOICE_KINDS.includes(requiredField.kind) ? '请选择' : '请填写'}\${${name}.fields.${requiredField.key}.label}\` });\n` : ''}    const added = await post('${base}/add', ${sample('新增', inAdd)});
    expect(added.body.code).toBe(200);
    const id = added.body.data.id;
    expect((await post('${base}/update', { id, ...${sample('改', inEdit)} })).body.code).toBe(200);
    expect((await post('${base}/delete', { ${memberParam(members[0].key)}id })).body.code).toBe(200);
    expect((await post('${base}/delete', { ${memberParam(members[0].key)}id })).body.code).toBe(${isBound(r) ? 404 : 403});
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
`;
}
