import { crmTemplateApi } from '@console/remote-crm/contract';
import { now } from '../../db/time';
import { define, type Endpoints } from '../../http/endpoint';
import { forbidden, invalid } from '../../http/envelope';
import { pageOf } from '../../http/page';
import { choice, integer, paging, requiredInteger, requiredText, text } from '../../http/params';
import { restrictTo } from '../../http/scope';
import { Where } from '../../http/where';
import { CRM_ACCESS, ownCompany } from './access';
import { TEMPLATE_TYPES } from './domain';
import { logCrm } from './helpers';
import { fromTable, joinOne, leftJoinOne } from '../../http/from';

/** Script, SMS and mail templates (/modou): `/api/crmTemplate/<verb>`. */
export const templateEndpoints: Endpoints = [
  define({
    call: crmTemplateApi.list,
    handler: ({ db, params, user }) => {
      const where = new Where()
        .like('t.name', text(params, 'name', '模板名称', 30))
        .eq('t.type', choice(params, 'type', '模板类型', TEMPLATE_TYPES))
        .eq('t.enabled', integer(params, 'enabled', '状态', { min: 0, max: 1 }))
        .like('t.content', text(params, 'content', '模板内容', 50));
      restrictTo(db, where, user, { agent: 'c.agent_id', company: 't.company_id' });
      return pageOf(
        db,
        {
          select: `t.id, t.name, t.type, t.content, t.enabled, COALESCE(u.real_name, '') AS creatorName, c.name AS companyName,
            t.created_at AS createdAt, t.updated_at AS updatedAt`,
          from: fromTable('crm_templates', 't', joinOne('companies', 'c', 't.company_id'), leftJoinOne('users', 'u', 't.created_by')),
          where,
          order: 't.updated_at DESC, t.id DESC',
        },
        paging(params),
      );
    },
  }),
  define({
    call: crmTemplateApi.save,
    handler: ({ db, params, user }) => {
      const companyId = ownCompany(user);
      const name = requiredText(params, 'name', '模板名称', 30);
      const type = choice(params, 'type', '模板类型', TEMPLATE_TYPES);
      if (!type) throw invalid('请选择模板类型');
      const content = requiredText(params, 'content', '模板内容', 500);
      const enabled = ['0', 'false', 'off'].includes(String(params.enabled ?? '').toLowerCase()) ? 0 : 1;
      const id = integer(params, 'id', '模板编号');
      const at = now();
      if (id === undefined) {
        const created = db
          .prepare('INSERT INTO crm_templates (company_id, name, type, content, enabled, created_by, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
          .run(companyId, name, type, content, enabled, user.id, at, at);
        logCrm(db, user, { target: '客户', action: '新增', detail: `新增${type}「${name}」` });
        return { id: Number(created.lastInsertRowid) };
      }
      const changed = db
        .prepare('UPDATE crm_templates SET name = ?, type = ?, content = ?, enabled = ?, updated_at = ? WHERE id = ? AND company_id = ?')
        .run(name, type, content, enabled, at, id, companyId);
      if (!changed.changes) throw forbidden();
      logCrm(db, user, { target: '客户', action: '编辑', detail: `修改${type}「${name}」` });
      return { id };
    },
  }),
  define({
    call: crmTemplateApi.delete,
    handler: ({ db, params, user }) => {
      const id = requiredInteger(params, 'id', '模板编号');
      const row = db.prepare('SELECT name, type FROM crm_templates WHERE id = ? AND company_id = ?').get(id, ownCompany(user)) as
        | { name: string; type: string }
        | undefined;
      if (!row) throw forbidden();
      db.prepare('DELETE FROM crm_templates WHERE id = ?').run(id);
      logCrm(db, user, { target: '客户', action: '删除', detail: `删除${row.type}「${row.name}」` });
      return null;
    },
  }),
];
