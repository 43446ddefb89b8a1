import { recordApi } from '@console/remote-cloudcall/contract';
import { define, type Endpoints } from '../../http/endpoint';
import { pageOf } from '../../http/page';
import { dateTime, integer, paging, text } from '../../http/params';
import { restrictTo } from '../../http/scope';
import { Where } from '../../http/where';
import { fromTable, leftJoinOne } from '../../http/from';

/** Records and inspection (spec section 7). */
export const recordEndpoints: Endpoints = [
  define({
    call: recordApi.queryRequest,
    handler: ({ db, params, user }) => {
      const where = new Where()
        .like('r.caller', text(params, 'caller', '主叫号码', 20))
        .like('r.callee', text(params, 'callee', '被叫号码', 20))
        .eq('r.status', text(params, 'status', '通话状态', 20))
        .from('r.start_time', dateTime(params, 'startFrom', '开始时间'))
        .to('r.start_time', dateTime(params, 'startTo', '结束时间'));
      restrictTo(db, where, user, { agent: 'r.agent_id', company: 'r.company_id', user: 'r.user_id' });
      return pageOf(
        db,
        {
          select: `r.id, r.caller, r.callee, COALESCE(u.real_name, '') AS username, COALESCE(c.name, '') AS companyName,
            r.start_time AS startTime, r.duration_seconds AS durationSeconds, r.status, r.risk, r.recording_url AS recordingUrl`,
          from: fromTable('call_records', 'r', leftJoinOne('users', 'u', 'r.user_id'), leftJoinOne('companies', 'c', 'r.company_id')),
          where,
          order: 'r.start_time DESC, r.id DESC',
        },
        paging(params),
      );
    },
  }),
  define({
    call: recordApi.riskList,
    handler: ({ db, params, user }) => {
      const where = new Where()
        .like('k.callee', text(params, 'callee', '被叫号码', 20))
        .eq('k.level', text(params, 'level', '风险等级', 4))
        .eq('k.handled', integer(params, 'handled', '处理状态', { min: 0, max: 1 }));
      restrictTo(db, where, user, { agent: 'k.agent_id', company: 'k.company_id', user: 'k.user_id' });
      return pageOf(
        db,
        {
          select: `k.id, k.callee, k.caller, COALESCE(u.real_name, '') AS username, COALESCE(c.name, '') AS companyName,
            k.keyword, k.level, k.handled, k.created_at AS createdAt`,
          from: fromTable('risk_list', 'k', leftJoinOne('users', 'u', 'k.user_id'), leftJoinOne('companies', 'c', 'k.company_id')),
          where,
          order: 'k.created_at DESC, k.id DESC',
        },
        paging(params),
      );
    },
  }),
];
