import { consumption, consumptionApi, type ConsumptionTotals } from '@console/remote-cloudcall/contract';
import type { Db } from '../../db/database';
import type { CurrentUser } from '../../http/auth';
import { define, type Endpoints } from '../../http/endpoint';
import { listEndpoints } from '../../http/listEndpoints';
import { fromTable, leftJoinOne } from '../../http/from';
import { type Params } from '../../http/params';
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
