import { report, reportApi } from '@console/remote-admin/contract';
import type { Endpoints } from '../../http/endpoint';
import { leftJoinOne } from '../../http/from';
import { listEndpoints } from '../../http/listEndpoints';
import { restrictTo } from '../../http/scope';
import { bindTable, tableQuery } from '../../http/table';
import { Where } from '../../http/where';

const OWNER = { agent: 't.agent_id' };

/** The view `admin_report` (migration): one row per agent and month, always current. */
const REPORT = bindTable(report, {
  table: 'admin_report',
  alias: 't',
  joins: [leftJoinOne('agents', 'a', 't.agent_id')],
  columns: {
    agentName: "COALESCE(a.name, '')",
    connectRate: 'ROUND(CASE WHEN t.calls > 0 THEN t.connected * 100.0 / t.calls ELSE 0 END, 1)',
  },
  owner: OWNER,
  order: 't.stat_month DESC, t.calls DESC, t.id DESC',
  noun: '报表',
});

/** 报表 (/report): the list and its .xlsx. */
export const reportEndpoints: Endpoints = listEndpoints({
  list: reportApi.list,
  sheet: reportApi.export,
  fileName: '报表',
  query: ({ db, params, user }) => tableQuery(REPORT, params, restrictTo(db, new Where(), user, OWNER)),
});
