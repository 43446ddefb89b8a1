import { randomBytes } from 'node:crypto';
import type { Role } from '@console/sdk/manifest';
import type { Db } from '../db/database';
import { prepared } from './statements';

/** The user a request acts as, from its token (never from the UserRole header). */
export interface CurrentUser {
  id: number;
  username: string;
  role: Role;
  agentId: number | null;
  companyId: number | null;
  departmentId: number | null;
  hasSipAccount: boolean;
}

export interface TokenCheck {
  user: CurrentUser;
  expiresAt: number;
}

export function issueToken(db: Db, userId: number, ttlSeconds: number): string {
  const token = randomBytes(24).toString('hex');
  const now = Date.now();
  db.prepare('INSERT INTO sessions (token, user_id, expires_at, created_at) VALUES (?, ?, ?, ?)').run(token, userId, now + ttlSeconds * 1000, now);
  return token;
}

/** The token of an `Authorization: Bearer <token>` header. Only this header carries it: a token in a URL would end up in logs and histories. */
export function bearerToken(authorization: string | undefined): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
}

/** Logout: the token stops working at once (other sessions of the user stay). */
export function endSession(db: Db, token: string): void {
  db.prepare('DELETE FROM sessions WHERE token = ?').run(token);
}

/** `Authorization: Bearer <token>` -> the user, or null when missing, unknown or expired. */
export function checkToken(db: Db, authorization: string | undefined): TokenCheck | null {
  const token = bearerToken(authorization);
  if (!token) return null;
  // Every authenticated request runs this: prepared once (statements.ts).
  const row = prepared(
    db,
    `SELECT u.id, u.username, u.role, u.agent_id AS agentId, u.company_id AS companyId,
            u.department_id AS departmentId, s.expires_at AS expiresAt,
            EXISTS (SELECT 1 FROM sip_accounts a WHERE a.user_id = u.id) AS hasSipAccount
     FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.token = ? AND s.expires_at > ? AND u.status = 1`,
  ).get(token, Date.now()) as (Omit<CurrentUser, 'hasSipAccount'> & { expiresAt: number; hasSipAccount: number }) | undefined;
  if (!row) return null;
  const { expiresAt, hasSipAccount, ...user } = row;
  return { user: { ...user, hasSipAccount: hasSipAccount === 1 }, expiresAt };
}

/** Agents whose data an agent sees: itself and its sub-agents. */
export function agentTree(db: Db, agentId: number): number[] {
  const children = db.prepare('SELECT id FROM agents WHERE parent_id = ?').pluck().all(agentId) as number[];
  return [agentId, ...children];
}
