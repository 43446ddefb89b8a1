import { PREMIUM_TEXTS, premium, premiumApi, type PremiumScope } from '@console/remote-cloudcall/contract';
import type { Db } from '../../db/database';
import { companyPicker, faker, recent } from '../../db/fake';
import { now } from '../../db/time';
import type { CurrentUser } from '../../http/auth';
import { define, type Endpoints } from '../../http/endpoint';
import { listEndpoints } from '../../http/listEndpoints';
import { forbidden, invalid } from '../../http/envelope';
import { fromTable, leftJoinOne } from '../../http/from';
import { requiredInteger, type Params } from '../../http/params';
import { inputOf, resourceList } from '../../http/resource';
import { restrictTo } from '../../http/scope';
import { Where } from '../../http/where';
import { chosenCompany } from './chosenCompany';

/** Through these columns a surcharge belongs to an agent and a company (`restrictTo`). */
const OWNERSHIP = { agent: 't.agent_id', company: 't.company_id' };

const LIST = resourceList(premium, {
  companyName: 'c.name',
  agentName: 'a.name',
  scope: 't.scope',
  rangeStart: 't.range_start',
  rangeEnd: 't.range_end',
  surcharge: 't.surcharge',
  remark: 't.remark',
  updatedAt: 't.updated_at',
});

function listQuery(db: Db, user: CurrentUser, params: Params) {
  const where = LIST.where(params);
  restrictTo(db, where, user, OWNERSHIP);
  return {
    select: `t.id, COALESCE(c.name, '') AS companyName, COALESCE(a.name, '') AS agentName, t.scope, t.range_start AS rangeStart,
      t.range_end AS rangeEnd, t.surcharge, t.remark, t.updated_at AS updatedAt`,
    from: fromTable('cloudcall_premium', 't', leftJoinOne('companies', 'c', 't.company_id'), leftJoinOne('agents', 'a', 't.agent_id')),
    where,
    order: LIST.order(params, 't.updated_at DESC, t.id DESC'),
  };
}

export interface Surcharge {
  scope: PremiumScope;
  rangeStart: string;
  rangeEnd: string;
}

/**
 * Where a range of number prefixes starts and ends among numbers of `width` digits: a shorter prefix
 * covers every longer number that starts with it, so ranges of different widths compare.
 */
const lowest = (bound: string, width: number) => bound.padEnd(width, '0');
const highest = (bound: string, width: number) => bound.padEnd(width, '9');

/** True when two prefix ranges share a number. */
export function rangesOverlap(a: { start: string; end: string }, b: { start: string; end: string }): boolean {
  const width = Math.max(a.start.length, b.start.length);
  return lowest(a.start, width) <= highest(b.end, width) && lowest(b.start, width) <= highest(a.end, width);
}

/** A save's scope and range, checked on their own: a range needs both bounds, of one width, in order. */
function surchargeOf(params: Params): Surcharge & { surcharge: number; remark: string } {
  const input = inputOf(premium, params);
  if (input.scope === '企业全部号码') return { scope: input.scope, rangeStart: '', rangeEnd: '', surcharge: input.surcharge, remark: input.remark ?? '' };
  const { rangeStart, rangeEnd } = input;
  if (!rangeStart || !rangeEnd) throw invalid(PREMIUM_TEXTS.rangeMissing);
  if (rangeStart.length !== rangeEnd.length) throw invalid(PREMIUM_TEXTS.lengthMismatch);
  if (rangeStart > rangeEnd) throw invalid(PREMIUM_TEXTS.reversed);
  return { scope: input.scope, rangeStart, rangeEnd, surcharge: input.surcharge, remark: input.remark ?? '' };
}

/** Refuses a second company-wide surcharge, or a range overlapping another of the company's ranges (`except` is the row being edited). */
function checkAgainstCompany(db: Db, companyId: number, wanted: Surcharge, except = 0): void {
  const others = db
    .prepare('SELECT scope, range_start AS rangeStart, range_end AS rangeEnd FROM cloudcall_premium WHERE company_id = ? AND id != ?')
    .all(companyId, except) as Surcharge[];
  if (wanted.scope === '企业全部号码') {
    if (others.some((other) => other.scope === '企业全部号码')) throw invalid(PREMIUM_TEXTS.wholeExists);
    return;
  }
  const clash = others.find(
    (other) => other.scope === '号段' && rangesOverlap({ start: wanted.rangeStart, end: wanted.rangeEnd }, { start: other.rangeStart, end: other.rangeEnd }),
  );
  if (clash) throw invalid(PREMIUM_TEXTS.overlaps(clash.rangeStart, clash.rangeEnd));
}

/** The surcharge `id` with its company, refused when out of the user's reach. */
function reachableSurcharge(db: Db, user: CurrentUser, params: Params): { id: number; companyId: number } {
  const where = restrictTo(db, new Where().eq('t.id', requiredInteger(params, 'id', '编号')), user, OWNERSHIP);
  const found = db.prepare(`SELECT t.id, t.company_id AS companyId FROM cloudcall_premium t ${where}`).get(...where.values) as
    { id: number; companyId: number } | undefined;
  if (!found) throw forbidden();
  return found;
}

/** 附加费 (/premium): the rules are checked and the row written in one transaction, so two saves never make an overlap. */
export const premiumEndpoints: Endpoints = [
  ...listEndpoints({ list: premiumApi.list, sheet: premiumApi.export, fileName: '附加费', query: ({ db, params, user }) => listQuery(db, user, params) }),
  define({
    call: premiumApi.add,
    handler: ({ db, params, user }) => {
      const company = chosenCompany(db, user, params, PREMIUM_TEXTS.companyMissing);
      const wanted = surchargeOf(params);
      return db.transaction(() => {
        checkAgainstCompany(db, company.id, wanted);
        const created = db
          .prepare(
            `INSERT INTO cloudcall_premium (scope, range_start, range_end, surcharge, remark, updated_at, agent_id, company_id, user_id)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(wanted.scope, wanted.rangeStart, wanted.rangeEnd, wanted.surcharge, wanted.remark, now(), company.agentId, company.id, user.id);
        return { id: Number(created.lastInsertRowid) };
      })();
    },
  }),
  define({
    call: premiumApi.update,
    handler: ({ db, params, user }) => {
      const wanted = surchargeOf(params);
      return db.transaction(() => {
        const found = reachableSurcharge(db, user, params);
        checkAgainstCompany(db, found.companyId, wanted, found.id);
        db.prepare(
          'UPDATE cloudcall_premium SET scope = ?, range_start = ?, range_end = ?, surcharge = ?, remark = ?, updated_at = ?, user_id = ? WHERE id = ?',
        ).run(wanted.scope, wanted.rangeStart, wanted.rangeEnd, wanted.surcharge, wanted.remark, now(), user.id, found.id);
        return null;
      })();
    },
  }),
  define({
    call: premiumApi.delete,
    handler: ({ db, params, user }) => {
      db.prepare('DELETE FROM cloudcall_premium WHERE id = ?').run(reachableSurcharge(db, user, params).id);
      return null;
    },
  }),
];

/**
 * Common mobile prefixes, for seeded ranges. Not 197: the browser test (cloudService.spec) adds its
 * own ranges there, and none of the seed's may overlap them.
 */
const PREFIXES = ['130', '131', '132', '135', '136', '138', '139', '150', '151', '155', '158', '177', '186', '188', '199'];

/**
 * Seed step: surcharges of about 400 rows over the seeded companies (the seeded company among them), each
 * company with at most one company-wide surcharge and ranges that never overlap, as the rules require.
 */
export function seedPremium(db: Db): void {
  const { pickCompany } = companyPicker(db);
  const insert = db.prepare(
    'INSERT INTO cloudcall_premium (scope, range_start, range_end, surcharge, remark, updated_at, agent_id, company_id, user_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 1)',
  );
  const taken = new Map<number, { whole: boolean; ranges: { start: string; end: string }[] }>();
  for (let made = 0, tries = 0; made < 400 && tries < 4000; tries++) {
    const company = pickCompany();
    // One company in six has no surcharge: the list shows companies without one too.
    if (company.id % 6 === 5) continue;
    const held = taken.get(company.id) ?? { whole: false, ranges: [] };
    taken.set(company.id, held);
    const whole = !held.whole && faker.datatype.boolean({ probability: 0.3 });
    let range = { start: '', end: '' };
    if (!whole) {
      const prefix = faker.helpers.arrayElement(PREFIXES);
      const from = faker.number.int({ min: 0, max: 9800 });
      range = { start: `${prefix}${String(from).padStart(4, '0')}`, end: `${prefix}${String(from + faker.number.int({ min: 0, max: 199 })).padStart(4, '0')}` };
      if (held.ranges.some((other) => rangesOverlap(range, other))) continue;
      held.ranges.push(range);
    } else held.whole = true;
    insert.run(
      whole ? '企业全部号码' : '号段',
      range.start,
      range.end,
      faker.helpers.arrayElement([0.01, 0.02, 0.03, 0.05, 0.08, 0.1, 0.15, 0.2]),
      faker.helpers.arrayElement(['', '', '运营商线路加价', '高频外呼附加', '夜间时段附加', '合同约定']),
      recent(365),
      company.agent_id,
      company.id,
    );
    made++;
  }
}
