import { remoteLoginApi, remoteLogins } from '@console/remote-admin/contract';
import type { Db } from '../../db/database';
import { days, faker } from '../../db/fake';
import { formatDateTime } from '../../db/time';
import { define, type Endpoints } from '../../http/endpoint';
import { listEndpoints } from '../../http/listEndpoints';
import { notFound } from '../../http/envelope';
import { fromTable, joinOne, leftJoinOne } from '../../http/from';
import { requiredInteger, type Params } from '../../http/params';
import { resourceList } from '../../http/resource';

/** The address of the account's login before this one (by time, then id). */
/** The address of the login before `l` of the same account (SQL over `login_records l`). */
export const PREVIOUS_IP = `(SELECT p.ip FROM login_records p WHERE p.user_id = l.user_id AND (p.at < l.at OR (p.at = l.at AND p.id < l.id))
  ORDER BY p.at DESC, p.id DESC LIMIT 1)`;
const CHANGED = `COALESCE(${PREVIOUS_IP} <> l.ip, 0)`;
const ONLINE = `EXISTS (SELECT 1 FROM sessions s WHERE s.user_id = l.user_id AND s.expires_at > CAST(strftime('%s', 'now') AS INTEGER) * 1000)`;

const LIST = resourceList(remoteLogins, {
  username: 'u.username',
  realName: 'u.real_name',
  role: 'u.role',
  companyName: 'c.name',
  ip: 'l.ip',
  changed: CHANGED,
  online: ONLINE,
  at: 'l.at',
});

function listQuery(params: Params) {
  return {
    select: `l.id, l.user_id AS userId, u.username, u.real_name AS realName, u.role, COALESCE(c.name, '') AS companyName, COALESCE(a.name, '') AS agentName,
      l.ip, COALESCE(${PREVIOUS_IP}, '') AS previousIp, ${CHANGED} AS changed, ${ONLINE} AS online, l.at`,
    from: fromTable(
      'login_records',
      'l',
      joinOne('users', 'u', 'l.user_id'),
      leftJoinOne('companies', 'c', 'u.company_id'),
      leftJoinOne('agents', 'a', 'u.agent_id'),
    ),
    where: LIST.where(params),
    order: LIST.order(params, 'l.at DESC, l.id DESC'),
  };
}

/** 远程登录记录 (/remoteLogin): the login records the session endpoint writes, and ending an account's sessions. */
export const remoteLoginEndpoints: Endpoints = [
  ...listEndpoints({ list: remoteLoginApi.list, sheet: remoteLoginApi.export, fileName: '远程登录记录', query: ({ params }) => listQuery(params) }),
  define({
    call: remoteLoginApi.kick,
    handler: ({ db, params }) => {
      const userId = requiredInteger(params, 'userId', '账号', { min: 1 });
      if (!db.prepare('SELECT 1 FROM users WHERE id = ?').get(userId)) throw notFound('账号');
      return { sessions: db.prepare('DELETE FROM sessions WHERE user_id = ?').run(userId).changes };
    },
  }),
];

/** Addresses a user logs in from: an office's, a home's, and now and then a mobile network's or a stranger's. */
const ip = () =>
  `${faker.helpers.arrayElement(['60.12', '113.87', '117.136', '183.14', '222.73', '36.110'])}.${faker.number.int({ min: 1, max: 254 })}.${faker.number.int({ min: 1, max: 254 })}`;

/** Seed step: 90 days of logins of every seeded account (most from its one or two usual addresses). */
export function seedLoginRecords(db: Db): void {
  const users = db.prepare('SELECT id FROM users ORDER BY id').pluck().all() as number[];
  const insert = db.prepare('INSERT INTO login_records (user_id, ip, at) VALUES (?, ?, ?)');
  const rows: { userId: number; ip: string; at: string }[] = [];
  for (const userId of users) {
    const usual = [ip(), ip()];
    // A few a month each: about 12,000 rows over the 1,700 seeded accounts (60 each cost a second of every start).
    const logins = faker.number.int({ min: 2, max: 12 });
    for (let i = 0; i < logins; i++) {
      const from = faker.helpers.weightedArrayElement([
        { weight: 14, value: usual[0] },
        { weight: 4, value: usual[1] },
        { weight: 1, value: ip() },
      ]);
      rows.push({ userId, ip: from, at: formatDateTime(new Date(Date.now() - faker.number.int({ min: 60_000, max: days(90) }))) });
    }
  }
  rows.sort((a, b) => a.at.localeCompare(b.at));
  for (const row of rows) insert.run(row.userId, row.ip, row.at);
}
