/**
 * `pnpm build:single`: the whole console as one app without Module Federation (same manifests,
 * pages and base configuration), into .single/. The bench measures the federated console against
 * it; `pnpm start:single` serves it.
 */
import { SINGLE_DIR } from '../layout';
import { rspackBuild } from './rspackRun';

const started = Date.now();
if (!rspackBuild('--env', 'single')) {
  console.error('构建失败');
  process.exit(1);
}
console.log(`单体构建完成：${SINGLE_DIR}（${((Date.now() - started) / 1000).toFixed(1)} s）`);
