import { NOTICE_CONTENT_MAX, NOTICE_HTML, NOTICE_TEXTS, noticeApi, notices, USER_ROLE } from '@console/remote-admin/contract';
import type { Role } from '@console/sdk/manifest';
import sanitizeHtml from 'sanitize-html';
import type { Db } from '../../db/database';
import { faker, recent } from '../../db/fake';
import { now } from '../../db/time';
import type { CurrentUser } from '../../http/auth';
import { define, type Endpoints } from '../../http/endpoint';
import { forbidden, invalid, notFound } from '../../http/envelope';
import { fromTable, leftJoinOne } from '../../http/from';
import { pageOf } from '../../http/page';
import { integer, list, paging, requiredInteger, requiredText, type Params } from '../../http/params';
import { resourceList } from '../../http/resource';
import { restrictTo } from '../../http/scope';
import { placeholders, Where } from '../../http/where';

/**
 * A notice's HTML as NOTICE_HTML allows it (the way in): every other tag is dropped with its
 * attributes (a script or style with its content), every link gets rel/target of its own.
 */
export function sanitizeNotice(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...NOTICE_HTML.tags],
    allowedAttributes: Object.fromEntries(Object.entries(NOTICE_HTML.attributes).map(([tag, names]) => [tag, [...names]])),
    allowedSchemes: NOTICE_HTML.links.map((prefix) => prefix.split(':')[0]),
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      a: (tagName, { href, ...attribs }) => ({
        tagName,
        attribs: { ...(href !== undefined && isLink(href) ? { href } : {}), ...attribs, target: '_blank', rel: 'noopener noreferrer' },
      }),
    },
  }).trim();
}

/** A link's address as NOTICE_HTML allows it: one of its prefixes, ahead of anything else. */
const isLink = (href: string) => NOTICE_HTML.links.some((prefix) => href.trim().toLowerCase().startsWith(prefix));

/** Whether HTML says anything once its tags are gone (`<p></p>` does not). */
const hasText = (html: string) => sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim() !== '';

/** A publisher's notices: an agent its own and its sub-agents', a sub-agent its own (the platform's have no agent). */
const OWNERSHIP = { agent: 'n.agent_id' };

const LIST = resourceList(notices, {
  title: 'n.title',
  authorName: 'u.username',
  readCount: '(SELECT COUNT(*) FROM notice_reads r WHERE r.notice_id = n.id)',
  createdAt: 'n.created_at',
});

const splitRoles = (stored: string) => (stored ? stored.split(',') : []);

function listQuery(db: Db, user: CurrentUser, params: Params) {
  const where = LIST.where(params);
  restrictTo(db, where, user, OWNERSHIP);
  return {
    select: `n.id, n.title, n.content, n.audience_roles AS audienceRoles, u.username AS authorName, n.created_at AS createdAt,
      (SELECT COUNT(*) FROM notice_reads r WHERE r.notice_id = n.id) AS readCount,
      COALESCE((SELECT group_concat(c.name, '、') FROM notice_companies nc JOIN companies c ON c.id = nc.company_id WHERE nc.notice_id = n.id), '全部企业') AS companyNames`,
    from: fromTable('notices', 'n', leftJoinOne('users', 'u', 'n.author_id')),
    where,
    order: LIST.order(params, 'n.created_at DESC, n.id DESC'),
  };
}

/**
 * The notices that reach `user`: its role named (or none named), its company named (or none named),
 * and published by the platform or by its own agent or that agent's parent.
 */
export function reaching(db: Db, user: CurrentUser, alias = 'n'): Where {
  const where = new Where().raw(`(${alias}.audience_roles = '' OR instr(',' || ${alias}.audience_roles || ',', ?) > 0)`, `,${user.role},`).raw(
    `(NOT EXISTS (SELECT 1 FROM notice_companies nc WHERE nc.notice_id = ${alias}.id)
        OR EXISTS (SELECT 1 FROM notice_companies nc WHERE nc.notice_id = ${alias}.id AND nc.company_id = ?))`,
    user.companyId ?? -1,
  );
  const publishers = user.agentId
    ? [user.agentId, ...(db.prepare('SELECT parent_id FROM agents WHERE id = ? AND parent_id IS NOT NULL').pluck().all(user.agentId) as number[])]
    : [];
  return publishers.length
    ? where.raw(`(${alias}.agent_id IS NULL OR ${alias}.agent_id IN (${placeholders(publishers)}))`, ...publishers)
    : where.raw(`${alias}.agent_id IS NULL`);
}

/** The companies a notice names, each in the publisher's reach. */
function namedCompanies(db: Db, user: CurrentUser, params: Params): number[] {
  const wanted = [...new Set(list(params, 'companyIds').map(Number))];
  if (wanted.some((id) => !Number.isInteger(id) || id < 1)) throw invalid('接收企业不正确');
  if (!wanted.length) return [];
  const where = new Where().raw(`c.id IN (${placeholders(wanted)})`, ...wanted);
  restrictTo(db, where, user, { agent: 'c.agent_id', company: 'c.id' });
  const found = db
    .prepare(`SELECT COUNT(*) FROM companies c ${where}`)
    .pluck()
    .get(...where.values) as number;
  if (found !== wanted.length) throw invalid(NOTICE_TEXTS.companyOutOfReach);
  return wanted;
}

function namedRoles(params: Params): Role[] {
  const roles = [...new Set(list(params, 'audienceRoles'))];
  const known = USER_ROLE.values as readonly string[];
  const unknown = roles.find((role) => !known.includes(role));
  if (unknown) throw invalid(`接收角色不正确：${unknown}`);
  return roles as Role[];
}

/** Publishes a notice: its text sanitised, its audience checked, the notice and its companies in one transaction. */
export function publishNotice(db: Db, user: CurrentUser, params: Params): { id: number } {
  const title = requiredText(params, 'title', notices.fields.title.label, notices.fields.title.max);
  const raw = typeof params.content === 'string' ? params.content : '';
  if (raw.length > NOTICE_CONTENT_MAX * 2) throw invalid(NOTICE_TEXTS.contentTooLong);
  const content = sanitizeNotice(raw);
  if (!hasText(content)) throw invalid(NOTICE_TEXTS.emptyContent);
  if (content.length > NOTICE_CONTENT_MAX) throw invalid(NOTICE_TEXTS.contentTooLong);
  const roles = namedRoles(params);
  const companies = namedCompanies(db, user, params);
  return db.transaction(() => {
    const id = Number(
      db
        .prepare('INSERT INTO notices (title, content, author_id, created_at, audience_roles, agent_id) VALUES (?, ?, ?, ?, ?, ?)')
        .run(title, content, user.id, now(), roles.join(','), user.role === 'admin' ? null : user.agentId).lastInsertRowid,
    );
    const named = db.prepare('INSERT INTO notice_companies (notice_id, company_id) VALUES (?, ?)');
    for (const company of companies) named.run(id, company);
    return { id };
  })();
}

/** Notices (/notice, /addNotice, the dashboard): defined by this project (CONTRACT.md, "Notices"). */
export const noticeEndpoints: Endpoints = [
  define({
    call: noticeApi.list,
    handler: ({ db, params, user }) => {
      const page = pageOf(db, listQuery(db, user, params), paging(params));
      return { ...page, list: (page.list as { audienceRoles: string }[]).map((row) => ({ ...row, audienceRoles: splitRoles(row.audienceRoles) })) };
    },
  }),
  define({ call: noticeApi.add, handler: ({ db, params, user }) => publishNotice(db, user, params) }),
  define({
    call: noticeApi.delete,
    handler: ({ db, params, user }) => {
      const id = requiredInteger(params, 'id', '公告编号');
      const authorId = db.prepare('SELECT author_id FROM notices WHERE id = ?').pluck().get(id) as number | undefined;
      if (authorId === undefined) throw notFound('公告');
      // Its publisher's word, or the platform's: an agent does not take back its sub-agent's notice.
      if (authorId !== user.id && user.role !== 'admin') throw forbidden();
      db.prepare('DELETE FROM notices WHERE id = ?').run(id);
      return null;
    },
  }),
  define({
    call: noticeApi.inbox,
    handler: ({ db, params, user }) => {
      const where = reaching(db, user);
      const read = `EXISTS (SELECT 1 FROM notice_reads r WHERE r.notice_id = n.id AND r.user_id = ${Number(user.id)})`;
      if (integer(params, 'unread', '未读') === 1) where.raw(`NOT ${read}`);
      const page = pageOf(
        db,
        {
          select: `n.id, n.title, n.content, COALESCE(u.username, '') AS authorName, n.created_at AS createdAt, ${read} AS read`,
          from: fromTable('notices', 'n', leftJoinOne('users', 'u', 'n.author_id')),
          where,
          order: `${read} ASC, n.created_at DESC, n.id DESC`,
        },
        paging(params),
      );
      return { ...page, list: (page.list as { read: number }[]).map((row) => ({ ...row, read: row.read === 1 })) };
    },
  }),
  define({
    call: noticeApi.read,
    handler: ({ db, params, user }) => {
      const id = requiredInteger(params, 'id', '公告编号');
      if (db.prepare('SELECT COUNT(*) FROM notices WHERE id = ?').pluck().get(id) === 0) throw notFound('公告');
      const where = reaching(db, user).eq('n.id', id);
      if (
        db
          .prepare(`SELECT COUNT(*) FROM notices n ${where}`)
          .pluck()
          .get(...where.values) === 0
      )
        throw invalid(NOTICE_TEXTS.notReceived);
      db.prepare('INSERT OR IGNORE INTO notice_reads (notice_id, user_id, read_at) VALUES (?, ?, ?)').run(id, user.id, now());
      return null;
    },
  }),
];

const SEED_TOPICS = ['系统升级通知', '节假日值班安排', '资费调整说明', '防骚扰外呼规范', '新功能上线', '账单核对提醒', '号码实名制要求', '服务器维护公告'];

/** Seed step: notices of the platform and of the seeded agents, some to named roles or companies, some read. */
export function seedNotices(db: Db): void {
  const agents = db.prepare("SELECT u.id, u.agent_id AS agentId FROM users u WHERE u.role IN ('agent', 'subAgent') AND u.agent_id IS NOT NULL").all() as {
    id: number;
    agentId: number;
  }[];
  const admin = db.prepare("SELECT id FROM users WHERE role = 'admin' ORDER BY id LIMIT 1").pluck().get() as number;
  const companiesOf = db.prepare('SELECT id FROM companies WHERE agent_id = ?').pluck();
  const allCompanies = db.prepare('SELECT id FROM companies').pluck().all() as number[];
  const insert = db.prepare('INSERT INTO notices (title, content, author_id, created_at, audience_roles, agent_id) VALUES (?, ?, ?, ?, ?, ?)');
  const named = db.prepare('INSERT INTO notice_companies (notice_id, company_id) VALUES (?, ?)');
  const readers = db.prepare('SELECT id FROM users WHERE company_id = ? LIMIT 5').pluck();
  const read = db.prepare('INSERT OR IGNORE INTO notice_reads (notice_id, user_id, read_at) VALUES (?, ?, ?)');
  const roles = USER_ROLE.values as readonly string[];
  for (let i = 0; i < 120; i++) {
    const byAgent = agents.length > 0 && i % 3 !== 0;
    const author = byAgent ? faker.helpers.arrayElement(agents) : { id: admin, agentId: null };
    const topic = faker.helpers.arrayElement(SEED_TOPICS);
    const content = `<h3>${topic}</h3><p>${faker.lorem.sentence()}</p><ul><li>${faker.lorem.words(4)}</li><li>${faker.lorem.words(5)}</li></ul><p>详情请见 <a href="https://help.example.com/notice/${i}">帮助中心</a>。</p>`;
    const audience = faker.datatype.boolean(0.4) ? faker.helpers.arrayElements(roles, { min: 1, max: 3 }).join(',') : '';
    const id = Number(insert.run(`${topic}（${i + 1}）`, sanitizeNotice(content), author.id, recent(180), audience, author.agentId).lastInsertRowid);
    const reach = author.agentId ? (companiesOf.all(author.agentId) as number[]) : allCompanies;
    const companies = reach.length && faker.datatype.boolean(0.25) ? faker.helpers.arrayElements(reach, { min: 1, max: 3 }) : [];
    for (const company of companies) {
      named.run(id, company);
      for (const reader of readers.all(company) as number[]) if (faker.datatype.boolean(0.5)) read.run(id, reader, now());
    }
  }
}
