import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { init, parse } from 'es-module-lexer';
import { beforeAll, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { lazyReexports, ready } = require('@console/build-config/lazyReexports') as {
  lazyReexports: (source: string, selfRequest: string) => string;
  ready: Promise<void>;
};

/** Runs a lazy module's source as CommonJS, with a `require` that records what it was asked for. */
function run(source: string) {
  const required: string[] = [];
  const exports: Record<string, unknown> = {};
  const fakeRequire = (request: string) => {
    required.push(request);
    return { default: `default of ${request}`, named: `named of ${request}`, unstableSetRender: `unstableSetRender of ${request}` };
  };
  new Function('exports', 'require', source)(exports, fakeRequire);
  return { exports, required };
}

describe('the shell provides a barrel whose modules run on first read (lazyReexports.cjs)', () => {
  beforeAll(() => Promise.all([ready, init]));

  it('gives every export a getter that loads its module only when read', () => {
    const barrel = [
      "import warning from './_util/warning';",
      "export { default as Table } from './table';",
      "export { named as Other, default as Form } from './form';",
      'export const unstableSetRender = () => {};',
    ].join('\n');
    const { exports, required } = run(lazyReexports(barrel, './index.js'));
    expect(Object.keys(exports).sort()).toEqual(['Form', 'Other', 'Table', 'unstableSetRender']);
    expect(required).toEqual([]);
    expect(exports.Table).toBe('default of ./table');
    expect(required).toEqual(['./table']);
    expect(exports.Other).toBe('named of ./form');
    expect(exports.Form).toBe('default of ./form');
    // What is not a re-export comes from the barrel itself, as it is.
    expect(exports.unstableSetRender).toBe('unstableSetRender of ./index.js');
    expect(exports.__esModule).toBe(true);
  });

  it('refuses `export *`, which has no names to keep', () => {
    expect(() => lazyReexports("export * from './theme';", './index.js')).toThrow('不支持 export *');
  });

  it("keeps every one of antd's exports, and runs none of its components on load", () => {
    const source = readFileSync(require.resolve('antd/es/index.js', { paths: [require.resolve('@console/sdk/package.json')] }), 'utf8');
    const [, declared] = parse(source);
    const { exports, required } = run(lazyReexports(source, './index.js'));
    expect(Object.keys(exports).sort()).toEqual(declared.map((entry) => entry.n).sort());
    expect(Object.keys(exports)).toEqual(expect.arrayContaining(['Table', 'Form', 'ConfigProvider', 'theme', 'version', 'message']));
    expect(required).toEqual([]);
  });
});
