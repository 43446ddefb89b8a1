/// <reference types="node" />
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : /\.tsx?$/.test(name) && !/\.test\./.test(name) ? [full] : [];
  });

/** What the shell's own code imports from antd. */
function shellAntdImports(): Set<string> {
  const names = new Set<string>();
  for (const file of files(path.join(import.meta.dirname, '..'))) {
    for (const [, list] of readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]+)\}\s*from\s*'antd'/g)) {
      for (const item of list!.split(','))
        names.add(
          item
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0]!,
        );
    }
  }
  return names;
}

describe('what the shell itself renders of antd', () => {
  it('the browser test of a remote-only component (remotes.spec) still tests one: the shell does not import Statistic', () => {
    const imported = shellAntdImports();
    expect(imported.has('Table')).toBe(true); // the scan works
    expect(imported.has('Statistic')).toBe(false);
  });
});
