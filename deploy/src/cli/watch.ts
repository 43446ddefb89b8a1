/**
 * The release watcher (README, "Automatic rollback"): every `--interval` seconds, per remote with a
 * canary, aborts it when it is worse than the stable version (deploy/src/watch/decide.ts) and, with
 * `--auto-promote`, promotes one healthy for the whole soak window; each decision goes to the
 * remote's release history. On the deploy directory, or on the bucket CONSOLE_STORE_* name.
 *
 *   pnpm release:watch [--auto-promote] [--interval 60] [--once] [--soak-minutes 30] [--min-page-loads 50]
 */
import { parseArgs } from 'node:util';
import { REPO_ROOT } from '../layout';
import { releaseTarget } from '../releaseTarget';
import { DEFAULT_POLICY } from '../watch/decide';
import { backendFigures } from '../watch/sources';
import { releaseCli, watchLoop, watchOnce, type WatchWorld } from '../watch/watch';

const { values: args } = parseArgs({
  options: {
    'auto-promote': { type: 'boolean', default: false },
    once: { type: 'boolean', default: false },
    interval: { type: 'string', default: '60' },
    'soak-minutes': { type: 'string', default: String(DEFAULT_POLICY.soakMinutes) },
    'min-page-loads': { type: 'string', default: String(DEFAULT_POLICY.minPageLoads) },
  },
});
const intervalMs = Number(args.interval) * 1000;
const policy = { ...DEFAULT_POLICY, soakMinutes: Number(args['soak-minutes']), minPageLoads: Number(args['min-page-loads']) };
if (!(intervalMs > 0) || !(policy.soakMinutes > 0) || !(policy.minPageLoads > 0)) {
  console.error('用法：pnpm release:watch [--auto-promote] [--interval 秒] [--once] [--soak-minutes 分钟] [--min-page-loads 次数]');
  process.exit(2);
}

const target = releaseTarget();
const world: WatchWorld = {
  // The release tool's own reader and schema: deploy directory or bucket, whichever it releases to.
  readCanaries: async () => (await target.readRollouts()).remotes,
  readStable: async () => Object.fromEntries((await target.readRegistry()).remotes.map((entry) => [entry.name, entry.version])),
  readFigures: backendFigures(),
  run: releaseCli(REPO_ROOT),
};
const options = { autoPromote: args['auto-promote'], policy };
if (args.once) {
  await watchOnce(world, options);
} else {
  const stop = new AbortController();
  process.once('SIGINT', () => stop.abort());
  process.once('SIGTERM', () => stop.abort());
  console.log(`发布观察已启动：每 ${args.interval} 秒检查一次灰度版${options.autoPromote ? '，平稳满观察期自动全量' : ''}`);
  await watchLoop(world, { ...options, intervalMs, signal: stop.signal });
}
