import { SIP_SERVER_TEXTS, sipServerApi, sipServers } from '@console/remote-cloudcall/contract';
import type { Db } from '../../db/database';
import { now } from '../../db/time';
import { agentTree, type CurrentUser } from '../../http/auth';
import { define, type Endpoints } from '../../http/endpoint';
import { listEndpoints } from '../../http/listEndpoints';
import { invalid, notFound } from '../../http/envelope';
import { fromTable } from '../../http/from';
import { integer, requiredInteger, type Params } from '../../http/params';
import { inputOf, resourceList } from '../../http/resource';
import { placeholders } from '../../http/where';

const LIST = resourceList(sipServers, {
  name: 's.name',
  host: 's.host',
  transport: 's.transport',
  maxConcurrency: 's.max_concurrency',
  enabled: 's.enabled',
  createdAt: 's.created_at',
});

/** Servers have no owner: an agent sees the servers that the templates allocated to its tree run on. */
function listQuery(db: Db, user: CurrentUser, params: Params) {
  const where = LIST.where(params);
  if (user.role !== 'admin') {
    const tree = user.agentId ? agentTree(db, user.agentId) : [];
    where.raw(
      `s.id IN (SELECT t.server_id FROM call_templates t JOIN call_allocations l ON l.template_id = t.id WHERE l.agent_id IN (${placeholders(tree) || 'NULL'}))`,
      ...tree,
    );
  }
  return {
    select: `s.id, s.name, s.host, s.port, s.transport, s.ws_url AS wsUrl, s.max_concurrency AS maxConcurrency,
      (SELECT COUNT(*) FROM call_templates t WHERE t.server_id = s.id) AS templates, s.enabled, s.remark, s.created_at AS createdAt`,
    from: fromTable('sip_servers', 's'),
    where,
    order: LIST.order(params, 's.id'),
  };
}

/** SIP servers (/SIPServer): `/api/cloudcall/sipServer*`. */
export const sipServerEndpoints: Endpoints = [
  ...listEndpoints({
    list: sipServerApi.sipServerList,
    sheet: sipServerApi.exportSipServers,
    fileName: 'SIP服务器',
    query: ({ db, params, user }) => listQuery(db, user, params),
  }),
  define({
    call: sipServerApi.sipServerSave,
    handler: ({ db, params }) => {
      const id = integer(params, 'id', '编号', { min: 1 });
      const input = inputOf(sipServers, params);
      const values = {
        name: input.name,
        host: input.host,
        port: input.port,
        transport: input.transport,
        ws_url: input.wsUrl ?? '',
        max_concurrency: input.maxConcurrency,
        enabled: input.enabled,
        remark: input.remark ?? '',
      };
      return db.transaction(() => {
        const twin = db
          .prepare('SELECT id FROM sip_servers WHERE host = ? AND port = ? AND id IS NOT ?')
          .pluck()
          .get(values.host, values.port, id ?? null);
        if (twin) throw invalid(SIP_SERVER_TEXTS.duplicate);
        if (id === undefined) {
          const added = db
            .prepare(
              `INSERT INTO sip_servers (name, host, port, transport, ws_url, max_concurrency, enabled, remark, created_at)
               VALUES (@name, @host, @port, @transport, @ws_url, @max_concurrency, @enabled, @remark, @created_at)`,
            )
            .run({ ...values, created_at: now() });
          return { id: Number(added.lastInsertRowid) };
        }
        const changed = db
          .prepare(
            `UPDATE sip_servers SET name = @name, host = @host, port = @port, transport = @transport, ws_url = @ws_url,
               max_concurrency = @max_concurrency, enabled = @enabled, remark = @remark WHERE id = @id`,
          )
          .run({ ...values, id });
        if (changed.changes === 0) throw notFound('SIP服务器');
        return { id };
      })();
    },
  }),
  define({
    call: sipServerApi.sipServerDelete,
    handler: ({ db, params }) => {
      const id = requiredInteger(params, 'id', '编号', { min: 1 });
      return db.transaction(() => {
        const templates = db.prepare('SELECT COUNT(*) FROM call_templates WHERE server_id = ?').pluck().get(id) as number;
        if (templates > 0) throw invalid(SIP_SERVER_TEXTS.inUse(templates));
        if (db.prepare('DELETE FROM sip_servers WHERE id = ?').run(id).changes === 0) throw notFound('SIP服务器');
        return null;
      })();
    },
  }),
  define({
    call: sipServerApi.sipServerOptions,
    handler: ({ db }) =>
      db.prepare(`SELECT id AS value, name || '（' || host || ':' || port || '）' AS label FROM sip_servers WHERE enabled = 1 ORDER BY id`).all(),
  }),
];
