import { createRemoteConfig } from '@console/build-config';
import { manifest } from './src/manifest';

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) =>
  createRemoteConfig({ root: import.meta.dirname, definition: manifest, mode: argv.mode ?? 'production' });
