import { callRecords, recordApi, riskCalls } from '@console/remote-cloudcall/contract';
import { define, type Endpoints } from '../../http/endpoint';
import { pageOf } from '../../http/page';
import { paging } from '../../http/params';
import { resourceList } from '../../http/resource';
import { restrictTo } from '../../http/scope';
import { fromTable, leftJoinOne } from '../../http/from';

const RECORDS = resourceList(callRecords, {
  caller: 'r.caller',
  callee: 'r.callee',
  startTime: 'r.start_time',
  durationSeconds: 'r.duration_seconds',
  status: 'r.status',
  risk: 'r.risk',
  family: 'r.family',
  units: 'r.units',
  charge: 'r.charge',
});
const RISKS = resourceList(riskCalls, {
  callee: 'k.callee',
  level: 'k.level',
  handled: 'k.handled',
  createdAt: 'k.created_at',
  kind: 'k.kind',
  customerName: 'k.customer_name',
  handledAt: 'k.handled_at',
});

/** Records and inspection (spec section 7). */
export const recordEndpoints: Endpoints = [
  define({
    call: recordApi.queryRequest,
    handler: ({ db, params, user }) => {
      const where = RECORDS.where(params);
      restrictTo(db, where, user, { agent: 'r.agent_id', company: 'r.company_id', user: 'r.user_id' });
      return pageOf(
        db,
        {
          select: `r.id, r.caller, r.callee, COALESCE(u.real_name, '') AS username, COALESCE(c.name, '') AS companyName,
            r.start_time AS startTime, r.duration_seconds AS durationSeconds, r.status, r.risk,
            r.family, COALESCE(t.name, '') AS templateName, r.units, r.unit_price AS unitPrice, r.charge`,
          from: fromTable(
            'call_records',
            'r',
            leftJoinOne('users', 'u', 'r.user_id'),
            leftJoinOne('companies', 'c', 'r.company_id'),
            leftJoinOne('call_templates', 't', 'r.template_id'),
          ),
          where,
          order: RECORDS.order(params, 'r.start_time DESC, r.id DESC'),
        },
        paging(params),
      );
    },
  }),
  define({
    call: recordApi.riskList,
    handler: ({ db, params, user }) => {
      const where = RISKS.where(params);
      restrictTo(db, where, user, { agent: 'k.agent_id', company: 'k.company_id', user: 'k.user_id' });
      return pageOf(
        db,
        {
          select: `k.id, k.callee, k.caller, COALESCE(u.real_name, '') AS username, COALESCE(c.name, '') AS companyName,
            k.keyword, k.level, k.handled, k.created_at AS createdAt,
            k.kind, k.customer_name AS customerName, COALESCE(h.real_name, h.username, '') AS handledBy, k.handled_at AS handledAt, k.handle_note AS handleNote`,
          from: fromTable(
            'risk_list',
            'k',
            leftJoinOne('users', 'u', 'k.user_id'),
            leftJoinOne('companies', 'c', 'k.company_id'),
            leftJoinOne('users', 'h', 'k.handled_by'),
          ),
          where,
          order: RISKS.order(params, 'k.created_at DESC, k.id DESC'),
        },
        paging(params),
      );
    },
  }),
];
