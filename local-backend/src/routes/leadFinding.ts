import { rolesExcept } from '@console/sdk/manifest';
import { define, type Endpoints } from '../http/endpoint';
import { invalid, Refusal } from '../http/envelope';
import { integer, paging, text } from '../http/params';
import { pageOf } from '../http/page';
import { Where } from '../http/where';

/** Spec section 6: the lead-finding pages are open to all but oem and gm; the interior flag is required too. */
const LEAD_FINDERS = rolesExcept('oem', 'gm');

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Lead finding over the business directory (defined in issue 2 as `/api/leadFinding/<verb>`). */
export const leadFindingEndpoints: Endpoints = [
  define({
    method: 'POST',
    url: '/api/leadFinding/advancedSearch',
    access: LEAD_FINDERS,
    handler: ({ db, params, user }) => {
      const interior = db.prepare('SELECT interior FROM users WHERE id = ?').pluck().get(user.id);
      if (interior !== 1) throw new Refusal(403, '未开通线索查找');
      const capitalMin = integer(params, 'capitalMin', '注册资本下限', { min: 0 });
      const capitalMax = integer(params, 'capitalMax', '注册资本上限', { min: 0 });
      if (capitalMin !== undefined && capitalMax !== undefined && capitalMin > capitalMax) throw invalid('注册资本下限不能大于上限');
      const foundedFrom = text(params, 'foundedFrom', 19)?.slice(0, 10);
      const foundedTo = text(params, 'foundedTo', 19)?.slice(0, 10);
      for (const value of [foundedFrom, foundedTo]) if (value && !DATE.test(value)) throw invalid('成立日期格式应为 YYYY-MM-DD');
      const where = new Where()
        .like('d.name', text(params, 'keyword', 50))
        .eq('d.province', text(params, 'province', 20))
        .eq('d.industry', text(params, 'industry', 30))
        .eq('d.status', text(params, 'status', 10))
        .from('d.registered_capital', capitalMin as unknown as string | undefined)
        .to('d.registered_capital', capitalMax as unknown as string | undefined)
        .from('d.founded_at', foundedFrom)
        .to('d.founded_at', foundedTo);
      return pageOf(
        db,
        {
          select: `d.id, d.name, d.legal_person AS legalPerson, d.province, d.city, d.industry,
            d.registered_capital AS registeredCapital, d.founded_at AS foundedAt, d.phone, d.status, d.address`,
          from: 'directory_companies d',
          where,
          order: 'd.registered_capital DESC, d.id',
        },
        paging(params),
      );
    },
  }),
];

leadFindingEndpoints.push(
  define({
    method: 'GET',
    url: '/api/leadFinding/filters',
    access: LEAD_FINDERS,
    handler: ({ db }) => ({
      provinces: db.prepare('SELECT DISTINCT province FROM directory_companies ORDER BY province').pluck().all(),
      industries: db.prepare('SELECT DISTINCT industry FROM directory_companies ORDER BY industry').pluck().all(),
    }),
  }),
);
