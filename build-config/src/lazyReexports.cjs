/**
 * A loader that turns a barrel module (a package's index of `export { default as Table } from
 * './table'` lines) into one that runs each re-exported module only when its export is first read.
 *
 * Why: the shell provides antd to every remote whole (a remote released later may use any of its
 * components), and a barrel imported as an ES module runs all of them before the shell starts:
 * measured on a deep link on the two-CPU machine, 797 ms for antd's chunk against 307 ms for the
 * single bundle's, which runs only what its pages import. With this loader every export stays there
 * (same names, same module instances) and the unused ones cost their download and their parse only.
 *
 * The output is CommonJS: a getter per re-export that `require`s its module on first read (Rspack
 * keeps the modules in the same chunk, so the read is synchronous). Any other export of the barrel
 * (antd's `unstableSetRender`) is read from the barrel itself, loaded as it is (without the query
 * that applies this loader) when such an export is first read. `export *` has no names to make getters
 * for: the build fails on it rather than losing exports silently.
 *
 * Applied by a module rule on `?lazy-exports` (build-config/src/shared.ts).
 */
const { basename } = require('node:path');
const { init, parse } = require('es-module-lexer');

/** `default as Table, Foo` → [['default', 'Table'], ['Foo', 'Foo']]. */
function specifiers(clause) {
  return clause
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [imported, exported = imported] = part.split(/\s+as\s+/);
      return [imported.trim(), exported.trim()];
    });
}

/** The lazy module's source for `source`, the barrel at `selfRequest` (a request loading it as it is). */
function lazyReexports(source, selfRequest) {
  const [imports, exports] = parse(source);
  const lazy = new Map();
  for (const statement of imports) {
    if (statement.d !== -1) continue;
    const text = source.slice(statement.ss, statement.se);
    if (/^export\s*\*/.test(text)) throw new Error(`lazyReexports：不支持 export *（${text}）`);
    const clause = /^export\s*\{([^}]*)\}\s*from\b/.exec(text);
    if (!clause) continue;
    for (const [imported, exported] of specifiers(clause[1])) lazy.set(exported, [statement.n, imported]);
  }
  const getter = (name, request, imported) =>
    `Object.defineProperty(exports, ${JSON.stringify(name)}, { enumerable: true, get: function () { return require(${JSON.stringify(request)})[${JSON.stringify(imported)}]; } });`;
  const lines = ['"use strict";', 'Object.defineProperty(exports, "__esModule", { value: true });'];
  for (const { n: name } of exports) {
    const [request, imported] = lazy.get(name) ?? [selfRequest, name];
    lines.push(getter(name, request, imported));
  }
  return lines.join('\n') + '\n';
}

module.exports = function lazyReexportsLoader(source) {
  const callback = this.async();
  const selfRequest = './' + basename(this.resourcePath);
  init.then(
    () => callback(null, lazyReexports(source, selfRequest)),
    (error) => callback(error),
  );
};
module.exports.lazyReexports = lazyReexports;
module.exports.ready = init;
