// Lint rules for the whole workspace (`pnpm lint`, part of `npm test`: README, "Tests"). Layout is prettier's job
// (.prettierrc.json), so no rule here is about formatting.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    '**/.deploy/',
    '**/.data/',
    '**/.run/',
    '**/.single/',
    '**/test-results/',
    '**/playwright-report/',
    '**/blob-report/',
    'bench/results/',
    '**/*.tmp.ts',
  ]),
  js.configs.recommended,
  // The rules that need no type information. The type-checked set over the whole tree takes about three minutes
  // on this 2-core machine, so only the few typed rules below run, and only on the Node code.
  tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Unused code is an error, imports included; a leading underscore marks a name kept on purpose
      // (a parameter needed for its position, a property taken out of a rest object).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
    },
  },
  {
    // Plain JavaScript (this file, scripts/) runs on Node; TypeScript files get their globals from their tsconfig.
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    // A CommonJS file (an Rspack loader) has no other way to import.
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // A test reads untyped JSON answers and mock internals and checks them by value; typing them proves nothing.
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'local-backend/src/test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Servers, scripts and tests that run on Node: a promise nobody awaits loses its error (a crash becomes a
    // silent hang or a test that passes early). Type-aware, so kept to these packages, which have a tsconfig each.
    files: ['local-backend/src/**/*.ts', 'deploy/src/**/*.ts', 'build-config/src/**/*.ts', 'bench/**/*.ts', 'e2e/**/*.ts'],
    ignores: ['**/*.config.ts', 'e2e/fixtures/**'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    // React code only: elsewhere a function named use* is not a hook (Playwright's fixture callback `use`).
    files: ['host-shell/**/*.{ts,tsx}', 'remote-*/**/*.{ts,tsx}', 'shared-sdk/**/*.{ts,tsx}', 'e2e/fixtures/throwing-remote/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    // The rules of hooks and their dependency lists. The plugin's other recommended rules (refs, set-state-in-effect,
    // static-components, use-memo, preserve-manual-memoization …) check what the React Compiler needs to optimise a
    // component; this project does not compile with it, and they flag working patterns (a ref read for the latest
    // value in an event handler) that the rules below already keep correct.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
);
