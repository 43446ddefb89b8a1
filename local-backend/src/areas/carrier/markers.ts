import { MARK_TYPE, markerApi } from '@console/remote-carrier/contract';
import { CARRIER_ACCESS } from '@console/remote-carrier/contract';
import type { Db } from '../../db/database';
import type { CurrentUser } from '../../http/auth';
import { define, type Endpoints } from '../../http/endpoint';
import { allOf, pageOf } from '../../http/page';
import { oneOf, paging, text, type Params } from '../../http/params';
import { restrictTo } from '../../http/scope';
import { sendSheet } from '../../http/sheet';
import { Where } from '../../http/where';
import { fromTable, leftJoinOne } from '../../http/from';

function recordQuery(db: Db, user: CurrentUser, params: Params) {
  const where = new Where().like('m.phone_number', text(params, 'phoneNumber', '号码', 20)).eq('m.mark_type', oneOf(params, 'markType', '标记类型', MARK_TYPE));
  restrictTo(db, where, user, { agent: 'm.agent_id' });
  return {
    select: `m.id, m.phone_number AS phoneNumber, m.mark_type AS markType, m.mark_count AS markCount,
      COALESCE(a.name, '') AS agentName, COALESCE(u.username, '') AS queriedBy, m.created_at AS createdAt`,
    from: fromTable('marker_records', 'm', leftJoinOne('agents', 'a', 'm.agent_id'), leftJoinOne('users', 'u', 'm.user_id')),
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
    // The list's columns, declared once in the contract (the CSV export had lost 查询人).
    handler: ({ db, params, user, reply }) =>
      sendSheet(reply, params, '标记查询记录', markerApi.export.columns, allOf(db, recordQuery(db, user, params))),
  }),
];
