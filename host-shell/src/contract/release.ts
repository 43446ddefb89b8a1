import type { Role } from '@console/sdk/manifest';
import { call } from '@console/sdk/contract';

/**
 * Who the user is for canary releases (README, "Canary releases"), decided by the backend from the
 * session's token: nothing the browser stores can move a user into or out of a canary.
 */
export interface ReleaseCohort {
  userId: number;
  role: Role;
  companyId: number | null;
  /** Per remote: the user's bucket, 0-99 (first 4 bytes of SHA-256 of `<userId>:<remote>`, big-endian, mod 100). */
  buckets: Record<string, number>;
  /** Per remote: the version an admin pinned this user to. */
  pins: Record<string, string>;
}

/** An admin's pin of one user to one version of a remote (/remotes). */
export interface ReleasePin {
  userId: number;
  username: string;
  remote: string;
  version: string;
  pinnedBy: string;
  pinnedAt: string;
}

/** Who manages releases from the console: pins, and the health figures (the canary CLI and its watcher act for them). */
export const RELEASE_ACCESS: readonly Role[] = ['admin'];

export const releaseApi = {
  cohort: call.get<ReleaseCohort>('/api/release/cohort', 'loggedIn', '查询灰度分组'),
  pins: call.get<ReleasePin[]>('/api/release/pins', RELEASE_ACCESS, '查询固定版本'),
  /** Pins `userId` (or the user named `username`) to `version` of `remote`; a pin of the same remote is replaced. */
  pin: call.post<null, { userId?: number; username?: string; remote: string; version: string }>('/api/release/pin', RELEASE_ACCESS, '固定用户的模块版本'),
  unpin: call.post<null, { userId: number; remote: string }>('/api/release/unpin', RELEASE_ACCESS, '取消固定模块版本'),
};
