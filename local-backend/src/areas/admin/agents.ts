import { agentApi } from '@console/remote-admin/contract';
import { ADMIN_ACCESS } from '@console/remote-admin/contract';
import { define, type Endpoints } from '../../http/endpoint';
import { pageOf } from '../../http/page';
import { choice, integer, paging, text } from '../../http/params';
import { Where } from '../../http/where';
import { fromTable, leftJoinOne } from '../../http/from';

/** Agents (spec section 7). */
export const agentEndpoints: Endpoints = [
  define({
    call: agentApi.list,
    handler: ({ db, params }) => {
      const level = choice(params, 'level', '代理级别', ['agent', 'subAgent']);
      const where = new Where()
        .like('a.name', text(params, 'name', '代理商名称', 50))
        .like('a.phone', text(params, 'phone', '手机号', 20))
        .eq('a.status', integer(params, 'status', '状态', { min: 0, max: 1 }))
        .eq('a.level', level);
      return pageOf(
        db,
        {
          select: `a.id, a.name, a.contact, a.phone, COALESCE(p.name, '') AS parentName, a.level, a.balance, a.seats,
            a.status, a.valid_date AS validDate, a.created_at AS createdAt`,
          from: fromTable('agents', 'a', leftJoinOne('agents', 'p', 'a.parent_id')),
          where,
          order: 'a.id DESC',
        },
        paging(params),
      );
    },
  }),
];
