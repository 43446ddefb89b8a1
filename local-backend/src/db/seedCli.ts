import path from 'node:path';
import { parseArgs } from 'node:util';
import { readConfig } from '../config';
import { migrate, openDatabase } from './database';
import { ensureScaleWorld } from './scale';
import { readScale } from './scaleNames';
import { seedMissing } from './seedSteps';

/**
 * `pnpm seed`: the small world in the backend's database file (`.data/console.db`, or CONSOLE_DB),
 * migrated and seeded where empty. `pnpm seed --scale small|tiny|medium|large [--out file]`: that world,
 * built in `.run/scale/<scale>.db` (or `--out`), or reused while its seed rules stand; it prints how
 * long each table took.
 */
const { values } = parseArgs({ options: { scale: { type: 'string' }, out: { type: 'string' } } });
const scale = readScale(values.scale ?? process.env.CONSOLE_SCALE, '--scale');
// `pnpm seed` runs in local-backend/: a relative --out is the caller's.
const out = values.out && path.resolve(process.env.INIT_CWD ?? process.cwd(), values.out);
if (scale) {
  ensureScaleWorld(scale, out);
} else {
  const file = out ?? readConfig().databaseFile;
  const started = performance.now();
  const db = openDatabase(file);
  const applied = migrate(db);
  const seeded = seedMissing(db);
  db.close();
  console.log(`数据库 ${file}：执行 ${applied} 个迁移，写入演示数据 ${seeded.join('、') || '无'}（${Math.round(performance.now() - started)} ms）`);
}
