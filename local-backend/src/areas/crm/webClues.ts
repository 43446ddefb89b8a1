import { webClueApi } from '@console/remote-crm/contract';
import type { Db } from '../../db/database';
import { now } from '../../db/time';
import type { CurrentUser } from '../../http/auth';
import { sendSheet } from '../../http/sheet';
import { define, type Endpoints } from '../../http/endpoint';
import { invalid } from '../../http/envelope';
import { allOf, pageOf } from '../../http/page';
import { choice, dateTime, ids, integer, orderBy, paging, type Params, text } from '../../http/params';
import { reachable, restrictTo } from '../../http/scope';
import { placeholders, Where } from '../../http/where';
import { CRM_ACCESS } from './access';
import { WEB_CLUE_CHANNELS, WEB_CLUE_STATUSES } from './domain';
import { logCrm } from './helpers';
import { fromTable, leftJoinOne } from '../../http/from';

const WEB_FROM = fromTable('web_clues', 'w', leftJoinOne('companies', 'c', 'w.company_id'), leftJoinOne('agents', 'g', 'w.agent_id'));
const WEB_OWNERSHIP = { agent: 'w.agent_id', company: 'w.company_id' };

function webClueQuery(db: Db, user: CurrentUser, params: Params) {
  const where = new Where()
    .like('w.phone', text(params, 'phone', '手机号', 20))
    .eq('w.channel', choice(params, 'channel', '渠道', WEB_CLUE_CHANNELS))
    .eq('w.status', choice(params, 'status', '状态', WEB_CLUE_STATUSES))
    .eq('w.province', text(params, 'province', '省份', 20))
    .like('w.keyword', text(params, 'keyword', '搜索词', 30))
    .from('w.last_visit_at', dateTime(params, 'visitFrom', '访问时间'))
    .to('w.last_visit_at', dateTime(params, 'visitTo', '访问时间'));
  restrictTo(db, where, user, WEB_OWNERSHIP);
  return {
    select: `w.id, w.phone, w.name, w.channel, w.keyword, w.province, w.city, w.visits, w.status, COALESCE(c.name, '') AS companyName,
      COALESCE(g.name, '') AS agentName, w.first_visit_at AS firstVisitAt, w.last_visit_at AS lastVisitAt,
      (SELECT COUNT(*) FROM consultations s WHERE s.web_clue_id = w.id) AS consultations`,
    from: WEB_FROM,
    where,
    order: orderBy(params, { lastVisitAt: 'w.last_visit_at', visits: 'w.visits' }, 'w.last_visit_at DESC, w.id DESC'),
  };
}

function consultationQuery(db: Db, user: CurrentUser, params: Params) {
  const where = new Where()
    .eq('s.web_clue_id', integer(params, 'webClueId', '网页线索编号'))
    .like('s.phone', text(params, 'phone', '手机号', 20))
    .eq('s.channel', choice(params, 'channel', '渠道', WEB_CLUE_CHANNELS))
    .like('s.content', text(params, 'content', '咨询内容', 50))
    .from('s.created_at', dateTime(params, 'createdFrom', '咨询时间'))
    .to('s.created_at', dateTime(params, 'createdTo', '咨询时间'));
  restrictTo(db, where, user, { agent: 's.agent_id', company: 's.company_id' });
  return {
    select: `s.id, s.web_clue_id AS webClueId, s.phone, s.channel, s.page_title AS pageTitle, s.content, s.duration_seconds AS durationSeconds,
      COALESCE(c.name, '') AS companyName, s.created_at AS createdAt`,
    from: fromTable('consultations', 's', leftJoinOne('companies', 'c', 's.company_id')),
    where,
    order: orderBy(params, { createdAt: 's.created_at', durationSeconds: 's.duration_seconds' }, 's.created_at DESC, s.id DESC'),
  };
}

/** Web clues (spec section 7: marker webClue, downloadWebClue) and consultation details. */
export const webClueEndpoints: Endpoints = [
  define({
    call: webClueApi.webClue,
    handler: ({ db, params, user }) => pageOf(db, webClueQuery(db, user, params), paging(params)),
  }),
  define({
    call: webClueApi.downloadWebClue,
    handler: ({ db, params, user, reply }) =>
      sendSheet(reply, params, '网页线索', webClueApi.downloadWebClue.columns, allOf(db, webClueQuery(db, user, params))),
  }),
  define({
    call: webClueApi.webClueToClue,
    handler: ({ db, params, user }) => {
      const wanted = ids(params, '网页线索');
      const found = reachable(db, WEB_FROM, restrictTo(db, new Where(), user, WEB_OWNERSHIP), wanted);
      const rows = db.prepare(`SELECT * FROM web_clues WHERE id IN (${placeholders(found)})`).all(...found) as {
        id: number; phone: string; name: string; channel: string; keyword: string; status: string; company_id: number | null;
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
          logCrm(db, user, { target: '线索', action: '新增', recordId: Number(created.lastInsertRowid), recordName: row.name, recordPhone: row.phone, companyId: row.company_id, detail: '由网页线索转入线索池' });
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
