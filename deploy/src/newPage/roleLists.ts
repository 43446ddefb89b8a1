/**
 * `tsx roleLists.ts <manifest.ts> <path>…`: each role's menu and routes in that manifest, without and
 * with the given paths, on every seeded host, as JSON. new-page runs it in a process of its own, as
 * its own process has already loaded the contract files it has since changed.
 */
import { pathToFileURL } from 'node:url';
import { allowedPaths, ROLES, visibleMenuPaths, type RouteDeclaration } from '@console/sdk/manifest';
import { SEEDED_HOSTS, seededContext, type SeededHost } from '@console/sdk/seeded';

const [manifestFile, ...paths] = process.argv.slice(2);
const routes = ((await import(pathToFileURL(manifestFile).href)) as { manifest: { routes: RouteDeclaration[] } }).manifest.routes;
const before = routes.filter((route) => !paths.includes(route.path));
const lists = ROLES.map((role) => {
  const byHost = (Object.keys(SEEDED_HOSTS) as SeededHost[]).map((host) => {
    const context = seededContext(role, host);
    return JSON.stringify([visibleMenuPaths(before, context), visibleMenuPaths(routes, context), allowedPaths(before, context), allowedPaths(routes, context)]);
  });
  const [menuBefore, menuAfter, allowedBefore, allowedAfter] = JSON.parse(byHost[0]) as string[][];
  return { role, menuBefore, menuAfter, allowedBefore, allowedAfter, sameOnEveryHost: byHost.every((one) => one === byHost[0]) };
});
process.stdout.write(JSON.stringify(lists));
