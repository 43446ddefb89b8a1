import path from 'node:path';
import { BACKEND_PORT } from '@console/build-config';
import { readScale, scaleFile, type ScaleName } from './db/scaleNames';

const number = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

/** A rate: a finite number from 0 up (0 turns its work off), or the fallback. */
const rate = (name: string, fallback: number) => {
  const value = process.env[name]?.trim() ? Number(process.env[name]) : Number.NaN;
  return Number.isFinite(value) && value >= 0 ? value : fallback;
};

/** The longest interval a Node timer takes (2^31 - 1 ms), in whole minutes. */
export const MAX_TIMER_MINUTES = Math.floor((2 ** 31 - 1) / 60_000);

/** Everything the backend reads from its environment, with the embedded defaults. */
export interface BackendConfig {
  port: number;
  /** SQLite file; ':memory:' for tests. */
  databaseFile: string;
  /**
   * `CONSOLE_SCALE` (small, tiny, medium, large): the start builds that world (or reuses it while its seed
   * rules stand) in `.run/scale/<scale>.db`, the database file unless `CONSOLE_DB` names another.
   * Unset: the small seeded world.
   */
  scale?: ScaleName;
  /** Lifetime of a login token. */
  tokenTtlSeconds: number;
  /** Responses carry `x-token-expiring: 1` once fewer seconds than this remain. */
  tokenRenewWindowSeconds: number;
  /** WebSocket URL of the SIP registrar handed to browser phones. */
  sipWebSocketUrl: string;
  /** How often every company's enabled automatic recycling rule runs. */
  recoveryIntervalMinutes: number;
  /** Calls each running batch places per second (simulated operator, CONTRACT.md "Calling"); 0: batches do not progress. */
  batchCallsPerSecond: number;
  /** Numbers of queued marker queries answered per second (CONTRACT.md "Markers"); 0: the queue does not move. Unset: 0. */
  markerNumbersPerSecond?: number;
  /** How often the stored health scores are recomputed (CONTRACT.md "The health score"); 0: only at the start. Unset: 0. */
  healthRefreshMinutes?: number;
  /** Exact origins whose pages may call the API cross-origin (a console published to an object store). */
  corsOrigins?: string[];
}

export function readConfig(): BackendConfig {
  const repoRoot = path.resolve(import.meta.dirname, '../..');
  const scale = readScale(process.env.CONSOLE_SCALE, 'CONSOLE_SCALE');
  return {
    port: number('PORT', BACKEND_PORT),
    databaseFile: process.env.CONSOLE_DB ?? (scale ? scaleFile(scale) : path.join(repoRoot, '.data', 'console.db')),
    ...(scale ? { scale } : {}),
    tokenTtlSeconds: number('TOKEN_TTL_SECONDS', 2 * 60 * 60),
    tokenRenewWindowSeconds: number('TOKEN_RENEW_WINDOW_SECONDS', 10 * 60),
    sipWebSocketUrl: process.env.SIP_WS_URL ?? 'ws://127.0.0.1:5066',
    // At most 24 days: setInterval takes 32-bit milliseconds and runs a longer interval every 1 ms.
    corsOrigins: (process.env.CONSOLE_CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    batchCallsPerSecond: rate('CONSOLE_BATCH_CALLS_PER_SECOND', 1),
    markerNumbersPerSecond: rate('CONSOLE_MARKER_NUMBERS_PER_SECOND', 20),
    recoveryIntervalMinutes: Math.min(number('CONSOLE_RECOVERY_INTERVAL_MINUTES', 60), MAX_TIMER_MINUTES),
    healthRefreshMinutes: Math.min(rate('CONSOLE_HEALTH_REFRESH_MINUTES', 15), MAX_TIMER_MINUTES),
  };
}
