import { AXB_OPERATOR, AXB_PACKAGE_KINDS, billedUnits, toFen } from '@console/remote-cloudcall/contract';
import type { Db } from '../../db/database';
import { companyPicker, days, faker, mobile, recent } from '../../db/fake';
import { formatDateTime } from '../../db/time';
import { orderNo } from './axbPackages';

const CITIES = ['北京', '上海', '广州', '深圳', '杭州', '成都', '武汉', '南京', '西安', '重庆', '苏州', '长沙'];
const at = (ms: number) => formatDateTime(new Date(ms));

/**
 * Callback (AXB) over the admin area's companies: the platform's packages of each member, about 600
 * orders (history, their price not taken again from the balances), 3000 middle numbers of which the
 * companies with packages hold some within their packages' number count, their registered A numbers,
 * bindings of the last 90 days (released, expired, a few ended but not yet closed, and live ones), and
 * the billed calls each binding carried.
 */
export function seedAxb(db: Db): void {
  const { companies, pickCompany } = companyPicker(db);
  const insertPackage = db.prepare(
    `INSERT INTO axb_packages (kind, name, number_count, minutes, price, overage_rate, valid_days, status, remark, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, '', ?)`,
  );
  const packages: { id: number; price: number; numberCount: number; minutes: number; validDays: number; rate: number }[] = [];
  for (const kind of AXB_PACKAGE_KINDS.keys) {
    const unit = AXB_PACKAGE_KINDS.variants[kind].unit;
    for (const [i, count] of [5, 10, 20, 50, 100, 200].entries()) {
      const validDays = faker.helpers.arrayElement([30, 90, 180, 365]);
      const minutes = count * faker.helpers.arrayElement([200, 500, 1000]);
      const price = Math.round(count * faker.helpers.arrayElement([8, 10, 12, 15]) * (validDays / 30));
      const rate = faker.helpers.arrayElement([0.08, 0.1, 0.12, 0.15]);
      const id = Number(
        insertPackage.run(kind, `${count}${unit}${validDays}天套餐`, count, minutes, price, rate, validDays, i === 5 ? '下架' : '上架', recent(500))
          .lastInsertRowid,
      );
      packages.push({ id, price, numberCount: count, minutes, validDays, rate });
    }
  }

  // Orders: about one company in three buys, some several times; the newest of a company may be in force.
  const insertOrder = db.prepare(
    `INSERT INTO axb_orders (order_no, package_id, company_id, agent_id, price, number_count, minutes, balance_after, starts_at, expires_at, user_id, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?)`,
  );
  const buyers = faker.helpers.arrayElements(companies, Math.max(1, Math.round(companies.length / 3)));
  if (!buyers.includes(companies[0])) buyers.unshift(companies[0]);
  const balanceOf = db.prepare('SELECT balance FROM companies WHERE id = ?').pluck();
  const rateOf = new Map<number, number>();
  const quota = new Map<number, number>();
  let sequence = 0;
  for (let i = 0; i < 600; i++) {
    const company = i < buyers.length ? buyers[i] : faker.helpers.arrayElement(buyers);
    const pack = faker.helpers.arrayElement(packages.slice(0, 5));
    const startsAt = Date.now() - faker.number.int({ min: 0, max: days(pack.validDays + 200) });
    const expiresAt = startsAt + days(pack.validDays);
    const balance = balanceOf.get(company.id) as number;
    insertOrder.run(
      orderNo(++sequence),
      pack.id,
      company.id,
      company.agent_id,
      pack.price,
      pack.numberCount,
      pack.minutes,
      (toFen(balance) + faker.number.int({ min: 0, max: 500_000 })) / 100,
      at(startsAt),
      at(expiresAt),
      at(startsAt),
    );
    if (expiresAt > Date.now()) quota.set(company.id, (quota.get(company.id) ?? 0) + pack.numberCount);
    rateOf.set(company.id, pack.rate);
  }

  // 3000 middle numbers; each company with a package in force holds up to its count (at most 60).
  const insertNumber = db.prepare(
    'INSERT INTO axb_numbers (number, city, operator, status, company_id, agent_id, allocated_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const held: { id: number; companyId: number; agentId: number }[] = [];
  const holders = [...quota.entries()].flatMap(([companyId, count]) => Array.from({ length: Math.min(count, 60) }, () => companyId));
  const agentOf = new Map(companies.map((c) => [c.id, c.agent_id]));
  for (let i = 0; i < 3000; i++) {
    const companyId = holders[i];
    const created = recent(600);
    const id = Number(
      insertNumber.run(
        `${faker.helpers.arrayElement(['170', '171', '165', '167'])}${String(10_000_000 + i * 3 + faker.number.int({ min: 0, max: 2 })).slice(-8)}`,
        faker.helpers.arrayElement(CITIES),
        faker.helpers.arrayElement(AXB_OPERATOR.values),
        faker.datatype.boolean({ probability: 0.95 }) || companyId !== undefined ? '启用' : '停用',
        companyId ?? null,
        companyId === undefined ? null : agentOf.get(companyId),
        companyId === undefined ? null : created,
        created,
      ).lastInsertRowid,
    );
    if (companyId !== undefined) held.push({ id, companyId, agentId: agentOf.get(companyId)! });
  }

  // The companies' A numbers: a handful for each company that holds numbers, a few for the others.
  const insertPrivate = db.prepare(
    'INSERT OR IGNORE INTO axb_private_numbers (phone, holder, company_id, agent_id, status, remark, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const privateOf = new Map<number, string[]>();
  for (const companyId of new Set(held.map((h) => h.companyId))) {
    const phones = Array.from({ length: faker.number.int({ min: 8, max: 30 }) }, mobile);
    privateOf.set(companyId, phones);
    for (const phone of phones) insertPrivate.run(phone, faker.person.fullName(), companyId, agentOf.get(companyId), '启用', '', recent(300));
  }
  for (let i = 0; i < 400; i++) {
    const company = pickCompany();
    insertPrivate.run(
      mobile(),
      faker.person.fullName(),
      company.id,
      company.agent_id,
      faker.datatype.boolean({ probability: 0.85 }) ? '启用' : '停用',
      '',
      recent(300),
    );
  }

  // Bindings of the last 90 days, one after another on each number; the last may be live.
  const insertBinding = db.prepare(
    `INSERT INTO axb_bindings (number_id, a_phone, b_phone, company_id, agent_id, bound_at, expires_at, released_at, end_reason, user_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, NULL)`,
  );
  const insertCall = db.prepare(
    `INSERT INTO axb_calls (binding_id, caller, callee, direction, company_id, agent_id, started_at, duration_seconds, billed_minutes, rate, fee)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const nowMs = Date.now();
  for (const number of held) {
    const phones = privateOf.get(number.companyId)!;
    let time = nowMs - days(90) + faker.number.int({ min: 0, max: days(20) });
    while (time < nowMs) {
      const period = faker.number.int({ min: 1, max: 14 }) * days(1);
      const expires = time + period;
      // Ended bindings: most released by hand or closed at expiry; an ended one may still be open (closed on the next bind).
      const ended = expires <= nowMs;
      const released = ended ? faker.datatype.boolean({ probability: 0.9 }) : faker.datatype.boolean({ probability: 0.4 });
      const releasedAt = released
        ? faker.datatype.boolean() || !ended
          ? time + faker.number.int({ min: 0, max: Math.min(period, nowMs - time) })
          : expires
        : null;
      const aPhone = faker.helpers.arrayElement(phones);
      const bPhone = mobile();
      const bindingId = Number(
        insertBinding.run(
          number.id,
          aPhone,
          bPhone,
          number.companyId,
          number.agentId,
          at(time),
          at(expires),
          releasedAt === null ? null : at(releasedAt),
          releasedAt === null ? '' : releasedAt === expires ? '到期' : '手动解绑',
        ).lastInsertRowid,
      );
      const until = Math.min(releasedAt ?? expires, nowMs);
      const rate = rateOf.get(number.companyId) ?? 0.1;
      for (let c = faker.number.int({ min: 0, max: 4 }); c > 0; c--) {
        const seconds = faker.number.int({ min: 5, max: 600 });
        const minutes = billedUnits(seconds, 60);
        const aCalls = faker.datatype.boolean({ probability: 0.7 });
        insertCall.run(
          bindingId,
          aCalls ? aPhone : bPhone,
          aCalls ? bPhone : aPhone,
          aCalls ? 'A呼B' : 'B呼A',
          number.companyId,
          number.agentId,
          at(faker.number.int({ min: time, max: Math.max(time, until - 1000) })),
          seconds,
          minutes,
          rate,
          (minutes * toFen(rate)) / 100,
        );
      }
      if (releasedAt === null) break;
      time = Math.max(until, releasedAt) + faker.number.int({ min: 0, max: days(3) });
    }
  }
}
