import { ALLOCATION_TEXTS, allocationApi, callAllocations, type CallFamilyKey } from '@console/remote-cloudcall/contract';
import type { Db } from '../../db/database';
import { now } from '../../db/time';
import type { CurrentUser } from '../../http/auth';
import { define, type Endpoints } from '../../http/endpoint';
import { listEndpoints } from '../../http/listEndpoints';
import { forbidden, invalid, notFound } from '../../http/envelope';
import { fromTable, joinOne, leftJoinOne } from '../../http/from';
import { integer, requiredInteger, type Params } from '../../http/params';
import { inputOf, resourceList } from '../../http/resource';
import { restrictTo } from '../../http/scope';
import { placeholders, Where } from '../../http/where';
import { familyOf, treeOf } from './families';

const OWNERSHIP = { agent: 'l.agent_id', company: 'l.company_id' };

const LIST = resourceList(callAllocations, {
  templateId: 'l.template_id',
  target: "(CASE WHEN l.company_id IS NULL THEN 'agent' ELSE 'company' END)",
  agentName: 'a.name',
  companyName: 'c.name',
  pricePerMinute: 'l.price_per_minute',
  concurrency: 'l.concurrency',
  lines: 'l.lines',
  enabled: 'l.enabled',
  createdAt: 'l.created_at',
});

const FROM = () =>
  fromTable(
    'call_allocations',
    'l',
    joinOne('call_templates', 't', 'l.template_id'),
    joinOne('agents', 'a', 'l.agent_id'),
    leftJoinOne('companies', 'c', 'l.company_id'),
    leftJoinOne('users', 'u', 'l.operator_id'),
  );

function listQuery(db: Db, user: CurrentUser, params: Params) {
  const where = LIST.where(params).eq('l.family', familyOf(params, 'allocation'));
  restrictTo(db, where, user, OWNERSHIP);
  return {
    select: `l.id, l.template_id AS templateId, t.name AS templateName, CASE WHEN l.company_id IS NULL THEN 'agent' ELSE 'company' END AS target,
      l.agent_id AS agentId, a.name AS agentName, l.company_id AS companyId, COALESCE(c.name, '') AS companyName, l.price_per_minute AS pricePerMinute,
      l.concurrency, l.lines, l.enabled, COALESCE(u.real_name, '') AS operatorName, l.created_at AS createdAt`,
    from: FROM(),
    where,
    order: LIST.order(params, 'l.created_at DESC, l.id DESC'),
  };
}

interface Allocation {
  id: number;
  family: CallFamilyKey;
  template_id: number;
  agent_id: number;
  company_id: number | null;
  price_per_minute: number;
  concurrency: number;
  lines: number;
}
type Terms = Pick<Allocation, 'price_per_minute' | 'concurrency' | 'lines'>;

/**
 * The allocation rules, checked inside the save's transaction. An agent's allocation stays within the
 * template (concurrency, list price) and above what its companies already hold; a company's stays
 * within its agent's allocation of the template: its price not below the agent's, and the
 * concurrency and lines of all the agent's companies together not above the agent's.
 */
function checkTerms(db: Db, allocation: Omit<Allocation, 'id' | 'family'> & { id?: number }) {
  const template = db.prepare('SELECT concurrency, price_per_minute AS price FROM call_templates WHERE id = ?').get(allocation.template_id) as {
    concurrency: number;
    price: number;
  };
  if (allocation.company_id === null) {
    if (allocation.concurrency > template.concurrency) throw invalid(ALLOCATION_TEXTS.overTemplate(template.concurrency));
    if (allocation.price_per_minute < template.price) throw invalid(ALLOCATION_TEXTS.belowTemplatePrice(template.price));
    const held = db
      .prepare(
        `SELECT COALESCE(SUM(concurrency), 0) AS concurrency, COALESCE(SUM(lines), 0) AS lines FROM call_allocations
         WHERE template_id = ? AND agent_id = ? AND company_id IS NOT NULL`,
      )
      .get(allocation.template_id, allocation.agent_id) as { concurrency: number; lines: number };
    if (allocation.concurrency < held.concurrency) throw invalid(ALLOCATION_TEXTS.belowCompanies('并发数', held.concurrency));
    if (allocation.lines < held.lines) throw invalid(ALLOCATION_TEXTS.belowCompanies('线路数', held.lines));
    return;
  }
  const agent = db
    .prepare('SELECT price_per_minute, concurrency, lines FROM call_allocations WHERE template_id = ? AND agent_id = ? AND company_id IS NULL')
    .get(allocation.template_id, allocation.agent_id) as Terms | undefined;
  if (!agent) throw invalid(ALLOCATION_TEXTS.agentLacks);
  if (allocation.price_per_minute < agent.price_per_minute) throw invalid(ALLOCATION_TEXTS.belowAgentPrice(agent.price_per_minute));
  const others = db
    .prepare(
      `SELECT COALESCE(SUM(concurrency), 0) AS concurrency, COALESCE(SUM(lines), 0) AS lines FROM call_allocations
       WHERE template_id = ? AND agent_id = ? AND company_id IS NOT NULL AND id IS NOT ?`,
    )
    .get(allocation.template_id, allocation.agent_id, allocation.id ?? null) as { concurrency: number; lines: number };
  if (others.concurrency + allocation.concurrency > agent.concurrency) {
    throw invalid(ALLOCATION_TEXTS.overAgent('并发数', agent.concurrency, others.concurrency, allocation.concurrency));
  }
  if (others.lines + allocation.lines > agent.lines) throw invalid(ALLOCATION_TEXTS.overAgent('线路数', agent.lines, others.lines, allocation.lines));
}

/** Whom a new allocation is for: the platform names an agent or a company, an agent one of its companies. */
function holderOf(db: Db, user: CurrentUser, agentId: number | undefined | null, companyId: number | undefined | null) {
  if (companyId) {
    const company = db.prepare('SELECT agent_id FROM companies WHERE id = ?').pluck().get(companyId) as number | undefined;
    if (company === undefined) throw notFound('企业');
    if (user.role !== 'admin' && !treeOf(db, user).includes(company)) throw forbidden();
    if (user.role === 'admin' && agentId && agentId !== company) throw invalid(ALLOCATION_TEXTS.notItsAgent);
    return { agent_id: company, company_id: companyId };
  }
  if (user.role !== 'admin') throw invalid('请选择企业');
  if (!agentId) throw invalid(ALLOCATION_TEXTS.noTarget);
  if (!db.prepare('SELECT 1 FROM agents WHERE id = ?').get(agentId)) throw notFound('代理商');
  return { agent_id: agentId, company_id: null };
}

/** One allocation this user may change: admin any; an agent only its companies' (never its own quota). */
function ownAllocation(db: Db, user: CurrentUser, family: CallFamilyKey, id: number): Allocation {
  const where = new Where().eq('l.id', id).eq('l.family', family);
  if (user.role !== 'admin') {
    const tree = treeOf(db, user);
    where.raw(`l.company_id IS NOT NULL AND l.agent_id IN (${placeholders(tree) || 'NULL'})`, ...tree);
  }
  const found = db.prepare(`SELECT l.* FROM call_allocations l ${where}`).get(...where.values) as Allocation | undefined;
  if (!found) throw forbidden();
  return found;
}

const TERMS = ['pricePerMinute', 'concurrency', 'lines', 'enabled'] as const;

/** Allocations (/enterpriseAllocation, /JobenterpriseAllocation, /trumpetenterpriseAllocation). */
export const allocationEndpoints: Endpoints = [
  ...listEndpoints({
    list: allocationApi.allocationList,
    sheet: allocationApi.exportAllocations,
    fileName: '企业分配',
    query: ({ db, params, user }) => listQuery(db, user, params),
  }),
  define({
    call: allocationApi.allocationSave,
    handler: ({ db, params, user }) => {
      const family = familyOf(params, 'allocation');
      const id = integer(params, 'id', '编号', { min: 1 });
      return db.transaction(() => {
        if (id !== undefined) {
          const current = ownAllocation(db, user, family, id);
          const input = inputOf(callAllocations, params, TERMS);
          const terms = { price_per_minute: input.pricePerMinute!, concurrency: input.concurrency!, lines: input.lines! };
          checkTerms(db, { ...current, ...terms });
          db.prepare('UPDATE call_allocations SET price_per_minute = ?, concurrency = ?, lines = ?, enabled = ? WHERE id = ?').run(
            terms.price_per_minute,
            terms.concurrency,
            terms.lines,
            input.enabled,
            id,
          );
          return { id };
        }
        const input = inputOf(callAllocations, params);
        const template = db.prepare('SELECT enabled FROM call_templates WHERE id = ? AND family = ?').pluck().get(input.templateId, family) as
          number | undefined;
        if (template === undefined) throw notFound('模板');
        if (!template) throw invalid(ALLOCATION_TEXTS.templateDisabled);
        const holder = holderOf(db, user, input.agentId, input.companyId);
        const twin = db
          .prepare('SELECT 1 FROM call_allocations WHERE template_id = ? AND agent_id = ? AND company_id IS ?')
          .get(input.templateId, holder.agent_id, holder.company_id);
        if (twin) throw invalid(ALLOCATION_TEXTS.duplicate);
        const allocation = {
          template_id: input.templateId,
          ...holder,
          price_per_minute: input.pricePerMinute,
          concurrency: input.concurrency,
          lines: input.lines,
        };
        checkTerms(db, allocation);
        const added = db
          .prepare(
            `INSERT INTO call_allocations (family, template_id, agent_id, company_id, price_per_minute, concurrency, lines, enabled, operator_id, created_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(
            family,
            allocation.template_id,
            allocation.agent_id,
            allocation.company_id,
            allocation.price_per_minute,
            allocation.concurrency,
            allocation.lines,
            input.enabled,
            user.id,
            now(),
          );
        return { id: Number(added.lastInsertRowid) };
      })();
    },
  }),
  define({
    call: allocationApi.allocationDelete,
    handler: ({ db, params, user }) => {
      const id = requiredInteger(params, 'id', '编号', { min: 1 });
      return db.transaction(() => {
        const found = db.prepare('SELECT family FROM call_allocations WHERE id = ?').pluck().get(id) as CallFamilyKey | undefined;
        if (!found) throw forbidden();
        const allocation = ownAllocation(db, user, found, id);
        if (allocation.company_id === null) {
          const companies = db
            .prepare('SELECT COUNT(*) FROM call_allocations WHERE template_id = ? AND agent_id = ? AND company_id IS NOT NULL')
            .pluck()
            .get(allocation.template_id, allocation.agent_id) as number;
          if (companies > 0) throw invalid(ALLOCATION_TEXTS.hasCompanies(companies));
        } else {
          const numbers = db
            .prepare('SELECT COUNT(*) FROM call_special_numbers WHERE template_id = ? AND company_id = ?')
            .pluck()
            .get(allocation.template_id, allocation.company_id) as number;
          if (numbers > 0) throw invalid(ALLOCATION_TEXTS.hasNumbers(numbers));
        }
        db.prepare('DELETE FROM call_allocations WHERE id = ?').run(id);
        return null;
      })();
    },
  }),
];
