import { buildApp } from './app';
import { readConfig } from './config';
import { migrate, openDatabase } from './db/database';
import { seedMissing } from './db/seedSteps';
import { ensureScaleWorld } from './db/scale';
import { scheduleRecoveries } from './areas/crm/records';
import { scheduleBatchCalls } from './areas/cloudcall/batchCalls';
import { scheduleMarkerQueue } from './areas/carrier/markerQueue';
import { refreshHealth, scheduleHealthRefresh } from './areas/carrier/health';

const config = readConfig();
if (config.scale) ensureScaleWorld(config.scale, config.databaseFile);
const db = openDatabase(config.databaseFile);
const started = Date.now();
const applied = migrate(db);
const seeded = seedMissing(db);
if (applied || seeded.length) {
  console.log(`数据库 ${config.databaseFile}：执行 ${applied} 个迁移，写入演示数据 ${seeded.join('、') || '无'}（${Date.now() - started} ms）`);
}
// The stored health scores, whatever the refresh interval: the lists read them from the start.
refreshHealth(db);
const app = await buildApp(db, config);
await app.listen({ port: config.port, host: '127.0.0.1' });
console.log(`local-backend 已启动：http://127.0.0.1:${config.port}`);
const stopRecoveries = scheduleRecoveries(db, config.recoveryIntervalMinutes * 60_000);
const stopBatchCalls = scheduleBatchCalls(db, config.batchCallsPerSecond);
const stopMarkerQueue = scheduleMarkerQueue(db, config.markerNumbersPerSecond ?? 0);
const stopHealthRefresh = scheduleHealthRefresh(db, config.healthRefreshMinutes ?? 0);

const stop = async () => {
  stopRecoveries();
  stopBatchCalls();
  stopMarkerQueue();
  stopHealthRefresh();
  await app.close();
  db.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
