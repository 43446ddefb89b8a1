import { CITIES_BY_PROVINCE } from '@console/remote-admin/contract';
import { SEEDED_PASSWORD } from '@console/sdk/seeded';
import type { Db } from '../../db/database';
import { days, faker, mobile, recent } from '../../db/fake';
import { hashPassword } from '../../db/passwords';
import type { SeedStep } from '../../db/seedStep';
import { formatDateTime } from '../../db/time';

const ADDRESS_ERRORS = ['地址无法定位到门牌号', '地址与营业执照登记地不一致', '所在城市与详细地址不符', '详细地址不完整'];
const DEPARTMENT_NAMES = ['销售一部', '销售二部', '销售三部', '电销部', '客服部', '市场部', '运营部', '渠道部', '大客户部', '续费部'];

/**
 * The enterprise side of the one world: where each company is (a few addresses failing
 * verification), more departments per company, and staff by the thousand (a supervisor per
 * department, a few already deleted, some moved between departments), so that /company,
 * /department, /user, /addressErrList and /deleteRecords page and filter for real.
 */
export function seedEnterprise(db: Db): void {
  const provinces = Object.entries(CITIES_BY_PROVINCE);
  const companies = db.prepare('SELECT id, agent_id AS agentId, created_at AS createdAt FROM companies ORDER BY id').all() as {
    id: number;
    agentId: number;
    createdAt: string;
  }[];
  const locate = db.prepare('UPDATE companies SET province = ?, city = ?, address = ?, address_error = ?, address_checked_at = ? WHERE id = ?');
  for (const company of companies) {
    const [province, cities] = company.id === 1 ? provinces[4] : faker.helpers.arrayElement(provinces);
    const city = company.id === 1 ? '杭州市' : faker.helpers.arrayElement(cities);
    const error = company.id > 1 && faker.number.int(99) < 12 ? faker.helpers.arrayElement(ADDRESS_ERRORS) : '';
    locate.run(province, city, `${faker.location.street()}${faker.number.int({ min: 1, max: 999 })}号`, error, recent(60), company.id);
  }

  // Departments: each company gets two to six, named as a sales floor names them.
  db.prepare('UPDATE departments SET created_at = (SELECT created_at FROM companies c WHERE c.id = departments.company_id)').run();
  const insertDepartment = db.prepare('INSERT INTO departments (company_id, name, created_at) VALUES (?, ?, ?)');
  const namesOf = db.prepare('SELECT name FROM departments WHERE company_id = ?').pluck();
  for (const company of companies) {
    const taken = new Set(namesOf.all(company.id) as string[]);
    const wanted = company.id === 1 ? 5 : faker.number.int({ min: 2, max: 6 });
    for (const name of DEPARTMENT_NAMES) {
      if (taken.size >= wanted) break;
      if (!taken.has(name)) insertDepartment.run(company.id, name, recent(300));
      taken.add(name);
    }
  }

  // Staff: about 1 600, a quarter of them in the seeded company; one supervisor per department.
  const departments = db
    .prepare('SELECT d.id, d.company_id AS companyId, c.agent_id AS agentId FROM departments d JOIN companies c ON c.id = d.company_id')
    .all() as {
    id: number;
    companyId: number;
    agentId: number;
  }[];
  const passwordHash = hashPassword(SEEDED_PASSWORD);
  const insertUser = db.prepare(
    `INSERT INTO users (username, password_hash, role, real_name, phone, agent_id, company_id, department_id, status, valid_date, computer_dial, last_login_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const hasSupervisor = db.prepare("SELECT 1 FROM users WHERE department_id = ? AND role = 'department'").pluck();
  const newStaff: { id: number; departmentId: number; companyId: number }[] = [];
  let serial = db.prepare('SELECT MAX(id) FROM users').pluck().get() as number;
  const add = (department: (typeof departments)[number], role: string) => {
    serial += 1;
    const created = insertUser.run(
      `staff${serial}`,
      passwordHash,
      role,
      faker.person.fullName(),
      mobile(),
      department.agentId,
      department.companyId,
      department.id,
      faker.number.int(99) < 6 ? 0 : 1,
      formatDateTime(new Date(Date.now() + days(faker.number.int({ min: -30, max: 500 })))),
      faker.number.int(99) < 40 ? 1 : 0,
      faker.number.int(99) < 80 ? recent(30) : '',
      recent(400),
    );
    newStaff.push({ id: Number(created.lastInsertRowid), departmentId: department.id, companyId: department.companyId });
  };
  for (const department of departments) if (!hasSupervisor.get(department.id)) add(department, 'department');
  const seededCompany = departments.filter((department) => department.companyId === 1);
  for (let i = 0; i < 1400; i++) add(faker.number.int(99) < 25 ? faker.helpers.arrayElement(seededCompany) : faker.helpers.arrayElement(departments), 'normal');

  // Moves between departments of the same company, the last of each being where the staff member is now.
  const insertTransfer = db.prepare('INSERT INTO staff_transfers (user_id, from_department_id, to_department_id, by_user_id, at) VALUES (?, ?, ?, 1, ?)');
  for (const staff of faker.helpers.arrayElements(newStaff, 220)) {
    const other = departments.find((department) => department.companyId === staff.companyId && department.id !== staff.departmentId);
    if (other) insertTransfer.run(staff.id, other.id, staff.departmentId, recent(120));
  }

  // Deleted accounts (/deleteRecords): kept with what they had, restorable.
  const remove = db.prepare('UPDATE users SET status_before_delete = status, status = 2, deleted_at = ?, deleted_by = ? WHERE id = ?');
  for (const staff of faker.helpers.arrayElements(newStaff, 40)) remove.run(recent(90), 1, staff.id);
}

export const enterpriseSeedStep: SeedStep = {
  name: '企业、部门与员工',
  table: 'staff_transfers',
  fakerSeed: 20261125,
  after: ['账号与业务数据'],
  fill: seedEnterprise,
};
