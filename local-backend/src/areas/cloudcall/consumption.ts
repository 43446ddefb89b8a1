import { consumption, consumptionApi, type ConsumptionTotals } from '@console/remote-cloudcall/contract';
import type { Db } from '../../db/database';
import type { CurrentUser } from '../../http/auth';
import { define, type Endpoints } from '../../http/endpoint';
import { listEndpoints } from '../../http/listEndpoints';
import { fromTable, leftJoinOne } from '../../http/from';
import { dateTime, type Params } from '../../http/params';
import { resourceList } from '../../http/resource';
import { restrictTo } from '../../http/scope';
import { familyOf } from './families';

const LIST = resourceList(consumption, {
  caller: 'r.caller',
  callee: 'r.callee',
  companyName: 'c.name',
  templateId: 'r.template_id',
  startTime: 'r.start_time',
  durationSeconds: 'r.duration_seconds',
  units: 'r.units',
  charge: 'r.charge',
});

const FROM = () =>
  fromTable(
    'call_records',
    'r',
    leftJoinOne('call_templates', 't', 'r.template_id'),
    leftJoinOne('companies', 'c', 'r.company_id'),
    leftJoinOne('agents', 'a', 'r.agent_id'),
  );

/** The family's billed calls in this user's scope: the rows of call_records that /record lists too. */
function billedCalls(db: Db, user: CurrentUser, params: Params) {
  const where = LIST.where(params).eq('r.family', familyOf(params, 'consumption')).raw('r.units > 0');
  restrictTo(db, where, user, { agent: 'r.agent_id', company: 'r.company_id' });
  return where;
}

/**
 * The search's 呼叫时间 as whole local days (`YYYY-MM-DD`), when the totals can be read from the calls'
 * rollup (CONTRACT.md "Rollups"): no 主叫/被叫/模板 filter, and each bound absent or a day's first or last second.
 */
function wholeDays(params: Params): { from?: string; to?: string } | undefined {
  if ([params.caller, params.callee, params.templateId].some((value) => value !== undefined && value !== null && String(value).trim() !== '')) return undefined;
  const from = dateTime(params, 'startTimeFrom', `${consumption.fields.startTime.label}起`);
  const to = dateTime(params, 'startTimeTo', `${consumption.fields.startTime.label}止`);
  if ((from && !from.endsWith(' 00:00:00')) || (to && !to.endsWith(' 23:59:59'))) return undefined;
  return { from: from?.slice(0, 10), to: to?.slice(0, 10) };
}

/** The billed calls' totals summed from rollup_calls_company_day: the same figures as the rows' sums. */
function rolledUpTotals(db: Db, user: CurrentUser, params: Params, days: { from?: string; to?: string }): ConsumptionTotals {
  const where = LIST.where({ companyName: params.companyName })
    .eq('d.family', familyOf(params, 'consumption'))
    .from('d.stat_date', days.from)
    .to('d.stat_date', days.to)
    .raw('d.billed > 0');
  restrictTo(db, where, user, { agent: 'd.agent_id', company: 'd.company_id' });
  const join = String(where).includes('c.name') ? 'LEFT JOIN companies c ON c.id = d.company_id' : '';
  const totals = db
    .prepare(
      `SELECT COALESCE(SUM(d.billed), 0) AS calls, COALESCE(SUM(d.billed_seconds), 0) AS seconds, COALESCE(SUM(d.units), 0) AS units,
         COALESCE(SUM(d.billed_cents), 0) AS cents FROM rollup_calls_company_day d ${join} ${where}`,
    )
    .get(...where.values) as Omit<ConsumptionTotals, 'charge'> & { cents: number };
  return { calls: totals.calls, seconds: totals.seconds, units: totals.units, charge: totals.cents / 100 };
}

function listQuery(db: Db, user: CurrentUser, params: Params) {
  return {
    select: `r.id, r.caller, r.callee, COALESCE(c.name, '') AS companyName, COALESCE(a.name, '') AS agentName, r.template_id AS templateId,
      COALESCE(t.name, '') AS templateName, r.start_time AS startTime, r.duration_seconds AS durationSeconds, r.billing_unit AS billingUnit,
      r.units, r.unit_price AS unitPrice, r.charge`,
    from: FROM(),
    where: billedCalls(db, user, params),
    order: LIST.order(params, 'r.start_time DESC, r.id DESC'),
  };
}

/** Consumption details (/FTConsumptionDetails, /JobFTConsumptionDetails, /trumpetFTConsumptionDetails). */
export const consumptionEndpoints: Endpoints = [
  ...listEndpoints({
    list: consumptionApi.consumptionList,
    sheet: consumptionApi.exportConsumption,
    fileName: '消费明细',
    query: ({ db, params, user }) => listQuery(db, user, params),
  }),
  define({
    call: consumptionApi.consumptionTotals,
    handler: ({ db, params, user }): ConsumptionTotals => {
      const where = billedCalls(db, user, params);
      const days = wholeDays(params);
      if (days) return rolledUpTotals(db, user, params, days);
      // Summed in cents, as each row's charge was rounded: the total equals the rows' sum to the cent.
      const totals = db
        .prepare(
          `SELECT COUNT(*) AS calls, COALESCE(SUM(r.duration_seconds), 0) AS seconds, COALESCE(SUM(r.units), 0) AS units,
             COALESCE(SUM(CAST(ROUND(r.charge * 100) AS INTEGER)), 0) AS cents FROM ${FROM().needing(String(where))} ${where}`,
        )
        .get(...where.values) as Omit<ConsumptionTotals, 'charge'> & { cents: number };
      return { calls: totals.calls, seconds: totals.seconds, units: totals.units, charge: totals.cents / 100 };
    },
  }),
];
