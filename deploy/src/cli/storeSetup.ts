/**
 * Prepares the bucket CONSOLE_STORE_* name for publishing: creates it if missing, lets anyone read
 * the published folder (never list or write), and allows CORS from the console's own origin only.
 * `pnpm --filter @console/deploy store-setup`; run once per bucket, with the release's keys.
 */
import { prepareBucket } from '../store/bucket';
import { storeConfigFromEnv } from '../store/config';

const config = storeConfigFromEnv();
if (!config) {
  console.error('未配置对象存储：请设置 CONSOLE_STORE_ENDPOINT 与 CONSOLE_STORE_BUCKET（见 README）');
  process.exit(2);
}
await prepareBucket(config);
console.log(`已准备存储桶 ${config.bucket}：匿名可读 ${config.publicUrl}/，不可列举、不可写入`);
