import type { Role } from '@console/sdk/manifest';
import { derived, list, q, type PageRequest } from '../request';

/** `<remote>/src/manifest.ts` with the page's route (or the family's routes) added at the end of its routes. */
export function editManifest(r: PageRequest, manifest: string): string {
  const { title, family, members, rolesOf, inMenu, access, group, order, icon } = r;
  const { Name, ROLES_BY, sameRoles, paths } = derived(r);
  const ACCESS = access.expression;
  const routesEnd = manifest.lastIndexOf('\n  ],\n');
  if (routesEnd < 0) throw new Error(`${r.remote}/src/manifest.ts：找不到 routes 数组的结尾`);
  const menuText = `[{ group: '${group}', order: ${order} }]`;
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
    // One page for every ${family.name} member with a ${family.kind} page (contract/${r.name}.ts).
    ...${family.name}.manifestRoutes('${family.kind}', (member${roles || menu ? ', key' : ''}) => ({
      title: \`\${member.label}${title}\`,
      icon: '${icon}',
      module: './${Name}',
${roles}${menu}    })),`;
  } else {
    entry = `
    {
      path: '${paths[0]}',
      title: ${q(title)},
      icon: '${icon}',
      module: './${Name}',
${rolesOf[0] === null ? '' : `      ${rolesText(rolesOf[0])},\n`}${inMenu[0] ? `      menu: ${menuText},\n` : ''}    },`;
  }
  // Only what the manifest does not import yet (it may import a list from './contract/access').
  const imported = (one: string) => new RegExp(`import \\{[^}]*\\b${one}\\b[^}]*\\}`).test(manifest);
  const missing = manifestImports.filter((one) => !imported(one));
  const importLine = missing.length ? `import { ${missing.join(', ')} } from './contract';\n` : '';
  return `${importLine}${manifest.slice(0, routesEnd)}${entry}${manifest.slice(routesEnd)}`;
}
