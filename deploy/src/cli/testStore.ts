/**
 * `pnpm test:store`: the tests against a real S3-compatible store. Starts Ceph's RADOS Gateway on a
 * fresh memstore cluster on 127.0.0.1 (ports 17000-17080, shifted by STORE_PORT_OFFSET), prepares a
 * bucket, runs the store's unit tests (deploy/src/store/*.store-test.ts) and the browser test that
 * loads the console from the bucket (e2e/tests/store, on E2E_PORT_OFFSET, 1700 unless set), and
 * stops every daemon by PID whatever failed.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { topology } from '@console/build-config';
import { REPO_ROOT } from '../layout';
import { prepareBucket } from '../store/bucket';
import { startStoreCluster } from '../store/cephCluster';
import { storeConfigFromEnv } from '../store/config';

const storeOffset = Number(process.env.STORE_PORT_OFFSET ?? 0);
const e2eOffset = Number(process.env.E2E_PORT_OFFSET ?? 1700);
const started = Date.now();
const cluster = await startStoreCluster(path.join(REPO_ROOT, '.run', `store-${storeOffset}`), storeOffset);
let stopping: Promise<void> | undefined;
const stop = () => (stopping ??= cluster.stop());
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop().then(() => process.exit(1)));

let failed = false;
try {
  console.log(`对象存储已启动：${cluster.endpoint}（${((Date.now() - started) / 1000).toFixed(1)} s，PID ${Object.values(cluster.pids).join('、')}）`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    CONSOLE_STORE_ENDPOINT: cluster.endpoint,
    CONSOLE_STORE_BUCKET: 'console',
    CONSOLE_STORE_PREFIX: 'console',
    AWS_ACCESS_KEY_ID: cluster.accessKeyId,
    AWS_SECRET_ACCESS_KEY: cluster.secretAccessKey,
    // The console published to the store calls the test platform's backend, which allows the store's origin.
    CONSOLE_API_ORIGIN: `http://127.0.0.1:${topology(e2eOffset).backendPort}`,
    CONSOLE_CORS_ORIGINS: new URL(cluster.endpoint).origin,
    E2E_PORT_OFFSET: String(e2eOffset),
    CONSOLE_SERVER: 'node',
  };
  await prepareBucket(storeConfigFromEnv(env)!);
  const steps: [string, string, string[]][] = [
    ['对象存储：发布顺序、保留、匿名访问', path.join(REPO_ROOT, 'deploy'), ['exec', 'vitest', 'run', '--config', 'vitest.store.config.ts']],
    ['对象存储：从存储桶加载控制台（浏览器）', path.join(REPO_ROOT, 'e2e'), ['exec', 'playwright', 'test', '--project', 'store', ...process.argv.slice(2)]],
  ];
  for (const [label, cwd, args] of steps) {
    console.log(`\n${label}`);
    if (spawnSync('pnpm', args, { cwd, env, stdio: 'inherit' }).status !== 0) failed = true;
  }
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await stop();
}
console.log(`对象存储测试${failed ? '失败' : '通过'}（共 ${((Date.now() - started) / 1000).toFixed(1)} s）`);
process.exit(failed ? 1 : 0);
