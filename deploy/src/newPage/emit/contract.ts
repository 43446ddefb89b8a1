import { declaration, type FieldSpec } from '../fields';
import { derived, list, q, type PageRequest } from '../request';

/** An enum's declaration: its values as their own labels, or with a tag colour each (`enum(启用:green|停用:red)`). */
export function enumDeclaration(field: FieldSpec, constant: string): string {
  const values = field.values!;
  const colored = field.colors?.some(Boolean);
  const body = colored
    ? `enumOf([${values.map((value, i) => `{ value: ${q(value)}, label: ${q(value)}${field.colors![i] ? `, color: ${q(field.colors![i]!)}` : ''} }`).join(', ')}])`
    : `enumOfLabels(${list(values)})`;
  return `/** ${field.label}: the filter's, the form's and the seed's values${colored ? ', and the tag colours of the list' : ''}. */\nexport const ${constant} = ${body};\n`;
}

/** `<remote>/src/contract/<name>.ts`: the resource and its calls. */
export function emitContract(r: PageRequest): string {
  const { title, name, noun, family, members, rolesOf, crud, exporting, access, fields } = r;
  const { Name, api, base, paths, ROLES_BY, sameRoles, ownerColumns, enumName, enums, trailing } = derived(r);
  const ACCESS = access.expression;
  const ownerFields = ownerColumns ? ["companyName: { label: '企业', kind: 'text' }", "agentName: { label: '代理商', kind: 'text' }"] : [];
  const declared = [
    ...fields.slice(0, trailing).map((field) => declaration(field, enumName(field))),
    ...ownerFields,
    ...fields.slice(trailing).map((field) => declaration(field, enumName(field))),
  ];
  const colored = enums.some((field) => field.colors?.some(Boolean));
  const plain = enums.some((field) => !field.colors?.some(Boolean));
  const contractImports = ['call', 'defineResource', ...(colored ? ['enumOf'] : []), ...(plain ? ['enumOfLabels'] : []), 'type RowOf'];
  return `import { ${contractImports.join(', ')} } from '@console/sdk/contract';
${family && !sameRoles ? "import type { Role } from '@console/sdk/manifest';\n" : ''}${ACCESS.startsWith("'") ? '' : `import { ${access.constant} } from './${access.module}';\n`}${family ? `import { ${family.name} } from './${family.source}';\n` : ''}
${enums.map((field) => enumDeclaration(field, enumName(field)!)).join('\n')}${enums.length ? '\n' : ''}/**
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
    ? `  add: call.save<typeof ${name}, { id: number }>('${base}/add', ${ACCESS}, ${name}, ${q(`新增${noun}`)}),
  update: call.save('${base}/update', ${ACCESS}, ${name}, ${q(`修改${noun}`)}),
  delete: call.post<null, { id: number }>('${base}/delete', ${ACCESS}, ${q(`删除${noun}`)}),
`
    : ''
}${exporting ? `  export: call.sheet('${base}/export', ${ACCESS}, ${name}),\n` : ''}};
`;
}

/** `<remote>/src/contract/index.ts` exports the new file too. */
export const editContractIndex = (r: PageRequest, text: string) => `${text.trimEnd()}\nexport * from './${r.name}';\n`;
