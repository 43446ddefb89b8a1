import { agentApi, agents } from '@console/remote-admin/contract';
import { define, type Endpoints } from '../../http/endpoint';
import { pageOf } from '../../http/page';
import { paging } from '../../http/params';
import { resourceList } from '../../http/resource';
import { fromTable, leftJoinOne } from '../../http/from';

const LIST = resourceList(agents, {
  name: 'a.name',
  phone: 'a.phone',
  level: 'a.level',
  balance: 'a.balance',
  seats: 'a.seats',
  status: 'a.status',
  validDate: 'a.valid_date',
  createdAt: 'a.created_at',
});

/** Agents (spec section 7). */
export const agentEndpoints: Endpoints = [
  define({
    call: agentApi.list,
    handler: ({ db, params }) =>
      pageOf(
        db,
        {
          select: `a.id, a.name, a.contact, a.phone, COALESCE(p.name, '') AS parentName, a.level, a.balance, a.seats,
            a.status, a.valid_date AS validDate, a.created_at AS createdAt`,
          from: fromTable('agents', 'a', leftJoinOne('agents', 'p', 'a.parent_id')),
          where: LIST.where(params),
          order: LIST.order(params, 'a.id DESC'),
        },
        paging(params),
      ),
  }),
];
