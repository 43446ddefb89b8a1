import { derived, q, type PageRequest } from '../request';

/** `<remote>/src/pages/<Name>.tsx`: the page, all of it from the resource. */
export function emitPage(r: PageRequest): string {
  const { title, noun, name, family, crud, exporting } = r;
  const { Name, api, paths, firstText } = derived(r);
  const formPart = crud
    ? `  form: {
    add: { call: ${api}.add },
    edit: { call: ${api}.update },
  },
  remove: { call: ${api}.delete${firstText ? `, confirm: (row) => \`确定删除「\${row.${firstText.key}}」吗？\`` : ''} },
`
    : '';
  const pageBody = `  resource: ${name},
  noun: ${q(noun)},
  list: ${api}.list,
${formPart}${exporting ? `  exporter: ${api}.export,\n` : ''}`;
  return family
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
  .replace(`    noun: ${q(noun)},`, `    noun: ${q(noun)},\n    params: { ${family.param}: member.key },`)}  };
});
`
    : `import { createResourcePage } from '@console/sdk/kit';
import { ${api}, ${name} } from '../contract';

/** ${title} (${paths[0]}). */
export default createResourcePage({
${pageBody}});
`;
}
