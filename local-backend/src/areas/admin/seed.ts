import { seedExpiredCalls } from './callRetentionSeed';
import { seedCallRecordSettings } from './outboundCallRecords';
import { seedCompanyStatistics } from './companyStatistics';
import { seedFlowManagement } from './money';
import { SEEDED_ACCOUNTS, SEEDED_HOSTS, SEEDED_PASSWORD, SEEDED_SIP } from '@console/sdk/seeded';
import type { Db } from '../../db/database';
import { seedOperationLog } from './operationLog';
import { seedNotices } from './notices';
import { seedWorkOrders } from './workOrder';
import { seedAfterSales } from './afterSales';
import { seedRefunds } from './refundList';
import { seedCardTypes } from './cardType';
import { companyPicker, days, faker, mobile, recent, seedStart, type SeedStart } from '../../db/fake';
import { hashPassword } from '../../db/passwords';
import type { SeedStep } from '../../db/seedStep';
import { formatDateTime } from '../../db/time';
import { enterpriseSeedStep } from './enterpriseSeed';
// Agents and accounts
import { seedAgentSerials } from './agentSerials';
import { seedAgentAccounts, seedAgentHoldings } from './agents';
import { seedCallsNumber } from './callsNumber';
import { seedLoginRecords } from './remoteLogins';
import { seedUserPhone } from './userPhone';
// Opening controls
import { seedOpenControls } from './openControl';
// Brand pictures and carousels
import { seedBrandImages } from './brandImages';

/** The seeded brands (hosts and names from @console/sdk/seeded), plus 127.0.0.1 as the default. */
const SEED_BRANDS = [
  { host: SEEDED_HOSTS.default.hostname, webName: SEEDED_HOSTS.default.brandName, color: '#1677ff' },
  { host: '127.0.0.1', webName: SEEDED_HOSTS.default.brandName, color: '#1677ff' },
  { host: SEEDED_HOSTS.cy.hostname, webName: SEEDED_HOSTS.cy.brandName, color: '#13a8a8' },
  { host: SEEDED_HOSTS.cloud.hostname, webName: SEEDED_HOSTS.cloud.brandName, color: '#722ed1' },
  { host: SEEDED_HOSTS.brand2.hostname, webName: SEEDED_HOSTS.brand2.brandName, color: '#d4380d' },
];

/**
 * The admin area's organisation: the brands, the agents, companies and departments, and the
 * seeded accounts (README, password 123456) with enough staff that paging and filtering are real.
 */
export function seedOrganisation(db: Db, { created, validDate }: SeedStart): void {
  const passwordHash = hashPassword(SEEDED_PASSWORD);

  const insertBrand = db.prepare(
    `INSERT INTO brands (host, web_name, icon, down_url, top_small_picture, top_big_picture)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  for (const brand of SEED_BRANDS) {
    insertBrand.run(brand.host, brand.webName, '', `https://app.example.com/download?brand=${brand.host}`, '', '');
  }
  seedBrandImages(db, SEED_BRANDS);

  // Agents: 1 is the seeded agent, 2 its sub-agent; the rest fill the lists.
  const insertAgent = db.prepare(
    `INSERT INTO agents (id, name, contact, phone, parent_id, level, balance, seats, status, valid_date, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  insertAgent.run(1, '华东代理', '王建国', '13900000001', null, 'agent', 56800.5, 120, 1, validDate, created);
  insertAgent.run(2, '杭州子代理', '李明', '13900000002', 1, 'subAgent', 8200, 30, 1, validDate, created);
  for (let id = 3; id <= 36; id++) {
    const sub = id % 4 === 0;
    insertAgent.run(
      id,
      `${faker.location.city()}${sub ? '子代理' : '代理'}`,
      faker.person.fullName(),
      mobile(),
      sub ? faker.number.int({ min: 1, max: id - 1 }) : null,
      sub ? 'subAgent' : 'agent',
      faker.number.float({ min: 0, max: 200000, fractionDigits: 2 }),
      faker.number.int({ min: 5, max: 500 }),
      faker.helpers.weightedArrayElement([
        { weight: 9, value: 1 },
        { weight: 1, value: 0 },
      ]),
      formatDateTime(new Date(Date.now() + days(faker.number.int({ min: -30, max: 700 })))),
      recent(700),
    );
  }

  // Companies: 1 is the seeded company (agent 1), with two departments.
  const insertCompany = db.prepare(
    `INSERT INTO companies (id, name, agent_id, contact, phone, balance, seats, status, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  insertCompany.run(1, '星辰科技有限公司', 1, '赵敏', '13700000001', 12000, 50, 1, created);
  for (let id = 2; id <= 48; id++) {
    insertCompany.run(
      id,
      faker.company.name(),
      faker.number.int({ min: 1, max: 36 }),
      faker.person.fullName(),
      mobile(),
      faker.number.float({ min: 0, max: 50000, fractionDigits: 2 }),
      faker.number.int({ min: 1, max: 200 }),
      1,
      recent(600),
    );
  }
  const insertDepartment = db.prepare('INSERT INTO departments (id, company_id, name) VALUES (?, ?, ?)');
  insertDepartment.run(1, 1, '销售一部');
  insertDepartment.run(2, 1, '销售二部');
  for (let id = 3; id <= 60; id++) {
    insertDepartment.run(id, faker.number.int({ min: 2, max: 48 }), `${faker.commerce.department()}部`);
  }

  // The nine seeded accounts (README), plus a SIP-phone staff member for the browser phone.
  const insertUser = db.prepare(
    `INSERT INTO users (id, username, password_hash, role, real_name, phone, agent_id, company_id, department_id,
       status, valid_date, interior, crm_department_high, computer_dial, created_at)
     VALUES (@id, @username, @hash, @role, @realName, @phone, @agentId, @companyId, @departmentId,
       1, @validDate, @interior, @crmDepartmentHigh, @computerDial, @created)`,
  );
  const flags = (role: keyof typeof SEEDED_ACCOUNTS) => ({
    username: SEEDED_ACCOUNTS[role].username,
    interior: SEEDED_ACCOUNTS[role].interior ? 1 : 0,
    crmDepartmentHigh: SEEDED_ACCOUNTS[role].CRMDepartmentHigh ? 1 : 0,
  });
  const accounts = [
    { id: 1, role: 'admin', realName: '系统管理员', ...flags('admin') },
    { id: 2, role: 'admin', realName: '超级管理员', ...flags('admin'), username: 'root' },
    { id: 3, role: 'agent', realName: '王建国', agentId: 1, ...flags('agent') },
    { id: 4, role: 'subAgent', realName: '李明', agentId: 2, ...flags('subAgent') },
    { id: 5, role: 'oem', realName: 'OEM运营', ...flags('oem') },
    { id: 6, role: 'company', realName: '赵敏', agentId: 1, companyId: 1, ...flags('company') },
    { id: 7, role: 'department', realName: '孙丽', agentId: 1, companyId: 1, departmentId: 1, ...flags('department') },
    { id: 8, role: 'normal', realName: '周强', agentId: 1, companyId: 1, departmentId: 1, computerDial: 1, ...flags('normal') },
    { id: 9, role: 'gm', realName: '录音专员', ...flags('gm') },
    { id: 10, username: SEEDED_SIP.good.username, role: 'normal', realName: '吴芳', agentId: 1, companyId: 1, departmentId: 2 },
    { id: 91, username: SEEDED_SIP.bad.username, role: 'normal', realName: '郑凯', agentId: 1, companyId: 1, departmentId: 2 },
  ];
  for (const account of accounts) {
    insertUser.run({
      agentId: null,
      companyId: null,
      departmentId: null,
      interior: 0,
      crmDepartmentHigh: 0,
      computerDial: 0,
      ...account,
      hash: passwordHash,
      phone: `1360000${String(account.id).padStart(4, '0')}`,
      validDate,
      created,
    });
  }
  const staffDepartments = db.prepare('SELECT id, company_id FROM departments').all() as { id: number; company_id: number }[];
  const companyAgent = db.prepare('SELECT agent_id FROM companies WHERE id = ?').pluck();
  for (let id = 11; id <= 90; id++) {
    const department = faker.helpers.arrayElement(staffDepartments);
    insertUser.run({
      id,
      username: `user${id}`,
      hash: passwordHash,
      role: faker.helpers.arrayElement(['normal', 'normal', 'normal', 'department', 'company']),
      realName: faker.person.fullName(),
      phone: mobile(),
      agentId: companyAgent.get(department.company_id),
      companyId: department.company_id,
      departmentId: department.id,
      validDate: formatDateTime(new Date(Date.now() + days(faker.number.int({ min: -20, max: 400 })))),
      interior: 0,
      crmDepartmentHigh: 0,
      computerDial: faker.datatype.boolean() ? 1 : 0,
      created: recent(500),
    });
  }
}

/** Top-ups (/woniuRecharge): the first three pending, for the bell. */
export function seedTopUps(db: Db): void {
  const { pickCompany } = companyPicker(db);
  const insertTopUp = db.prepare(`INSERT INTO top_ups (agent_id, company_id, amount, kind, status, created_at) VALUES (?, ?, ?, ?, ?, ?)`);
  for (let i = 0; i < 40; i++) {
    const company = pickCompany();
    insertTopUp.run(
      company.agent_id,
      company.id,
      faker.number.float({ min: 100, max: 20000, fractionDigits: 2 }),
      faker.helpers.arrayElement(['data', 'custom']),
      i < 3 ? 'pending' : 'done',
      recent(30),
    );
  }
}

/**
 * The admin area's seed steps. The organisation step predates steps per area: the first business
 * rows of several areas continue its one faker sequence, each area's step right after the one it
 * names (organisation, SIP accounts, blacklist, call records, markers, customers, purchase orders,
 * top-ups), and moving or adding a step in that chain changes every row seeded after it. It is
 * frozen: new data gets a step with a seed of its own.
 */
export const adminSeedSteps: SeedStep[] = [
  { name: '账号与业务数据', table: 'users', fakerSeed: 20261122, fill: (db) => seedOrganisation(db, seedStart()) },
  { name: '充值记录', table: 'top_ups', fakerSeed: { continues: '采购单与预警号码' }, fill: seedTopUps },
  // Enterprise: addresses, departments and staff by the thousand
  enterpriseSeedStep,
  // Agents and accounts
  { name: '代理商额度与购买记录', table: 'agent_buy_records', fakerSeed: 20261125, after: ['账号与业务数据'], fill: seedAgentHoldings },
  {
    name: '代理商账号与序列号',
    table: 'agent_serials',
    fakerSeed: 20261126,
    after: ['代理商额度与购买记录'],
    fill: (db) => (seedAgentAccounts(db), seedAgentSerials(db)),
  },
  { name: '登录记录', table: 'login_records', fakerSeed: 20261127, after: ['代理商账号与序列号'], fill: seedLoginRecords },
  { name: '外呼号码', table: 'admin_calls_number', fakerSeed: 20261128, after: ['账号与业务数据'], fill: seedCallsNumber },
  { name: '员工手机', table: 'admin_user_phone', fakerSeed: 20261129, after: ['账号与业务数据'], fill: seedUserPhone },
  // Rights and records
  { name: '操作日志', table: 'operation_log', fakerSeed: 20261125, after: ['账号与业务数据'], fill: seedOperationLog },
  // Opening controls
  { name: '开通管控', table: 'admin_open_control', fakerSeed: 20261130, after: ['账号与业务数据'], fill: seedOpenControls },
  // Statistics: counted from the call records once they are billed
  { name: '企业统计', table: 'admin_company_statistics', fakerSeed: 20261206, after: ['云呼模板与分配'], fill: seedCompanyStatistics },
  // Notices
  { name: '公告', table: 'notices', fakerSeed: 20261206, after: ['账号与业务数据'], fill: seedNotices },
  // Service
  { name: '工单', table: 'admin_work_order', fakerSeed: 20261207, after: ['账号与业务数据'], fill: seedWorkOrders },
  { name: '售后', table: 'admin_after_sales', fakerSeed: 20261208, after: ['账号与业务数据'], fill: seedAfterSales },
  { name: '退款', table: 'admin_refund', fakerSeed: 20261209, after: ['账号与业务数据'], fill: seedRefunds },
  // Settings
  { name: '卡类型', table: 'admin_card_type', fakerSeed: 20261210, after: ['账号与业务数据'], fill: seedCardTypes },
  { name: '流水管理', table: 'admin_flow_management', fakerSeed: 20261206, after: ['充值记录'], fill: seedFlowManagement },
  // Settings, then one company's calls past its retention (callRetentionSeed.ts): over the billed call records.
  {
    name: '外呼记录设置',
    table: 'admin_call_record_settings',
    fakerSeed: 20261207,
    after: ['账号与业务数据', '通话记录与风险名单', '云呼模板与分配'],
    fill: (db) => (seedCallRecordSettings(db), seedExpiredCalls(db)),
  },
];
