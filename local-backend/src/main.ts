import { buildApp } from './app';
import { readConfig } from './config';
import { migrate, openDatabase } from './db/database';
import { isEmpty, seed } from './db/seed';

const config = readConfig();
const db = openDatabase(config.databaseFile);
const applied = migrate(db);
if (isEmpty(db)) {
  const started = Date.now();
  db.transaction(() => seed(db))();
  console.log(`数据库已初始化并写入演示数据（${Date.now() - started} ms）：${config.databaseFile}`);
} else if (applied) {
  console.log(`已执行 ${applied} 个数据库迁移`);
}
const app = await buildApp(db, config);
await app.listen({ port: config.port, host: '127.0.0.1' });
console.log(`local-backend 已启动：http://127.0.0.1:${config.port}`);

const stop = async () => {
  await app.close();
  db.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
