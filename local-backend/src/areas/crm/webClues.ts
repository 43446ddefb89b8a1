import { consultation, webClue, webClueApi } from '@console/remote-crm/contract';
import type { Db } from '../../db/database';
import { now } from '../../db/time';
import type { CurrentUser } from '../../http/auth';
import { define, type Endpoints } from '../../http/endpoint';
import { listEndpoints } from '../../http/listEndpoints';
import { invalid } from '../../http/envelope';
import { pageOf } from '../../http/page';
import { ids, paging, type Params } from '../../http/params';
import { resourceList } from '../../http/resource';
import { reachable, restrictTo } from '../../http/scope';
import { placeholders, Where } from '../../http/where';
import { logCrm } from './helpers';
import { fromTable, leftJoinOne } from '../../http/from';

const WEB_FROM = fromTable('web_clues', 'w', leftJoinOne('companies', 'c', 'w.company_id'), leftJoinOne('agents', 'g', 'w.agent_id'));
const WEB_OWNERSHIP = { agent: 'w.agent_id', company: 'w.company_id' };

const WEB_CLUES = resourceList(webClue, {
  phone: 'w.phone',
  channel: 'w.channel',
  keyword: 'w.keyword',
  province: 'w.province',
  visits: 'w.visits',
  status: 'w.status',
  firstVisitAt: 'w.first_visit_at',
  lastVisitAt: 'w.last_visit_at',
});
const CONSULTATIONS = resourceList(consultation, {
  webClueId: 's.web_clue_id',
  phone: 's.phone',
  channel: 's.channel',
  content: 's.content',
  durationSeconds: 's.duration_seconds',
  createdAt: 's.created_at',
});

function webClueQuery(db: Db, user: CurrentUser, params: Params) {
  const where = WEB_CLUES.where(params);
  restrictTo(db, where, user, WEB_OWNERSHIP);
  return {
    select: `w.id, w.phone, w.name, w.channel, w.keyword, w.province, w.city, w.visits, w.status, COALESCE(c.name, '') AS companyName,
      COALESCE(g.name, '') AS agentName, w.first_visit_at AS firstVisitAt, w.last_visit_at AS lastVisitAt,
      (SELECT COUNT(*) FROM consultations s WHERE s.web_clue_id = w.id) AS consultations`,
    from: WEB_FROM,
    where,
    order: WEB_CLUES.order(params, 'w.last_visit_at DESC, w.id DESC'),
  };
}

function consultationQuery(db: Db, user: CurrentUser, params: Params) {
  const where = CONSULTATIONS.where(params);
  restrictTo(db, where, user, { agent: 's.agent_id', company: 's.company_id' });
  return {
    select: `s.id, s.web_clue_id AS webClueId, s.phone, s.channel, s.page_title AS pageTitle, s.content, s.duration_seconds AS durationSeconds,
      COALESCE(c.name, '') AS companyName, s.created_at AS createdAt`,
    from: fromTable('consultations', 's', leftJoinOne('companies', 'c', 's.company_id')),
    where,
    order: CONSULTATIONS.order(params, 's.created_at DESC, s.id DESC'),
  };
}

/** Web clues (spec section 7: marker webClue, downloadWebClue) and consultation details. */
export const webClueEndpoints: Endpoints = [
  ...listEndpoints({
    list: webClueApi.webClue,
    sheet: webClueApi.downloadWebClue,
    fileName: '网页线索',
    query: ({ db, params, user }) => webClueQuery(db, user, params),
  }),
  define({
    call: webClueApi.webClueToClue,
    handler: ({ db, params, user }) => {
      const wanted = ids(params, '网页线索');
      const found = reachable(db, WEB_FROM, restrictTo(db, new Where(), user, WEB_OWNERSHIP), wanted);
      const rows = db.prepare(`SELECT * FROM web_clues WHERE id IN (${placeholders(found)})`).all(...found) as {
        id: number;
        phone: string;
        name: string;
        channel: string;
        keyword: string;
        status: string;
        company_id: number | null;
      }[];
      const orphan = rows.find((row) => !row.company_id);
      if (orphan) throw invalid(`网页线索 ${orphan.phone} 未分配企业，不能转为线索`);
      const done = rows.find((row) => row.status === '已转线索');
      if (done) throw invalid(`网页线索 ${done.phone} 已转为线索`);
      const at = now();
      db.transaction(() => {
        for (const row of rows) {
          const created = db
            .prepare(
              `INSERT INTO clues (name, phone, company, source, status, assignee_id, company_id, remark, assigned_at, created_at)
               VALUES (?, ?, '', '网页线索', '待分配', NULL, ?, ?, '', ?)`,
            )
            .run(row.name || `网页访客${row.phone.slice(-4)}`, row.phone, row.company_id, `${row.channel}：${row.keyword}`, at);
          db.prepare("UPDATE web_clues SET status = '已转线索' WHERE id = ?").run(row.id);
          logCrm(db, user, {
            target: '线索',
            action: '新增',
            recordId: Number(created.lastInsertRowid),
            recordName: row.name,
            recordPhone: row.phone,
            companyId: row.company_id,
            detail: '由网页线索转入线索池',
          });
        }
      })();
      return { converted: rows.length };
    },
  }),
  define({
    call: webClueApi.consultationDetailed,
    handler: ({ db, params, user }) => pageOf(db, consultationQuery(db, user, params), paging(params)),
  }),
];
