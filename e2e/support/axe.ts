import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import { expect, type Page } from '@playwright/test';
import { EXTRA_ROUTES, ROUTE_LEDGER } from '../../deploy/src/ledger/routes';
import { checkRouteAccess, SHELL_PATHS, type Role, type RouteDeclaration } from '@console/sdk/manifest';
import { SEEDED_HOSTS, seededContext, type SeededHost } from '@console/sdk/seeded';
import { DEFAULT_THEME, withMode, writeTheme, type ThemeSettings } from '@console/sdk/theme';
import { servedRoutes } from './routeVisits';

/**
 * Accessibility of every built route, checked by axe-core (a tool nobody here wrote) with the
 * WCAG 2.1 A and AA rules, none left out.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeViolation {
  path: string;
  rule: string;
  impact: string;
  targets: string[];
}

/** axe-core's own build, put into a page the way its Playwright wrapper does (a DevTools evaluation, which no page policy blocks). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const AXE_OPTIONS: RunOptions = { runOnly: { type: 'tag', values: AXE_TAGS }, resultTypes: ['violations'] };

/**
 * The axe violations of what the next frame shows (the whole document: shell and page). axe-core
 * runs in the page itself, put there once a document: @axe-core/playwright put its 550 KB in again
 * before every check, in a page and in each of its frames, which made a check 770 ms here against
 * 410 ms for axe's own run (the console draws no frames; this says so). Only violations are
 * gathered in full (passes and needs-review are not read here).
 */
export async function axeViolations(page: Page, path: string): Promise<AxeViolation[]> {
  expect(page.frames(), 'axe 在页面内运行：控制台不应含有 iframe').toHaveLength(1);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  // What the next frame paints: the shell names a table that scrolls once the browser has laid it
  // out (tableAccessibility.ts), as a screen reader or a keyboard meets it.
  await page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => setTimeout(painted))));
  const results = await page.evaluate(
    (options) => (window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } }).axe.run(document, options),
    AXE_OPTIONS,
  );
  return results.violations.map((violation) => ({
    path,
    rule: violation.id,
    impact: violation.impact ?? '',
    targets: violation.nodes.map((node) => `${node.target.join(' ')}${node.any[0]?.message ? ` — ${node.any[0].message}` : ''}`),
  }));
}

/** A failure message that names every rule, page and element, so a failing run says what to fix. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations.map((v) => `${v.path} ${v.rule} (${v.impact}):\n  ${v.targets.join('\n  ')}`).join('\n');
}

/** Stores a theme the way /setColor and the header switch do, before the console's first paint. */
export async function useTheme(page: Page, settings: ThemeSettings): Promise<void> {
  const items: [string, string][] = [];
  writeTheme(settings, { setItem: (key, value) => items.push([key, value]) });
  await page.addInitScript((entries) => {
    for (const [key, value] of entries) localStorage.setItem(key, value);
  }, items);
}

export const THEMES = { light: DEFAULT_THEME, dark: withMode(DEFAULT_THEME, 'dark') } as const;

/** Who opens a route for the check: the first of these the route admits. */
const ROLE_ORDER: Role[] = ['admin', 'company', 'department', 'normal', 'agent', 'subAgent', 'oem', 'gm'];

/** The shell's reserved pages, checked apart: /login logged out, /403 and /404 as anyone. */
export const RESERVED_PATHS = SHELL_PATHS.filter((path) => path !== '/');

/**
 * Every built route (the ledger's routes that are no longer pending, and the shell's extra ones),
 * with the declaration the running console serves for it (the remotes' published manifests, the
 * shell's own routes) and the first seeded role that may open it. Fails if a built route is not
 * served, or no seeded role may open it: a new page is checked as soon as it is built.
 */
export async function builtRoutesByRole(page: Page): Promise<Map<Role, string[]>> {
  return (await builtRoutes(page)).byRole;
}

/** A route of one brand only (a `brands` condition): opened on the first seeded host whose brand it is. */
export interface BrandHostRoute {
  path: string;
  role: Role;
  host: SeededHost;
}

/** The built routes no seeded role opens on the default host, each with a seeded host and role that open it. */
export async function brandHostRoutes(page: Page): Promise<BrandHostRoute[]> {
  return (await builtRoutes(page)).elsewhere;
}

async function builtRoutes(page: Page): Promise<{ byRole: Map<Role, string[]>; elsewhere: BrandHostRoute[] }> {
  const declared = new Map<string, RouteDeclaration>((await servedRoutes(page)).map((route) => [route.path, route]));
  const built = [...ROUTE_LEDGER, ...EXTRA_ROUTES].filter((route) => !route.pending).map((route) => route.path);
  const byRole = new Map<Role, string[]>();
  const elsewhere: BrandHostRoute[] = [];
  const problems: string[] = [];
  const opener = (route: RouteDeclaration, host: SeededHost) =>
    ROLE_ORDER.find((candidate) => checkRouteAccess(route, seededContext(candidate, host)) === 'allowed');
  for (const path of built) {
    if ((RESERVED_PATHS as readonly string[]).includes(path)) continue;
    const route = declared.get(path);
    if (!route) {
      problems.push(`${path}: built, but no served manifest declares it`);
      continue;
    }
    const role = opener(route, 'default');
    if (role) {
      byRole.set(role, [...(byRole.get(role) ?? []), path]);
      continue;
    }
    const host = (Object.keys(SEEDED_HOSTS) as SeededHost[]).find((candidate) => opener(route, candidate));
    if (host) elsewhere.push({ path, role: opener(route, host)!, host });
    else problems.push(`${path}: no seeded role may open it`);
  }
  expect(problems).toEqual([]);
  return { byRole, elsewhere };
}

/** Waits until the page on screen has drawn its data (no spinner left, no list holding its first draw), so axe sees its rows. */
export async function settled(page: Page, path: string): Promise<void> {
  const screen = page.locator(`.console-page[data-path="${path}"]`);
  await expect(screen).toBeVisible();
  await expect(screen.locator('.ant-spin-spinning, .ant-skeleton-active, [aria-busy="true"]')).toHaveCount(0);
}

/** Rule, pages and elements per rule: the table the closing note gives. */
export function violationTable(violations: AxeViolation[]): { rule: string; impact: string; pages: number; elements: number }[] {
  const rules = new Map<string, { rule: string; impact: string; pages: Set<string>; elements: number }>();
  for (const v of violations) {
    const entry = rules.get(v.rule) ?? { rule: v.rule, impact: v.impact, pages: new Set(), elements: 0 };
    entry.pages.add(v.path);
    entry.elements += v.targets.length;
    rules.set(v.rule, entry);
  }
  return [...rules.values()].map(({ pages, ...rest }) => ({ ...rest, pages: pages.size }));
}
