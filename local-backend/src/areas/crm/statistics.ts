import { intentionCustomerApi } from '@console/remote-crm/contract';
import type { Db } from '../../db/database';
import { formatDateTime, now } from '../../db/time';
import type { CurrentUser } from '../../http/auth';
import { define, type Endpoints } from '../../http/endpoint';
import { invalid } from '../../http/envelope';
import { pageOf } from '../../http/page';
import { dateTime, integer, paging, text, oneOf } from '../../http/params';
import { restrictTo } from '../../http/scope';
import { Where } from '../../http/where';
import { QUALITY_ISSUES } from './domain';
import { CUSTOMER_FROM } from './customers';

/** Customers of every pool in the user's reach (a normal user: the customers it owns). */
function customersInReach(db: Db, user: CurrentUser, companyId?: number): Where {
  const where = new Where().eq('k.company_id', companyId);
  return restrictTo(db, where, user, { agent: 'c.agent_id', company: 'k.company_id', department: 'k.department_id', user: 'k.owner_id' });
}

const day = (date: Date) => formatDateTime(date).slice(0, 10);

/** CRM statistics (getCrmSum) and customer quality control. */
export const statisticsEndpoints: Endpoints = [
  define({
    call: intentionCustomerApi.getCrmSum,
    handler: ({ db, params, user }) => {
      const companyId = integer(params, 'companyId', '企业编号');
      const to = dateTime(params, 'to', '结束日期')?.slice(0, 10) ?? day(new Date());
      const from = dateTime(params, 'from', '开始日期')?.slice(0, 10) ?? day(new Date(Date.now() - 29 * 86_400_000));
      if (from > to) throw invalid('开始日期不能晚于结束日期');
      const spanDays = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
      if (spanDays > 366) throw invalid('统计区间不能超过一年');
      const scope = customersInReach(db, user, companyId);
      const where = scope.toString();
      const and = where ? `${where} AND` : 'WHERE';
      const count = (extra: string, ...values: unknown[]) =>
        db
          .prepare(`SELECT COUNT(*) FROM ${CUSTOMER_FROM} ${and} ${extra}`)
          .pluck()
          .get(...scope.values, ...values) as number;
      const grouped = (column: string) =>
        db
          .prepare(`SELECT k.${column} AS name, COUNT(*) AS count FROM ${CUSTOMER_FROM} ${where} GROUP BY k.${column} ORDER BY count DESC`)
          .all(...scope.values) as { name: string; count: number }[];
      const followScope = new Where().eq('f.company_id', companyId);
      restrictTo(db, followScope, user, { agent: 'c.agent_id', company: 'f.company_id', department: 'f.department_id', user: 'f.user_id' });
      const followAnd = followScope.toString() ? `${followScope} AND` : 'WHERE';
      const followsPerDay = db
        .prepare(
          `SELECT substr(f.created_at, 1, 10) AS date, COUNT(*) AS count FROM follow_ups f JOIN companies c ON c.id = f.company_id
           ${followAnd} f.created_at >= ? AND f.created_at <= ? GROUP BY date`,
        )
        .all(...followScope.values, `${from} 00:00:00`, `${to} 23:59:59`) as { date: string; count: number }[];
      const newPerDay = db
        .prepare(
          `SELECT substr(k.created_at, 1, 10) AS date, COUNT(*) AS count FROM ${CUSTOMER_FROM} ${and} k.created_at >= ? AND k.created_at <= ? GROUP BY date`,
        )
        .all(...scope.values, `${from} 00:00:00`, `${to} 23:59:59`) as { date: string; count: number }[];
      const trend = Array.from({ length: spanDays }, (_, i) => {
        const date = day(new Date(Date.parse(`${from}T00:00:00`) + i * 86_400_000));
        return {
          date,
          customers: newPerDay.find((point) => point.date === date)?.count ?? 0,
          follows: followsPerDay.find((point) => point.date === date)?.count ?? 0,
        };
      });
      const today = day(new Date());
      return {
        from,
        to,
        total: count('1 = 1'),
        mine: count("k.pool = 'mine'"),
        highSeas: count("k.pool = 'high'"),
        departmentHighSeas: count("k.pool = 'department'"),
        newInRange: count('k.created_at >= ? AND k.created_at <= ?', `${from} 00:00:00`, `${to} 23:59:59`),
        followedToday: followsPerDay.find((point) => point.date === today)?.count ?? 0,
        followsInRange: followsPerDay.reduce((sum, point) => sum + point.count, 0),
        pipelineAmount:
          (db
            .prepare(`SELECT ROUND(COALESCE(SUM(k.amount), 0), 2) FROM ${CUSTOMER_FROM} ${and} k.pool = 'mine'`)
            .pluck()
            .get(...scope.values) as number) ?? 0,
        byProgress: grouped('progress').map(({ name, count }) => ({ progress: name, count })),
        bySource: grouped('source').map(({ name, count }) => ({ source: name, count })),
        byOwner: db
          .prepare(
            `SELECT u.real_name AS name, COUNT(*) AS count, ROUND(SUM(k.amount), 2) AS amount FROM ${CUSTOMER_FROM}
             ${and} k.pool = 'mine' AND k.owner_id IS NOT NULL GROUP BY k.owner_id ORDER BY count DESC, k.owner_id LIMIT 10`,
          )
          .all(...scope.values),
        trend,
      };
    },
  }),
  define({
    call: intentionCustomerApi.qualityControl,
    handler: ({ db, params, user }) => {
      const issue = oneOf(params, 'issue', '问题类型', Object.keys(QUALITY_ISSUES) as (keyof typeof QUALITY_ISSUES)[]) ?? 'overdue';
      const days = integer(params, 'days', '未跟进天数', { min: 1, max: 365 }) ?? 30;
      const where = new Where()
        .like('k.name', text(params, 'name', '客户名称', 50))
        .like('k.phone', text(params, 'phone', '手机号', 20))
        .eq('k.company_id', integer(params, 'companyId', '企业编号'));
      restrictTo(db, where, user, { agent: 'c.agent_id', company: 'k.company_id', department: 'k.department_id' });
      let since = "CAST(julianday('now', 'localtime') - julianday(CASE WHEN k.last_follow_at = '' THEN k.created_at ELSE k.last_follow_at END) AS INTEGER)";
      if (issue === 'overdue') {
        const threshold = formatDateTime(new Date(Date.now() - days * 86_400_000));
        where.raw("k.pool = 'mine' AND (CASE WHEN k.last_follow_at = '' THEN k.created_at ELSE k.last_follow_at END) < ?", threshold);
      } else if (issue === 'nextOverdue') {
        where.raw("k.pool = 'mine' AND k.next_follow_at <> '' AND k.next_follow_at < ?", now());
        since = "CAST(julianday('now', 'localtime') - julianday(k.next_follow_at) AS INTEGER)";
      } else if (issue === 'duplicate') {
        where.raw('EXISTS (SELECT 1 FROM customers o WHERE o.company_id = k.company_id AND o.phone = k.phone AND o.id <> k.id)');
      } else {
        where.raw("k.pool = 'mine' AND NOT EXISTS (SELECT 1 FROM follow_ups f WHERE f.customer_id = k.id)");
      }
      const page = pageOf(
        db,
        {
          select: `k.id, k.name, k.phone, k.pool, k.progress, COALESCE(u.real_name, '') AS ownerName, COALESCE(d.name, '') AS departmentName,
            k.last_follow_at AS lastFollowAt, k.next_follow_at AS nextFollowAt, ${since} AS days, k.company_id AS companyId, c.name AS companyName`,
          from: CUSTOMER_FROM,
          where,
          order: issue === 'duplicate' ? 'k.company_id, k.phone, k.id' : 'days DESC, k.id',
        },
        paging(params),
      );
      return { ...page, list: (page.list as Record<string, unknown>[]).map((row) => ({ ...row, issue: QUALITY_ISSUES[issue] })) };
    },
  }),
];
