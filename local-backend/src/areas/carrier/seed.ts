import { seedOperatorWhitelist } from './operatorWhitelist';
import { seedEnterpriseLimiting } from './enterpriseLimiting';
import { seedOperatorFrequencyLimit } from './operatorFrequencyLimit';
import { seedNumberControl } from './numberControl';
import { seedGateRefusals } from './gateRefusals';
import { flagAbnormalCalls } from './abnormalCalls';
import { BLACKLIST_MEANS, MARK_TYPE } from '@console/remote-carrier/contract';
import type { Db } from '../../db/database';
import { companyPicker, faker, mobile, recent } from '../../db/fake';
import type { SeedStep } from '../../db/seedStep';
import { seedNumberPools } from './numberPools';
import { seedMoney } from './money';
import { seedShutdowns } from './shutdowns';
import { seedMarkerAccounts } from './markerAccounts';
import { seedMarkerQueue } from './markerQueue';
import { seedCarrierNumbers } from './numberSeed';
import { seedRecharges } from './recharges';

/** The blacklist: the seeded company's known number (listed when the company was created), and numbers of every company. */
export function seedBlacklist(db: Db): void {
  const created = db.prepare('SELECT created_at FROM companies WHERE id = 1').pluck().get() as string;
  const { pickCompany, usersOf } = companyPicker(db);
  const insertBlacklist = db.prepare(
    `INSERT INTO blacklist (phone_number, means, reason, agent_id, company_id, user_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  insertBlacklist.run('13800000000', '手动添加', '客户投诉', 1, 1, 6, created);
  for (let i = 0; i < 1200; i++) {
    const company = pickCompany();
    insertBlacklist.run(
      mobile(),
      faker.helpers.arrayElement(BLACKLIST_MEANS.values),
      faker.helpers.arrayElement(['客户投诉', '骚扰标记', '空号', '频繁拒接', '监管名单']),
      company.agent_id,
      company.id,
      faker.helpers.arrayElement((usersOf.all(company.id) as number[]).concat([null as unknown as number])),
      recent(365),
    );
  }
}

/** Number markers (the marker queue). */
export function seedMarkers(db: Db): void {
  const insertMarker = db.prepare(`INSERT INTO marker_records (phone_number, mark_type, mark_count, agent_id, user_id, created_at) VALUES (?, ?, ?, ?, ?, ?)`);
  for (let i = 0; i < 1500; i++) {
    insertMarker.run(
      mobile(),
      faker.helpers.arrayElement(MARK_TYPE.values),
      faker.number.int({ min: 0, max: 3000 }),
      faker.helpers.weightedArrayElement([
        { weight: 4, value: 1 },
        { weight: 6, value: faker.number.int({ min: 2, max: 36 }) },
      ]),
      null,
      recent(200),
    );
  }
}

/** The carrier area's seed steps: its first rows continue the organisation step's faker sequence (`admin/seed.ts`). */
export const carrierSeedSteps: SeedStep[] = [
  { name: '黑名单', table: 'blacklist', fakerSeed: { continues: 'SIP 话机账号' }, fill: seedBlacklist },
  { name: '号码标记', table: 'marker_records', fakerSeed: { continues: '通话记录与风险名单' }, fill: seedMarkers },
  { name: '号码池', table: 'carrier_pool_numbers', fakerSeed: 20261206, after: ['账号与业务数据'], fill: seedNumberPools },
  { name: '预存、返利与蜗牛账单', table: 'carrier_pre_deposits', fakerSeed: 20261207, after: ['号码池'], fill: seedMoney },
  { name: '停机、免停与停机申请', table: 'carrier_shutdown_events', fakerSeed: 20261208, after: ['账号与业务数据'], fill: seedShutdowns },
  { name: '标记方案与充值', table: 'marker_topups', fakerSeed: 20261209, after: ['号码标记'], fill: seedMarkerAccounts },
  { name: '号码管控', table: 'carrier_number_control', fakerSeed: 20261206, after: ['虚商号码'], fill: seedNumberControl },
  { name: '频次限制', table: 'carrier_operator_frequency_limit', fakerSeed: 20261206, after: ['账号与业务数据'], fill: seedOperatorFrequencyLimit },
  { name: '企业限呼', table: 'carrier_enterprise_limiting', fakerSeed: 20261206, after: ['账号与业务数据'], fill: seedEnterpriseLimiting },
  { name: '白名单', table: 'carrier_operator_whitelist', fakerSeed: 20261206, after: ['账号与业务数据'], fill: seedOperatorWhitelist },
  // After the cloud-call families: they rewrite every call record's caller, these callers are the numbers.
  { name: '虚商号码', table: 'carrier_numbers', fakerSeed: 20261206, after: ['账号与业务数据', '云呼模板与分配'], fill: seedCarrierNumbers },
  { name: '外呼拦截记录', table: 'gate_refusals', fakerSeed: 20261206, after: ['虚商号码', '外呼批次'], fill: seedGateRefusals },
  { name: '异常通话', table: 'carrier_abnormal_calls', fakerSeed: 20261206, after: ['虚商号码', '号码标记'], fill: (db) => void flagAbnormalCalls(db) },
  { name: '虚商号码充值', table: 'carrier_number_recharges', fakerSeed: 20261207, after: ['虚商号码'], fill: seedRecharges },
  { name: '标记查询队列', table: 'marker_queries', fakerSeed: 20261210, after: ['标记方案与充值'], fill: seedMarkerQueue },
];
