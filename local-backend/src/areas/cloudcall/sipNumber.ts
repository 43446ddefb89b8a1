import { SIP_NUMBER_TEXTS, sipNumber, sipNumberApi } from '@console/remote-cloudcall/contract';
import { liveAccount } from '../../db/accounts';
import { checkSeatFree } from '../admin/enterprise';
import type { FormMode } from '@console/sdk/contract';
import type { Db } from '../../db/database';
import { faker } from '../../db/fake';
import { define, type Endpoints } from '../../http/endpoint';
import { invalid, notFound } from '../../http/envelope';
import { join, leftJoinOne } from '../../http/from';
import { listEndpoints } from '../../http/listEndpoints';
import { present, requiredInteger, text, type Params } from '../../http/params';
import { inputOf } from '../../http/resource';
import { bindTable, checkOwned, checkUnique, deleteRow, insertRow, tableQuery, updateRow } from '../../http/table';
import { Where } from '../../http/where';
import { type ProbeAccount, probeRegistration } from './sipProbe';

/** sip_accounts, keyed by its user; the password column is written, never selected (`RowOf` has none). */
const SIP_ACCOUNTS = bindTable(sipNumber, {
  table: 'sip_accounts',
  alias: 's',
  key: 'user_id',
  // sip_accounts.user_id is its primary key, not a declared NOT NULL column: an inner join by hand.
  joins: [join('JOIN users u ON u.id = s.user_id', 'u'), leftJoinOne('companies', 'c', 'u.company_id')],
  columns: {
    username: 'u.username',
    realName: "COALESCE(u.real_name, '')",
    companyName: "COALESCE(c.name, '')",
    // What the phone last reported (/api/sipVoice/registered): NULL until it reports.
    registerState: "CASE s.registered WHEN 1 THEN '已注册' WHEN 0 THEN '注册失败' ELSE '从未注册' END",
  },
  stamped: 'updated_at',
  order: 's.updated_at DESC, s.user_id DESC',
  noun: 'SIP 账号',
});

/** The account's fields as saved (a password required when adding); a port is a whole number in range. */
function accountOf(params: Params, mode: FormMode) {
  const input = inputOf(sipNumber, params, undefined, mode);
  const port = Number(input.sslPort);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw invalid(SIP_NUMBER_TEXTS.badPort);
  return { ...input, sslPort: String(port) };
}

/** SIP号码 (/sipNumber, admin only): the rows of sip_accounts, which /api/sipVoice/server hands to the phone. */
export const sipNumberEndpoints: Endpoints = [
  ...listEndpoints({
    list: sipNumberApi.list,
    sheet: sipNumberApi.export,
    fileName: 'SIP号码',
    query: ({ params }) => tableQuery(SIP_ACCOUNTS, params, new Where().raw(liveAccount('u'))),
  }),
  define({
    call: sipNumberApi.add,
    handler: ({ db, params }) => {
      if (!present(params.userId)) throw invalid(SIP_NUMBER_TEXTS.userMissing);
      const userId = requiredInteger(params, 'userId', '所属用户');
      const fields = accountOf(params, 'add');
      return db.transaction(() => {
        const holder = db.prepare('SELECT role, company_id AS companyId FROM users WHERE id = ?').get(userId) as
          { role: string; companyId: number | null } | undefined;
        if (!holder) throw notFound('用户');
        if (holder.role !== 'normal') throw invalid(SIP_NUMBER_TEXTS.notStaff);
        if (db.prepare('SELECT 1 FROM sip_accounts WHERE user_id = ?').get(userId)) throw invalid(SIP_NUMBER_TEXTS.userHasAccount);
        // A SIP account is a seat of the member's company.
        checkSeatFree(db, holder.companyId);
        checkUnique(db, SIP_ACCOUNTS, fields, 'account', SIP_NUMBER_TEXTS.duplicate);
        return { id: insertRow(db, SIP_ACCOUNTS, fields, { user_id: userId }) };
      })();
    },
  }),
  define({
    call: sipNumberApi.update,
    handler: ({ db, params, user }) => {
      const userId = requiredInteger(params, 'id', '编号');
      const fields = accountOf(params, 'edit');
      return db.transaction(() => {
        checkOwned(db, SIP_ACCOUNTS, user, userId);
        checkUnique(db, SIP_ACCOUNTS, fields, 'account', SIP_NUMBER_TEXTS.duplicate, userId);
        // An empty password is not sent: it keeps the one the phone registers with.
        updateRow(db, SIP_ACCOUNTS, userId, fields);
        return null;
      })();
    },
  }),
  define({ call: sipNumberApi.delete, handler: ({ db, params }) => deleteRow(db, SIP_ACCOUNTS, requiredInteger(params, 'id', '编号')) }),
  define({
    call: sipNumberApi.test,
    handler: async ({ db, params }) => {
      const userId = requiredInteger(params, 'id', '编号');
      const secure = requiredInteger(params, 'secure', '连接方式', { min: 0, max: 1 }) === 1;
      const sip = db.prepare('SELECT account, password, ip, fs_url AS fsUrl, ssl_port AS sslPort FROM sip_accounts WHERE user_id = ?').get(userId) as
        (Omit<ProbeAccount, 'url'> & { fsUrl: string; sslPort: string }) | undefined;
      if (!sip) throw notFound('SIP 账号');
      return probeRegistration({ ...sip, url: `${secure ? 'wss' : 'ws'}://${sip.fsUrl}:${sip.sslPort}` });
    },
  }),
  define({
    call: sipNumberApi.userOptions,
    handler: ({ db, params }) => {
      const name = text(params, 'name', '用户名', 50);
      const where = new Where().raw("u.role = 'normal'").raw(liveAccount('u')).raw('NOT EXISTS (SELECT 1 FROM sip_accounts s WHERE s.user_id = u.id)');
      if (name !== undefined) where.raw('(u.username LIKE ? OR u.real_name LIKE ?)', `%${name}%`, `%${name}%`);
      return db
        .prepare(`SELECT u.id AS value, u.username || '（' || COALESCE(u.real_name, '') || '）' AS label FROM users u ${where} ORDER BY u.id LIMIT 50`)
        .all(...where.values);
    },
  }),
];

/**
 * Seed: a SIP account for most generated staff members (not the seeded logins: the browser tests
 * register only 1001 and 1002, and a seeded role's login must stay without a phone), on the
 * platform's two registrars. Some staff stay without one, for the add form to offer.
 */
export function seedSipNumbers(db: Db, at: string): void {
  db.prepare("UPDATE sip_accounts SET updated_at = ? WHERE updated_at = ''").run(at);
  const staff = db.prepare("SELECT id FROM users WHERE role = 'normal' AND username LIKE 'user%' ORDER BY id").pluck().all() as number[];
  const insert = db.prepare('INSERT INTO sip_accounts (user_id, account, password, fs_url, ssl_port, ip, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const registrars = [
    { fsUrl: 'sip1.yunhu.example.com', ip: '10.20.1.11' },
    { fsUrl: 'sip2.yunhu.example.com', ip: '10.20.1.12' },
  ];
  staff.forEach((userId, index) => {
    if (index % 5 === 4) return;
    const registrar = faker.helpers.arrayElement(registrars);
    insert.run(userId, String(8000 + userId), faker.string.alphanumeric(12), registrar.fsUrl, '7443', registrar.ip, at);
  });
}
