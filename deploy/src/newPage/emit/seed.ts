import { derived, q, type PageRequest } from '../request';

/** `local-backend/src/areas/<area>/seed.ts`: the page's seed step joins `<area>SeedSteps`, after the organisation step. */
export function editSeedSteps(r: PageRequest, text: string): string {
  const { Name, table } = derived(r);
  // The list's end, however the format pass laid it out (one line, or one step a line).
  const start = /export const \w+SeedSteps: SeedStep\[\] = \[/.exec(text);
  const end = start ? text.indexOf('];', start.index) : -1;
  if (!start || end < 0) throw new Error(`local-backend/src/areas/${r.area}/seed.ts：找不到 SeedSteps 列表`);
  // It reads the seeded companies and users: after the organisation step.
  const step = `{ name: ${q(r.title)}, table: '${table}', fakerSeed: ${r.stamp.slice(0, 8)}, after: ['账号与业务数据'], fill: seed${Name} }`;
  const before = text.slice(0, end).trimEnd();
  const separator = before.endsWith('[') || before.endsWith(',') ? '' : ',';
  return `import { seed${Name} } from './${r.name}';\n${before}${separator}\n  ${step},\n${text.slice(end)}`;
}

/** `local-backend/src/areas/<area>/index.ts`: the page's endpoints go first in the area's list (the format pass lays it out). */
export function editAreaIndex(r: PageRequest, text: string): string {
  const arrayStart = text.match(/export const \w+: Endpoints = \[\n?/);
  if (!arrayStart || arrayStart.index === undefined) throw new Error(`local-backend/src/areas/${r.area}/index.ts：找不到 Endpoints 数组`);
  const at = arrayStart.index + arrayStart[0].length;
  return `import { ${r.name}Endpoints } from './${r.name}';\n${text.slice(0, at)}...${r.name}Endpoints,${arrayStart[0].endsWith('\n') ? '\n' : ' '}${text.slice(at)}`;
}
