import { define, type Endpoints } from '../http/endpoint';
import { invalid } from '../http/envelope';
import { pageOf } from '../http/page';
import { paging, text } from '../http/params';
import { restrictTo } from '../http/scope';
import { Where } from '../http/where';

const POOLS = ['mine', 'high', 'department'] as const;

/** CRM customers and leads: `/api/intentionCustomer/list` and `/api/clue/list` defined in issue 2. */
export const customerEndpoints: Endpoints = [
  define({
    method: 'POST',
    url: '/api/intentionCustomer/list',
    access: 'loggedIn',
    handler: ({ db, params, user }) => {
      const pool = text(params, 'pool', 12) ?? 'mine';
      if (!(POOLS as readonly string[]).includes(pool)) throw invalid('客户池不存在');
      const where = new Where()
        .eq('k.pool', pool)
        .like('k.name', text(params, 'name', 50))
        .like('k.phone', text(params, 'phone', 20))
        .eq('k.source', text(params, 'source', 20))
        .eq('k.progress', text(params, 'progress', 20));
      // In a pool nobody owns the customer: visibility follows the company (and department).
      restrictTo(db, where, user, {
        agent: 'c.agent_id',
        company: 'k.company_id',
        department: pool === 'high' ? undefined : 'k.department_id',
        user: pool === 'mine' ? 'k.owner_id' : undefined,
      });
      return pageOf(
        db,
        {
          select: `k.id, k.name, k.phone, k.company, k.source, k.progress, k.tags, COALESCE(u.real_name, '') AS ownerName,
            k.pool, k.last_follow_at AS lastFollowAt, k.created_at AS createdAt`,
          from: 'customers k JOIN companies c ON c.id = k.company_id LEFT JOIN users u ON u.id = k.owner_id',
          where,
          order: 'k.created_at DESC, k.id DESC',
        },
        paging(params),
      );
    },
  }),
  define({
    method: 'POST',
    url: '/api/clue/list',
    access: 'loggedIn',
    handler: ({ db, params, user }) => {
      const where = new Where()
        .like('l.name', text(params, 'name', 50))
        .like('l.phone', text(params, 'phone', 20))
        .eq('l.status', text(params, 'status', 20))
        .eq('l.source', text(params, 'source', 20));
      restrictTo(db, where, user, { agent: 'c.agent_id', company: 'l.company_id', user: 'l.assignee_id' });
      return pageOf(
        db,
        {
          select: `l.id, l.name, l.phone, l.company, l.source, l.status, COALESCE(u.real_name, '') AS assigneeName,
            l.created_at AS createdAt`,
          from: 'clues l JOIN companies c ON c.id = l.company_id LEFT JOIN users u ON u.id = l.assignee_id',
          where,
          order: 'l.created_at DESC, l.id DESC',
        },
        paging(params),
      );
    },
  }),
];
