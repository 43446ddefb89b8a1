import { crmTemplate, crmTemplateApi } from '@console/remote-crm/contract';
import { now } from '../../db/time';
import { define, type Endpoints } from '../../http/endpoint';
import { forbidden } from '../../http/envelope';
import { pageOf } from '../../http/page';
import { integer, paging, requiredInteger } from '../../http/params';
import { inputOf, resourceList } from '../../http/resource';
import { restrictTo } from '../../http/scope';
import { ownCompany } from './access';
import { logCrm } from './helpers';
import { fromTable, joinOne, leftJoinOne } from '../../http/from';

const LIST = resourceList(crmTemplate, { name: 't.name', type: 't.type', enabled: 't.enabled', content: 't.content', updatedAt: 't.updated_at' });

/** Script, SMS and mail templates (/modou): `/api/crmTemplate/<verb>`. */
export const templateEndpoints: Endpoints = [
  define({
    call: crmTemplateApi.list,
    handler: ({ db, params, user }) => {
      const where = LIST.where(params);
      restrictTo(db, where, user, { agent: 'c.agent_id', company: 't.company_id' });
      return pageOf(
        db,
        {
          select: `t.id, t.name, t.type, t.content, t.enabled, COALESCE(u.real_name, '') AS creatorName, c.name AS companyName,
            t.updated_at AS updatedAt`,
          from: fromTable('crm_templates', 't', joinOne('companies', 'c', 't.company_id'), leftJoinOne('users', 'u', 't.created_by')),
          where,
          order: LIST.order(params, 't.updated_at DESC, t.id DESC'),
        },
        paging(params),
      );
    },
  }),
  define({
    call: crmTemplateApi.save,
    handler: ({ db, params, user }) => {
      const companyId = ownCompany(user);
      const input = inputOf(crmTemplate, params);
      const { name, type, content } = input;
      const enabled = input.enabled === false ? 0 : 1;
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
        { name: string; type: string } | undefined;
      if (!row) throw forbidden();
      db.prepare('DELETE FROM crm_templates WHERE id = ?').run(id);
      logCrm(db, user, { target: '客户', action: '删除', detail: `删除${row.type}「${row.name}」` });
      return null;
    },
  }),
];
