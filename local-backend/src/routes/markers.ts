import { markerApi } from '@console/remote-carrier/contract';
import { CARRIER_ACCESS } from '@console/remote-carrier/contract';
import type { Db } from '../db/database';
import type { CurrentUser } from '../http/auth';
import { sendCsv } from '../http/csv';
import { define, type Endpoints } from '../http/endpoint';
import { allOf, pageOf } from '../http/page';
import { paging, text, type Params } from '../http/params';
import { restrictTo } from '../http/scope';
import { Where } from '../http/where';

function recordQuery(db: Db, user: CurrentUser, params: Params) {
  const where = new Where().like('m.phone_number', text(params, 'phoneNumber', 20)).eq('m.mark_type', text(params, 'markType', 20));
  restrictTo(db, where, user, { agent: 'm.agent_id' });
  return {
    select: `m.id, m.phone_number AS phoneNumber, m.mark_type AS markType, m.mark_count AS markCount,
      COALESCE(a.name, '') AS agentName, COALESCE(u.username, '') AS queriedBy, m.created_at AS createdAt`,
    from: 'marker_records m LEFT JOIN agents a ON a.id = m.agent_id LEFT JOIN users u ON u.id = m.user_id',
    where,
    order: 'm.created_at DESC, m.id DESC',
  };
}

/** Markers (spec section 7), under `/api/marker/`. */
export const markerEndpoints: Endpoints = [
  define({
    call: markerApi.record,
    handler: ({ db, params, user }) => pageOf(db, recordQuery(db, user, params), paging(params)),
  }),
  define({
    call: markerApi.export,
    handler: ({ db, params, user, reply }) =>
      sendCsv(
        reply,
        '标记查询记录.csv',
        [
          { title: '号码', key: 'phoneNumber' },
          { title: '标记类型', key: 'markType' },
          { title: '标记次数', key: 'markCount' },
          { title: '代理商', key: 'agentName' },
          { title: '查询时间', key: 'createdAt' },
        ],
        allOf(db, recordQuery(db, user, params)) as Record<string, unknown>[],
      ),
  }),
];
