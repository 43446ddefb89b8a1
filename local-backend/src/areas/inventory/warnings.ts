import { warningApi, warningCompanies, warnings } from '@console/remote-inventory/contract';
import { now } from '../../db/time';
import { define, type Endpoints } from '../../http/endpoint';
import { listEndpoints } from '../../http/listEndpoints';
import { ids, integer, paging, type Params } from '../../http/params';
import { resourceList } from '../../http/resource';
import { exportRows } from '../../http/exportRows';
import { sendSheet } from '../../http/sheet';
import { placeholders, Where } from '../../http/where';
import { fromTable, leftJoinOne } from '../../http/from';

const FROM = fromTable('warning_phones', 'w', leftJoinOne('companies', 'c', 'w.company_id'), leftJoinOne('agents', 'a', 'w.agent_id'));

/**
 * A number's reason as answered, listed, filtered and counted: 已过期 is the validity date's to say.
 * A number whose date has passed is 已过期 whatever reason was stored (dates pass; a row written
 * later may say otherwise), and one still valid never is: a stored 已过期 with a future date reads
 * 即将到期. Every warning call reads the reason through this one expression.
 */
export const warningReason = (at: string) => `(CASE WHEN w.valid_date < '${at}' THEN '已过期' WHEN w.reason = '已过期' THEN '即将到期' ELSE w.reason END)`;

/** The list's SQL, read at `at` (the reason is the validity date's to say). */
const warningList = (at: string) =>
  resourceList(warnings, {
    phoneNumber: 'w.phone_number',
    companyName: 'c.name',
    agentId: 'w.agent_id',
    reason: warningReason(at),
    validDate: 'w.valid_date',
    createdAt: 'w.created_at',
  });

/** The filters every warning call shares: the list's, and a company (the dashboard's links). */
function warningWhere(params: Params, at: string): Where {
  return warningList(at)
    .where(params)
    .eq('w.company_id', integer(params, 'companyId', '企业编号'));
}

function warningQuery(params: Params) {
  const at = now();
  return {
    select: `w.id, w.phone_number AS phoneNumber, COALESCE(c.name, '') AS companyName, COALESCE(a.name, '') AS agentName,
      ${warningReason(at)} AS reason, w.valid_date AS validDate, w.created_at AS createdAt`,
    from: FROM,
    where: warningWhere(params, at),
    order: warningList(at).order(params, 'w.created_at DESC, w.id DESC'),
  };
}

/** Numbers whose validity date has passed (downloadInvalidDatePhone), of the agent and company searched for. */
function invalidDateQuery(params: Params) {
  const at = now();
  const where = warningList(at).where({ agentId: params.agentId, companyName: params.companyName }).raw('w.valid_date < ?', at);
  return {
    select: `w.phone_number AS phoneNumber, COALESCE(c.name, '') AS companyName, COALESCE(a.name, '') AS agentName, w.valid_date AS validDate`,
    from: FROM,
    where,
    order: 'w.valid_date, w.id',
  };
}

const COMPANIES = resourceList(warningCompanies, {
  companyName: 'c.name',
  agentId: 'w.agent_id',
  total: 'total',
  expiring: 'expiring',
  expired: 'expired',
  others: 'others',
  latestAt: 'latestAt',
});

function companyQuery(params: Params) {
  const where = COMPANIES.where(params).raw('w.company_id IS NOT NULL');
  const at = now();
  return {
    select: `w.company_id AS id, w.company_id AS companyId, COALESCE(c.name, '') AS companyName, COALESCE(a.name, '') AS agentName, COUNT(*) AS total,
      SUM(${warningReason(at)} = '即将到期') AS expiring, SUM(${warningReason(at)} = '已过期') AS expired,
      SUM(${warningReason(at)} NOT IN ('即将到期', '已过期')) AS others,
      MAX(w.created_at) AS latestAt`,
    from: FROM,
    where,
    order: COMPANIES.order(params, 'total DESC, w.company_id'),
  };
}

/** Warning numbers (spec section 7, `/api/warning/*`): the list, its counts, by company, the top ten, two files, removal. */
export const warningEndpoints: Endpoints = [
  define({
    call: warningApi.findAgent,
    handler: ({ db }) =>
      db
        .prepare(
          'SELECT a.id AS value, a.name AS label FROM agents a WHERE a.id IN (SELECT DISTINCT agent_id FROM warning_phones WHERE agent_id IS NOT NULL) ORDER BY a.id',
        )
        .all(),
  }),
  define({
    call: warningApi.top,
    handler: ({ db }) =>
      db
        .prepare(
          `SELECT w.company_id AS companyId, COALESCE(c.name, '') AS companyName, COUNT(*) AS total FROM warning_phones w
           JOIN companies c ON c.id = w.company_id GROUP BY w.company_id ORDER BY total DESC, w.company_id LIMIT 10`,
        )
        .all(),
  }),
  ...listEndpoints({
    list: warningApi.warNingPhone,
    sheet: warningApi.downloadWarningPhone,
    fileName: '预警号码',
    query: ({ params }) => warningQuery(params),
  }),
  define({
    call: warningApi.warNingCompany,
    handler: ({ db, params }) => {
      const query = companyQuery(params);
      const where = query.where.toString();
      const { pageIndex, pageSize } = paging(params);
      const total = db
        .prepare(`SELECT COUNT(DISTINCT w.company_id) FROM ${FROM} ${where}`)
        .pluck()
        .get(...query.where.values) as number;
      const list = db
        .prepare(`SELECT ${query.select} FROM ${FROM} ${where} GROUP BY w.company_id ORDER BY ${query.order} LIMIT ? OFFSET ?`)
        .all(...query.where.values, pageSize, (pageIndex - 1) * pageSize);
      return { list, total };
    },
  }),
  define({
    call: warningApi.count,
    handler: ({ db, params }) => {
      const at = now();
      const where = warningWhere(params, at);
      return db
        .prepare(
          `SELECT COUNT(*) AS total, COALESCE(SUM(${warningReason(at)} = '即将到期'), 0) AS expiring, COALESCE(SUM(${warningReason(at)} = '已过期'), 0) AS expired,
           COUNT(DISTINCT w.company_id) AS companies FROM ${FROM} ${where}`,
        )
        .get(...where.values);
    },
  }),
  define({
    call: warningApi.downloadInvalidDatePhone,
    handler: ({ db, params, reply }) =>
      sendSheet(reply, params, '过期号码', warningApi.downloadInvalidDatePhone.columns, exportRows(db, invalidDateQuery(params))),
  }),
  define({
    call: warningApi.remove,
    handler: ({ db, params }) => {
      const wanted = ids(params, '预警号码');
      const removed = db.prepare(`DELETE FROM warning_phones WHERE id IN (${placeholders(wanted)})`).run(...wanted).changes;
      return { removed };
    },
  }),
];
