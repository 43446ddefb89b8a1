import { CONTROL_AREAS, CONTROL_TEXTS, tonglianPrecisionTube, tonglianPrecisionTubeApi } from '@console/remote-cloudcall/contract';
import type { Db } from '../../db/database';
import { faker, recent } from '../../db/fake';
import { now } from '../../db/time';
import type { CurrentUser } from '../../http/auth';
import { define, type Endpoints } from '../../http/endpoint';
import { forbidden, invalid } from '../../http/envelope';
import { fromTable, joinOne, leftJoinOne } from '../../http/from';
import { pageOf } from '../../http/page';
import { paging, requiredInteger, type Params } from '../../http/params';
import { inputOf, resourceList } from '../../http/resource';
import { restrictTo } from '../../http/scope';
import { exportRows } from '../../http/exportRows';
import { sendSheet } from '../../http/sheet';
import { Where } from '../../http/where';
import { chosenCompany } from './chosenCompany';

/** Through the company a control belongs to its agent (`restrictTo`). */
const OWNERSHIP = { agent: 'c.agent_id', company: 't.company_id' };
const FROM = fromTable('cloudcall_precision_control', 't', joinOne('companies', 'c', 't.company_id'), leftJoinOne('agents', 'a', 'c.agent_id'));

const LIST = resourceList(tonglianPrecisionTube, {
  companyName: 'c.name',
  agentName: 'a.name',
  calleeDailyLimit: 't.callee_daily_limit',
  dailyLimit: 't.daily_limit',
  callStart: 't.call_start',
  callEnd: 't.call_end',
  blockedAreas: 't.blocked_areas',
  status: 't.status',
  updatedAt: 't.updated_at',
});

function listQuery(db: Db, user: CurrentUser, params: Params) {
  const where = restrictTo(db, LIST.where(params), user, OWNERSHIP);
  return {
    select: `t.id, c.name AS companyName, COALESCE(a.name, '') AS agentName, t.callee_daily_limit AS calleeDailyLimit,
      t.daily_limit AS dailyLimit, t.call_start AS callStart, t.call_end AS callEnd, t.blocked_areas AS blockedAreas, t.status, t.updated_at AS updatedAt`,
    from: FROM,
    where,
    order: LIST.order(params, 't.updated_at DESC, t.id DESC'),
  };
}

const splitAreas = (stored: string): string[] => (stored ? stored.split(',') : []);

/** A control as saved: the window in order, the per-callee limit within the daily total. */
function controlOf(params: Params) {
  const input = inputOf(tonglianPrecisionTube, params);
  if (input.callStart >= input.callEnd) throw invalid(CONTROL_TEXTS.window);
  if (input.calleeDailyLimit > input.dailyLimit) throw invalid(CONTROL_TEXTS.perCalleeAboveTotal);
  return { ...input, blockedAreas: (input.blockedAreas ?? []).join(',') };
}

/** The control `id`, refused when out of the user's reach. */
function reachableControl(db: Db, user: CurrentUser, params: Params): number {
  const where = restrictTo(db, new Where().eq('t.id', requiredInteger(params, 'id', '编号')), user, OWNERSHIP);
  const id = db
    .prepare(`SELECT t.id FROM ${FROM} ${where}`)
    .pluck()
    .get(...where.values) as number | undefined;
  if (id === undefined) throw forbidden();
  return id;
}

/** 通联精准管控 (/tonglianPrecisionTube): one control per company, set by admin or the company's agent. */
export const tonglianPrecisionTubeEndpoints: Endpoints = [
  define({
    call: tonglianPrecisionTubeApi.list,
    handler: ({ db, params, user }) => {
      const page = pageOf(db, listQuery(db, user, params), paging(params));
      // Stored comma-separated; a row answers the areas as the list of values the form edits.
      return { ...page, list: page.list.map((row) => ({ ...(row as object), blockedAreas: splitAreas((row as { blockedAreas: string }).blockedAreas) })) };
    },
  }),
  define({
    call: tonglianPrecisionTubeApi.add,
    handler: ({ db, params, user }) => {
      const company = chosenCompany(db, user, params, CONTROL_TEXTS.companyMissing);
      const control = controlOf(params);
      return db.transaction(() => {
        if (db.prepare('SELECT 1 FROM cloudcall_precision_control WHERE company_id = ?').get(company.id)) throw invalid(CONTROL_TEXTS.duplicate);
        const created = db
          .prepare(
            `INSERT INTO cloudcall_precision_control (company_id, callee_daily_limit, daily_limit, call_start, call_end, blocked_areas, status, updated_at, user_id)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(
            company.id,
            control.calleeDailyLimit,
            control.dailyLimit,
            control.callStart,
            control.callEnd,
            control.blockedAreas,
            control.status,
            now(),
            user.id,
          );
        return { id: Number(created.lastInsertRowid) };
      })();
    },
  }),
  define({
    call: tonglianPrecisionTubeApi.update,
    handler: ({ db, params, user }) => {
      const control = controlOf(params);
      const id = reachableControl(db, user, params);
      db.prepare(
        `UPDATE cloudcall_precision_control SET callee_daily_limit = ?, daily_limit = ?, call_start = ?, call_end = ?, blocked_areas = ?, status = ?,
           updated_at = ?, user_id = ? WHERE id = ?`,
      ).run(control.calleeDailyLimit, control.dailyLimit, control.callStart, control.callEnd, control.blockedAreas, control.status, now(), user.id, id);
      return null;
    },
  }),
  define({
    call: tonglianPrecisionTubeApi.delete,
    handler: ({ db, params, user }) => {
      db.prepare('DELETE FROM cloudcall_precision_control WHERE id = ?').run(reachableControl(db, user, params));
      return null;
    },
  }),
  define({
    call: tonglianPrecisionTubeApi.export,
    handler: ({ db, params, reply, user }) =>
      sendSheet(reply, params, '通联精准管控', tonglianPrecisionTubeApi.export.columns, exportRows(db, listQuery(db, user, params))),
  }),
];

/** Seed step: the controls of the seeded company and of about two companies in three. */
export function seedPrecisionControls(db: Db): void {
  const companies = db.prepare('SELECT id FROM companies ORDER BY id').pluck().all() as number[];
  const chosen = new Set([companies[0], ...faker.helpers.arrayElements(companies, Math.round((companies.length * 2) / 3))]);
  const insert = db.prepare(
    `INSERT INTO cloudcall_precision_control (company_id, callee_daily_limit, daily_limit, call_start, call_end, blocked_areas, status, updated_at, user_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, 1)`,
  );
  for (const companyId of chosen) {
    const start = faker.helpers.arrayElement(['08:00', '08:30', '09:00', '09:30']);
    insert.run(
      companyId,
      faker.helpers.arrayElement([1, 2, 3, 5]),
      faker.helpers.arrayElement([500, 1000, 2000, 5000, 10000]),
      start,
      faker.helpers.arrayElement(['18:00', '19:00', '20:00', '21:00']),
      faker.helpers.arrayElements(CONTROL_AREAS.values, faker.number.int({ min: 0, max: 3 })).join(','),
      faker.helpers.weightedArrayElement([
        { weight: 8, value: '启用' },
        { weight: 2, value: '停用' },
      ]),
      recent(365),
    );
  }
}
