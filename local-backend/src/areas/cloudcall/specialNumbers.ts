import { SPECIAL_NUMBER_TEXTS, specialNumberApi, specialNumbers } from '@console/remote-cloudcall/contract';
import type { Db } from '../../db/database';
import { now } from '../../db/time';
import type { CurrentUser } from '../../http/auth';
import { define, type Endpoints } from '../../http/endpoint';
import { listEndpoints } from '../../http/listEndpoints';
import { forbidden, invalid, notFound } from '../../http/envelope';
import { fromTable, joinOne } from '../../http/from';
import { integer, requiredInteger, type Params } from '../../http/params';
import { inputOf, resourceList } from '../../http/resource';
import { restrictTo } from '../../http/scope';
import { Where } from '../../http/where';
import { familyOf, treeOf } from './families';

const OWNERSHIP = { agent: 'n.agent_id', company: 'n.company_id' };

const LIST = resourceList(specialNumbers, {
  number: 'n.number',
  companyName: 'c.name',
  templateId: 'n.template_id',
  enabled: 'n.enabled',
  createdAt: 'n.created_at',
});

function listQuery(db: Db, user: CurrentUser, params: Params) {
  const where = LIST.where(params).eq('n.family', familyOf(params, 'specialNumber'));
  restrictTo(db, where, user, OWNERSHIP);
  return {
    select: `n.id, n.number, n.company_id AS companyId, c.name AS companyName, a.name AS agentName, n.template_id AS templateId, t.name AS templateName,
      n.enabled, n.remark, n.created_at AS createdAt`,
    from: fromTable(
      'call_special_numbers',
      'n',
      joinOne('companies', 'c', 'n.company_id'),
      joinOne('agents', 'a', 'n.agent_id'),
      joinOne('call_templates', 't', 'n.template_id'),
    ),
    where,
    order: LIST.order(params, 'n.created_at DESC, n.id DESC'),
  };
}

/** A company this user may bind numbers for: admin any, an agent its tree's; answers the company's agent. */
function companyAgent(db: Db, user: CurrentUser, companyId: number): number {
  const agentId = db.prepare('SELECT agent_id FROM companies WHERE id = ?').pluck().get(companyId) as number | undefined;
  if (agentId === undefined) throw notFound('企业');
  if (user.role !== 'admin' && !treeOf(db, user).includes(agentId)) throw forbidden();
  return agentId;
}

/** One number this user may change (in its scope, of the family). */
function ownNumber(db: Db, user: CurrentUser, id: number, family?: string): number {
  const where = new Where().eq('n.id', id).eq('n.family', family);
  restrictTo(db, where, user, OWNERSHIP);
  const found = db
    .prepare(`SELECT n.id FROM call_special_numbers n ${where}`)
    .pluck()
    .get(...where.values) as number | undefined;
  if (!found) throw forbidden();
  return found;
}

/** Special service numbers (/specialServiceNumber, /JobspecialServiceNumber, /trumpetspecialServiceNumber). */
export const specialNumberEndpoints: Endpoints = [
  ...listEndpoints({
    list: specialNumberApi.specialNumberList,
    sheet: specialNumberApi.exportSpecialNumbers,
    fileName: '特服号码',
    query: ({ db, params, user }) => listQuery(db, user, params),
  }),
  define({
    call: specialNumberApi.specialNumberSave,
    handler: ({ db, params, user }) => {
      const family = familyOf(params, 'specialNumber');
      const id = integer(params, 'id', '编号', { min: 1 });
      const input = inputOf(specialNumbers, params);
      return db.transaction(() => {
        if (id !== undefined) ownNumber(db, user, id, family);
        const agentId = companyAgent(db, user, input.companyId);
        // Bound to a template of the family that the company holds.
        const held = db
          .prepare('SELECT 1 FROM call_allocations WHERE template_id = ? AND company_id = ? AND family = ?')
          .get(input.templateId, input.companyId, family);
        if (!held) throw invalid(SPECIAL_NUMBER_TEXTS.notAllocated);
        const twin = db.prepare('SELECT 1 FROM call_special_numbers WHERE number = ? AND id IS NOT ?').get(input.number, id ?? null);
        if (twin) throw invalid(SPECIAL_NUMBER_TEXTS.duplicate(input.number));
        const values = {
          family,
          number: input.number,
          template_id: input.templateId,
          company_id: input.companyId,
          agent_id: agentId,
          enabled: input.enabled,
          remark: input.remark ?? '',
        };
        if (id === undefined) {
          const added = db
            .prepare(
              `INSERT INTO call_special_numbers (family, number, template_id, company_id, agent_id, enabled, remark, created_at)
               VALUES (@family, @number, @template_id, @company_id, @agent_id, @enabled, @remark, @created_at)`,
            )
            .run({ ...values, created_at: now() });
          return { id: Number(added.lastInsertRowid) };
        }
        db.prepare(
          `UPDATE call_special_numbers SET number = @number, template_id = @template_id, company_id = @company_id, agent_id = @agent_id,
             enabled = @enabled, remark = @remark WHERE id = @id`,
        ).run({ ...values, id });
        return { id };
      })();
    },
  }),
  define({
    call: specialNumberApi.specialNumberDelete,
    handler: ({ db, params, user }) => {
      db.prepare('DELETE FROM call_special_numbers WHERE id = ?').run(ownNumber(db, user, requiredInteger(params, 'id', '编号', { min: 1 })));
      return null;
    },
  }),
];
