/**
 * `pnpm test:e2e [playwright arguments]`: every browser test against what `npm start` serves (the
 * Node origin servers), then the delivery tests (serving headers, releases, rollback, faults) again
 * against the production setup on Debian's nginx, on ports of their own. A change that breaks
 * either server fails. With CONSOLE_SERVER=node or nginx set, only that pass runs, as given.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DIGEST_ENV } from './support/failureDigest';

const args = process.argv.slice(2);
const offset = Number(process.env.E2E_PORT_OFFSET ?? 1000);
const chosen = process.env.CONSOLE_SERVER;

const passes = chosen
  ? [{ label: chosen, env: {}, args }]
  : [
      { label: 'Node 源站（npm start 所用）', env: { CONSOLE_SERVER: 'node', E2E_PORT_OFFSET: String(offset) }, args },
      {
        label: 'nginx（生产部署）：服务头、发布、回滚与故障',
        // Not +1000: 10080 is on the Fetch standard's list of bad ports, which Node and Chromium refuse.
        env: { CONSOLE_SERVER: 'nginx', E2E_PORT_OFFSET: String(offset + 300) },
        // A filter that names other tests leaves this pass none to run; the Node pass runs every project, so it
        // still fails on a filter that matches nothing.
        args: ['--project', 'delivery', '--no-deps', '--pass-with-no-tests', ...args],
      },
    ];

let failed = false;
const digests = mkdtempSync(path.join(tmpdir(), 'e2e-digest-'));
const failures: string[] = [];
for (const [index, pass] of passes.entries()) {
  console.log(`\n浏览器测试：${pass.label}`);
  const digest = path.join(digests, `${index}.txt`);
  const run = spawnSync('pnpm', ['exec', 'playwright', 'test', ...pass.args], {
    cwd: path.resolve(import.meta.dirname),
    stdio: 'inherit',
    env: { ...process.env, ...pass.env, [DIGEST_ENV]: digest },
  });
  if (run.status !== 0) failed = true;
  const text = readFileSync(digest, { encoding: 'utf8', flag: 'a+' }).trim();
  if (text) failures.push(`浏览器测试：${pass.label}\n${text}`);
}
rmSync(digests, { recursive: true, force: true });
// Last, where a CI log's excerpt (its end) still shows them: each failed attempt's error, pass by pass.
if (failures.length) console.log(`\n失败的浏览器测试（每次尝试的错误）：\n\n${failures.join('\n\n')}`);
process.exit(failed ? 1 : 0);
