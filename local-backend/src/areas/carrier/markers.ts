import { markerApi, markerRecords } from '@console/remote-carrier/contract';
import type { Db } from '../../db/database';
import type { CurrentUser } from '../../http/auth';
import { define, type Endpoints } from '../../http/endpoint';
import { pageOf } from '../../http/page';
import { paging, type Params } from '../../http/params';
import { resourceList } from '../../http/resource';
import { restrictTo } from '../../http/scope';
import { exportRows } from '../../http/exportRows';
import { sendSheet } from '../../http/sheet';
import { fromTable, leftJoinOne } from '../../http/from';

const LIST = resourceList(markerRecords, { phoneNumber: 'm.phone_number', markType: 'm.mark_type', markCount: 'm.mark_count', createdAt: 'm.created_at' });

function recordQuery(db: Db, user: CurrentUser, params: Params) {
  const where = LIST.where(params);
  restrictTo(db, where, user, { agent: 'm.agent_id' });
  return {
    select: `m.id, m.phone_number AS phoneNumber, m.mark_type AS markType, m.mark_count AS markCount,
      COALESCE(a.name, '') AS agentName, COALESCE(u.username, '') AS queriedBy, m.created_at AS createdAt`,
    from: fromTable('marker_records', 'm', leftJoinOne('agents', 'a', 'm.agent_id'), leftJoinOne('users', 'u', 'm.user_id')),
    where,
    order: LIST.order(params, 'm.created_at DESC, m.id DESC'),
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
    handler: ({ db, params, user, reply }) => sendSheet(reply, params, '标记查询记录', markerApi.export.columns, exportRows(db, recordQuery(db, user, params))),
  }),
];
