/**
 * The remote's manifest test (`<remote>/src/manifest.test.ts`) lists, for every role, the exact menu
 * and routes it sees. A new page changes some of those lists: this finds each list literal of the
 * test that is one role's list before the page, and writes that role's list after it. The new
 * lists come from the new manifest's roles, which are the ledger's (the spec's reading), so the test
 * keeps checking the manifest against the ledger, not against itself.
 */

export interface RoleLists {
  role: string;
  menuBefore: string[];
  menuAfter: string[];
  allowedBefore: string[];
  allowedAfter: string[];
}

export interface TestUpdate {
  text: string;
  /** Role lists that changed but that no literal of the test holds (built some other way): to edit by hand. */
  unresolved: string[];
}

const LITERAL = /\[((?:\s*'\/[^'\n]*'\s*,?)*)\s*\]/g;
const sameOrder = (a: string[], b: string[]) => a.length === b.length && a.every((value, i) => value === b[i]);
const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((value) => b.includes(value));

function render(original: string, list: string[], indent: string): string {
  if (!original.includes('\n') || list.length === 0) return `[${list.map((path) => `'${path}'`).join(', ')}]`;
  return `[\n${list.map((path) => `${indent}  '${path}',`).join('\n')}\n${indent}]`;
}

export function updateManifestTest(text: string, lists: RoleLists[]): TestUpdate {
  const roles = lists.map((one) => one.role);
  // What must change, and what has been found in a literal.
  const pending = new Set(
    lists.flatMap((one) => [
      ...(sameOrder(one.menuBefore, one.menuAfter) ? [] : [`${one.role} 的菜单`]),
      ...(sameSet(one.allowedBefore, one.allowedAfter) ? [] : [`${one.role} 的可访问路由`]),
    ]),
  );
  let out = '';
  let last = 0;
  for (const match of text.matchAll(LITERAL)) {
    const at = match.index!;
    const literal = match[0];
    const list = [...literal.matchAll(/'([^']*)'/g)].map((found) => found[1]);
    const lineStart = text.lastIndexOf('\n', at) + 1;
    const prefix = text.slice(lineStart, at);
    const indent = /^\s*/.exec(prefix)![0];
    const roleKey = /^\s*(\w+):\s*$/.exec(prefix)?.[1];
    const declared = [...text.slice(0, at).matchAll(/\bconst (\w+)/g)].pop()?.[1] ?? '';
    const kinds = /MENU/i.test(declared) ? ['menu'] : /ALLOWED|ROUTES/i.test(declared) ? ['allowed'] : ['menu', 'allowed'];
    const candidates: { label: string; after: string[] }[] = [];
    for (const one of lists) {
      if (roleKey && roles.includes(roleKey) && roleKey !== one.role) continue;
      if (kinds.includes('menu') && sameOrder(one.menuBefore, list)) candidates.push({ label: `${one.role} 的菜单`, after: one.menuAfter });
      if (kinds.includes('allowed') && sameSet(one.allowedBefore, list)) {
        // Kept in the literal's order, the new routes after it, unless it was the manifest's order.
        const after = sameOrder(one.allowedBefore, list) ? one.allowedAfter : [...list, ...one.allowedAfter.filter((path) => !list.includes(path))];
        candidates.push({ label: `${one.role} 的可访问路由`, after });
      }
    }
    const changing = candidates.filter((candidate) => !sameOrder(candidate.after, list));
    if (changing.length === 0) continue;
    // A literal that stands for several lists is rewritten only when they all change alike.
    if (!candidates.every((candidate) => sameSet(candidate.after, changing[0].after))) continue;
    for (const candidate of candidates) pending.delete(candidate.label);
    out += text.slice(last, at) + render(literal, changing[0].after, indent);
    last = at + literal.length;
  }
  let result = out + text.slice(last);
  // A role's list written with spreads (`admin: [...GROUP, '/x']`) is no literal above: the new routes
  // are added at its end, where that keeps the test right (the test compares sets, or they come last).
  const comparesSets = /\.sort\(\)\)\.toEqual\(/.test(text);
  for (const one of lists) {
    for (const [kind, before, after] of [
      ['menu', one.menuBefore, one.menuAfter],
      ['allowed', one.allowedBefore, one.allowedAfter],
    ] as const) {
      const label = `${one.role} 的${kind === 'menu' ? '菜单' : '可访问路由'}`;
      if (!pending.has(label)) continue;
      const added = after.filter((route) => !before.includes(route));
      const onlyAdded = before.every((route) => after.includes(route));
      const inOrder = sameOrder(after, [...before, ...added]);
      if (!onlyAdded || !(comparesSets || kind === 'allowed' || inOrder)) continue;
      const appended = appendToRoleList(result, kind === 'menu' ? /MENU/i : /ALLOWED/i, one.role, added);
      if (appended === null) continue;
      result = appended;
      pending.delete(label);
    }
  }
  return { text: result, unresolved: [...pending] };
}

/** Adds `added` at the end of `role: [ … ]` in the object of the first `const` whose name matches `declared`; null when there is none. */
function appendToRoleList(text: string, declared: RegExp, role: string, added: string[]): string | null {
  const declaration = [...text.matchAll(/\bconst (\w+)[^=\n]*=\s*\{/g)].find((match) => declared.test(match[1]) && !/ROUTES/i.test(match[1]));
  if (!declaration) return null;
  const key = new RegExp(`\\n(\\s*)${role}:\\s*\\[`, 'g');
  key.lastIndex = declaration.index!;
  const found = key.exec(text);
  const end = text.indexOf('\n};', declaration.index);
  if (!found || (end >= 0 && found.index > end)) return null;
  let depth = 0;
  for (let at = found.index + found[0].length - 1; at < text.length; at++) {
    if (text[at] === '[') depth++;
    else if (text[at] === ']' && --depth === 0) {
      const body = text.slice(found.index + found[0].length, at);
      const insert = body.includes('\n')
        ? added.map((route) => `${found[1]}  '${route}',\n`).join('')
        : `${body.trim() ? ', ' : ''}${added.map((route) => `'${route}'`).join(', ')}`;
      const cut = body.includes('\n') ? text.lastIndexOf('\n', at) + 1 : at;
      return text.slice(0, cut) + insert + text.slice(cut);
    }
  }
  return null;
}
