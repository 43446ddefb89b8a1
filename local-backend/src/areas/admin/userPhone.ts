import { USER_PHONE_TEXTS, userPhone, userPhoneApi } from '@console/remote-admin/contract';
import type { Db } from '../../db/database';
import { faker, mobile, recent } from '../../db/fake';
import { now } from '../../db/time';
import { define, type Endpoints } from '../../http/endpoint';
import { listEndpoints } from '../../http/listEndpoints';
import { invalid, notFound } from '../../http/envelope';
import { fromTable, joinOne, leftJoinOne } from '../../http/from';
import { requiredInteger, type Params } from '../../http/params';
import { inputOf, resourceList } from '../../http/resource';

const LIST = resourceList(userPhone, {
  phoneNumber: 't.phone_number',
  username: 'u.username',
  realName: 'u.real_name',
  imei: 't.imei',
  status: 't.status',
  companyName: 'c.name',
  boundAt: 't.bound_at',
});

function listQuery(params: Params) {
  return {
    select: `t.id, t.phone_number AS phoneNumber, u.username, u.real_name AS realName, t.device_model AS deviceModel, t.imei, t.status,
      COALESCE(c.name, '') AS companyName, COALESCE(a.name, '') AS agentName, t.bound_at AS boundAt`,
    from: fromTable(
      'admin_user_phone',
      't',
      joinOne('users', 'u', 't.user_id'),
      leftJoinOne('companies', 'c', 't.company_id'),
      leftJoinOne('agents', 'a', 't.agent_id'),
    ),
    where: LIST.where(params),
    order: LIST.order(params, 't.bound_at DESC, t.id DESC'),
  };
}

const STAFF_ROLES = ['company', 'department', 'normal'];

/**
 * Adds or edits a binding in one transaction: the member must be a company's staff; a number in use
 * belongs to one member; a phone put in use stops the member's other phone in use (a replaced phone).
 */
function save(db: Db, params: Params, id: number | undefined) {
  const input = inputOf(userPhone, params);
  return db.transaction(() => {
    const member = db.prepare('SELECT id, role, agent_id AS agentId, company_id AS companyId FROM users WHERE username = ?').get(input.username) as
      { id: number; role: string; agentId: number | null; companyId: number | null } | undefined;
    if (!member) throw invalid(USER_PHONE_TEXTS.noSuchStaff);
    if (!STAFF_ROLES.includes(member.role)) throw invalid(USER_PHONE_TEXTS.notStaff);
    if (id !== undefined && !db.prepare('SELECT 1 FROM admin_user_phone WHERE id = ?').get(id)) throw notFound('员工手机');
    if (input.status === '在用') {
      const holder = db
        .prepare(
          "SELECT u.real_name FROM admin_user_phone t JOIN users u ON u.id = t.user_id WHERE t.phone_number = ? AND t.status = '在用' AND t.user_id <> ? AND t.id IS NOT ?",
        )
        .pluck()
        .get(input.phoneNumber, member.id, id ?? null) as string | undefined;
      if (holder) throw invalid(USER_PHONE_TEXTS.numberInUse(holder));
      db.prepare("UPDATE admin_user_phone SET status = '停用' WHERE user_id = ? AND status = '在用' AND id IS NOT ?").run(member.id, id ?? null);
    }
    const values = {
      phoneNumber: input.phoneNumber,
      userId: member.id,
      deviceModel: input.deviceModel ?? '',
      imei: input.imei ?? '',
      status: input.status,
      agentId: member.agentId,
      companyId: member.companyId,
    };
    if (id !== undefined) {
      db.prepare(
        `UPDATE admin_user_phone SET phone_number = @phoneNumber, user_id = @userId, device_model = @deviceModel, imei = @imei, status = @status,
           agent_id = @agentId, company_id = @companyId WHERE id = @id`,
      ).run({ ...values, id });
      return { id };
    }
    const created = db
      .prepare(
        `INSERT INTO admin_user_phone (phone_number, user_id, device_model, imei, status, bound_at, agent_id, company_id)
         VALUES (@phoneNumber, @userId, @deviceModel, @imei, @status, @boundAt, @agentId, @companyId)`,
      )
      .run({ ...values, boundAt: now() });
    return { id: Number(created.lastInsertRowid) };
  })();
}

/** 员工手机 (/userPhone). */
export const userPhoneEndpoints: Endpoints = [
  ...listEndpoints({ list: userPhoneApi.list, sheet: userPhoneApi.export, fileName: '员工手机', query: ({ params }) => listQuery(params) }),
  define({ call: userPhoneApi.add, handler: ({ db, params }) => save(db, params, undefined) }),
  define({
    call: userPhoneApi.update,
    handler: ({ db, params }) => {
      save(db, params, requiredInteger(params, 'id', '员工手机', { min: 1 }));
      return null;
    },
  }),
  define({
    call: userPhoneApi.delete,
    handler: ({ db, params }) => {
      const removed = db.prepare('DELETE FROM admin_user_phone WHERE id = ?').run(requiredInteger(params, 'id', '员工手机', { min: 1 }));
      if (!removed.changes) throw notFound('员工手机');
      return null;
    },
  }),
];

const MODELS = ['华为 Mate 60', '华为 nova 12', '小米 14', 'Redmi K70', 'OPPO Reno 11', 'vivo S18', '荣耀 90', 'iPhone 15'];

/** Seed step: every seeded staff member dials from one phone in use, and about half have replaced one or more before. */
export function seedUserPhone(db: Db): void {
  const staff = db.prepare("SELECT id, agent_id, company_id FROM users WHERE role IN ('company', 'department', 'normal') ORDER BY id").all() as {
    id: number;
    agent_id: number | null;
    company_id: number | null;
  }[];
  const insert = db.prepare(
    'INSERT INTO admin_user_phone (phone_number, user_id, device_model, imei, status, bound_at, agent_id, company_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  for (const member of staff) {
    const past = faker.helpers.weightedArrayElement([
      { weight: 5, value: 0 },
      { weight: 3, value: 1 },
      { weight: 2, value: faker.number.int({ min: 2, max: 4 }) },
    ]);
    // Older bindings first, each stopped when the next one came.
    const times = Array.from({ length: past + 1 }, () => recent(720)).sort();
    times.forEach((at, index) =>
      insert.run(
        mobile(),
        member.id,
        faker.helpers.arrayElement(MODELS),
        faker.string.numeric(15),
        index === past ? '在用' : '停用',
        at,
        member.agent_id,
        member.company_id,
      ),
    );
  }
}
