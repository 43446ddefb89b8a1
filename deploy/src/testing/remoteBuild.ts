import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { MANIFEST_FILE } from '@console/build-config';

/** The remote the release tests build and release. */
export const TEST_REMOTE = 'remote-crm';

/** Writes a built remote's manifest as `version` into `dist`: all a release reads of a build. */
export function writeTestManifest(dist: string, version: string): void {
  writeFileSync(
    path.join(dist, MANIFEST_FILE),
    JSON.stringify({
      schemaVersion: 1,
      name: TEST_REMOTE,
      title: '客户管理',
      container: 'remote_crm',
      version,
      sdkVersion: '1.0.0',
      buildTime: new Date().toISOString(),
      entry: 'remoteEntry.js',
      routes: [{ path: '/customers', title: '客户', module: './Customers' }],
    }),
  );
}
