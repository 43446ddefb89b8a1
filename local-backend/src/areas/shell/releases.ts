import { createHash } from 'node:crypto';
import { REMOTES } from '@console/build-config';
import { releaseApi, type ReleaseCohort, type ReleasePin } from '@console/host-shell/contract';
import { remoteManifestSchema } from '@console/sdk/manifest';
import type { Db } from '../../db/database';
import { now } from '../../db/time';
import { define, type Endpoints } from '../../http/endpoint';
import { invalid, notFound, Refusal } from '../../http/envelope';
import { integer, requiredInteger, requiredText, text, type Params } from '../../http/params';

/**
 * Canary cohorts and pins (README, "Canary releases"). The user is the session's (its token), never
 * what the browser says; the shell picks each remote's version from this answer.
 */

/** The user's bucket 0-99 for a remote: first 4 bytes of SHA-256 of `<userId>:<remote>` (UTF-8), big-endian, mod 100. */
export function bucketOf(userId: number, remote: string): number {
  return createHash('sha256').update(`${userId}:${remote}`, 'utf8').digest().readUInt32BE(0) % 100;
}

export const RELEASE_TEXTS = {
  remote: '模块',
  version: '版本',
  user: '用户',
  unknownRemote: (remote: string) => `未知的模块：${remote}`,
  badVersion: '版本号须为语义化版本，如 1.0.0+20261207010000',
  noPin: '该用户没有固定此模块的版本',
};

function remoteOf(params: Params): string {
  const remote = requiredText(params, 'remote', RELEASE_TEXTS.remote, 50);
  if (!REMOTES.some((app) => app.name === remote)) throw invalid(RELEASE_TEXTS.unknownRemote(remote));
  return remote;
}

function userIdOf(db: Db, params: Params): number {
  const id = integer(params, 'userId', '用户编号', { min: 1 });
  const username = text(params, 'username', '用户名', 50);
  if (id === undefined && username === undefined) throw invalid('请填写用户编号或用户名');
  const found = (
    id !== undefined
      ? db.prepare('SELECT id FROM users WHERE id = ? AND status != 2').pluck().get(id)
      : db.prepare('SELECT id FROM users WHERE username = ? AND status != 2').pluck().get(username)
  ) as number | undefined;
  if (found === undefined) throw notFound(RELEASE_TEXTS.user);
  return found;
}

export const releaseEndpoints: Endpoints = [
  define({
    call: releaseApi.cohort,
    handler: ({ db, user }): ReleaseCohort => {
      const pins = db.prepare('SELECT remote, version FROM release_pins WHERE user_id = ?').all(user.id) as { remote: string; version: string }[];
      return {
        userId: user.id,
        role: user.role,
        companyId: user.companyId,
        buckets: Object.fromEntries(REMOTES.map((app) => [app.name, bucketOf(user.id, app.name)])),
        pins: Object.fromEntries(pins.map((pin) => [pin.remote, pin.version])),
      };
    },
  }),
  define({
    call: releaseApi.pins,
    handler: ({ db }): ReleasePin[] =>
      db
        .prepare(
          `SELECT p.user_id AS userId, u.username, p.remote, p.version, p.pinned_by AS pinnedBy, p.pinned_at AS pinnedAt
           FROM release_pins p JOIN users u ON u.id = p.user_id ORDER BY p.pinned_at DESC, p.user_id, p.remote`,
        )
        .all() as ReleasePin[],
  }),
  define({
    call: releaseApi.pin,
    handler: ({ db, params, user }) => {
      const userId = userIdOf(db, params);
      const remote = remoteOf(params);
      const version = requiredText(params, 'version', RELEASE_TEXTS.version, 100);
      if (!remoteManifestSchema.def.shape.version.safeParse(version).success) throw invalid(RELEASE_TEXTS.badVersion);
      db.prepare(
        `INSERT INTO release_pins (user_id, remote, version, pinned_by, pinned_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT(user_id, remote) DO UPDATE SET version = excluded.version, pinned_by = excluded.pinned_by, pinned_at = excluded.pinned_at`,
      ).run(userId, remote, version, user.username, now());
      return null;
    },
  }),
  define({
    call: releaseApi.unpin,
    handler: ({ db, params }) => {
      const userId = requiredInteger(params, 'userId', '用户编号', { min: 1 });
      const remote = remoteOf(params);
      if (db.prepare('DELETE FROM release_pins WHERE user_id = ? AND remote = ?').run(userId, remote).changes === 0)
        throw new Refusal(404, RELEASE_TEXTS.noPin);
      return null;
    },
  }),
];
