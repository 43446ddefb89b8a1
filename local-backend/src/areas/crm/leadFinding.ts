import {
  batchCheckItem,
  batchCheckNames,
  DIRECTORY_EXPORT_LIMIT,
  directoryCompany,
  industryTemplate,
  leadFindingApi,
  poolAccount,
  shop,
} from '@console/remote-crm/contract';
import type { KeyOf, Resource } from '@console/sdk/contract';
import type { DirectoryFilter } from '@console/remote-crm/contract';
import type { Db } from '../../db/database';
import { now } from '../../db/time';
import { agentTree, type CurrentUser } from '../../http/auth';
import { exportRows } from '../../http/exportRows';
import { sendSheet } from '../../http/sheet';
import { define, type Endpoints } from '../../http/endpoint';
import { forbidden, invalid, notFound, Refusal } from '../../http/envelope';
import { pageOf } from '../../http/page';
import { charCount, ids, integer, paging, type Params, requiredInteger, requiredText, text, oneOf } from '../../http/params';
import { fieldValue, inputOf, resourceList } from '../../http/resource';
import { reachable, restrictTo } from '../../http/scope';
import { placeholders, Where } from '../../http/where';
import { requireInterior } from './access';
import { BATCH_CHECK_MAX, SHOP_CATEGORIES, SHOP_PLATFORMS } from './domain';
import { fromTable, joinOne, leftJoinOne } from '../../http/from';

/** The companies a template's saved filters match (its founding dates are days). */
export function directoryWhere(filter: DirectoryFilter): Where {
  const where = new Where()
    .eq('d.province', filter.province)
    .eq('d.industry', filter.industry)
    .from('d.founded_at', filter.foundedFrom)
    .to('d.founded_at', filter.foundedTo);
  if (filter.capitalMin !== undefined) where.raw('d.registered_capital >= ?', filter.capitalMin);
  if (filter.capitalMax !== undefined) where.raw('d.registered_capital <= ?', filter.capitalMax);
  return where;
}

/** A lower and an upper bound of a column (the declared fields `min` and `max`), the lower not above the upper. */
function bounds<R extends Resource>(resource: R, params: Params, where: Where, column: string, min: KeyOf<R>, max: KeyOf<R>, refusal: string): Where {
  const low = fieldValue(params, min, resource.fields[min]) as number | undefined;
  const high = fieldValue(params, max, resource.fields[max]) as number | undefined;
  if (low !== undefined && high !== undefined && low > high) throw invalid(refusal);
  if (low !== undefined) where.raw(`${column} >= ?`, low);
  if (high !== undefined) where.raw(`${column} <= ?`, high);
  return where;
}

const DIRECTORY = resourceList(directoryCompany, {
  name: 'd.name',
  legalPerson: 'd.legal_person',
  province: 'd.province',
  city: 'd.city',
  industry: 'd.industry',
  registeredCapital: 'd.registered_capital',
  foundedAt: 'd.founded_at',
  phone: 'd.phone',
  status: 'd.status',
});
/** A directory search: the declared filters, and the registered capital between its bounds. */
const directorySearch = (params: Params) => {
  const where = bounds(directoryCompany, params, DIRECTORY.where(params), 'd.registered_capital', 'capitalMin', 'capitalMax', '注册资本下限不能大于上限');
  const [from, to] = [params.foundedAtFrom, params.foundedAtTo].map((value) => String(value ?? '').slice(0, 10));
  if (from && to && from > to) throw invalid('成立日期的开始不能晚于结束');
  return where;
};

const DIRECTORY_SELECT = `d.id, d.name, d.legal_person AS legalPerson, d.province, d.city, d.industry,
  d.registered_capital AS registeredCapital, d.founded_at AS foundedAt, d.phone, d.status, d.address`;
const DIRECTORY_FROM = fromTable('directory_companies', 'd');

const SHOPS = resourceList(shop, {
  name: 's.name',
  platform: 's.platform',
  category: 's.category',
  province: 's.province',
  city: 's.city',
  monthlySales: 's.monthly_sales',
  rating: 's.rating',
  openedAt: 's.opened_at',
});
const shopWhere = (params: Params) => {
  const where = SHOPS.where(params);
  for (const key of ['salesMin', 'ratingMin'] as const) {
    const value = fieldValue(params, key, shop.fields[key]) as number | undefined;
    if (value !== undefined) where.raw(`${key === 'salesMin' ? 's.monthly_sales' : 's.rating'} >= ?`, value);
  }
  return where;
};

const TEMPLATES = resourceList(industryTemplate, { name: 'b.name', industry: 'b.industry', createdAt: 'b.created_at' });
const ITEMS = resourceList(batchCheckItem, { inputName: 'i.input_name', matched: '(d.id IS NOT NULL)' });
const ACCOUNTS = resourceList(poolAccount, {
  username: 'u.username',
  quota: 'p.quota',
  used: 'p.used',
  remaining: 'remaining',
  // A day compared with the day of the stored end time.
  validUntil: 'substr(p.valid_until, 1, 10)',
  status: 'p.status',
  expired: "(CASE WHEN p.valid_until < strftime('%Y-%m-%d %H:%M:%S', 'now', 'localtime') THEN '1' END)",
  createdAt: 'p.created_at',
});

/**
 * The lead-finding quota: admin is unlimited; anybody else needs an enabled, unexpired pool
 * account with enough left. Answers nothing; throws the reason.
 */
export function consumeQuota(db: Db, user: CurrentUser, count: number): void {
  if (user.role === 'admin' || count === 0) return;
  const account = db.prepare('SELECT id, quota, used, valid_until AS validUntil, status FROM pool_accounts WHERE user_id = ?').get(user.id) as
    { id: number; quota: number; used: number; validUntil: string; status: number } | undefined;
  if (!account) throw new Refusal(403, '未开通线索池账户，请联系管理员');
  if (account.status !== 1) throw new Refusal(403, '线索池账户已停用');
  if (account.validUntil < now()) throw new Refusal(403, '线索池账户已过期，请联系管理员续期');
  const remaining = account.quota - account.used;
  if (remaining < count) throw invalid(`线索额度不足：剩余 ${remaining} 条，本次需要 ${count} 条`);
  db.prepare('UPDATE pool_accounts SET used = used + ? WHERE id = ?').run(count, account.id);
}

interface Collectable {
  id: number;
  name: string;
  contact: string;
  phone: string;
  province: string;
  city: string;
  industry: string;
}

function collectables(db: Db, kind: 'company' | 'shop', wanted: number[]): Collectable[] {
  const sql =
    kind === 'company'
      ? `SELECT id, name, legal_person AS contact, phone, province, city, industry FROM directory_companies WHERE id IN (${placeholders(wanted)})`
      : `SELECT id, name, owner AS contact, phone, province, city, category AS industry FROM directory_shops WHERE id IN (${placeholders(wanted)})`;
  const rows = db.prepare(sql).all(...wanted) as Collectable[];
  if (rows.length !== wanted.length) throw notFound(kind === 'company' ? '企业' : '店铺');
  return rows;
}

/** Collects directory companies or shops into the user's clue collection; already collected ones are skipped. */
export function collect(db: Db, user: CurrentUser, kind: 'company' | 'shop', wanted: number[]): { added: number; skipped: number } {
  const rows = collectables(db, kind, wanted);
  const mine = db.prepare("SELECT 1 FROM clue_collections WHERE pool = 'mine' AND kind = ? AND source_id = ? AND user_id = ?");
  const fresh = rows.filter((row) => !mine.get(kind, row.id, user.id));
  db.transaction(() => {
    consumeQuota(db, user, fresh.length);
    const insert = db.prepare(
      `INSERT INTO clue_collections (kind, source_id, name, contact, phone, province, city, industry, pool, status, user_id, company_id, agent_id, collected_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'mine', '未转化', ?, ?, ?, ?)`,
    );
    for (const row of fresh)
      insert.run(kind, row.id, row.name, row.contact, row.phone, row.province, row.city, row.industry, user.id, user.companyId, user.agentId, now());
  })();
  return { added: fresh.length, skipped: rows.length - fresh.length };
}

const OWN = { agent: 'b.agent_id', company: 'b.company_id', user: 'b.user_id' };

export const COLLECTION_FROM = fromTable('clue_collections', 'b', leftJoinOne('users', 'u', 'b.user_id'), leftJoinOne('companies', 'c', 'b.company_id'));
export const COLLECTION_SELECT = `b.id, b.kind, b.source_id AS sourceId, b.name, b.contact, b.phone, b.province, b.city, b.industry, b.pool, b.status,
  COALESCE(u.real_name, '') AS collectorName, COALESCE(c.name, '') AS companyName, b.collected_at AS collectedAt`;

/** Lead finding: `/api/leadFinding/<verb>` (all but oem and gm, with the interior flag). */
export const leadFindingEndpoints: Endpoints = [
  define({
    call: leadFindingApi.advancedSearch,
    handler: ({ db, params, user }) => {
      requireInterior(db, user);
      return pageOf(
        db,
        { select: DIRECTORY_SELECT, from: DIRECTORY_FROM, where: directorySearch(params), order: DIRECTORY.order(params, 'd.registered_capital DESC, d.id') },
        paging(params),
      );
    },
  }),
  define({
    call: leadFindingApi.export,
    handler: ({ db, params, user, reply }) => {
      requireInterior(db, user);
      const rows = exportRows(
        db,
        { select: DIRECTORY_SELECT, from: DIRECTORY_FROM, where: directorySearch(params), order: DIRECTORY.order(params, 'd.registered_capital DESC, d.id') },
        { limit: DIRECTORY_EXPORT_LIMIT },
      );
      return sendSheet(reply, params, '企业搜索结果', leadFindingApi.export.columns, rows);
    },
  }),
  define({
    call: leadFindingApi.filters,
    handler: ({ db, user }) => {
      requireInterior(db, user);
      return {
        provinces: db.prepare('SELECT DISTINCT province FROM directory_companies ORDER BY province').pluck().all(),
        industries: db.prepare('SELECT DISTINCT industry FROM directory_companies ORDER BY industry').pluck().all(),
        statuses: db.prepare('SELECT DISTINCT status FROM directory_companies ORDER BY status').pluck().all(),
        platforms: SHOP_PLATFORMS,
        categories: SHOP_CATEGORIES,
      };
    },
  }),
  define({
    call: leadFindingApi.regions,
    handler: ({ db, params, user }) => {
      requireInterior(db, user);
      const kind = oneOf(params, 'kind', '类别', ['company', 'shop'] as const) ?? 'company';
      const table = kind === 'company' ? 'directory_companies' : 'directory_shops';
      const column = kind === 'company' ? 'industry' : 'category';
      const where = new Where().eq(column, text(params, 'industry', '行业', 30));
      return db
        .prepare(`SELECT province, city, COUNT(*) AS count FROM ${table} ${where} GROUP BY province, city ORDER BY province, count DESC, city`)
        .all(...where.values);
    },
  }),
  define({
    call: leadFindingApi.shopSearch,
    handler: ({ db, params, user }) => {
      requireInterior(db, user);
      return pageOf(
        db,
        {
          select: `s.id, s.name, s.platform, s.category, s.province, s.city, s.owner, s.phone, s.monthly_sales AS monthlySales,
            s.rating, s.opened_at AS openedAt, s.address`,
          from: fromTable('directory_shops', 's'),
          where: shopWhere(params),
          order: SHOPS.order(params, 's.monthly_sales DESC, s.id'),
        },
        paging(params),
      );
    },
  }),
  define({
    call: leadFindingApi.collect,
    handler: ({ db, params, user }) => {
      requireInterior(db, user);
      const kind = oneOf(params, 'kind', '类别', ['company', 'shop'] as const) ?? 'company';
      return collect(db, user, kind, ids(params, kind === 'company' ? '企业' : '店铺'));
    },
  }),
  define({
    call: leadFindingApi.templateList,
    handler: ({ db, params, user }) => {
      requireInterior(db, user);
      const where = restrictTo(db, TEMPLATES.where(params), user, OWN);
      const page = pageOf(
        db,
        {
          select: `b.id, b.name, b.industry, b.province, b.capital_min AS capitalMin, b.capital_max AS capitalMax, b.founded_from AS foundedFrom,
            b.founded_to AS foundedTo, b.remark, COALESCE(u.real_name, '') AS creatorName, b.created_at AS createdAt`,
          from: fromTable('industry_templates', 'b', leftJoinOne('users', 'u', 'b.user_id')),
          where,
          order: TEMPLATES.order(params, 'b.created_at DESC, b.id DESC'),
        },
        paging(params),
      );
      const count = (row: Record<string, unknown>) => {
        const where = directoryWhere({
          industry: row.industry as string,
          province: (row.province as string) || undefined,
          capitalMin: (row.capitalMin as number | null) ?? undefined,
          capitalMax: (row.capitalMax as number | null) ?? undefined,
          foundedFrom: (row.foundedFrom as string) || undefined,
          foundedTo: (row.foundedTo as string) || undefined,
        });
        return db
          .prepare(`SELECT COUNT(*) FROM directory_companies d ${where}`)
          .pluck()
          .get(...where.values) as number;
      };
      return { ...page, list: (page.list as Record<string, unknown>[]).map((row) => ({ ...row, matchCount: count(row) })) };
    },
  }),
  define({
    call: leadFindingApi.templateSave,
    handler: ({ db, params, user }) => {
      requireInterior(db, user);
      const input = inputOf(industryTemplate, params);
      const { name, industry } = input;
      const known = db.prepare('SELECT 1 FROM directory_companies WHERE industry = ? LIMIT 1').get(industry);
      if (!known) throw invalid(`行业不存在：${industry}`);
      const { capitalMin = null, capitalMax = null, foundedFrom = '', foundedTo = '' } = input;
      if (capitalMin !== null && capitalMax !== null && capitalMin > capitalMax) throw invalid('注册资本下限不能大于上限');
      if (foundedFrom && foundedTo && foundedFrom > foundedTo) throw invalid('成立日期的开始不能晚于结束');
      const values = { name, industry, province: input.province ?? '', capitalMin, capitalMax, foundedFrom, foundedTo, remark: input.remark ?? '' };
      const id = integer(params, 'id', '模板编号');
      if (id === undefined) {
        const created = db
          .prepare(
            `INSERT INTO industry_templates (name, industry, province, capital_min, capital_max, founded_from, founded_to, remark, user_id, company_id, agent_id, created_at)
             VALUES (@name, @industry, @province, @capitalMin, @capitalMax, @foundedFrom, @foundedTo, @remark, @userId, @companyId, @agentId, @at)`,
          )
          .run({ ...values, userId: user.id, companyId: user.companyId, agentId: user.agentId, at: now() });
        return { id: Number(created.lastInsertRowid) };
      }
      const changed = db
        .prepare(
          `UPDATE industry_templates SET name = @name, industry = @industry, province = @province, capital_min = @capitalMin, capital_max = @capitalMax,
             founded_from = @foundedFrom, founded_to = @foundedTo, remark = @remark WHERE id = @id AND user_id = @userId`,
        )
        .run({ ...values, id, userId: user.id });
      if (!changed.changes) throw forbidden();
      return { id };
    },
  }),
  define({
    call: leadFindingApi.templateDelete,
    handler: ({ db, params, user }) => {
      requireInterior(db, user);
      const removed = db.prepare('DELETE FROM industry_templates WHERE id = ? AND user_id = ?').run(requiredInteger(params, 'id', '模板编号'), user.id);
      if (!removed.changes) throw forbidden();
      return null;
    },
  }),
  define({
    call: leadFindingApi.batchCheck,
    handler: ({ db, params, user }) => {
      requireInterior(db, user);
      const names = batchCheckNames(requiredText(params, 'names', '企业名称', 100_000));
      if (names.length > BATCH_CHECK_MAX) throw invalid(`一次最多查询 ${BATCH_CHECK_MAX} 家企业`);
      const tooLong = names.find((name) => charCount(name) > 100);
      if (tooLong) throw invalid(`企业名称过长：${tooLong.slice(0, 20)}…`);
      const find = db.prepare('SELECT id FROM directory_companies WHERE name = ? ORDER BY id LIMIT 1').pluck();
      const matches = names.map((name) => ({ name, id: (find.get(name) as number | undefined) ?? null }));
      const matched = matches.filter((match) => match.id !== null).length;
      const id = db.transaction(() => {
        const created = db
          .prepare('INSERT INTO batch_checks (user_id, company_id, agent_id, total, matched, created_at) VALUES (?, ?, ?, ?, ?, ?)')
          .run(user.id, user.companyId, user.agentId, names.length, matched, now());
        const checkId = Number(created.lastInsertRowid);
        const insert = db.prepare('INSERT INTO batch_check_items (check_id, input_name, directory_company_id) VALUES (?, ?, ?)');
        for (const match of matches) insert.run(checkId, match.name, match.id);
        return checkId;
      })();
      return { id, total: names.length, matched };
    },
  }),
  define({
    call: leadFindingApi.batchCheckList,
    handler: ({ db, params, user }) => {
      requireInterior(db, user);
      const where = restrictTo(db, new Where(), user, OWN);
      return pageOf(
        db,
        {
          select: `b.id, b.total, b.matched, b.total - b.matched AS unmatched, COALESCE(u.real_name, '') AS userName, b.created_at AS createdAt`,
          from: fromTable('batch_checks', 'b', leftJoinOne('users', 'u', 'b.user_id')),
          where,
          order: 'b.created_at DESC, b.id DESC',
        },
        paging(params),
      );
    },
  }),
  define({
    call: leadFindingApi.batchCheckItems,
    handler: ({ db, params, user }) => {
      requireInterior(db, user);
      const checkId = requiredInteger(params, 'checkId', '查询批次');
      reachable(db, fromTable('batch_checks', 'b'), restrictTo(db, new Where(), user, OWN), [checkId]);
      const where = ITEMS.where(params).eq('i.check_id', checkId);
      return pageOf(
        db,
        {
          select: `i.id, i.input_name AS inputName, CASE WHEN d.id IS NULL THEN 0 ELSE 1 END AS matched, d.id AS companyId,
            COALESCE(d.name, '') AS companyName, COALESCE(d.legal_person, '') AS legalPerson, COALESCE(d.province, '') AS province,
            COALESCE(d.city, '') AS city, COALESCE(d.industry, '') AS industry, d.registered_capital AS registeredCapital,
            COALESCE(d.status, '') AS status, COALESCE(d.phone, '') AS phone`,
          from: fromTable('batch_check_items', 'i', leftJoinOne('directory_companies', 'd', 'i.directory_company_id')),
          where,
          order: 'i.id',
        },
        paging(params),
      );
    },
  }),
  define({
    call: leadFindingApi.poolAccountList,
    handler: ({ db, params, user }) => {
      requireInterior(db, user);
      const where = ACCOUNTS.where(params);
      restrictTo(db, where, user, { agent: 'u.agent_id', company: 'u.company_id', user: 'p.user_id' });
      return pageOf(
        db,
        {
          select: `p.id, u.username, u.real_name AS realName, u.role, COALESCE(c.name, '') AS companyName, p.quota, p.used,
            p.quota - p.used AS remaining, substr(p.valid_until, 1, 10) AS validUntil, p.status, p.remark, p.created_at AS createdAt`,
          from: fromTable('pool_accounts', 'p', joinOne('users', 'u', 'p.user_id'), leftJoinOne('companies', 'c', 'u.company_id')),
          where,
          order: ACCOUNTS.order(params, 'p.created_at DESC, p.id DESC'),
        },
        paging(params),
      );
    },
  }),
  define({
    call: leadFindingApi.poolAccountSave,
    handler: ({ db, params, user }) => {
      requireInterior(db, user);
      const id = integer(params, 'id', '账户编号');
      // The account is named when it is opened only.
      const { quota, validUntil, status: enabled, remark = '' } = inputOf(poolAccount, params, ['quota', 'validUntil', 'status', 'remark']);
      const status = enabled === false ? 0 : 1;
      const inReach = (userId: number) => {
        if (user.role === 'admin') return true;
        const agentId = db.prepare('SELECT agent_id FROM users WHERE id = ?').pluck().get(userId) as number | null;
        return agentId !== null && user.agentId !== null && agentTree(db, user.agentId).includes(agentId);
      };
      const until = validUntil.length === 10 ? `${validUntil} 23:59:59` : validUntil;
      if (id === undefined) {
        const { username } = inputOf(poolAccount, params, ['username']);
        const target = db.prepare('SELECT id, role FROM users WHERE username = ?').get(username) as { id: number; role: string } | undefined;
        if (!target) throw invalid(`账号不存在：${username}`);
        if (['admin', 'oem', 'gm'].includes(target.role)) throw invalid('该账号的角色不使用线索池账户');
        if (!inReach(target.id)) throw forbidden();
        if (db.prepare('SELECT 1 FROM pool_accounts WHERE user_id = ?').get(target.id)) throw invalid('该账号已有线索池账户');
        const created = db
          .prepare('INSERT INTO pool_accounts (user_id, quota, used, valid_until, status, remark, created_at) VALUES (?, ?, 0, ?, ?, ?, ?)')
          .run(target.id, quota, until, status, remark, now());
        return { id: Number(created.lastInsertRowid) };
      }
      const account = db.prepare('SELECT user_id AS userId, used FROM pool_accounts WHERE id = ?').get(id) as { userId: number; used: number } | undefined;
      if (!account || !inReach(account.userId)) throw forbidden();
      if (quota < account.used) throw invalid(`额度不能小于已使用的 ${account.used} 条`);
      db.prepare('UPDATE pool_accounts SET quota = ?, valid_until = ?, status = ?, remark = ? WHERE id = ?').run(quota, until, status, remark, id);
      return { id };
    },
  }),
  define({
    call: leadFindingApi.poolAccountDelete,
    handler: ({ db, params, user }) => {
      requireInterior(db, user);
      const id = requiredInteger(params, 'id', '账户编号');
      const where = restrictTo(db, new Where(), user, { agent: 'u.agent_id' });
      reachable(db, fromTable('pool_accounts', 'p', joinOne('users', 'u', 'p.user_id')), where, [id]);
      db.prepare('DELETE FROM pool_accounts WHERE id = ?').run(id);
      return null;
    },
  }),
  define({
    call: leadFindingApi.highSeas,
    handler: ({ db, params, user }) => {
      requireInterior(db, user);
      // The lead-finding high seas hold public directory data: one pool for the whole platform.
      const where = new Where()
        .raw("b.pool = 'high'")
        .like('b.name', text(params, 'name', '名称', 50))
        .eq('b.kind', oneOf(params, 'kind', '类别', ['company', 'shop'] as const))
        .eq('b.province', text(params, 'province', '省份', 20))
        .eq('b.industry', text(params, 'industry', '行业', 30));
      return pageOf(db, { select: COLLECTION_SELECT, from: COLLECTION_FROM, where, order: 'b.collected_at DESC, b.id DESC' }, paging(params));
    },
  }),
  define({
    call: leadFindingApi.claimHighSeas,
    handler: ({ db, params, user }) => {
      requireInterior(db, user);
      const wanted = ids(params, '线索');
      const found = reachable(db, fromTable('clue_collections', 'b'), new Where().raw("b.pool = 'high'"), wanted);
      db.transaction(() => {
        consumeQuota(db, user, found.length);
        db.prepare(
          `UPDATE clue_collections SET pool = 'mine', status = '未转化', user_id = ?, company_id = ?, agent_id = ?, collected_at = ?
           WHERE id IN (${placeholders(found)})`,
        ).run(user.id, user.companyId, user.agentId, now(), ...found);
      })();
      return { claimed: found.length };
    },
  }),
];
