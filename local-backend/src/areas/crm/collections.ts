import { clueCollectionApi, collection } from '@console/remote-crm/contract';
import type { Db } from '../../db/database';
import { now } from '../../db/time';
import type { CurrentUser } from '../../http/auth';
import { define, type Endpoints } from '../../http/endpoint';
import { invalid } from '../../http/envelope';
import { pageOf } from '../../http/page';
import { ids, paging } from '../../http/params';
import { resourceList } from '../../http/resource';
import { reachable, restrictTo } from '../../http/scope';
import { placeholders, Where } from '../../http/where';
import { logCrm } from './helpers';
import { COLLECTION_FROM, COLLECTION_SELECT } from './leadFinding';

const COLLECTIONS = resourceList(collection, {
  name: 'b.name',
  kind: 'b.kind',
  phone: 'b.phone',
  province: 'b.province',
  industry: 'b.industry',
  status: 'b.status',
  collectedAt: 'b.collected_at',
});

const MINE = { agent: 'b.agent_id', company: 'b.company_id', user: 'b.user_id' };

interface CollectionRecord {
  id: number;
  name: string;
  contact: string;
  phone: string;
  industry: string;
  status: string;
  company_id: number | null;
}

function reachableCollections(db: Db, user: CurrentUser, wanted: number[]) {
  const found = reachable(db, COLLECTION_FROM, restrictTo(db, new Where().raw("b.pool = 'mine'"), user, MINE), wanted);
  return db.prepare(`SELECT * FROM clue_collections WHERE id IN (${placeholders(found)})`).all(...found) as CollectionRecord[];
}

/** Clue collection (/clueCollection): what lead finding collected, on its way into the lead pool. */
export const collectionEndpoints: Endpoints = [
  define({
    call: clueCollectionApi.list,
    handler: ({ db, params, user }) => {
      const where = COLLECTIONS.where(params, new Where().raw("b.pool = 'mine'"));
      restrictTo(db, where, user, MINE);
      return pageOf(
        db,
        { select: COLLECTION_SELECT, from: COLLECTION_FROM, where, order: COLLECTIONS.order(params, 'b.collected_at DESC, b.id DESC') },
        paging(params),
      );
    },
  }),
  define({
    call: clueCollectionApi.toClue,
    handler: ({ db, params, user }) => {
      const rows = reachableCollections(db, user, ids(params, '收集记录'));
      const orphan = rows.find((row) => !row.company_id);
      if (orphan) throw invalid(`「${orphan.name}」不属于任何企业，不能转为线索`);
      const done = rows.find((row) => row.status === '已转线索');
      if (done) throw invalid(`「${done.name}」已转为线索`);
      db.transaction(() => {
        for (const row of rows) {
          const created = db
            .prepare(
              `INSERT INTO clues (name, phone, company, source, status, assignee_id, company_id, remark, assigned_at, created_at)
               VALUES (?, ?, ?, '线索查找', '待分配', NULL, ?, ?, '', ?)`,
            )
            .run(row.contact || row.name, row.phone, row.name, row.company_id, `${row.industry}`, now());
          db.prepare("UPDATE clue_collections SET status = '已转线索' WHERE id = ?").run(row.id);
          logCrm(db, user, {
            target: '线索',
            action: '新增',
            recordId: Number(created.lastInsertRowid),
            recordName: row.contact || row.name,
            recordPhone: row.phone,
            companyId: row.company_id,
            detail: `由线索收集转入：${row.name}`,
          });
        }
      })();
      return { converted: rows.length };
    },
  }),
  define({
    call: clueCollectionApi.release,
    handler: ({ db, params, user }) => {
      const rows = reachableCollections(db, user, ids(params, '收集记录'));
      const done = rows.find((row) => row.status === '已转线索');
      if (done) throw invalid(`「${done.name}」已转为线索，不能释放`);
      const list = rows.map((row) => row.id);
      db.prepare(
        `UPDATE clue_collections SET pool = 'high', user_id = NULL, company_id = NULL, agent_id = NULL, collected_at = ? WHERE id IN (${placeholders(list)})`,
      ).run(now(), ...list);
      return { released: rows.length };
    },
  }),
  define({
    call: clueCollectionApi.delete,
    handler: ({ db, params, user }) => {
      const rows = reachableCollections(db, user, ids(params, '收集记录'));
      const list = rows.map((row) => row.id);
      db.prepare(`DELETE FROM clue_collections WHERE id IN (${placeholders(list)})`).run(...list);
      return { deleted: rows.length };
    },
  }),
];
