import { callTemplates, TEMPLATE_TEXTS, templateApi } from '@console/remote-cloudcall/contract';
import type { Db } from '../../db/database';
import { now } from '../../db/time';
import type { CurrentUser } from '../../http/auth';
import { define, type Endpoints } from '../../http/endpoint';
import { listEndpoints } from '../../http/listEndpoints';
import { invalid, notFound } from '../../http/envelope';
import { fromTable, joinOne } from '../../http/from';
import { integer, requiredInteger, type Params } from '../../http/params';
import { inputOf, resourceList } from '../../http/resource';
import { placeholders } from '../../http/where';
import { familyOf, treeOf } from './families';

const LIST = resourceList(callTemplates, {
  name: 't.name',
  serverId: 't.server_id',
  pricePerMinute: 't.price_per_minute',
  billingUnit: 't.billing_unit',
  concurrency: 't.concurrency',
  enabled: 't.enabled',
  createdAt: 't.created_at',
});

function listQuery(params: Params) {
  const where = LIST.where(params).eq('t.family', familyOf(params, 'template'));
  return {
    select: `t.id, t.name, t.server_id AS serverId, s.name AS serverName, t.price_per_minute AS pricePerMinute, t.billing_unit AS billingUnit,
      t.concurrency, (SELECT COUNT(*) FROM call_allocations l WHERE l.template_id = t.id) AS allocations, t.enabled, t.remark, t.created_at AS createdAt`,
    from: fromTable('call_templates', 't', joinOne('sip_servers', 's', 't.server_id')),
    where,
    order: LIST.order(params, 't.created_at DESC, t.id DESC'),
  };
}

/** The family's templates a user may choose: admin every enabled one; an agent those its tree holds; a company its own. */
function templateOptions(db: Db, user: CurrentUser, params: Params) {
  const family = familyOf(params, 'template');
  if (user.role === 'admin')
    return db.prepare('SELECT id AS value, name AS label FROM call_templates WHERE family = ? AND enabled = 1 ORDER BY id').all(family);
  const tree = user.role === 'agent' ? treeOf(db, user) : [];
  const held =
    user.role === 'agent'
      ? { clause: `l.company_id IS NULL AND l.agent_id IN (${placeholders(tree) || 'NULL'})`, values: tree }
      : { clause: 'l.company_id = ?', values: [user.companyId ?? 0] };
  return db
    .prepare(
      `SELECT DISTINCT t.id AS value, t.name AS label FROM call_templates t JOIN call_allocations l ON l.template_id = t.id
       WHERE t.family = ? AND ${held.clause} ORDER BY t.id`,
    )
    .all(family, ...held.values);
}

/** Templates (/sipTemplate, /JobsipTemplate, /UUtemplate, /trumpetTemplate): admin only. */
export const templateEndpoints: Endpoints = [
  ...listEndpoints({ list: templateApi.templateList, sheet: templateApi.exportTemplates, fileName: '云呼模板', query: ({ params }) => listQuery(params) }),
  define({
    call: templateApi.templateSave,
    handler: ({ db, params }) => {
      const family = familyOf(params, 'template');
      const id = integer(params, 'id', '编号', { min: 1 });
      const input = inputOf(callTemplates, params);
      return db.transaction(() => {
        const server = db.prepare('SELECT max_concurrency AS max, enabled FROM sip_servers WHERE id = ?').get(input.serverId) as
          { max: number; enabled: number } | undefined;
        if (!server) throw notFound('SIP服务器');
        if (!server.enabled && input.enabled) throw invalid(TEMPLATE_TEXTS.serverDisabled);
        if (input.concurrency > server.max) throw invalid(TEMPLATE_TEXTS.overServer(server.max));
        const values = {
          family,
          name: input.name,
          server_id: input.serverId,
          price_per_minute: input.pricePerMinute,
          billing_unit: input.billingUnit,
          concurrency: input.concurrency,
          enabled: input.enabled,
          remark: input.remark ?? '',
        };
        if (id === undefined) {
          const added = db
            .prepare(
              `INSERT INTO call_templates (family, name, server_id, price_per_minute, billing_unit, concurrency, enabled, remark, created_at)
               VALUES (@family, @name, @server_id, @price_per_minute, @billing_unit, @concurrency, @enabled, @remark, @created_at)`,
            )
            .run({ ...values, created_at: now() });
          return { id: Number(added.lastInsertRowid) };
        }
        // A template stays in its family; what its allocations already hold stays theirs (they are bounded when made).
        const changed = db
          .prepare(
            `UPDATE call_templates SET name = @name, server_id = @server_id, price_per_minute = @price_per_minute, billing_unit = @billing_unit,
               concurrency = @concurrency, enabled = @enabled, remark = @remark WHERE id = @id AND family = @family`,
          )
          .run({ ...values, id });
        if (changed.changes === 0) throw notFound('模板');
        return { id };
      })();
    },
  }),
  define({
    call: templateApi.templateDelete,
    handler: ({ db, params }) => {
      const id = requiredInteger(params, 'id', '编号', { min: 1 });
      return db.transaction(() => {
        const allocations = db.prepare('SELECT COUNT(*) FROM call_allocations WHERE template_id = ?').pluck().get(id) as number;
        if (allocations > 0) throw invalid(TEMPLATE_TEXTS.inUse(allocations));
        // Its numbers go with its allocations; its billed calls keep naming it.
        if (db.prepare('SELECT 1 FROM call_records WHERE template_id = ? LIMIT 1').get(id)) throw invalid(TEMPLATE_TEXTS.billed);
        if (db.prepare('DELETE FROM call_templates WHERE id = ?').run(id).changes === 0) throw notFound('模板');
        return null;
      })();
    },
  }),
  define({ call: templateApi.templateOptions, handler: ({ db, params, user }) => templateOptions(db, user, params) }),
];
