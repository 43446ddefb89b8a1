import { crmDictionaryApi, DICTIONARY } from '@console/remote-crm/contract';
import type { Db } from '../../db/database';
import { now } from '../../db/time';
import type { CurrentUser } from '../../http/auth';
import { define, type Endpoints } from '../../http/endpoint';
import { forbidden, invalid } from '../../http/envelope';
import { pageOf } from '../../http/page';
import { integer, paging, requiredInteger, oneOf } from '../../http/params';
import { inputOf, resourceList } from '../../http/resource';
import { restrictTo } from '../../http/scope';
import { ownCompany } from './access';
import { DICTIONARY_KINDS, DICTIONARY_LABELS, type DictionaryKind } from './domain';
import { logCrm } from './helpers';
import { fromTable, joinOne } from '../../http/from';

/** The names of one list of a company, in order (choices of the customer form). */
export function dictionaryNames(db: Db, companyId: number, kind: DictionaryKind): string[] {
  return db.prepare('SELECT name FROM crm_dictionary WHERE company_id = ? AND kind = ? ORDER BY sort, id').pluck().all(companyId, kind) as string[];
}

/** How many customers of the company use a source, a stage or a tag. */
function usage(db: Db, companyId: number, kind: DictionaryKind, name: string): number {
  const column = kind === 'source' ? 'source = ?' : kind === 'progress' ? 'progress = ?' : "(',' || tags || ',') LIKE ?";
  const value = kind === 'tag' ? `%,${name},%` : name;
  return db.prepare(`SELECT COUNT(*) FROM customers WHERE company_id = ? AND ${column}`).pluck().get(companyId, value) as number;
}

/** Renaming a source, stage or tag renames it on every customer of the company (one fact, one name). */
export function renameOnCustomers(db: Db, companyId: number, kind: DictionaryKind, from: string, to: string): void {
  if (kind === 'source') db.prepare('UPDATE customers SET source = ? WHERE company_id = ? AND source = ?').run(to, companyId, from);
  else if (kind === 'progress') db.prepare('UPDATE customers SET progress = ? WHERE company_id = ? AND progress = ?').run(to, companyId, from);
  else replaceTag(db, companyId, from, to);
}

/** Replaces (or with `to` empty, removes) a tag in the comma-separated tags of the company's customers. */
export function replaceTag(db: Db, companyId: number, from: string, to: string): number {
  const rows = db.prepare("SELECT id, tags FROM customers WHERE company_id = ? AND (',' || tags || ',') LIKE ?").all(companyId, `%,${from},%`) as {
    id: number;
    tags: string;
  }[];
  const update = db.prepare('UPDATE customers SET tags = ? WHERE id = ?');
  for (const row of rows) {
    const tags = row.tags
      .split(',')
      .map((tag) => (tag === from ? to : tag))
      .filter(Boolean);
    update.run([...new Set(tags)].join(','), row.id);
  }
  return rows.length;
}

/** Each kind's list: its filters and refusals name the list's own word (来源名称, 标签名称). */
const LISTS = Object.fromEntries(
  DICTIONARY_KINDS.map((kind) => [
    kind,
    resourceList(DICTIONARY[kind], { name: 'x.name', sort: 'x.sort', customerCount: 'customerCount', companyId: 'x.company_id', createdAt: 'x.created_at' }),
  ]),
) as Record<DictionaryKind, ReturnType<typeof resourceList<(typeof DICTIONARY)['source']>>>;

const kindOf = (params: Record<string, unknown>) => {
  const kind = oneOf(params, 'kind', '类别', DICTIONARY_KINDS);
  if (!kind) throw invalid('请指定类别');
  return kind;
};

function findOwn(db: Db, user: CurrentUser, id: number) {
  const row = db.prepare('SELECT * FROM crm_dictionary WHERE id = ?').get(id) as
    { id: number; company_id: number; kind: DictionaryKind; name: string } | undefined;
  if (!row || row.company_id !== ownCompany(user)) throw forbidden();
  return row;
}

/** Customer sources (/CRMsource), tags (/tag) and progress stages (/followProgress): `/api/crmDictionary/<verb>`. */
export const dictionaryEndpoints: Endpoints = [
  define({
    call: crmDictionaryApi.list,
    handler: ({ db, params, user }) => {
      const kind = kindOf(params);
      const where = LISTS[kind].where(params).eq('x.kind', kind);
      restrictTo(db, where, user, { agent: 'c.agent_id', company: 'x.company_id' });
      const usageColumn =
        kind === 'source'
          ? '(SELECT COUNT(*) FROM customers k WHERE k.company_id = x.company_id AND k.source = x.name)'
          : kind === 'progress'
            ? '(SELECT COUNT(*) FROM customers k WHERE k.company_id = x.company_id AND k.progress = x.name)'
            : "(SELECT COUNT(*) FROM customers k WHERE k.company_id = x.company_id AND (',' || k.tags || ',') LIKE '%,' || x.name || ',%')";
      return pageOf(
        db,
        {
          select: `x.id, x.name, x.color, x.sort, x.remark, x.company_id AS companyId, c.name AS companyName,
            ${usageColumn} AS customerCount, x.created_at AS createdAt`,
          from: fromTable('crm_dictionary', 'x', joinOne('companies', 'c', 'x.company_id')),
          where,
          order: LISTS[kind].order(params, 'x.company_id, x.sort, x.id'),
        },
        paging(params),
      );
    },
  }),
  define({
    call: crmDictionaryApi.save,
    handler: ({ db, params, user }) => {
      const companyId = ownCompany(user);
      const kind = kindOf(params);
      const label = DICTIONARY_LABELS[kind];
      const { name, color = 'blue', sort = 0, remark = '' } = inputOf(DICTIONARY[kind], params);
      const id = integer(params, 'id', '编号');
      const clash = db
        .prepare('SELECT id FROM crm_dictionary WHERE company_id = ? AND kind = ? AND name = ? AND id IS NOT ?')
        .get(companyId, kind, name, id ?? null);
      if (clash) throw invalid(`${label}「${name}」已存在`);
      if (id === undefined) {
        const created = db
          .prepare('INSERT INTO crm_dictionary (company_id, kind, name, color, sort, remark, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
          .run(companyId, kind, name, color, sort, remark, now());
        return { id: Number(created.lastInsertRowid) };
      }
      const row = findOwn(db, user, id);
      if (row.kind !== kind) throw invalid('类别不能修改');
      db.transaction(() => {
        db.prepare('UPDATE crm_dictionary SET name = ?, color = ?, sort = ?, remark = ? WHERE id = ?').run(name, color, sort, remark, id);
        if (row.name !== name) {
          renameOnCustomers(db, companyId, kind, row.name, name);
          logCrm(db, user, { target: '客户', action: '编辑', detail: `${label}「${row.name}」改名为「${name}」` });
        }
      })();
      return { id };
    },
  }),
  define({
    call: crmDictionaryApi.delete,
    handler: ({ db, params, user }) => {
      const row = findOwn(db, user, requiredInteger(params, 'id', '编号'));
      const label = DICTIONARY_LABELS[row.kind];
      const used = usage(db, row.company_id, row.kind, row.name);
      // A source or stage in use would leave customers pointing at nothing; a tag is simply taken off.
      if (used > 0 && row.kind !== 'tag') throw invalid(`仍有 ${used} 个客户使用${label}「${row.name}」，无法删除`);
      db.transaction(() => {
        if (row.kind === 'tag') replaceTag(db, row.company_id, row.name, '');
        db.prepare('DELETE FROM crm_dictionary WHERE id = ?').run(row.id);
        logCrm(db, user, { target: '客户', action: '删除', detail: `删除${label}「${row.name}」` });
      })();
      return null;
    },
  }),
];
