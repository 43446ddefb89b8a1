import { agentSerialApi, agentSerials, SERIAL_TEXTS } from '@console/remote-admin/contract';
import type { Db } from '../../db/database';
import { faker, recent } from '../../db/fake';
import { now } from '../../db/time';
import { define, type Endpoints } from '../../http/endpoint';
import { listEndpoints } from '../../http/listEndpoints';
import { invalid, notFound } from '../../http/envelope';
import { fromTable, joinOne, leftJoinOne } from '../../http/from';
import { requiredInteger, type Params } from '../../http/params';
import { resourceList } from '../../http/resource';
import { agentHolding } from './agents';

const LIST = resourceList(agentSerials, {
  serial: 's.serial',
  agentId: 's.agent_id',
  companyName: 'c.name',
  status: 's.status',
  createdAt: 's.created_at',
  usedAt: 's.used_at',
});

function listQuery(params: Params) {
  return {
    select: `s.id, s.serial, s.agent_id AS agentId, a.name AS agentName, COALESCE(c.name, '') AS companyName, s.status, s.created_at AS createdAt,
      s.used_at AS usedAt`,
    from: fromTable('agent_serials', 's', joinOne('agents', 'a', 's.agent_id'), leftJoinOne('companies', 'c', 's.company_id')),
    where: LIST.where(params),
    order: LIST.order(params, 's.created_at DESC, s.id DESC'),
  };
}

/** `AS` + the agent's id + 10 random characters of a reading-safe alphabet (no 0/O, 1/I). */
function newSerial(agentId: number): string {
  return `AS${String(agentId).padStart(4, '0')}${faker.string.fromCharacters('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 10)}`;
}

/** Issues serials to an agent: its unused serials never outnumber its free seats (one serial opens one seat). */
function generate(db: Db, agentId: number, count: number): { serials: string[] } {
  return db.transaction(() => {
    const agent = agentHolding(db, agentId);
    if (agent.level !== 'agent') throw invalid(SERIAL_TEXTS.subAgent);
    const unused = db.prepare("SELECT COUNT(*) FROM agent_serials WHERE agent_id = ? AND status = '未使用'").pluck().get(agentId) as number;
    const free = Math.max(0, agent.seats - agent.usedSeats);
    if (unused + count > free) throw invalid(SERIAL_TEXTS.overSeats(free));
    const insert = db.prepare("INSERT OR IGNORE INTO agent_serials (serial, agent_id, status, created_at) VALUES (?, ?, '未使用', ?)");
    const at = now();
    const serials: string[] = [];
    while (serials.length < count) {
      const serial = newSerial(agentId);
      if (insert.run(serial, agentId, at).changes) serials.push(serial);
    }
    return { serials };
  })();
}

/** 代理商序列号 (/agentSerial). */
export const agentSerialEndpoints: Endpoints = [
  ...listEndpoints({ list: agentSerialApi.serialList, sheet: agentSerialApi.serialExport, fileName: '代理商序列号', query: ({ params }) => listQuery(params) }),
  define({
    call: agentSerialApi.serialGenerate,
    handler: ({ db, params }) =>
      generate(
        db,
        requiredInteger(params, 'agentId', '代理商', { min: 1 }),
        requiredInteger(params, 'count', agentSerials.fields.count.label, { min: 1, max: agentSerials.fields.count.max }),
      ),
  }),
  define({
    call: agentSerialApi.serialVoid,
    handler: ({ db, params }) => {
      const id = requiredInteger(params, 'id', '序列号', { min: 1 });
      const status = db.prepare('SELECT status FROM agent_serials WHERE id = ?').pluck().get(id) as string | undefined;
      if (!status) throw notFound('序列号');
      // Only from 未使用, read and changed in one statement (a serial used meanwhile stays used).
      if (!db.prepare("UPDATE agent_serials SET status = '已作废' WHERE id = ? AND status = '未使用'").run(id).changes) throw invalid(SERIAL_TEXTS.notVoidable);
      return null;
    },
  }),
];

/**
 * Seed step: each top-level agent's serials: one used for each seat opened for its companies (with the
 * company), some voided, and unused ones within its free seats.
 */
export function seedAgentSerials(db: Db): void {
  const agents = db.prepare("SELECT id FROM agents WHERE level = 'agent' ORDER BY id").pluck().all() as number[];
  const insert = db.prepare('INSERT OR IGNORE INTO agent_serials (serial, agent_id, company_id, status, created_at, used_at) VALUES (?, ?, ?, ?, ?, ?)');
  for (const agentId of agents) {
    const companies = db.prepare('SELECT id, seats, created_at FROM companies WHERE agent_id = ?').all(agentId) as {
      id: number;
      seats: number;
      created_at: string;
    }[];
    for (const company of companies) {
      for (let seat = 0; seat < company.seats; seat++) {
        const created = recent(720);
        const used = created < company.created_at ? company.created_at : created;
        insert.run(newSerial(agentId), agentId, company.id, '已使用', created, used);
      }
    }
    for (let i = faker.number.int({ min: 0, max: 15 }); i > 0; i--) insert.run(newSerial(agentId), agentId, null, '已作废', recent(720), '');
    const { seats, usedSeats } = agentHolding(db, agentId);
    for (let i = Math.min(faker.number.int({ min: 0, max: 60 }), Math.max(0, seats - usedSeats)); i > 0; i--)
      insert.run(newSerial(agentId), agentId, null, '未使用', recent(90), '');
  }
}
