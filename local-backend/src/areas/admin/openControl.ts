import { addressChanges, OPEN_CONTROL_TEXTS, openControls, userControlApi } from '@console/remote-admin/contract';
import { liveAccount } from '../../db/accounts';
import type { Db } from '../../db/database';
import { days, faker } from '../../db/fake';
import { formatDateTime, now } from '../../db/time';
import type { CurrentUser } from '../../http/auth';
import { define, type Endpoints } from '../../http/endpoint';
import { invalid, notFound } from '../../http/envelope';
import { fromTable, joinOne, leftJoinOne } from '../../http/from';
import { pageOf } from '../../http/page';
import { paging, requiredInteger } from '../../http/params';
import { inputOf, resourceList } from '../../http/resource';
import { restrictTo } from '../../http/scope';
import { companyInReach } from './enterprise';
import { PREVIOUS_IP } from './remoteLogins';

const CONTROL_FROM = fromTable('admin_open_control', 'o', joinOne('companies', 'c', 'o.company_id'), joinOne('users', 'b', 'o.created_by'));
const CONTROLS = resourceList(openControls, {
  companyId: 'o.company_id',
  companyName: 'c.name',
  service: 'o.service',
  reason: 'o.reason',
  createdAt: 'o.created_at',
});

function deleteControl(db: Db, user: CurrentUser, id: number): void {
  const control = db.prepare('SELECT company_id AS companyId, created_role AS role FROM admin_open_control WHERE id = ?').get(id) as
    { companyId: number; role: string } | undefined;
  if (!control) throw notFound('开通管控');
  companyInReach(db, user, control.companyId);
  // The platform's control is the platform's: an agent lifts only what it (or an agent of its tree) set.
  if (control.role === 'admin' && user.role !== 'admin') throw invalid(OPEN_CONTROL_TEXTS.platformOnly);
  db.prepare('DELETE FROM admin_open_control WHERE id = ?').run(id);
}

const ADDRESS_CHANGES = resourceList(addressChanges, {
  username: 'u.username',
  realName: 'u.real_name',
  companyName: 'c.name',
  lastLoginAt: 'l.at',
  lastIp: 'l.ip',
});
/** The login before `l` of the same account (by time, then id), as remoteLogins.ts orders them. */
const LAST_LOGIN = `l.id = (SELECT x.id FROM login_records x WHERE x.user_id = l.user_id ORDER BY x.at DESC, x.id DESC LIMIT 1)`;

/** 开通管控 and 登录地址异常 (spec section 7's `/api/user/openControl*` and `addressErrList`). */
export const openControlEndpoints: Endpoints = [
  define({
    call: userControlApi.openControl,
    handler: ({ db, params, user }) => {
      const companyId = requiredInteger(params, 'companyId', '企业', { min: 1 });
      const input = inputOf(openControls, params);
      return db.transaction(() => {
        companyInReach(db, user, companyId);
        if (db.prepare('SELECT 1 FROM admin_open_control WHERE company_id = ? AND service = ?').get(companyId, input.service)) {
          throw invalid(OPEN_CONTROL_TEXTS.duplicate);
        }
        const created = db
          .prepare('INSERT INTO admin_open_control (company_id, service, reason, created_by, created_role, created_at) VALUES (?, ?, ?, ?, ?, ?)')
          .run(companyId, input.service, input.reason, user.id, user.role, now());
        return { id: Number(created.lastInsertRowid) };
      })();
    },
  }),
  define({
    call: userControlApi.openControlList,
    handler: ({ db, params, user }) =>
      pageOf(
        db,
        {
          select: `o.id, o.company_id AS companyId, c.name AS companyName, o.service, o.reason, b.real_name AS createdByName, o.created_at AS createdAt`,
          from: CONTROL_FROM,
          where: restrictTo(db, CONTROLS.where(params), user, { agent: 'c.agent_id' }),
          order: CONTROLS.order(params, 'o.created_at DESC, o.id DESC'),
        },
        paging(params),
      ),
  }),
  define({
    call: userControlApi.openControlDelete,
    handler: ({ db, params, user }) => {
      const id = requiredInteger(params, 'id', '开通管控编号');
      db.transaction(() => deleteControl(db, user, id))();
      return null;
    },
  }),
  define({
    call: userControlApi.addressErrList,
    handler: ({ db, params }) =>
      pageOf(
        db,
        {
          select: `l.id, u.username, u.real_name AS realName, COALESCE(c.name, '') AS companyName, l.at AS lastLoginAt, l.ip AS lastIp,
            ${PREVIOUS_IP} AS previousIp`,
          from: fromTable('login_records', 'l', joinOne('users', 'u', 'l.user_id'), leftJoinOne('companies', 'c', 'u.company_id')),
          // Staff only (a company's accounts), never a deleted one; the last login, when one came before it from elsewhere.
          where: ADDRESS_CHANGES.where(params)
            .raw(`u.company_id IS NOT NULL AND ${liveAccount('u')}`)
            .raw(LAST_LOGIN)
            .raw(`${PREVIOUS_IP} <> l.ip`),
          order: ADDRESS_CHANGES.order(params, 'l.at DESC, l.id DESC'),
        },
        paging(params),
      ),
  }),
];

/**
 * Seed step: a few of the platform's controls, on companies outside the seeded agent's tree (the seeded
 * company and its agents' keep opening computer dialling as the other areas' tests expect).
 */
export function seedOpenControls(db: Db): void {
  const admin = db.prepare("SELECT id FROM users WHERE role = 'admin' ORDER BY id LIMIT 1").pluck().get() as number | undefined;
  if (!admin) return;
  const companies = db
    .prepare('SELECT id FROM companies WHERE agent_id NOT IN (SELECT id FROM agents WHERE id = 1 OR parent_id = 1) ORDER BY id LIMIT 6')
    .pluck()
    .all() as number[];
  const insert = db.prepare(
    "INSERT INTO admin_open_control (company_id, service, reason, created_by, created_role, created_at) VALUES (?, 'computerDial', ?, ?, 'admin', ?)",
  );
  const reasons = ['被叫投诉较多，暂停开通', '资质材料待补充', '欠费未结清', '外呼话术待审核', '涉嫌营销骚扰，核查中'];
  for (const companyId of companies) {
    insert.run(companyId, faker.helpers.arrayElement(reasons), admin, formatDateTime(new Date(Date.now() - faker.number.int({ min: 60_000, max: days(60) }))));
  }
}
