import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const BACKEND_DIR = path.resolve(import.meta.dirname, '../../local-backend');

export interface Backend {
  url: string;
  /** How long migrating and seeding the fresh database took, as the backend reported it. */
  startupMs: number;
  /** The backend's process (its memory is read from /proc/<pid>/status). */
  pid: number;
  stop(): Promise<void>;
}

/**
 * Starts local-backend/src/main.ts on 127.0.0.1:`port` with a database of its own in a temporary
 * directory: the backend migrates and seeds it on start (the seed is repeatable), so every run
 * measures the same rows and never touches the developer's .data/console.db.
 */
export async function startBackend(port: number, backendDir = BACKEND_DIR, options: { databaseFile?: string } = {}): Promise<Backend> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'console-load-'));
  // `databaseFile`: a world built before (`pnpm seed --scale`), used in place and kept.
  const databaseFile = options.databaseFile ?? path.join(dir, 'console.db');
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: backendDir,
    // PORT wins over CONSOLE_PORT_OFFSET (config.ts). The recovery job stays out of the measurement:
    // 20 days, as a longer interval overflows setInterval's 32-bit delay and would run it every 1 ms.
    // So does the batches' calling (0: off), which would change the rows measured while they are.
    env: {
      ...process.env,
      PORT: String(port),
      CONSOLE_DB: databaseFile,
      CONSOLE_RECOVERY_INTERVAL_MINUTES: '28800',
      CONSOLE_BATCH_CALLS_PER_SECOND: '0',
      CONSOLE_MARKER_NUMBERS_PER_SECOND: '0',
      // The stored health scores are computed at the start only: a refresh would block the measured requests.
      CONSOLE_HEALTH_REFRESH_MINUTES: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`后端 120 s 内未启动：\n${output}`)), 120_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('local-backend 已启动')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`后端退出（${code}）：\n${output}`));
    });
  });
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await ready;
  } catch (error) {
    await stop();
    throw error;
  }
  // Keep stderr flowing (a full pipe would block the backend); show what it reports.
  child.stdout.removeAllListeners('data').resume();
  child.stderr.removeAllListeners('data').on('data', (chunk: Buffer) => process.stderr.write(`[后端] ${chunk}`));
  return { url: `http://127.0.0.1:${port}`, startupMs: Date.now() - started, pid: child.pid!, stop };
}
