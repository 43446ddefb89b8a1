import { SEEDED_ACCOUNTS, SEEDED_HOSTS, SEEDED_PASSWORD, SEEDED_SIP } from '@console/sdk/seeded';
import type { Db } from './database';
import { hashPassword } from './passwords';
import { days, faker, mobile, recent } from './fake';
import { formatDateTime } from './time';

/** The seeded brands (hosts and names from @console/sdk/seeded), plus 127.0.0.1 as the default. */
const SEED_BRANDS = [
  { host: SEEDED_HOSTS.default.hostname, webName: SEEDED_HOSTS.default.brandName, color: '#1677ff' },
  { host: '127.0.0.1', webName: SEEDED_HOSTS.default.brandName, color: '#1677ff' },
  { host: SEEDED_HOSTS.cy.hostname, webName: SEEDED_HOSTS.cy.brandName, color: '#13a8a8' },
  { host: SEEDED_HOSTS.cloud.hostname, webName: SEEDED_HOSTS.cloud.brandName, color: '#722ed1' },
  { host: SEEDED_HOSTS.brand2.hostname, webName: SEEDED_HOSTS.brand2.brandName, color: '#d4380d' },
];

function brandIcon(letter: string, color: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${color}"/><text x="32" y="44" font-size="34" text-anchor="middle" fill="#fff" font-family="sans-serif">${letter}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/**
 * Fills an empty database: the brands, the accounts of issue 2 (password 123456) and enough
 * rows per table (thousands where the domain has them) that paging and filtering are real.
 */
export function seed(db: Db): void {
  faker.seed(20261122);
  const created = recent(400);
  const validDate = formatDateTime(new Date(Date.now() + days(365)));
  const passwordHash = hashPassword(SEEDED_PASSWORD);

  const insertBrand = db.prepare(
    `INSERT INTO brands (host, web_name, icon, down_url, top_small_picture, top_big_picture)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  for (const brand of SEED_BRANDS) {
    const icon = brandIcon(brand.webName.slice(0, 1), brand.color);
    insertBrand.run(brand.host, brand.webName, icon, `https://app.example.com/download?brand=${brand.host}`, icon, icon);
  }

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

  // The nine accounts of issue 2, plus a SIP-phone staff member for the browser phone.
  const insertUser = db.prepare(
    `INSERT INTO users (id, username, password_hash, role, real_name, phone, agent_id, company_id, department_id,
       status, valid_date, interior, crm_department_high, computer_dial, sip, created_at)
     VALUES (@id, @username, @hash, @role, @realName, @phone, @agentId, @companyId, @departmentId,
       1, @validDate, @interior, @crmDepartmentHigh, @computerDial, @sip, @created)`,
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
    { id: 10, username: SEEDED_SIP.good.username, role: 'normal', realName: '吴芳', agentId: 1, companyId: 1, departmentId: 2, sip: 1 },
    { id: 91, username: SEEDED_SIP.bad.username, role: 'normal', realName: '郑凯', agentId: 1, companyId: 1, departmentId: 2, sip: 1 },
  ];
  for (const account of accounts) {
    insertUser.run({
      agentId: null,
      companyId: null,
      departmentId: null,
      interior: 0,
      crmDepartmentHigh: 0,
      computerDial: 0,
      sip: 0,
      ...account,
      hash: passwordHash,
      phone: `1360000${String(account.id).padStart(4, '0')}`,
      validDate,
      created,
    });
  }
  // The SIP registrar's WebSocket host and port (the browser tests run a real one there).
  const sipHost = process.env.SIP_WS_HOST ?? '127.0.0.1';
  const sipPort = process.env.SIP_WS_PORT ?? '5066';
  const insertSip = db.prepare('INSERT INTO sip_accounts (user_id, account, password, fs_url, ssl_port, ip) VALUES (?, ?, ?, ?, ?, ?)');
  insertSip.run(10, SEEDED_SIP.good.account, SEEDED_SIP.good.password, sipHost, sipPort, sipHost);
  // 1002's password here is not the registrar's: its registration fails, as a wrong password does.
  insertSip.run(91, SEEDED_SIP.bad.account, SEEDED_SIP.bad.password, sipHost, sipPort, sipHost);
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
      sip: 0,
      created: recent(500),
    });
  }

  const companies = db.prepare('SELECT id, agent_id FROM companies').all() as { id: number; agent_id: number }[];
  const usersOf = db.prepare('SELECT id FROM users WHERE company_id = ?').pluck();
  const pickCompany = () => faker.helpers.weightedArrayElement([
    { weight: 3, value: companies[0] },
    { weight: 7, value: faker.helpers.arrayElement(companies) },
  ]);

  const insertBlacklist = db.prepare(
    `INSERT INTO blacklist (phone_number, means, reason, agent_id, company_id, user_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  insertBlacklist.run('13800000000', '手动添加', '客户投诉', 1, 1, 6, created);
  for (let i = 0; i < 1200; i++) {
    const company = pickCompany();
    insertBlacklist.run(
      mobile(),
      faker.helpers.arrayElement(['手动添加', '批量导入', '风控拦截', '投诉']),
      faker.helpers.arrayElement(['客户投诉', '骚扰标记', '空号', '频繁拒接', '监管名单']),
      company.agent_id,
      company.id,
      faker.helpers.arrayElement((usersOf.all(company.id) as number[]).concat([null as unknown as number])),
      recent(365),
    );
  }

  const insertCall = db.prepare(
    `INSERT INTO call_records (caller, callee, user_id, company_id, agent_id, start_time, duration_seconds, status, risk, recording_url)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (let i = 0; i < 5000; i++) {
    const company = pickCompany();
    const users = usersOf.all(company.id) as number[];
    const connected = faker.datatype.boolean({ probability: 0.62 });
    insertCall.run(
      mobile(),
      mobile(),
      users.length ? faker.helpers.arrayElement(users) : null,
      company.id,
      company.agent_id,
      recent(90),
      connected ? faker.number.int({ min: 5, max: 900 }) : 0,
      connected ? '已接通' : faker.helpers.arrayElement(['未接通', '忙线', '拒接', '空号']),
      faker.datatype.boolean({ probability: 0.06 }) ? 1 : 0,
      connected ? `/recordings/${i}.mp3` : '',
    );
  }

  const insertRisk = db.prepare(
    `INSERT INTO risk_list (callee, caller, user_id, company_id, agent_id, keyword, level, handled, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (let i = 0; i < 600; i++) {
    const company = pickCompany();
    const users = usersOf.all(company.id) as number[];
    insertRisk.run(
      mobile(),
      mobile(),
      users.length ? faker.helpers.arrayElement(users) : null,
      company.id,
      company.agent_id,
      faker.helpers.arrayElement(['投诉', '骚扰', '诈骗', '辱骂', '12315', '工信部']),
      faker.helpers.arrayElement(['高', '中', '低']),
      faker.datatype.boolean({ probability: 0.4 }) ? 1 : 0,
      recent(120),
    );
  }

  const insertMarker = db.prepare(
    `INSERT INTO marker_records (phone_number, mark_type, mark_count, agent_id, user_id, created_at) VALUES (?, ?, ?, ?, ?, ?)`,
  );
  for (let i = 0; i < 1500; i++) {
    insertMarker.run(
      mobile(),
      faker.helpers.arrayElement(['骚扰电话', '广告推销', '房产中介', '诈骗电话', '快递外卖', '无标记']),
      faker.number.int({ min: 0, max: 3000 }),
      faker.helpers.weightedArrayElement([
        { weight: 4, value: 1 },
        { weight: 6, value: faker.number.int({ min: 2, max: 36 }) },
      ]),
      null,
      recent(200),
    );
  }

  const departmentsOf = db.prepare('SELECT id FROM departments WHERE company_id = ?').pluck();
  const insertCustomer = db.prepare(
    `INSERT INTO customers (name, phone, company, source, progress, tags, owner_id, company_id, department_id, pool, last_follow_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (let i = 0; i < 3000; i++) {
    const company = pickCompany();
    const users = usersOf.all(company.id) as number[];
    const departments = departmentsOf.all(company.id) as number[];
    const pool = faker.helpers.arrayElement(['mine', 'mine', 'high', 'department'] as const);
    insertCustomer.run(
      faker.person.fullName(),
      mobile(),
      faker.company.name(),
      faker.helpers.arrayElement(['电话外呼', '网络推广', '客户转介绍', '展会', '线索池']),
      faker.helpers.arrayElement(['初次接触', '意向明确', '方案报价', '商务谈判', '已成交', '无意向']),
      faker.helpers.arrayElements(['重点客户', '老客户', '需回访', '价格敏感', '决策人'], { min: 0, max: 2 }).join(','),
      pool === 'mine' && users.length ? faker.helpers.arrayElement(users) : null,
      company.id,
      departments.length ? faker.helpers.arrayElement(departments) : null,
      pool,
      recent(60),
      recent(300),
    );
  }

  const insertClue = db.prepare(
    `INSERT INTO clues (name, phone, company, source, status, assignee_id, company_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (let i = 0; i < 2000; i++) {
    const company = pickCompany();
    const users = usersOf.all(company.id) as number[];
    const assigned = users.length > 0 && faker.datatype.boolean({ probability: 0.6 });
    insertClue.run(
      faker.person.fullName(),
      mobile(),
      faker.company.name(),
      faker.helpers.arrayElement(['官网表单', '线索查找', '导入', '外呼回访', '广告投放']),
      assigned ? faker.helpers.arrayElement(['跟进中', '已转客户', '无效']) : '待分配',
      assigned ? faker.helpers.arrayElement(users) : null,
      company.id,
      recent(180),
    );
  }

  const insertOrder = db.prepare(
    `INSERT INTO purchase_orders (order_no, supplier, card_type, quantity, unit_price, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  for (let i = 1; i <= 320; i++) {
    insertOrder.run(
      `PO${String(20250000 + i)}`,
      faker.helpers.arrayElement(['蜗牛移动', '迪加通信', '长城宽带', '国美极信', '创营通信']),
      faker.helpers.arrayElement(['蜗牛卡', '迪加卡', '长城卡', '国美卡']),
      faker.number.int({ min: 50, max: 5000 }),
      faker.number.float({ min: 5, max: 60, fractionDigits: 2 }),
      faker.helpers.arrayElement(['待审核', '已下单', '已到货', '已取消']),
      recent(500),
    );
  }

  const insertWarning = db.prepare(
    `INSERT INTO warning_phones (phone_number, company_id, agent_id, reason, valid_date, created_at) VALUES (?, ?, ?, ?, ?, ?)`,
  );
  for (let i = 0; i < 800; i++) {
    const company = pickCompany();
    insertWarning.run(
      mobile(),
      company.id,
      company.agent_id,
      faker.helpers.arrayElement(['即将到期', '余额不足', '高频呼叫', '投诉预警', '已过期']),
      formatDateTime(new Date(Date.now() + days(faker.number.int({ min: -60, max: 30 })))),
      recent(90),
    );
  }

  const insertTopUp = db.prepare(
    `INSERT INTO top_ups (agent_id, company_id, amount, kind, status, created_at) VALUES (?, ?, ?, ?, ?, ?)`,
  );
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

/** Regions and industries of the business directory (lead finding filters offer these). */
export const DIRECTORY_PROVINCES = ['北京市', '上海市', '广东省', '浙江省', '江苏省', '四川省', '湖北省', '山东省', '福建省', '河南省'];
export const DIRECTORY_INDUSTRIES = ['软件和信息技术服务业', '批发和零售业', '制造业', '建筑业', '房地产业', '金融业', '教育', '住宿和餐饮业', '租赁和商务服务业', '交通运输业'];

export function seedDirectory(db: Db): void {
  faker.seed(20261123);
  const insert = db.prepare(
    `INSERT INTO directory_companies (name, legal_person, province, city, industry, registered_capital, founded_at, phone, status, address)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (let i = 0; i < 4000; i++) {
    const province = faker.helpers.arrayElement(DIRECTORY_PROVINCES);
    const city = province.endsWith('市') ? province : `${faker.location.city()}`;
    insert.run(
      faker.company.name(),
      faker.person.fullName(),
      province,
      city,
      faker.helpers.arrayElement(DIRECTORY_INDUSTRIES),
      faker.helpers.weightedArrayElement([
        { weight: 5, value: faker.number.int({ min: 10, max: 500 }) },
        { weight: 3, value: faker.number.int({ min: 500, max: 5000 }) },
        { weight: 1, value: faker.number.int({ min: 5000, max: 100000 }) },
      ]),
      formatDateTime(faker.date.between({ from: '1995-01-01', to: '2026-06-30' })).slice(0, 10),
      mobile(),
      faker.helpers.weightedArrayElement([
        { weight: 8, value: '存续' },
        { weight: 1, value: '在业' },
        { weight: 1, value: '注销' },
      ]),
      faker.location.streetAddress(true),
    );
  }
}

