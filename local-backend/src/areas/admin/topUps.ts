import { topUpApi } from '@console/remote-admin/contract';
import { define, type Endpoints } from '../../http/endpoint';
import { invalid, notFound } from '../../http/envelope';
import { pageOf } from '../../http/page';
import { choice, paging, requiredInteger, text } from '../../http/params';
import { Where } from '../../http/where';
import { fromTable, leftJoinOne } from '../../http/from';

const STATUSES = ['pending', 'done'];
const KINDS = ['data', 'custom'];

/** The admin's top-up list (/woniuRecharge), which the bell leads to. Defined in issue 3. */
export const topUpEndpoints: Endpoints = [
  define({
    call: topUpApi.list,
    handler: ({ db, params }) => {
      const status = choice(params, 'status', '状态', STATUSES);
      const kind = choice(params, 'kind', '充值类型', KINDS);
      const where = new Where().eq('t.status', status).eq('t.kind', kind).like('c.name', text(params, 'companyName', '企业名称', 50));
      return pageOf(
        db,
        {
          select: `t.id, COALESCE(c.name, '') AS companyName, COALESCE(a.name, '') AS agentName, t.amount, t.kind, t.status,
            t.created_at AS createdAt`,
          from: fromTable('top_ups', 't', leftJoinOne('companies', 'c', 't.company_id'), leftJoinOne('agents', 'a', 't.agent_id')),
          where,
          order: "t.status = 'pending' DESC, t.created_at DESC, t.id DESC",
        },
        paging(params),
      );
    },
  }),
  define({
    call: topUpApi.handle,
    handler: ({ db, params }) => {
      const id = requiredInteger(params, 'id', '充值编号');
      const row = db.prepare('SELECT status FROM top_ups WHERE id = ?').pluck().get(id);
      if (!row) throw notFound('充值记录');
      if (row === 'done') throw invalid('该充值已处理');
      db.prepare("UPDATE top_ups SET status = 'done' WHERE id = ?").run(id);
      return null;
    },
  }),
];
