import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readPids, RUN_DIR } from './support/platform';

/** Stops what the setup started, by PID: the serve process and every origin it (or a test) started. */
export default async function globalTeardown(): Promise<void> {
  const pids = [Number(readFileSync(path.join(RUN_DIR, 'serve.pid'), 'utf8')), ...Object.values(readPids())];
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
}
