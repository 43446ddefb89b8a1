import { billCall, CALL_FAMILIES, familiesWith, type CallFamilyKey } from '@console/remote-cloudcall/contract';
import type { Db } from '../../db/database';
import { faker, recent } from '../../db/fake';

const REGIONS = ['华东', '华南', '华北', '西南', '华中', '东北', '西北', '华东二区'];

interface Held {
  id: number;
  family: CallFamilyKey;
  template_id: number;
  agent_id: number;
  price: number;
  concurrency: number;
  lines: number;
  unit: number;
}

/**
 * The cloud-call families over the seeded world: SIP servers, each family's templates, allocations
 * to agents and, within them, to their companies (company 1, the seeded company, holds every family),
 * the companies' special service numbers, and the bill of every call record a company made on one
 * of its templates, from one of its numbers.
 */
export function seedCallFamilies(db: Db): void {
  const insertServer = db.prepare(
    `INSERT INTO sip_servers (name, host, port, transport, ws_url, max_concurrency, enabled, remark, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const servers = REGIONS.map((region, index) => {
    const host = `sip${index + 1}.cloudcall.example.cn`;
    const max = faker.helpers.arrayElement([800, 1000, 2000, 3000, 5000]);
    const enabled = index === REGIONS.length - 1 ? 0 : 1;
    const id = Number(
      insertServer.run(
        `${region}SIP服务器`,
        host,
        index % 3 === 2 ? 5061 : 5060,
        index % 3 === 2 ? 'TLS' : faker.helpers.arrayElement(['UDP', 'TCP']),
        `wss://${host}:7443`,
        max,
        enabled,
        '',
        recent(720),
      ).lastInsertRowid,
    );
    return { id, max, enabled };
  }).filter((server) => server.enabled);

  const insertTemplate = db.prepare(
    `INSERT INTO call_templates (family, name, server_id, price_per_minute, billing_unit, concurrency, enabled, remark, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const templates = CALL_FAMILIES.keys.flatMap((family) =>
    Array.from({ length: faker.number.int({ min: 8, max: 12 }) }, (_, index) => {
      const server = faker.helpers.arrayElement(servers);
      const unit = faker.helpers.arrayElement([6, 60]);
      const price = faker.helpers.arrayElement([0.05, 0.06, 0.07, 0.08, 0.1, 0.12, 0.15]);
      const concurrency = Math.min(server.max, faker.number.int({ min: 20, max: 100 }) * 10);
      const enabled = index < 6 || faker.datatype.boolean({ probability: 0.7 }) ? 1 : 0;
      const name = `${CALL_FAMILIES.variants[family].label}${faker.helpers.arrayElement(REGIONS)}${unit}秒${String.fromCharCode(65 + index)}套餐`;
      const id = Number(insertTemplate.run(family, name, server.id, price, unit, concurrency, enabled, '', recent(600)).lastInsertRowid);
      return { id, family, price, unit, concurrency, enabled };
    }),
  );

  const insertAllocation = db.prepare(
    `INSERT INTO call_allocations (family, template_id, agent_id, company_id, price_per_minute, concurrency, lines, enabled, operator_id, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, 1, ?)`,
  );
  const cents = (value: number) => Math.round(value * 100) / 100;
  const agents = db.prepare('SELECT id FROM agents ORDER BY id').pluck().all() as number[];
  const companies = db.prepare('SELECT id, agent_id FROM companies ORDER BY id').all() as { id: number; agent_id: number }[];
  const allocated = familiesWith('allocation').values;
  const byAgent = new Map<number, Held[]>();
  for (const agent of agents) {
    for (const family of allocated) {
      if (agent > 2 && faker.datatype.boolean({ probability: 0.3 })) continue;
      const offered = templates.filter((template) => template.family === family && template.enabled);
      for (const template of faker.helpers.arrayElements(offered, { min: 1, max: 3 })) {
        const held = {
          family,
          template_id: template.id,
          agent_id: agent,
          price: cents(template.price + faker.helpers.arrayElement([0, 0.01, 0.02, 0.03])),
          concurrency: Math.min(template.concurrency, faker.number.int({ min: 5, max: 30 }) * 10),
          lines: faker.number.int({ min: 2, max: 20 }) * 10,
          unit: template.unit,
        };
        const id = Number(insertAllocation.run(family, template.id, agent, null, held.price, held.concurrency, held.lines, 1, recent(500)).lastInsertRowid);
        byAgent.set(agent, [...(byAgent.get(agent) ?? []), { ...held, id }]);
      }
    }
  }
  // A company's share comes out of what its agent has left.
  const left = new Map<number, { concurrency: number; lines: number }>();
  const byCompany = new Map<number, Held[]>();
  for (const company of companies) {
    for (const family of allocated) {
      if (company.id > 1 && faker.datatype.boolean({ probability: 0.3 })) continue;
      const ofAgent = (byAgent.get(company.agent_id) ?? []).filter((held) => held.family === family);
      if (ofAgent.length === 0) continue;
      const agentHeld = faker.helpers.arrayElement(ofAgent);
      const room = left.get(agentHeld.id) ?? { concurrency: agentHeld.concurrency, lines: agentHeld.lines };
      if (room.concurrency < 1 || room.lines < 1) continue;
      const share = {
        concurrency: faker.number.int({ min: 1, max: Math.min(room.concurrency, 30) }),
        lines: faker.number.int({ min: 1, max: Math.min(room.lines, 20) }),
      };
      left.set(agentHeld.id, { concurrency: room.concurrency - share.concurrency, lines: room.lines - share.lines });
      const price = cents(agentHeld.price + faker.helpers.arrayElement([0.01, 0.02, 0.03, 0.05]));
      const enabled = company.id === 1 || faker.datatype.boolean({ probability: 0.9 }) ? 1 : 0;
      const id = Number(
        insertAllocation.run(family, agentHeld.template_id, company.agent_id, company.id, price, share.concurrency, share.lines, enabled, recent(400))
          .lastInsertRowid,
      );
      if (enabled) byCompany.set(company.id, [...(byCompany.get(company.id) ?? []), { ...agentHeld, id, price, ...share }]);
    }
  }

  const insertNumber = db.prepare(
    `INSERT INTO call_special_numbers (family, number, template_id, company_id, agent_id, enabled, remark, created_at) VALUES (?, ?, ?, ?, ?, ?, '', ?)`,
  );
  const used = new Set<string>();
  const numberOf = () => {
    for (;;) {
      const number = faker.helpers.arrayElement([
        () => `95${faker.string.numeric(6)}`,
        () => `400${faker.string.numeric(7)}`,
        () => `0${faker.helpers.arrayElement(['10', '21', '571', '755', '20'])}${faker.string.numeric(8)}`,
      ])();
      if (!used.has(number)) return used.add(number) && number;
    }
  };
  const numbers = new Map<string, string[]>();
  for (const [companyId, helds] of byCompany) {
    for (const held of helds) {
      const list = Array.from({ length: faker.number.int({ min: 1, max: 4 }) }, () => numberOf());
      for (const number of list) insertNumber.run(held.family, number, held.template_id, companyId, held.agent_id, 1, recent(300));
      numbers.set(`${companyId}:${held.template_id}`, list);
    }
  }

  // Most calls of a company with templates are cloud calls on one of them, from one of its numbers.
  const bill = db.prepare(
    'UPDATE call_records SET family = ?, template_id = ?, billing_unit = ?, units = ?, unit_price = ?, charge = ?, caller = ? WHERE id = ?',
  );
  const calls = db.prepare('SELECT id, company_id AS companyId, duration_seconds AS duration, caller FROM call_records ORDER BY id').all() as {
    id: number;
    companyId: number;
    duration: number;
    caller: string;
  }[];
  for (const call of calls) {
    const helds = byCompany.get(call.companyId);
    if (!helds || faker.datatype.boolean({ probability: 0.15 })) continue;
    const held = faker.helpers.arrayElement(helds);
    const { units, unitPrice, charge } = billCall(call.duration, held.unit, held.price);
    const caller = faker.helpers.arrayElement(numbers.get(`${call.companyId}:${held.template_id}`) ?? [call.caller]);
    bill.run(held.family, held.template_id, held.unit, units, unitPrice, charge, caller, call.id);
  }
}
