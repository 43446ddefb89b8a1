import type { Db } from '../../db/database';
import { days, faker, mobile } from '../../db/fake';
import { formatDateTime } from '../../db/time';
import { recordCall } from './batchLedger';
import { toFen } from '@console/remote-cloudcall/contract';

const TYPES: [string, number, number][] = [
  ['营销外呼（分钟计费）', 60, 0.08],
  ['营销外呼（6秒计费）', 6, 0.01],
  ['通知回访', 60, 0.06],
  ['催收提醒', 60, 0.1],
  ['满意度调查', 6, 0.012],
  ['验证码语音', 6, 0.015],
];
const SERVERS: [string, string, number, number][] = [
  ['华东一号', '10.12.0.11', 5060, 300],
  ['华东二号', '10.12.0.12', 5060, 300],
  ['华北一号', '10.20.1.21', 5080, 200],
  ['华南一号', '10.30.2.31', 5060, 150],
  ['备用服务器', '10.40.3.41', 5090, 50],
];
const RESULTS = [
  { weight: 55, value: '已接通' },
  { weight: 20, value: '未接通' },
  { weight: 10, value: '忙线' },
  { weight: 8, value: '拒接' },
  { weight: 7, value: '空号' },
];
/** The share of a batch's numbers called, by its status. */
const CALLED_SHARE: Record<string, [number, number]> = { 待启动: [0, 0], 进行中: [0.1, 0.9], 已暂停: [0.1, 0.8], 已停止: [0.2, 0.9], 已完成: [1, 1] };
/** The state changes that led to a status (recorded as events). */
const HISTORY: Record<string, [string, string, string][]> = {
  待启动: [],
  进行中: [['start', '待启动', '进行中']],
  已暂停: [
    ['start', '待启动', '进行中'],
    ['pause', '进行中', '已暂停'],
  ],
  已停止: [
    ['start', '待启动', '进行中'],
    ['stop', '进行中', '已停止'],
  ],
  已完成: [['start', '待启动', '进行中']],
};

const at = (ms: number) => formatDateTime(new Date(Math.min(ms, Date.now())));

/**
 * Call batches over the seeded agents and companies: types and servers, each agent's holdings and
 * its companies' allocations within them, premiums, and a few hundred batches with their
 * numbers called and billed through the same rule the handlers use (recordCall).
 */
export function seedCallBatches(db: Db): void {
  const created = at(Date.now() - days(200));
  const insertType = db.prepare('INSERT INTO cdr_batch_types (name, billing_seconds, unit_price, enabled, remark, created_at) VALUES (?, ?, ?, ?, ?, ?)');
  TYPES.forEach(([name, seconds, price], i) => insertType.run(name, seconds, price, i === TYPES.length - 1 ? 0 : 1, '', created));
  const insertServer = db.prepare('INSERT INTO cdr_batch_servers (name, ip, port, concurrency, enabled, remark, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  SERVERS.forEach(([name, ip, port, concurrency], i) => insertServer.run(name, ip, port, concurrency, i === SERVERS.length - 1 ? 0 : 1, '', created));
  const typeIds = TYPES.slice(0, -1).map((_, i) => i + 1);
  const serverIds = SERVERS.slice(0, -1).map((_, i) => i + 1);

  const agents = db.prepare('SELECT id FROM agents ORDER BY id').pluck().all() as number[];
  const companies = db.prepare('SELECT id, agent_id AS agentId FROM companies WHERE agent_id IS NOT NULL ORDER BY id').all() as {
    id: number;
    agentId: number;
  }[];
  const allocate = db.prepare(
    'INSERT INTO cdr_batch_allocations (type_id, agent_id, company_id, quota, unit_price, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const companyAllocations: { companyId: number; agentId: number; typeId: number; quota: number }[] = [];
  for (const agentId of agents) {
    const held = agentId === 1 ? typeIds : faker.helpers.arrayElements(typeIds, { min: 1, max: 3 });
    for (const typeId of held) {
      const quota = faker.number.int({ min: 40, max: 120 }) * 100;
      const price = (toFen(TYPES[typeId - 1][2]) + faker.number.int({ min: 0, max: 2 })) / 100;
      const when = at(Date.now() - days(faker.number.int({ min: 120, max: 180 })));
      allocate.run(typeId, agentId, null, quota, price, when, when);
      const own = companies.filter((company) => company.agentId === agentId && (company.id === 1 || faker.datatype.boolean({ probability: 0.7 })));
      const share = Math.floor(quota / Math.max(own.length + 1, 2));
      for (const company of own) {
        const companyQuota = Math.min(share, company.id === 1 ? 3000 : 1500);
        allocate.run(typeId, agentId, company.id, companyQuota, (toFen(price) + faker.number.int({ min: 1, max: 4 })) / 100, when, when);
        companyAllocations.push({ companyId: company.id, agentId, typeId, quota: companyQuota });
      }
    }
  }

  const premium = db.prepare(
    'INSERT OR IGNORE INTO cdr_batch_premiums (type_id, company_id, agent_id, number_prefix, surcharge, remark, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  for (let i = 0; i < 40; i++) {
    const allocation = i < 2 ? companyAllocations[i] : faker.helpers.arrayElement(companyAllocations);
    premium.run(
      allocation.typeId,
      allocation.companyId,
      allocation.agentId,
      faker.helpers.arrayElement(['', '138', '139', '150', '186', '0571']),
      faker.number.int({ min: 1, max: 5 }) / 100,
      faker.helpers.arrayElement(['', '高投诉号段', '跨省加收', '夜间时段']),
      at(Date.now() - days(faker.number.int({ min: 30, max: 120 }))),
    );
  }

  const operators = db.prepare('SELECT id FROM users WHERE company_id = ? ORDER BY id LIMIT 3').pluck();
  const insertBatch = db.prepare(
    `INSERT INTO cdr_batches (batch_no, name, type_id, server_id, company_id, agent_id, status, total, operator_id, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertNumber = db.prepare('INSERT OR IGNORE INTO cdr_batch_numbers (batch_id, company_id, agent_id, phone) VALUES (?, ?, ?, ?)');
  const insertEvent = db.prepare('INSERT INTO cdr_batch_events (batch_id, action, from_status, to_status, operator_id, created_at) VALUES (?, ?, ?, ?, ?, ?)');
  const numbersOf = db.prepare('SELECT id, phone FROM cdr_batch_numbers WHERE batch_id = ? ORDER BY id');
  let sequence = 0;
  for (const allocation of companyAllocations) {
    const users = operators.all(allocation.companyId) as number[];
    let left = allocation.quota;
    const count = allocation.companyId === 1 ? 12 : faker.number.int({ min: 1, max: 4 });
    for (let i = 0; i < count && left >= 20; i++) {
      const start = Date.now() - days(faker.number.int({ min: 1, max: 90 })) - faker.number.int({ min: 0, max: 86_400_000 });
      const status = faker.helpers.weightedArrayElement([
        { weight: 5, value: '已完成' },
        { weight: 2, value: '进行中' },
        { weight: 1, value: '已暂停' },
        { weight: 1, value: '已停止' },
        { weight: 1, value: '待启动' },
      ]);
      const phones = new Set<string>();
      const wanted = Math.min(left, faker.number.int({ min: 20, max: 80 }));
      while (phones.size < wanted) phones.add(mobile());
      left -= phones.size;
      sequence++;
      const day = formatDateTime(new Date(start)).slice(0, 10).replace(/-/g, '');
      const operator = users.length ? faker.helpers.arrayElement(users) : 1;
      const history = HISTORY[status];
      const updated = at(start + history.length * 3_600_000);
      const batch = Number(
        insertBatch.run(
          `PC${day}${String(sequence).padStart(4, '0')}`,
          `${faker.helpers.arrayElement(['双十一', '新品', '回访', '续费', '会员', '春季'])}${faker.helpers.arrayElement(['营销', '通知', '提醒', '调研'])}第${i + 1}批`,
          allocation.typeId,
          faker.helpers.arrayElement(serverIds),
          allocation.companyId,
          allocation.agentId,
          status,
          phones.size,
          operator,
          at(start),
          updated,
        ).lastInsertRowid,
      );
      for (const phone of phones) insertNumber.run(batch, allocation.companyId, allocation.agentId, phone);
      history.forEach(([action, from, to], step) => insertEvent.run(batch, action, from, to, operator, at(start + (step + 1) * 3_600_000)));
      const [low, high] = CALLED_SHARE[status];
      const numbers = numbersOf.all(batch) as { id: number; phone: string }[];
      const called = Math.round(numbers.length * faker.number.float({ min: low, max: high }));
      const billingSeconds = TYPES[allocation.typeId - 1][1];
      numbers.slice(0, called).forEach((number, n) => {
        const result = faker.helpers.weightedArrayElement(RESULTS);
        recordCall(
          db,
          { ...number, companyId: allocation.companyId, typeId: allocation.typeId, billingSeconds },
          { result, at: at(start + 3_600_000 + n * 45_000), seconds: faker.number.int({ min: 3, max: 420 }) },
        );
      });
    }
  }
}
