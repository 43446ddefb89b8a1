import { sessionApi } from '@console/host-shell/contract';
import type { Role } from '@console/sdk/manifest';
import { SESSION_TEXTS } from '@console/sdk/messages';
import { verifyPassword, hashPassword } from '../../db/passwords';
import { formatDateTime, now } from '../../db/time';
import { departmentHighOf } from '../crm/access';
import { bearerToken, endSession, issueToken } from '../../http/auth';
import { define, definePublic, type Endpoints } from '../../http/endpoint';
import { forbidden, notFound, Refusal } from '../../http/envelope';
import { loginLocksOf } from '../../http/loginLocks';
import { requiredInteger, requiredMobile, requiredText, text } from '../../http/params';

interface UserRow {
  id: number;
  username: string;
  password_hash: string;
  role: Role;
  status: number;
  valid_date: string;
  agent_id: number | null;
  interior: number;
  crm_department_high: number;
  hasSipAccount: number;
  last_login_at: string;
  last_login_ip: string;
}

/** Compared against when the username is unknown, so that an unknown name takes as long as a wrong password. */
const NO_USER_HASH = hashPassword('');

/** The envelope code of a login refused by the lock. */
const TOO_MANY_ATTEMPTS = 429;

const lockedRefusal = (until: number) => new Refusal(TOO_MANY_ATTEMPTS, SESSION_TEXTS.loginLocked(formatDateTime(new Date(until)).slice(11, 16)));

/** Session and brand (spec section 7), plus the login and logout calls it leaves open. */
export const sessionEndpoints: Endpoints = [
  definePublic({
    call: sessionApi.login,
    handler: ({ db, config, params, request }) => {
      const username = requiredText(params, 'username', '用户名', 50);
      const password = requiredText(params, 'password', '密码', 100);
      // request.ip is the client's address: the backend trusts X-Forwarded-For from loopback only (app.ts).
      const locks = loginLocksOf(db);
      const lockedUntil = locks.lockedUntil(username, request.ip);
      if (lockedUntil) throw lockedRefusal(lockedUntil);
      // The sip flag is whether the member holds a row of sip_accounts (/sipNumber), as x-sip-account says.
      const user = db
        .prepare('SELECT u.*, EXISTS (SELECT 1 FROM sip_accounts s WHERE s.user_id = u.id) AS hasSipAccount FROM users u WHERE u.username = ?')
        .get(username) as UserRow | undefined;
      if (!verifyPassword(password, user?.password_hash ?? NO_USER_HASH) || !user) {
        const locked = locks.fail(username, request.ip);
        throw locked ? lockedRefusal(locked) : new Refusal(400, '用户名或密码错误');
      }
      locks.succeed(username, request.ip);
      // Status 2 is a deleted account (admin's /deleteRecords may restore it).
      if (user.status !== 1) throw new Refusal(400, user.status === 2 ? '账号已删除，请联系管理员' : '账号已停用，请联系管理员');
      // A term of validity (/termOfValidity): the account's own, and its agent's, under which it was sold.
      if (user.valid_date < now()) throw new Refusal(400, `账号已于 ${user.valid_date} 过期，请联系管理员续期`);
      const agentTerm =
        user.agent_id === null ? undefined : (db.prepare('SELECT valid_date FROM agents WHERE id = ?').pluck().get(user.agent_id) as string | undefined);
      if (agentTerm && agentTerm < now()) throw new Refusal(400, `所属代理商已于 ${agentTerm} 过期，请联系代理商续期`);
      const token = issueToken(db, user.id, config.tokenTtlSeconds);
      // The sidebar shows the previous login, so answer with it before recording this one.
      db.prepare('UPDATE users SET last_login_at = ?, last_login_ip = ? WHERE id = ?').run(now(), request.ip, user.id);
      return {
        token,
        role: user.role,
        username: user.username,
        userId: user.id,
        sip: user.hasSipAccount === 1,
        interior: user.interior === 1,
        CRMDepartmentHigh: departmentHighOf(user.role, user.crm_department_high),
        lastLoginAt: user.last_login_at,
        lastLoginIp: user.last_login_ip,
      };
    },
  }),
  definePublic({
    call: sessionApi.logout,
    // Public: ending a session that is already over (expired, or ended by a password change) is no error.
    handler: ({ db, request }) => {
      const token = bearerToken(request.headers.authorization);
      if (token) endSession(db, token);
      return null;
    },
  }),
  define({
    call: sessionApi.loginRecord,
    handler: ({ db, user, request }) => {
      db.prepare('INSERT INTO login_records (user_id, ip, at) VALUES (?, ?, ?)').run(user.id, request.ip, now());
      return null;
    },
  }),
  definePublic({
    call: sessionApi.sendCode,
    handler: ({ params }) => {
      requiredMobile(params, 'phone', '手机号');
      // No SMS gateway in the local backend: the request is validated and accepted.
      return null;
    },
  }),
  definePublic({
    call: sessionApi.getOemInfo,
    handler: ({ db, params }) => {
      const host = requiredText(params, 'url', '域名', 255).replace(/:\d+$/, '').toLowerCase();
      const brand = db
        .prepare(
          `SELECT web_name AS webName, icon, down_url AS downUrl, top_small_picture AS topSmallPicture,
                  top_big_picture AS topBigPicture FROM brands WHERE host = ?`,
        )
        .get(host);
      if (!brand) throw notFound(`域名 ${host} 的品牌信息`);
      return brand;
    },
  }),
  define({
    call: sessionApi.sipServer,
    handler: ({ db, params, user }) => {
      const userId = requiredInteger(params, 'userId', '用户编号');
      if (userId !== user.id && user.role !== 'admin') throw forbidden();
      const account = db
        .prepare('SELECT account, password AS passWord, fs_url AS fsUrl, ssl_port AS sslPort, ip FROM sip_accounts WHERE user_id = ?')
        .get(userId);
      if (!account) throw notFound('SIP 账号');
      return account;
    },
  }),
  define({
    call: sessionApi.sipRegistered,
    handler: ({ db, params, user, request }) => {
      const account = requiredText(params, 'account', 'SIP 账号', 20);
      const registered = requiredInteger(params, 'registered', '注册结果', { min: 0, max: 1 });
      const reason = registered === 1 ? '' : (text(params, 'reason', '失败原因', 200) ?? '');
      const own = db.prepare('SELECT account FROM sip_accounts WHERE user_id = ?').pluck().get(user.id) as string | undefined;
      if (own === undefined) throw notFound('SIP 账号');
      // A member reports only the phone of their own account.
      if (own !== account) throw forbidden();
      db.prepare('UPDATE sip_accounts SET registered = ?, register_reason = ?, registered_at = ?, register_ip = ?, register_agent = ? WHERE user_id = ?').run(
        registered,
        reason,
        now(),
        request.ip,
        String(request.headers['user-agent'] ?? '').slice(0, 200),
        user.id,
      );
      return null;
    },
  }),
];
