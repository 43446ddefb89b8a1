import { MOBILE } from '@console/sdk/contract';
import {
  SHUTDOWN_MAX_NUMBERS,
  SHUTDOWN_REASON,
  SHUTDOWN_TEXTS,
  exemptNumbers,
  shutdownApi,
  shutdownEvents,
  shutdowns,
  stopRequests,
  type StopResult,
} from '@console/remote-carrier/contract';
import type { Db } from '../../db/database';
import { companyPicker, faker, mobile, recent } from '../../db/fake';
import { daysFromNow, formatDateTime, now } from '../../db/time';
import { define, type AuthedContext, type Endpoints } from '../../http/endpoint';
import { invalid, notFound } from '../../http/envelope';
import { fromTable, joinOne, leftJoinOne } from '../../http/from';
import { listEndpoints } from '../../http/listEndpoints';
import { ids, integer, requiredInteger, text } from '../../http/params';
import { inputOf, resourceList } from '../../http/resource';

const splitPhones = (text: string) => [...new Set(text.split(/[\s,，;；、]+/).filter(Boolean))];

/** The numbers of a form: the well-formed ones and the others, refused when none is well formed or too many. */
function phonesOf(text: string) {
  const phones = splitPhones(text);
  if (phones.length > SHUTDOWN_MAX_NUMBERS) throw invalid(SHUTDOWN_TEXTS.tooMany);
  const valid = phones.filter((phone) => MOBILE.regex.test(phone));
  const wrong = phones.filter((phone) => !MOBILE.regex.test(phone));
  if (valid.length === 0) throw invalid(SHUTDOWN_TEXTS.noValid(wrong.length));
  return { valid, wrong };
}

const companyOf = (db: Db, id: number) => {
  const found = db.prepare('SELECT id, agent_id AS agentId FROM companies WHERE id = ?').get(id) as { id: number; agentId: number | null } | undefined;
  if (!found) throw notFound('企业');
  return found;
};

/** Exempt from shutdown today (/NoShutdownMaintenanceNumber). */
const isExempt = (db: Db, phone: string) =>
  Boolean(db.prepare('SELECT 1 FROM carrier_shutdown_exempt WHERE phone_number = ? AND valid_until >= ?').get(phone, now().slice(0, 10)));

/**
 * Stops numbers of a company, in the caller's transaction: an exempt number or one stopped already is
 * passed over (named), the rest get an open shutdown and a 停机 event.
 */
function stop(
  db: Db,
  entry: { phones: string[]; companyId: number; reason: string; remark: string; by: number | null; at: string },
): Omit<StopResult, 'invalid'> {
  const company = companyOf(db, entry.companyId);
  const exempt: string[] = [];
  const already: string[] = [];
  let stopped = 0;
  const open = db.prepare(
    'INSERT INTO carrier_shutdowns (phone_number, company_id, agent_id, reason, remark, shut_by, shut_at) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
  );
  const event = db.prepare(
    "INSERT INTO carrier_shutdown_events (phone_number, company_id, agent_id, action, reason, operator_id, created_at) VALUES (?, ?, ?, '停机', ?, ?, ?)",
  );
  for (const phone of entry.phones) {
    if (isExempt(db, phone)) {
      exempt.push(phone);
      continue;
    }
    // The partial UNIQUE index (one open shutdown per number) decides what is stopped already.
    if (open.run(phone, company.id, company.agentId, entry.reason, entry.remark, entry.by, entry.at).changes === 0) {
      already.push(phone);
      continue;
    }
    event.run(phone, company.id, company.agentId, entry.reason, entry.by, entry.at);
    stopped++;
  }
  return { stopped, exempt, already };
}

const OPEN = resourceList(shutdowns, { phoneNumber: 's.phone_number', companyId: 's.company_id', reason: 's.reason', shutAt: 's.shut_at' });
const openQuery = ({ params }: AuthedContext) => ({
  select: `s.id, s.phone_number AS phoneNumber, c.name AS companyName, COALESCE(a.name, '') AS agentName, s.reason, s.remark,
    COALESCE(u.real_name, '') AS operatorName, s.shut_at AS shutAt`,
  from: fromTable(
    'carrier_shutdowns',
    's',
    joinOne('companies', 'c', 's.company_id'),
    leftJoinOne('agents', 'a', 's.agent_id'),
    leftJoinOne('users', 'u', 's.shut_by'),
  ),
  where: OPEN.where(params).raw('s.restored_at IS NULL'),
  order: OPEN.order(params, 's.shut_at DESC, s.id DESC'),
});

const EVENTS = resourceList(shutdownEvents, {
  phoneNumber: 'e.phone_number',
  companyId: 'e.company_id',
  action: 'e.action',
  reason: 'e.reason',
  createdAt: 'e.created_at',
});
const eventQuery = ({ params }: AuthedContext) => ({
  select: `e.id, e.phone_number AS phoneNumber, c.name AS companyName, COALESCE(a.name, '') AS agentName, e.action, e.reason,
    COALESCE(u.real_name, '') AS operatorName, e.created_at AS createdAt`,
  from: fromTable(
    'carrier_shutdown_events',
    'e',
    joinOne('companies', 'c', 'e.company_id'),
    leftJoinOne('agents', 'a', 'e.agent_id'),
    leftJoinOne('users', 'u', 'e.operator_id'),
  ),
  where: EVENTS.where(params),
  order: EVENTS.order(params, 'e.created_at DESC, e.id DESC'),
});

const EXEMPT = resourceList(exemptNumbers, {
  phoneNumber: 'x.phone_number',
  companyId: 'x.company_id',
  validUntil: 'x.valid_until',
  createdAt: 'x.created_at',
});
const exemptQuery = ({ params }: AuthedContext) => ({
  select: `x.id, x.phone_number AS phoneNumber, x.company_id AS companyId, c.name AS companyName, COALESCE(a.name, '') AS agentName, x.reason,
    x.valid_until AS validUntil, COALESCE(u.real_name, '') AS operatorName, x.created_at AS createdAt`,
  from: fromTable(
    'carrier_shutdown_exempt',
    'x',
    joinOne('companies', 'c', 'x.company_id'),
    leftJoinOne('agents', 'a', 'x.agent_id'),
    leftJoinOne('users', 'u', 'x.operator_id'),
  ),
  where: EXEMPT.where(params),
  order: EXEMPT.order(params, 'x.created_at DESC, x.id DESC'),
});

const REQUESTS = resourceList(stopRequests, {
  phoneNumber: 'r.phone_number',
  companyId: 'r.company_id',
  reason: 'r.reason',
  status: 'r.status',
  createdAt: 'r.created_at',
  reviewedAt: 'r.reviewed_at',
});
const requestQuery = ({ params }: AuthedContext) => ({
  select: `r.id, r.phone_number AS phoneNumber, c.name AS companyName, COALESCE(a.name, '') AS agentName, r.reason, r.remark,
    COALESCE(u.real_name, '') AS requestedBy, r.status, r.created_at AS createdAt, r.review_note AS reviewNote, COALESCE(r.reviewed_at, '') AS reviewedAt`,
  from: fromTable(
    'carrier_stop_requests',
    'r',
    joinOne('companies', 'c', 'r.company_id'),
    leftJoinOne('agents', 'a', 'r.agent_id'),
    leftJoinOne('users', 'u', 'r.requested_by'),
  ),
  where: REQUESTS.where(params),
  order: REQUESTS.order(params, "CASE r.status WHEN '待审核' THEN 0 ELSE 1 END, r.created_at DESC, r.id DESC"),
});

/** Shutdowns: `/api/carrier/*` (CONTRACT.md, "Carrier part 2"). */
export const shutdownEndpoints: Endpoints = [
  ...listEndpoints({ list: shutdownApi.shutdownList, sheet: shutdownApi.shutdownExport, fileName: '停机列表', query: openQuery }),
  define({
    call: shutdownApi.shutdownStop,
    handler: ({ db, params, user }) => {
      const input = inputOf(shutdowns, params);
      const { valid, wrong } = phonesOf(input.phoneNumbers);
      const at = now();
      return db.transaction(() => ({
        ...stop(db, { phones: valid, companyId: input.companyId, reason: input.reason, remark: input.remark ?? '', by: user.id, at }),
        invalid: wrong,
      }))();
    },
  }),
  define({
    call: shutdownApi.shutdownRestore,
    handler: ({ db, params, user }) => {
      const chosen = ids(params, '停机记录');
      const at = now();
      const restore = db.prepare(
        'UPDATE carrier_shutdowns SET restored_at = ?, restored_by = ? WHERE id = ? AND restored_at IS NULL RETURNING phone_number AS phone, company_id AS companyId, agent_id AS agentId',
      );
      const event = db.prepare(
        "INSERT INTO carrier_shutdown_events (phone_number, company_id, agent_id, action, reason, operator_id, created_at) VALUES (?, ?, ?, '复机', '复机', ?, ?)",
      );
      return db.transaction(() => {
        let restored = 0;
        for (const id of chosen) {
          const row = restore.get(at, user.id, id) as { phone: string; companyId: number; agentId: number | null } | undefined;
          if (!row) continue;
          event.run(row.phone, row.companyId, row.agentId, user.id, at);
          restored++;
        }
        if (restored === 0) throw invalid('所选号码都已复机');
        return { restored };
      })();
    },
  }),
  ...listEndpoints({ list: shutdownApi.shutdownEventList, sheet: shutdownApi.shutdownEventExport, fileName: '停机记录', query: eventQuery }),
  ...listEndpoints({ list: shutdownApi.exemptList, sheet: shutdownApi.exemptExport, fileName: '免停机维护号码', query: exemptQuery }),
  define({
    call: shutdownApi.exemptAdd,
    handler: ({ db, params, user }) => {
      const input = inputOf(exemptNumbers, params);
      const { valid, wrong } = phonesOf(input.phoneNumbers);
      const company = companyOf(db, input.companyId);
      const insert = db.prepare(
        `INSERT INTO carrier_shutdown_exempt (phone_number, company_id, agent_id, reason, valid_until, operator_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (phone_number) DO NOTHING`,
      );
      const at = now();
      return db.transaction(() => {
        let added = 0;
        for (const phone of valid) added += insert.run(phone, company.id, company.agentId, input.reason, input.validUntil, user.id, at).changes;
        return { added, invalid: wrong, duplicate: valid.length - added };
      })();
    },
  }),
  define({
    call: shutdownApi.exemptUpdate,
    handler: ({ db, params }) => {
      const id = requiredInteger(params, 'id', '免停机号码');
      const input = inputOf(exemptNumbers, params, ['reason', 'validUntil'], 'edit');
      if (db.prepare('UPDATE carrier_shutdown_exempt SET reason = ?, valid_until = ? WHERE id = ?').run(input.reason, input.validUntil, id).changes === 0)
        throw notFound('免停机号码');
      return null;
    },
  }),
  define({
    call: shutdownApi.exemptDelete,
    handler: ({ db, params }) => {
      if (db.prepare('DELETE FROM carrier_shutdown_exempt WHERE id = ?').run(requiredInteger(params, 'id', '免停机号码')).changes === 0)
        throw notFound('免停机号码');
      return null;
    },
  }),
  ...listEndpoints({ list: shutdownApi.stopRequestList, sheet: shutdownApi.stopRequestExport, fileName: '停机申请', query: requestQuery }),
  define({
    call: shutdownApi.stopRequestReview,
    handler: ({ db, params, user }) => {
      const id = requiredInteger(params, 'id', '申请');
      const approve = integer(params, 'approve', '审核结果', { min: 0, max: 1 });
      if (approve === undefined) throw invalid('请选择审核结果');
      const note = text(params, 'reviewNote', '审核意见', 100) ?? '';
      const at = now();
      return db.transaction(() => {
        const request = db
          .prepare('SELECT phone_number AS phone, company_id AS companyId, reason, remark, status FROM carrier_stop_requests WHERE id = ?')
          .get(id) as { phone: string; companyId: number; reason: string; remark: string; status: string } | undefined;
        if (!request) throw notFound('申请');
        if (request.status !== '待审核') throw invalid(SHUTDOWN_TEXTS.notPending);
        if (approve === 1) {
          const result = stop(db, { phones: [request.phone], companyId: request.companyId, reason: request.reason, remark: request.remark, by: user.id, at });
          if (result.exempt.length) throw invalid(SHUTDOWN_TEXTS.exemptRefused(request.phone));
          if (result.already.length) throw invalid(SHUTDOWN_TEXTS.alreadyStopped(request.phone));
        }
        db.prepare("UPDATE carrier_stop_requests SET status = ?, review_note = ?, reviewed_by = ?, reviewed_at = ? WHERE id = ? AND status = '待审核'").run(
          approve === 1 ? '已通过' : '已驳回',
          note,
          user.id,
          at,
          id,
        );
        return null;
      })();
    },
  }),
];

/**
 * Seed: 900 shutdowns over the seeded companies (two in three restored later, each stop and restore an
 * event), 300 numbers exempt (some expired), 240 stop requests (the recent ones pending).
 */
export function seedShutdowns(db: Db): void {
  const { pickCompany, usersOf } = companyPicker(db);
  const shut = db.prepare(
    'INSERT INTO carrier_shutdowns (phone_number, company_id, agent_id, reason, remark, shut_by, shut_at, restored_by, restored_at) VALUES (?, ?, ?, ?, ?, 1, ?, ?, ?)',
  );
  const event = db.prepare(
    'INSERT INTO carrier_shutdown_events (phone_number, company_id, agent_id, action, reason, operator_id, created_at) VALUES (?, ?, ?, ?, ?, 1, ?)',
  );
  const later = (at: string) => {
    const date = new Date(at.replace(' ', 'T'));
    date.setHours(date.getHours() + faker.number.int({ min: 2, max: 24 * 20 }));
    return date > new Date() ? null : formatDateTime(date);
  };
  const openPhones = new Set<string>();
  for (let i = 0; i < 900; i++) {
    const company = pickCompany();
    const phone = mobile();
    const reason = faker.helpers.arrayElement(SHUTDOWN_REASON.values);
    const at = recent(180);
    const restoredAt = faker.number.int({ min: 1, max: 3 }) <= 2 ? later(at) : null;
    // One open shutdown per number (the partial UNIQUE index).
    if (!restoredAt && openPhones.has(phone)) continue;
    if (!restoredAt) openPhones.add(phone);
    shut.run(phone, company.id, company.agent_id, reason, faker.helpers.arrayElement(['', '运营商通知', '客户来电']), at, restoredAt ? 1 : null, restoredAt);
    event.run(phone, company.id, company.agent_id, '停机', reason, at);
    if (restoredAt) event.run(phone, company.id, company.agent_id, '复机', '复机', restoredAt);
  }
  const exempt = db.prepare(
    'INSERT OR IGNORE INTO carrier_shutdown_exempt (phone_number, company_id, agent_id, reason, valid_until, operator_id, created_at) VALUES (?, ?, ?, ?, ?, 1, ?)',
  );
  for (let i = 0; i < 300; i++) {
    const company = pickCompany();
    exempt.run(
      mobile(),
      company.id,
      company.agent_id,
      faker.helpers.arrayElement(['政企客户', '重要客户保障', '维护期间', '合同约定']),
      daysFromNow(faker.number.int({ min: -30, max: 365 })).slice(0, 10),
      recent(200),
    );
  }
  const request = db.prepare(
    `INSERT INTO carrier_stop_requests (phone_number, company_id, agent_id, reason, remark, requested_by, status, review_note, reviewed_by, reviewed_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (let i = 0; i < 240; i++) {
    const company = pickCompany();
    const at = recent(90);
    const pending = i % 4 === 0;
    const approved = !pending && faker.datatype.boolean();
    request.run(
      mobile(),
      company.id,
      company.agent_id,
      faker.helpers.arrayElement(SHUTDOWN_REASON.values),
      faker.helpers.arrayElement(['客户不再使用', '号码被投诉', '欠费未缴', '']),
      faker.helpers.arrayElement([...(usersOf.all(company.id) as number[]), null]),
      pending ? '待审核' : approved ? '已通过' : '已驳回',
      pending ? '' : approved ? '同意' : '资料不全',
      pending ? null : 1,
      pending ? null : (later(at) ?? at),
      at,
    );
  }
}
