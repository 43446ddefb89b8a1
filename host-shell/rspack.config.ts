import { createHostConfig } from '@console/build-config';

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) =>
  createHostConfig({ root: import.meta.dirname, mode: argv.mode ?? 'production' });
