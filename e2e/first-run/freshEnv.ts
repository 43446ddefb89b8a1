/**
 * The environment of a new user's shell: what this test run inherited from pnpm (npm_* variables,
 * node_modules/.bin on PATH) and the test platform's settings (CONSOLE_*, E2E_*) are left out, so the
 * README's commands run as they would after a fresh clone.
 */
export function freshShellEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (/^(npm_|PNPM_|CONSOLE_|E2E_|FIRST_RUN_|INIT_CWD$|NODE_OPTIONS$)/i.test(key)) continue;
    env[key] = value;
  }
  env.PATH = (process.env.PATH ?? '')
    .split(':')
    .filter((dir) => !dir.includes('node_modules'))
    .join(':');
  return env;
}
