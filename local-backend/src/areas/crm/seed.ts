import type { Db } from '../../db/database';
import { companyPicker, days, faker, mobile, recent, seedStart, type SeedStart } from '../../db/fake';
import type { SeedStep } from '../../db/seedStep';
import { formatDateTime } from '../../db/time';
import { seedReminders } from '../platform/seed';
import {
  BUILTIN_FIELDS,
  DEFAULT_PROGRESS,
  DEFAULT_SOURCES,
  DEFAULT_TAGS,
  FOLLOW_WAYS,
  SHOP_CATEGORIES,
  SHOP_PLATFORMS,
  TEMPLATE_TYPES,
  WEB_CLUE_CHANNELS,
} from './domain';

/** Customers of every pool and leads: the CRM's first rows, continuing the organisation step's faker sequence. */
export function seedCustomersAndClues(db: Db): void {
  const { pickCompany, usersOf } = companyPicker(db);
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
}

/** Regions and industries of the business directory (lead finding filters offer these). */
export const DIRECTORY_PROVINCES = ['北京市', '上海市', '广东省', '浙江省', '江苏省', '四川省', '湖北省', '山东省', '福建省', '河南省'];
export const DIRECTORY_INDUSTRIES = [
  '软件和信息技术服务业',
  '批发和零售业',
  '制造业',
  '建筑业',
  '房地产业',
  '金融业',
  '教育',
  '住宿和餐饮业',
  '租赁和商务服务业',
  '交通运输业',
];

/** The business directory that lead finding searches. */
export function seedDirectory(db: Db): void {
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

/** The default stages' and tags' colours (values of the contract's TAG_COLORS). */
const STAGE_COLORS = ['default', 'blue', 'cyan', 'orange', 'green', 'red'];
const DEFAULT_TAG_COLORS = ['red', 'gold', 'orange', 'purple', 'blue'];

const FOLLOW_PHRASES = [
  '电话沟通了产品功能，客户对外呼系统比较感兴趣',
  '客户要求发送报价单，已通过微信发送',
  '上门拜访，演示了云呼叫中心，客户反馈良好',
  '客户表示预算有限，下月再联系',
  '与决策人确认了采购流程，需要走内部审批',
  '客户在对比其他厂商，强调了我们的稳定性和售后',
  '已发送合同草稿，等待法务审核',
  '客户暂无需求，保持联系',
  '客户询问虚拟号码的资费和开通周期',
  '约定下周二再次电话沟通细节',
];
const REMARKS = ['', '', '', '老客户介绍', '对价格敏感', '需要技术对接', '年底有采购计划', '决策周期长', '只接受上午来电'];
const TEMPLATE_BODIES: Record<string, string[]> = {
  跟进话术: [
    '您好，我是{公司}的客户经理，之前您咨询过我们的外呼系统，想了解一下您现在的需求进展？',
    '您好，上次给您发的方案不知道您看了没有？有任何问题我可以为您详细解答。',
    '您好，我们本月有新客户优惠活动，开通即送 1000 分钟通话时长，您看是否需要了解一下？',
  ],
  短信模板: ['【{品牌}】尊敬的客户，您咨询的产品资料已发送至您的邮箱，如有疑问请回电。', '【{品牌}】感谢您的来电，您的专属客户经理将在 24 小时内与您联系。'],
  邮件模板: ['您好：\n附件为我司产品报价单与服务说明，请查收。如需演示，请回复本邮件预约时间。'],
};
const KEYWORDS = ['外呼系统', '电销卡', '虚拟号码', '呼叫中心', '防封号', 'CRM软件', '云呼叫', '语音机器人'];
const CONSULT_PAGES = ['首页', '产品介绍', '价格方案', '客户案例', '联系我们', '免费试用'];
const CONSULT_CONTENTS = [
  '请问外呼系统怎么收费？',
  '可以免费试用吗？',
  '电销卡会不会被封？',
  '你们支持哪些城市的号码？',
  '需要安装软件吗？',
  '多久可以开通？',
  '有没有合同和发票？',
  '能不能对接我们自己的CRM？',
];
const SHOP_WORDS = ['旗舰店', '专营店', '优选店', '生活馆', '工厂店', '官方店'];

const at = (ms: number) => formatDateTime(new Date(ms));
const between = (from: string, to: string) => {
  const start = Date.parse(from.replace(' ', 'T'));
  const end = Math.max(start, Date.parse(to.replace(' ', 'T')));
  return at(faker.number.int({ min: start, max: end }));
};

/**
 * The CRM area's rows: per-company lists, field configuration and recycling rules;
 * follow-ups, operation records and templates; shops, collections, quota accounts, industry
 * templates and batch checks for lead finding; web clues and consultations.
 * Also fills the CRM columns 010_crm.sql added to the customers and leads seeded before.
 */
export function seedCrm(db: Db, { created }: SeedStart): void {
  const companies = db.prepare('SELECT id, agent_id AS agentId FROM companies ORDER BY id').all() as { id: number; agentId: number }[];
  const staffOf = db.prepare("SELECT id FROM users WHERE company_id = ? AND role IN ('company', 'department', 'normal') ORDER BY id").pluck();

  // Per-company choice lists, field configuration and recycling rule.
  const insertEntry = db.prepare('INSERT INTO crm_dictionary (company_id, kind, name, color, sort, remark, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const insertField = db.prepare(
    `INSERT INTO custom_fields (company_id, field_key, label, kind, options, required, visible, sort, builtin, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertRule = db.prepare(
    'INSERT INTO recovery_rules (company_id, enabled, no_follow_days, target_pool, exclude_progress, last_run_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  for (const company of companies) {
    DEFAULT_SOURCES.forEach((name, i) => insertEntry.run(company.id, 'source', name, 'blue', (i + 1) * 10, '', created));
    DEFAULT_PROGRESS.forEach((name, i) => insertEntry.run(company.id, 'progress', name, STAGE_COLORS[i], (i + 1) * 10, '', created));
    DEFAULT_TAGS.forEach((name, i) => insertEntry.run(company.id, 'tag', name, DEFAULT_TAG_COLORS[i], (i + 1) * 10, '', created));
    BUILTIN_FIELDS.forEach((builtin, i) =>
      insertField.run(company.id, builtin.key, builtin.label, builtin.kind, '', ['name', 'phone'].includes(builtin.key) ? 1 : 0, 1, (i + 1) * 10, 1, created),
    );
    const customs = company.id === 1 ? 2 : faker.number.int({ min: 0, max: 2 });
    if (customs >= 1) insertField.run(company.id, 'level', '客户等级', 'select', 'A类,B类,C类', 0, 1, 35, 0, created);
    if (customs >= 2) insertField.run(company.id, 'product', '意向产品', 'select', '外呼系统,虚拟号码,云呼叫中心', 0, 1, 36, 0, created);
    const enabled = company.id === 1 || faker.datatype.boolean({ probability: 0.4 });
    insertRule.run(
      company.id,
      enabled ? 1 : 0,
      company.id === 1 ? 45 : faker.helpers.arrayElement([15, 30, 60, 90]),
      'high',
      '已成交',
      enabled ? recent(7) : '',
      created,
    );
  }

  // A customer of one's own belongs to one's department (the department sees it, and pools it there).
  db.prepare(
    `UPDATE customers SET department_id = (SELECT department_id FROM users WHERE users.id = customers.owner_id)
     WHERE pool = 'mine' AND owner_id IS NOT NULL AND (SELECT department_id FROM users WHERE users.id = customers.owner_id) IS NOT NULL`,
  ).run();

  // The CRM columns of the seeded customers, and their follow-up history.
  const customers = db
    .prepare(
      'SELECT id, name, phone, company_id AS companyId, department_id AS departmentId, owner_id AS ownerId, pool, progress, created_at AS createdAt, last_follow_at AS lastFollowAt FROM customers ORDER BY id',
    )
    .all() as {
    id: number;
    name: string;
    phone: string;
    companyId: number;
    departmentId: number | null;
    ownerId: number | null;
    pool: string;
    progress: string;
    createdAt: string;
    lastFollowAt: string;
  }[];
  const hasCustomFields = new Set(db.prepare('SELECT DISTINCT company_id FROM custom_fields WHERE builtin = 0').pluck().all() as number[]);
  const updateCustomer = db.prepare(
    'UPDATE customers SET amount = ?, remark = ?, next_follow_at = ?, extra = ?, last_follow_at = ?, updated_at = ? WHERE id = ?',
  );
  const insertFollow = db.prepare(
    `INSERT INTO follow_ups (customer_id, company_id, department_id, user_id, stage, way, content, next_follow_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertLog = db.prepare(
    `INSERT INTO crm_logs (target, action, record_id, record_name, record_phone, from_pool, to_pool, target_user_id, detail, operator_id, company_id, department_id, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const nowText = at(Date.now());
  for (const customer of customers) {
    const staff = staffOf.all(customer.companyId) as number[];
    const follower = customer.ownerId ?? (staff.length ? faker.helpers.arrayElement(staff) : null);
    const follows = faker.helpers.weightedArrayElement([
      { weight: 2, value: 0 },
      { weight: 3, value: 1 },
      { weight: 3, value: 2 },
      { weight: 2, value: 4 },
      { weight: 1, value: 6 },
    ]);
    const end = customer.lastFollowAt > customer.createdAt ? customer.lastFollowAt : between(customer.createdAt, nowText);
    const times = Array.from({ length: follows }, (_, i) => (i === follows - 1 ? end : between(customer.createdAt, end))).sort();
    const stageIndex = Math.max(0, DEFAULT_PROGRESS.indexOf(customer.progress));
    times.forEach((time, i) => {
      const last = i === times.length - 1;
      const stage = last ? customer.progress : DEFAULT_PROGRESS[Math.min(stageIndex, faker.number.int({ min: 0, max: stageIndex }))];
      const next = last && customer.pool === 'mine' ? at(Date.parse(time.replace(' ', 'T')) + days(faker.number.int({ min: 1, max: 20 }))) : '';
      insertFollow.run(
        customer.id,
        customer.companyId,
        customer.departmentId,
        follower,
        stage,
        faker.helpers.arrayElement(FOLLOW_WAYS),
        faker.helpers.arrayElement(FOLLOW_PHRASES),
        next,
        time,
      );
    });
    const lastFollow = times.at(-1) ?? '';
    const nextFollow = customer.pool === 'mine' && lastFollow ? at(Date.parse(lastFollow.replace(' ', 'T')) + days(faker.number.int({ min: 1, max: 20 }))) : '';
    const extra: Record<string, string> = {};
    if (hasCustomFields.has(customer.companyId) && faker.datatype.boolean({ probability: 0.7 }))
      extra.level = faker.helpers.arrayElement(['A类', 'B类', 'C类']);
    if (customer.companyId === 1 && faker.datatype.boolean({ probability: 0.5 }))
      extra.product = faker.helpers.arrayElement(['外呼系统', '虚拟号码', '云呼叫中心']);
    updateCustomer.run(
      faker.helpers.weightedArrayElement([
        { weight: 1, value: 0 },
        { weight: 3, value: faker.number.float({ min: 1000, max: 200_000, fractionDigits: 2 }) },
      ]),
      faker.helpers.arrayElement(REMARKS),
      nextFollow,
      JSON.stringify(extra),
      lastFollow,
      lastFollow || customer.createdAt,
      customer.id,
    );
    const operator = staff.length ? faker.helpers.arrayElement(staff) : null;
    insertLog.run(
      '客户',
      '新增',
      customer.id,
      customer.name,
      customer.phone,
      '',
      'mine',
      null,
      '',
      operator,
      customer.companyId,
      customer.departmentId,
      customer.createdAt,
    );
    if (customer.pool !== 'mine') {
      const recycled = customer.companyId === 1 && faker.datatype.boolean({ probability: 0.3 });
      insertLog.run(
        '客户',
        recycled ? '自动回收' : '释放',
        customer.id,
        customer.name,
        customer.phone,
        'mine',
        customer.pool,
        operator,
        recycled ? '超过 45 天未跟进' : faker.helpers.arrayElement(['客户无意向', '联系不上', '工作交接', '']),
        operator,
        customer.companyId,
        customer.departmentId,
        between(customer.createdAt, nowText),
      );
    } else if (customer.ownerId && faker.datatype.boolean({ probability: 0.15 })) {
      insertLog.run(
        '客户',
        '领取',
        customer.id,
        customer.name,
        customer.phone,
        'high',
        'mine',
        customer.ownerId,
        '',
        customer.ownerId,
        customer.companyId,
        customer.departmentId,
        between(customer.createdAt, nowText),
      );
    }
  }
  // Some numbers entered twice: what customer quality control finds.
  const companyOne = customers.filter((customer) => customer.companyId === 1);
  const setPhone = db.prepare('UPDATE customers SET phone = ? WHERE id = ?');
  for (let i = 0; i < 30 && companyOne.length > 60; i++) setPhone.run(companyOne[i * 2].phone, companyOne[i * 2 + 1].id);

  // Templates (/modou).
  const insertTemplate = db.prepare(
    'INSERT INTO crm_templates (company_id, name, type, content, enabled, created_by, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  for (const company of companies) {
    const staff = staffOf.all(company.id) as number[];
    const count = company.id === 1 ? 24 : faker.number.int({ min: 3, max: 7 });
    for (let i = 0; i < count; i++) {
      const type = faker.helpers.arrayElement(TEMPLATE_TYPES);
      const when = recent(300);
      insertTemplate.run(
        company.id,
        `${type.replace('模板', '')}${faker.helpers.arrayElement(['首次沟通', '报价跟进', '活动邀约', '售后回访', '续费提醒', '节日问候'])}${i + 1}`,
        type,
        faker.helpers.arrayElement(TEMPLATE_BODIES[type]),
        faker.datatype.boolean({ probability: 0.85 }) ? 1 : 0,
        staff.length ? faker.helpers.arrayElement(staff) : null,
        when,
        when,
      );
    }
  }

  // Leads: remarks and assignment times, and their operation record.
  const clues = db.prepare('SELECT id, name, phone, company_id AS companyId, assignee_id AS assigneeId, created_at AS createdAt FROM clues').all() as {
    id: number;
    name: string;
    phone: string;
    companyId: number;
    assigneeId: number | null;
    createdAt: string;
  }[];
  const updateClue = db.prepare('UPDATE clues SET remark = ?, assigned_at = ? WHERE id = ?');
  for (const clue of clues) {
    const assignedAt = clue.assigneeId ? between(clue.createdAt, nowText) : '';
    updateClue.run(faker.helpers.arrayElement(REMARKS), assignedAt, clue.id);
    if (clue.assigneeId) {
      insertLog.run('线索', '分配', clue.id, clue.name, clue.phone, '', '', clue.assigneeId, '', null, clue.companyId, null, assignedAt);
    }
  }

  // Shops searched by /shopSearch.
  const insertShop = db.prepare(
    `INSERT INTO directory_shops (name, platform, category, province, city, owner, phone, monthly_sales, rating, opened_at, address)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (let i = 0; i < 3000; i++) {
    const province = faker.helpers.arrayElement(DIRECTORY_PROVINCES);
    const category = faker.helpers.arrayElement(SHOP_CATEGORIES);
    insertShop.run(
      `${faker.person.lastName()}${faker.helpers.arrayElement(['记', '家', '氏', '小'])}${category.slice(0, 2)}${faker.helpers.arrayElement(SHOP_WORDS)}`,
      faker.helpers.arrayElement(SHOP_PLATFORMS),
      category,
      province,
      province.endsWith('市') ? province : faker.location.city(),
      faker.person.fullName(),
      mobile(),
      faker.helpers.weightedArrayElement([
        { weight: 5, value: faker.number.int({ min: 0, max: 500 }) },
        { weight: 3, value: faker.number.int({ min: 500, max: 5000 }) },
        { weight: 1, value: faker.number.int({ min: 5000, max: 100_000 }) },
      ]),
      faker.number.float({ min: 3, max: 5, fractionDigits: 1 }),
      formatDateTime(faker.date.between({ from: '2012-01-01', to: '2026-06-30' })).slice(0, 10),
      faker.location.streetAddress(true),
    );
  }

  // Collections (/clueCollection) and the lead-finding high seas (/highSeas).
  const directory = db.prepare('SELECT id, name, legal_person AS contact, phone, province, city, industry FROM directory_companies ORDER BY id').all() as {
    id: number;
    name: string;
    contact: string;
    phone: string;
    province: string;
    city: string;
    industry: string;
  }[];
  const collectors = [
    { weight: 6, value: { userId: 6, companyId: 1 as number | null, agentId: 1 as number | null } },
    { weight: 2, value: { userId: 3, companyId: null, agentId: 1 } },
    { weight: 1, value: { userId: 1, companyId: null, agentId: null } },
  ];
  const insertCollection = db.prepare(
    `INSERT INTO clue_collections (kind, source_id, name, contact, phone, province, city, industry, pool, status, user_id, company_id, agent_id, collected_at)
     VALUES ('company', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const collectedBy = new Map<number, number>();
  faker.helpers
    .shuffle(directory.slice())
    .slice(0, 3000)
    .forEach((company, i) => {
      const high = i >= 2400;
      const who = faker.helpers.weightedArrayElement(collectors);
      if (!high) collectedBy.set(who.userId, (collectedBy.get(who.userId) ?? 0) + 1);
      insertCollection.run(
        company.id,
        company.name,
        company.contact,
        company.phone,
        company.province,
        company.city,
        company.industry,
        high ? 'high' : 'mine',
        !high && faker.datatype.boolean({ probability: 0.2 }) ? '已转线索' : '未转化',
        high ? null : who.userId,
        high ? null : who.companyId,
        high ? null : who.agentId,
        recent(180),
      );
    });

  // Lead-finding quota accounts (/poolAccount): the seeded lead finders, and staff of other companies.
  const insertAccount = db.prepare('INSERT INTO pool_accounts (user_id, quota, used, valid_until, status, remark, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const yearAhead = at(Date.now() + days(365));
  insertAccount.run(3, 5000, collectedBy.get(3) ?? 0, yearAhead, 1, '代理商账户', created);
  insertAccount.run(6, 3000, collectedBy.get(6) ?? 0, yearAhead, 1, '企业账户', created);
  const others = db.prepare("SELECT id FROM users WHERE id > 10 AND role IN ('company', 'department', 'normal') ORDER BY id").pluck().all() as number[];
  for (const userId of others.slice(0, 70)) {
    const quota = faker.helpers.arrayElement([500, 1000, 2000, 5000]);
    insertAccount.run(
      userId,
      quota,
      faker.number.int({ min: 0, max: quota }),
      at(Date.now() + days(faker.number.int({ min: -60, max: 400 }))),
      faker.datatype.boolean({ probability: 0.9 }) ? 1 : 0,
      faker.helpers.arrayElement(['', '', '试用账户', '年度套餐', '续费客户']),
      recent(500),
    );
  }

  // Industry templates (/industryTemplate).
  const insertIndustryTemplate = db.prepare(
    `INSERT INTO industry_templates (name, industry, province, capital_min, capital_max, founded_from, founded_to, remark, user_id, company_id, agent_id, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (let i = 0; i < 200; i++) {
    const who = faker.helpers.weightedArrayElement(collectors);
    const industry = faker.helpers.arrayElement(DIRECTORY_INDUSTRIES);
    const province = faker.helpers.maybe(() => faker.helpers.arrayElement(DIRECTORY_PROVINCES), { probability: 0.6 }) ?? '';
    const capitalMin = faker.helpers.maybe(() => faker.helpers.arrayElement([50, 100, 500, 1000]), { probability: 0.6 }) ?? null;
    const since = faker.helpers.maybe(() => faker.helpers.arrayElement(['2000-01-01', '2010-01-01', '2015-01-01', '2020-01-01']), { probability: 0.5 }) ?? '';
    insertIndustryTemplate.run(
      `${province || '全国'}${industry.slice(0, 4)}${capitalMin ? `${capitalMin}万以上` : ''}`,
      industry,
      province,
      capitalMin,
      capitalMin ? (faker.helpers.maybe(() => capitalMin * 20, { probability: 0.3 }) ?? null) : null,
      since,
      '',
      faker.helpers.arrayElement(['', '重点行业', '本季度主攻', '新客户拓展']),
      who.userId,
      who.companyId,
      who.agentId,
      recent(300),
    );
  }

  // Batch company checks (/batchCheckCompany).
  const insertCheck = db.prepare('INSERT INTO batch_checks (user_id, company_id, agent_id, total, matched, created_at) VALUES (?, ?, ?, ?, ?, ?)');
  const insertItem = db.prepare('INSERT INTO batch_check_items (check_id, input_name, directory_company_id) VALUES (?, ?, ?)');
  for (let i = 0; i < 40; i++) {
    const who = faker.helpers.weightedArrayElement(collectors);
    const size = faker.number.int({ min: 20, max: 150 });
    const picks = Array.from({ length: size }, () =>
      faker.datatype.boolean({ probability: 0.7 }) ? faker.helpers.arrayElement(directory) : { id: null, name: `${faker.company.name()}（未收录）` },
    );
    const unique = [...new Map(picks.map((pick) => [pick.name, pick])).values()];
    const matched = unique.filter((pick) => pick.id !== null).length;
    const check = insertCheck.run(who.userId, who.companyId, who.agentId, unique.length, matched, recent(120));
    for (const pick of unique) insertItem.run(Number(check.lastInsertRowid), pick.name, pick.id);
  }

  // Web clues and their consultations (/webClue, /consultationDetailed).
  const insertWebClue = db.prepare(
    `INSERT INTO web_clues (phone, name, channel, keyword, province, city, visits, status, agent_id, company_id, first_visit_at, last_visit_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertConsultation = db.prepare(
    `INSERT INTO consultations (web_clue_id, phone, channel, page_title, content, duration_seconds, agent_id, company_id, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (let i = 0; i < 2500; i++) {
    const company = faker.helpers.weightedArrayElement([
      { weight: 3, value: companies[0] },
      { weight: 7, value: faker.helpers.arrayElement(companies) },
    ]);
    const first = recent(120);
    const last = between(first, nowText);
    const phone = mobile();
    const channel = faker.helpers.arrayElement(WEB_CLUE_CHANNELS);
    const province = faker.helpers.arrayElement(DIRECTORY_PROVINCES);
    const webClue = insertWebClue.run(
      phone,
      faker.helpers.maybe(() => faker.person.fullName(), { probability: 0.6 }) ?? '',
      channel,
      faker.helpers.arrayElement(KEYWORDS),
      province,
      province.endsWith('市') ? province : faker.location.city(),
      faker.number.int({ min: 1, max: 30 }),
      faker.datatype.boolean({ probability: 0.15 }) ? '已转线索' : '未转化',
      company.agentId,
      company.id,
      first,
      last,
    );
    const talks = faker.number.int({ min: 1, max: 4 });
    for (let t = 0; t < talks; t++) {
      insertConsultation.run(
        Number(webClue.lastInsertRowid),
        phone,
        channel,
        faker.helpers.arrayElement(CONSULT_PAGES),
        faker.helpers.arrayElement(CONSULT_CONTENTS),
        faker.number.int({ min: 15, max: 1200 }),
        company.agentId,
        company.id,
        between(first, last),
      );
    }
  }
}

/** The CRM area's seed steps: its customers and leads continue the organisation step's faker sequence (`admin/seed.ts`). */
export const crmSeedSteps: SeedStep[] = [
  { name: '企业名录', table: 'directory_companies', fakerSeed: 20261123, fill: seedDirectory },
  { name: '客户与线索', table: 'customers', fakerSeed: { continues: '号码标记' }, fill: seedCustomersAndClues },
  {
    name: 'CRM与线索',
    table: 'crm_dictionary',
    fakerSeed: 20261205,
    after: ['客户与线索', '企业名录'],
    fill: (db) => {
      const start = seedStart();
      seedCrm(db, start);
      seedReminders(db, start); // platform: return visits, in the same faker sequence
    },
  },
];
