import { ABNORMAL_TEXTS, abnormalCallApi, abnormalCalls, abnormalNumberApi, abnormalNumbers, cjAbnormalApi, HEALTH } from '@console/remote-carrier/contract';
import type { Db } from '../../db/database';
import { now } from '../../db/time';
import type { CurrentUser } from '../../http/auth';
import { define, type Endpoints } from '../../http/endpoint';
import { forbidden, invalid } from '../../http/envelope';
import { join, leftJoinOne } from '../../http/from';
import { listEndpoints } from '../../http/listEndpoints';
import { ids, text, type Params } from '../../http/params';
import { restrictTo } from '../../http/scope';
import { bindTable, tableQuery } from '../../http/table';
import { placeholders, Where } from '../../http/where';
import { penaltiesSql, refreshHealth } from './health';
import { operatorMembers } from './operatorMember';
import { RULE_OWNER } from './ruleCompany';

const OPERATOR = operatorMembers('abnormalCalls');
/** The brands whose abnormal list the ledger gives the admin alone (in no sidebar): /gmAbnormalCallList, /CCWNAbnormalCallList. */
const ADMIN_ONLY = ['GM', 'CC'];

const ITEMS = bindTable(abnormalCalls, {
  table: 'carrier_abnormal_calls',
  alias: 't',
  joins: [leftJoinOne('companies', 'c', 't.company_id'), leftJoinOne('agents', 'a', 't.agent_id'), leftJoinOne('users', 'u', 't.handled_by')],
  columns: {
    companyName: "COALESCE(c.name, '')",
    agentName: "COALESCE(a.name, '')",
    handledBy: "COALESCE(u.real_name, u.username, '')",
  },
  owner: RULE_OWNER,
  order: 't.handled, t.start_time DESC, t.id DESC',
  noun: '异常记录',
});

/** The brand of a request, refused to an agent where the ledger gives the brand's page to the admin alone. */
function memberOf(params: Params, user: CurrentUser): string {
  const member = OPERATOR.of(params);
  if (ADMIN_ONLY.includes(member) && user.role !== 'admin') throw forbidden();
  return member;
}

/** Abnormal calls (the abnormalCalls family of OPERATORS) and the spec's /api/record/AbnormalCallCheck. */
export const abnormalCallEndpoints: Endpoints = [
  ...listEndpoints({
    list: abnormalCallApi.list,
    sheet: abnormalCallApi.export,
    fileName: '异常通话',
    query: ({ db, params, user }) => tableQuery(ITEMS, params, restrictTo(db, new Where().eq('t.operator', memberOf(params, user)), user, RULE_OWNER)),
  }),
  define({
    call: abnormalCallApi.check,
    handler: ({ db, params, user }) => {
      const operator = memberOf(params, user);
      const wanted = ids(params, '异常记录');
      const remark = text(params, 'remark', '处理说明', 200) ?? '';
      return db.transaction(() => {
        const where = restrictTo(db, new Where().eq('t.operator', operator).raw(`t.id IN (${placeholders(wanted)})`, ...wanted), user, RULE_OWNER);
        const found = db.prepare(`SELECT t.id, t.handled FROM carrier_abnormal_calls t ${where}`).all(...where.values) as { id: number; handled: number }[];
        if (found.length !== new Set(wanted).size) throw forbidden();
        const handled = found.filter((row) => row.handled).length;
        if (handled) throw invalid(ABNORMAL_TEXTS.handledAlready(handled));
        const done = db
          .prepare(
            `UPDATE carrier_abnormal_calls SET handled = 1, handled_by = ?, handled_at = ?, remark = ? WHERE handled = 0 AND id IN (${placeholders(wanted)})`,
          )
          .run(user.id, now(), remark, ...wanted);
        return { handled: done.changes };
      })();
    },
  }),
];

/**
 * Flags the calls of the virtual-operator numbers by the rules (ABNORMAL_RULE): a call flagged 风险 (投诉风险),
 * a connected call under ABNORMAL_TEXTS.shortSeconds (短时通话), a number's calls of a day from the
 * ABNORMAL_TEXTS.callsPerDay-th on (高频外呼), and the latest call of a number whose health score is below
 * HEALTH.threshold (健康分过低). Run by the seed over the seeded calls; each call and rule once. Refreshes the
 * stored health scores first (refreshHealth).
 */
export function flagAbnormalCalls(db: Db): number {
  // The stored health scores first (the seed's refresh): the rule 健康分过低 reads them. Here, not in the seed
  // step, so that the seed files (the scale worlds' stamp, scaleStamp) stay as they were.
  refreshHealth(db);
  const base = `SELECT r.id, n.operator, n.phone_number, r.callee, %RULE%, %REASON%, r.start_time, r.duration_seconds, r.status, n.company_id, n.agent_id
    FROM call_records r JOIN carrier_numbers n ON n.phone_number = r.caller`;
  const insert = (rule: string, reason: string, where: string) =>
    db
      .prepare(
        `INSERT OR IGNORE INTO carrier_abnormal_calls (call_id, operator, phone_number, callee, rule, reason, start_time, duration_seconds, call_status, company_id, agent_id)
         ${base.replace('%RULE%', `'${rule}'`).replace('%REASON%', reason)} WHERE ${where}`,
      )
      .run().changes;
  let flagged = insert('投诉风险', "'通话被标记为风险（投诉）'", 'r.risk = 1');
  flagged += insert('短时通话', `'接通后 ' || r.duration_seconds || ' 秒挂断'`, `r.status = '已接通' AND r.duration_seconds < ${ABNORMAL_TEXTS.shortSeconds}`);
  flagged += insert(
    '高频外呼',
    `'当日第 ' || (SELECT COUNT(*) FROM call_records p WHERE p.caller = r.caller AND substr(p.start_time, 1, 10) = substr(r.start_time, 1, 10) AND p.start_time <= r.start_time) || ' 次外呼'`,
    `(SELECT COUNT(*) FROM call_records p WHERE p.caller = r.caller AND substr(p.start_time, 1, 10) = substr(r.start_time, 1, 10) AND p.start_time <= r.start_time) >= ${ABNORMAL_TEXTS.callsPerDay}`,
  );
  flagged += insert(
    '健康分过低',
    `'健康分 ' || (SELECT hh.score FROM carrier_number_health hh WHERE hh.number_id = n.id) || '，低于 ${HEALTH.threshold}'`,
    `r.id = (SELECT MAX(l.id) FROM call_records l WHERE l.caller = n.phone_number) AND (SELECT hh.score FROM carrier_number_health hh WHERE hh.number_id = n.id) < ${HEALTH.threshold}`,
  );
  // About a third of what is older than a week has been dealt with.
  db.prepare(
    `UPDATE carrier_abnormal_calls SET handled = 1, handled_at = start_time, remark = '已联系企业核实' WHERE id % 3 = 0 AND start_time < datetime('now', 'localtime', '-7 days')`,
  ).run();
  return flagged;
}

/** The stored signals of the numbers (refreshHealth): alias `h`, its markers `h.markers`. */
const MARKS = 'h.markers';
const PENALTIES = penaltiesSql('h', MARKS);
/** A signal is named among the reasons when it costs the number at least this many points. */
const NAMED_FROM = 5;

const NUMBERS_BELOW = bindTable(abnormalNumbers, {
  table: 'carrier_numbers',
  alias: 'n',
  joins: [
    join('JOIN carrier_number_health h ON h.number_id = n.id AND h.calls > 0', 'h'),
    leftJoinOne('companies', 'c', 'n.company_id'),
    leftJoinOne('agents', 'a', 'n.agent_id'),
  ],
  columns: {
    healthScore: 'h.score',
    reasons: `TRIM(${[
      [PENALTIES.unconnected, "'接通率低 ' || CAST(ROUND(100.0 * h.connected / h.calls) AS INTEGER) || '%'"],
      [PENALTIES.short, "'短通话多 ' || h.short || ' 次'"],
      [PENALTIES.complaints, "'投诉 ' || h.risky || ' 次'"],
      [PENALTIES.volume, "'日均外呼 ' || ROUND(h.calls * 1.0 / " + HEALTH.days + ", 1) || ' 次'"],
      [PENALTIES.markers, `'被标记 ' || ${MARKS} || ' 次'`],
    ]
      .map(([penalty, text]) => `CASE WHEN ${penalty} >= ${NAMED_FROM} THEN ${text} || '；' ELSE '' END`)
      .join(' || ')}, '；')`,
    calls: 'h.calls',
    connectRate: 'ROUND(100.0 * h.connected / h.calls, 1)',
    shortShare: 'ROUND(100.0 * h.short / MAX(h.connected, 1), 1)',
    complaints: 'h.risky',
    markers: MARKS,
    companyName: "COALESCE(c.name, '')",
    agentName: "COALESCE(a.name, '')",
  },
  owner: RULE_OWNER,
  order: 'h.score, n.id',
  noun: '号码',
});

/** 异常号码 (/gmAbnormalNumber): GM's numbers below the health threshold, with their reasons; admin only (the ledger). */
export const abnormalNumberEndpoints: Endpoints = listEndpoints({
  list: abnormalNumberApi.list,
  sheet: abnormalNumberApi.export,
  fileName: 'GM异常号码',
  query: ({ params }) => tableQuery(NUMBERS_BELOW, params, new Where().raw(`n.operator = 'GM' AND n.state = 'open' AND h.score < ${HEALTH.threshold}`)),
});

/** /cjabnormalCall: every line's abnormal calls in the caller's scope (the spec's cycjErrRecord and exportCJErrRecord). */
export const cjAbnormalEndpoints: Endpoints = listEndpoints({
  list: cjAbnormalApi.list,
  sheet: cjAbnormalApi.export,
  fileName: 'CJ异常通话',
  query: ({ db, params, user }) => tableQuery(ITEMS, params, restrictTo(db, new Where(), user, RULE_OWNER)),
});
