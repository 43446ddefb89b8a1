import { LOGIN_LOCK } from '@console/sdk/constants';
import type { Db } from '../db/database';

interface Attempts {
  failures: number;
  /** When the first of the counted failures happened. */
  since: number;
  /** Epoch ms the pair is locked until (0: not locked). */
  lockedUntil: number;
}

const WINDOW_MS = LOGIN_LOCK.minutes * 60_000;
/** Above this many remembered pairs, stale ones are dropped (a spray of made-up names must not grow memory for ever). */
const PRUNE_ABOVE = 10_000;

/**
 * Failed logins per account and client address (CONTRACT.md, "Session", login lock). Per pair, so failures from an attacker's
 * address lock only that address: the owner still logs in from his own. Unknown usernames count
 * like known ones, so a lock says nothing about which accounts exist. Kept in memory, not in
 * SQLite: a lock lasts minutes, one backend process answers every login, and the only way to forget
 * locks early, a restart, is not in an attacker's hands.
 */
export class LoginLocks {
  private readonly attempts = new Map<string, Attempts>();

  /** The end of the pair's lock (epoch ms), or null when it may try. */
  lockedUntil(username: string, ip: string): number | null {
    const entry = this.attempts.get(key(username, ip));
    return entry && entry.lockedUntil > Date.now() ? entry.lockedUntil : null;
  }

  /** Counts a failed login; answers the lock's end when this failure locks the pair. */
  fail(username: string, ip: string): number | null {
    const now = Date.now();
    if (this.attempts.size > PRUNE_ABOVE) this.prune(now);
    let entry = this.attempts.get(key(username, ip));
    if (!entry || now - entry.since >= WINDOW_MS) {
      entry = { failures: 0, since: now, lockedUntil: 0 };
      this.attempts.set(key(username, ip), entry);
    }
    entry.failures += 1;
    if (entry.failures < LOGIN_LOCK.maxFailures) return null;
    // Up to the next whole minute, so that "请于 HH:mm 后再试" is exactly when it unlocks.
    entry.lockedUntil = Math.ceil((now + WINDOW_MS) / 60_000) * 60_000;
    // After the lock the pair starts afresh.
    entry.failures = 0;
    entry.since = entry.lockedUntil;
    return entry.lockedUntil;
  }

  /** A correct password: the pair's count starts again. */
  succeed(username: string, ip: string): void {
    this.attempts.delete(key(username, ip));
  }

  private prune(now: number): void {
    for (const [pair, entry] of this.attempts) {
      if (entry.lockedUntil <= now && now - entry.since >= WINDOW_MS) this.attempts.delete(pair);
    }
  }
}

const key = (username: string, ip: string) => `${username}\n${ip}`;

/** One set of locks per backend (its database), so that test backends do not share them. */
const locksByDb = new WeakMap<Db, LoginLocks>();

export function loginLocksOf(db: Db): LoginLocks {
  let locks = locksByDb.get(db);
  if (!locks) locksByDb.set(db, (locks = new LoginLocks()));
  return locks;
}
