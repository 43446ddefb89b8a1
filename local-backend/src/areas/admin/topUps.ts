import { topUpApi, topUps } from '@console/remote-admin/contract';
import { define, type Endpoints } from '../../http/endpoint';
import { invalid, notFound } from '../../http/envelope';
import { pageOf } from '../../http/page';
import { paging, requiredInteger } from '../../http/params';
import { resourceList } from '../../http/resource';
import { fromTable, leftJoinOne } from '../../http/from';
import { moveBalance } from './money';

const LIST = resourceList(topUps, { companyName: 'c.name', amount: 't.amount', kind: 't.kind', status: 't.status', createdAt: 't.created_at' });

/** The admin's top-up list (/woniuRecharge), which the bell leads to. Defined by this project. */
export const topUpEndpoints: Endpoints = [
  define({
    call: topUpApi.list,
    handler: ({ db, params }) =>
      pageOf(
        db,
        {
          select: `t.id, COALESCE(c.name, '') AS companyName, COALESCE(a.name, '') AS agentName, t.amount, t.kind, t.status,
            t.created_at AS createdAt`,
          from: fromTable('top_ups', 't', leftJoinOne('companies', 'c', 't.company_id'), leftJoinOne('agents', 'a', 't.agent_id')),
          where: LIST.where(params),
          order: LIST.order(params, "t.status = 'pending' DESC, t.created_at DESC, t.id DESC"),
        },
        paging(params),
      ),
  }),
  define({
    call: topUpApi.handle,
    /** Handling credits the company's pre-stored balance and writes its flow row (moveBalance), with the status, in one transaction. */
    handler: ({ db, params, user }) => {
      const id = requiredInteger(params, 'id', '充值编号');
      return db.transaction(() => {
        const row = db.prepare('SELECT status, company_id AS companyId, amount FROM top_ups WHERE id = ?').get(id) as
          { status: string; companyId: number | null; amount: number } | undefined;
        if (!row) throw notFound('充值记录');
        if (row.status === 'done') throw invalid('该充值已处理');
        db.prepare("UPDATE top_ups SET status = 'done' WHERE id = ?").run(id);
        if (row.companyId !== null)
          moveBalance(db, { companyId: row.companyId, kind: 'recharge', amount: row.amount, operator: user.username, remark: `充值申请 #${id}`, topUpId: id });
        return null;
      })();
    },
  }),
];
