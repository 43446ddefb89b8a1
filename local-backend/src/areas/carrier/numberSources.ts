import { numberSourceApi, numberSources } from '@console/remote-carrier/contract';
import { define, type AuthedContext, type Endpoints } from '../../http/endpoint';
import { join, fromTable, leftJoinOne } from '../../http/from';
import { listEndpoints } from '../../http/listEndpoints';
import { resourceList } from '../../http/resource';

/** Each figure of a company, counted from the rows the other carrier pages list. */
const FIGURES = `(SELECT c.id AS company_id,
    (SELECT COUNT(*) FROM carrier_pool_numbers p WHERE p.company_id = c.id AND p.pool = 'platform') AS platform_numbers,
    (SELECT COUNT(*) FROM carrier_pool_numbers p WHERE p.company_id = c.id AND p.pool = 'WN') AS woniu_numbers,
    (SELECT COUNT(*) FROM carrier_shutdowns s WHERE s.company_id = c.id AND s.restored_at IS NULL) AS stopped_numbers,
    (SELECT COUNT(*) FROM carrier_shutdown_exempt x WHERE x.company_id = c.id) AS exempt_numbers,
    (SELECT COALESCE(round(SUM(l.amount), 2), 0) FROM carrier_wn_bills b JOIN carrier_wn_bill_lines l ON l.bill_id = b.id WHERE b.company_id = c.id AND b.status = '未结清') AS open_bills
  FROM companies c)`;

const LIST = resourceList(numberSources, {
  companyId: 'c.id',
  companyName: 'c.name',
  platformNumbers: 'f.platform_numbers',
  woniuNumbers: 'f.woniu_numbers',
  stoppedNumbers: 'f.stopped_numbers',
  exemptNumbers: 'f.exempt_numbers',
  openBills: 'f.open_bills',
});

/** The companies with any figure, busiest first. */
const query = ({ params }: AuthedContext) => ({
  select: `c.id, c.name AS companyName, COALESCE(a.name, '') AS agentName, f.platform_numbers AS platformNumbers, f.woniu_numbers AS woniuNumbers,
    f.stopped_numbers AS stoppedNumbers, f.exempt_numbers AS exemptNumbers, f.open_bills AS openBills`,
  from: fromTable('companies', 'c', join(`JOIN ${FIGURES} f ON f.company_id = c.id`, 'f'), leftJoinOne('agents', 'a', 'c.agent_id')),
  where: LIST.where(params).raw('((f.platform_numbers + f.woniu_numbers + f.stopped_numbers + f.exempt_numbers) > 0 OR f.open_bills > 0)'),
  order: LIST.order(params, 'f.platform_numbers + f.woniu_numbers DESC, c.id'),
});

/** 号源分析 (/hySA): `/api/carrier/numberSource*`. */
export const numberSourceEndpoints: Endpoints = [
  ...listEndpoints({ list: numberSourceApi.list, sheet: numberSourceApi.export, fileName: '号源分析', query }),
  define({
    call: numberSourceApi.totals,
    handler: (context) => {
      const { select: _select, from, where } = query(context);
      return context.db
        .prepare(
          `SELECT COUNT(*) AS companies, COALESCE(SUM(f.platform_numbers), 0) AS platformNumbers, COALESCE(SUM(f.woniu_numbers), 0) AS woniuNumbers,
            COALESCE(SUM(f.stopped_numbers), 0) AS stoppedNumbers, COALESCE(SUM(f.exempt_numbers), 0) AS exemptNumbers, COALESCE(round(SUM(f.open_bills), 2), 0) AS openBills
           FROM ${from} ${where}`,
        )
        .get(...where.values);
    },
  }),
];
