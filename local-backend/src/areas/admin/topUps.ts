import { topUpApi, topUps } from '@console/remote-admin/contract';
import { define, type Endpoints } from '../../http/endpoint';
import { invalid, notFound, ok } from '../../http/envelope';
import { pageOf } from '../../http/page';
import { paging, requiredInteger } from '../../http/params';
import { resourceList } from '../../http/resource';

const LIST = resourceList(topUps, { companyName: 'c.name', amount: 't.amount', kind: 't.kind', status: 't.status', createdAt: 't.created_at' });

/** The admin's top-up list (/woniuRecharge), which the bell leads to. Defined in issue 3. */
export const topUpEndpoints: Endpoints = [
  define({
    call: topUpApi.list,
    handler: ({ db, params }) =>
      pageOf(
        db,
        {
          select: `t.id, COALESCE(c.name, '') AS companyName, COALESCE(a.name, '') AS agentName, t.amount, t.kind, t.status,
            t.created_at AS createdAt`,
          from: 'top_ups t LEFT JOIN companies c ON c.id = t.company_id LEFT JOIN agents a ON a.id = t.agent_id',
          where: LIST.where(params),
          order: LIST.order(params, "t.status = 'pending' DESC, t.created_at DESC, t.id DESC"),
        },
        paging(params),
      ),
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
  define({
    call: topUpApi.count,
    handler: ({ db }) => {
      const count = db.prepare(`SELECT COUNT(*) FROM top_ups WHERE status = 'pending' AND kind = ?`).pluck();
      return ok(count.get('data'), count.get('custom'));
    },
  }),
];
