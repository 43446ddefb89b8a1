import { billCheck, billCheckApi } from '@console/remote-admin/contract';
import type { Endpoints } from '../../http/endpoint';
import { join, leftJoinOne } from '../../http/from';
import { listEndpoints } from '../../http/listEndpoints';
import { restrictTo } from '../../http/scope';
import { bindTable, tableQuery } from '../../http/table';
import { Where } from '../../http/where';

const OWNER = { agent: 't.agent_id', company: 't.company_id' };

/** The view `admin_statistics` (migration): one row per company and month, always current. */
const BILL_CHECK = bindTable(billCheck, {
  table: 'admin_statistics',
  alias: 't',
  // A view declares no foreign key, so the company's join is a plain one.
  joins: [join('JOIN companies c ON c.id = t.company_id', 'c'), leftJoinOne('agents', 'a', 't.agent_id')],
  columns: {
    companyName: 'c.name',
    agentName: "COALESCE(a.name, '')",
    result: "CASE WHEN t.anomalies > 0 THEN '异常' ELSE '一致' END",
  },
  owner: OWNER,
  order: 't.stat_month DESC, t.anomalies DESC, t.id DESC',
  noun: '话单核对',
});

/** 话单核对 (/statistics): the list and its .xlsx. */
export const billCheckEndpoints: Endpoints = listEndpoints({
  list: billCheckApi.list,
  sheet: billCheckApi.export,
  fileName: '话单核对',
  query: ({ db, params, user }) => tableQuery(BILL_CHECK, params, restrictTo(db, new Where(), user, OWNER)),
});
