import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parseSync } from 'oxc-parser';

/**
 * The imports of the TypeScript files under a folder, read with a TypeScript parser (oxc's): `import`,
 * `export … from` and `import()`, type-only ones included (as madge counts them): a circle through
 * a lazy import or a type is still two modules that cannot be understood, tested or split apart.
 */
export interface ImportGraph {
  /** File (relative to the root) → the specifiers it imports, as written, each once. */
  specifiers: Map<string, string[]>;
  /** File → the files under the root it imports (its relative specifiers, resolved). */
  edges: Map<string, string[]>;
}

const SOURCE = /\.tsx?$/;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return SOURCE.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function importsOf(path: string): string[] {
  const source = readFileSync(path, 'utf8');
  const { module, errors } = parseSync(path, source);
  if (errors.length) throw new Error(`${path}: ${errors[0]!.message}`);
  // A dynamic import's argument is an expression: only a string literal names a module.
  const literal = (start: number, end: number) => /^(['"])(.*)\1$/.exec(source.slice(start, end))?.[2];
  // An imported name exported again counts as an export of that module too: each specifier once.
  const specifiers = [
    ...module.staticImports.map((entry) => entry.moduleRequest.value),
    ...module.staticExports.flatMap((entry) => entry.entries.flatMap((item) => (item.moduleRequest ? [item.moduleRequest.value] : []))),
    ...module.dynamicImports.flatMap(({ moduleRequest }) => literal(moduleRequest.start, moduleRequest.end) ?? []),
  ];
  return [...new Set(specifiers)];
}

/** The file a relative specifier names: as written, with .ts/.tsx, or its folder's index. */
function resolveRelative(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((candidate) => SOURCE.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) ?? null;
}

export function importGraph(root: string): ImportGraph {
  const specifiers = new Map<string, string[]>();
  const edges = new Map<string, string[]>();
  for (const path of sourceFiles(root)) {
    const written = importsOf(path);
    specifiers.set(relative(root, path), written);
    const targets = written
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => resolveRelative(path, specifier))
      .filter((target): target is string => target !== null && !relative(root, target).startsWith('..'));
    edges.set(relative(root, path), [...new Set(targets.map((target) => relative(root, target)))]);
  }
  return { specifiers, edges };
}

/**
 * Import circles, as the files along each (the first repeated at the end). A depth-first walk: it
 * finds a circle wherever there is one, though not every circle through the same files.
 */
export function importCircles({ edges }: ImportGraph): string[][] {
  const circles: string[][] = [];
  const done = new Set<string>();
  const walk = (file: string, path: string[]) => {
    const at = path.indexOf(file);
    if (at >= 0) {
      circles.push([...path.slice(at), file]);
      return;
    }
    if (done.has(file)) return;
    for (const next of edges.get(file) ?? []) walk(next, [...path, file]);
    done.add(file);
  };
  for (const file of [...edges.keys()].sort()) walk(file, []);
  return circles;
}
