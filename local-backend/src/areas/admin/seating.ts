import { seating, seatingApi } from '@console/remote-admin/contract';
import type { Endpoints } from '../../http/endpoint';
import { join, leftJoinOne } from '../../http/from';
import { listEndpoints } from '../../http/listEndpoints';
import { restrictTo } from '../../http/scope';
import { bindTable, tableQuery } from '../../http/table';
import { Where } from '../../http/where';

const OWNER = { agent: 't.agent_id', company: 't.company_id' };

/** The view `admin_seating` (migration): one row per seat and day of call_records, always current. */
const SEATING = bindTable(seating, {
  table: 'admin_seating',
  alias: 't',
  // A view declares no foreign key, so the seat's join is a plain one (kept in every query).
  joins: [join('JOIN users u ON u.id = t.user_id', 'u'), leftJoinOne('companies', 'c', 't.company_id'), leftJoinOne('agents', 'a', 't.agent_id')],
  columns: {
    realName: 'u.real_name',
    username: 'u.username',
    companyName: "COALESCE(c.name, '')",
    agentName: "COALESCE(a.name, '')",
    connectRate: 'ROUND(CASE WHEN t.calls > 0 THEN t.connected * 100.0 / t.calls ELSE 0 END, 1)',
    averageSeconds: 'CASE WHEN t.connected > 0 THEN t.seconds / t.connected ELSE 0 END',
  },
  owner: OWNER,
  order: 't.stat_date DESC, t.calls DESC, t.id DESC',
  noun: '坐席统计',
});

/** 坐席统计 (/seating): the list and its .xlsx. */
export const seatingEndpoints: Endpoints = listEndpoints({
  list: seatingApi.list,
  sheet: seatingApi.export,
  fileName: '坐席统计',
  query: ({ db, params, user }) => tableQuery(SEATING, params, restrictTo(db, new Where(), user, OWNER)),
});
