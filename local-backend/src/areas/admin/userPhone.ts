import { USER_PHONE_TEXTS, userPhone, userPhoneApi } from '@console/remote-admin/contract';
import type { Db } from '../../db/database';
import { faker, mobile, recent } from '../../db/fake';
import { now } from '../../db/time';
import { define, type Endpoints } from '../../http/endpoint';
import { listEndpoints } from '../../http/listEndpoints';
import { invalid, notFound } from '../../http/envelope';
import { joinOne, leftJoinOne } from '../../http/from';
import { requiredInteger, type Params } from '../../http/params';
import { inputOf } from '../../http/resource';
import { bindTable, deleteRow, insertRow, tableQuery, updateRow } from '../../http/table';

const USER_PHONES = bindTable(userPhone, {
  table: 'admin_user_phone',
  alias: 't',
  joins: [joinOne('users', 'u', 't.user_id'), leftJoinOne('companies', 'c', 't.company_id'), leftJoinOne('agents', 'a', 't.agent_id')],
  columns: { username: 'u.username', realName: 'u.real_name', companyName: "COALESCE(c.name, '')", agentName: "COALESCE(a.name, '')" },
  order: 't.bound_at DESC, t.id DESC',
  noun: '员工手机',
});

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
    // The member is named by username (a column of users): the row holds its id and owners.
    const values = { phoneNumber: input.phoneNumber, deviceModel: input.deviceModel ?? '', imei: input.imei ?? '', status: input.status };
    const owners = { user_id: member.id, agent_id: member.agentId, company_id: member.companyId };
    if (id !== undefined) {
      updateRow(db, USER_PHONES, id, values, owners);
      return { id };
    }
    return { id: insertRow(db, USER_PHONES, values, { ...owners, bound_at: now() }) };
  })();
}

/** 员工手机 (/userPhone). */
export const userPhoneEndpoints: Endpoints = [
  ...listEndpoints({ list: userPhoneApi.list, sheet: userPhoneApi.export, fileName: '员工手机', query: ({ params }) => tableQuery(USER_PHONES, params) }),
  define({ call: userPhoneApi.add, handler: ({ db, params }) => save(db, params, undefined) }),
  define({
    call: userPhoneApi.update,
    handler: ({ db, params }) => {
      save(db, params, requiredInteger(params, 'id', '员工手机', { min: 1 }));
      return null;
    },
  }),
  define({ call: userPhoneApi.delete, handler: ({ db, params }) => deleteRow(db, USER_PHONES, requiredInteger(params, 'id', '员工手机', { min: 1 })) }),
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
