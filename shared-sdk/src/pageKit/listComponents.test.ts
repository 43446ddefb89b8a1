/// <reference types="node" />
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LIST_PAGE_COMPONENTS } from './listComponents';

/** The values (not types) `file` imports from antd. */
function antdValueImports(file: string): string[] {
  const source = readFileSync(path.join(import.meta.dirname, file), 'utf8');
  return [...source.matchAll(/^import\s*\{([^}]+)\}\s*from\s*'antd';/gm)].flatMap(([, list]) =>
    list!
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item && !item.startsWith('type ')),
  );
}

describe('LIST_PAGE_COMPONENTS', () => {
  it('is what a kit list page imports from antd, no more and no less', () => {
    const imported = new Set(['ListPage.tsx', 'columns.tsx', 'ResourcePage.tsx', 'Loaded.tsx', 'ExportButton.tsx'].flatMap(antdValueImports));
    expect(imported.has('Table')).toBe(true); // the scan reads multi-line imports
    expect([...LIST_PAGE_COMPONENTS].sort()).toEqual([...imported].sort());
  });
});
