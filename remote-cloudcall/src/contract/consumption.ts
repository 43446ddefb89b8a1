import { call, defineResource, type QueryOf, type RowOf } from '@console/sdk/contract';
import { CLOUDCALL_ACCESS } from './access';
import { billedUnits, toFen } from './billing';
import { BILLING_UNIT, templateApi } from './callTemplates';
import type { CallFamilyKey } from './families';

/** A billed call's figures: what /record and the consumption pages show of the same call. */
export interface CallBill {
  /** Started billing units: ceil(duration / unit); an unanswered call has none. */
  units: number;
  /** Yuan per billing unit (per-minute price × unit / 60), to the ten-thousandth. */
  unitPrice: number;
  /** units × unitPrice, to the cent (half up). */
  charge: number;
}

/**
 * Bills a call at a per-minute price in units of `billingUnit` seconds. Counted in whole cents of the
 * per-minute price and ten-thousandths of a yuan per unit, so no float error reaches the cent.
 */
export function billCall(durationSeconds: number, billingUnit: number, pricePerMinute: number): CallBill {
  const unitPrice = Math.round((toFen(pricePerMinute) * 100 * billingUnit) / 60);
  const units = billedUnits(durationSeconds, billingUnit);
  return { units, unitPrice: unitPrice / 10000, charge: Math.round((units * unitPrice) / 100) / 100 };
}

/**
 * A billed call of a family (/FTConsumptionDetails, /JobFTConsumptionDetails, /trumpetFTConsumptionDetails):
 * a row of call_records, the same call /record lists, at the price of the company's allocation.
 */
export const consumption = defineResource({
  caller: { label: '主叫号码', kind: 'code', filter: true, max: 20 },
  callee: { label: '被叫号码', kind: 'code', filter: true, max: 20 },
  companyName: { label: '企业', kind: 'text', filter: true, max: 50 },
  agentName: { label: '代理商', kind: 'text' },
  templateId: { label: '模板', kind: 'ref', options: templateApi.templateOptions },
  templateName: { label: '模板', kind: 'text' },
  startTime: { label: '呼叫时间', kind: 'dateTime' },
  durationSeconds: { label: '通话时长', kind: 'duration' },
  billingUnit: { label: '计费单位', kind: 'enum', values: BILLING_UNIT, filter: false },
  units: { label: '计费次数', kind: 'number' },
  unitPrice: { label: '单价（元/计费单位）', kind: 'money', sort: false },
  charge: { label: '费用（元）', kind: 'money' },
});
export type ConsumptionRow = RowOf<typeof consumption>;

/** The totals of a search: its calls, seconds, units and charge (the rows' sums). */
export interface ConsumptionTotals {
  calls: number;
  seconds: number;
  units: number;
  charge: number;
}

type OfFamily<P> = P & { family: CallFamilyKey };

/** Consumption details: `/api/cloudcall/<verb>`, each with the route's `family`. */
export const consumptionApi = {
  consumptionList: call.list('/api/cloudcall/consumptionList', CLOUDCALL_ACCESS.familyPages, consumption, 'POST'),
  consumptionTotals: call.post<ConsumptionTotals, OfFamily<QueryOf<typeof consumption>>>(
    '/api/cloudcall/consumptionTotals',
    CLOUDCALL_ACCESS.familyPages,
    '查询消费合计',
  ),
  exportConsumption: call.sheet<OfFamily<QueryOf<typeof consumption>>>('/api/cloudcall/exportConsumption', CLOUDCALL_ACCESS.familyPages, consumption),
};
