import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readPids, RUN_DIR } from './support/platform';

/** Stops what the setup started, by PID: the serve process and every origin it (or a test) started. */
export default async function globalTeardown(): Promise<void> {
  const pidOf = (file: string) => Number(readFileSync(path.join(RUN_DIR, file), 'utf8'));
  const pids = [pidOf('serve.pid'), pidOf('kamailio.pid'), ...Object.values(readPids())];
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
}
