import { WARNING_REASON } from '@console/remote-inventory/contract';
import type { Db } from '../../db/database';
import { companyPicker, days, faker, mobile, recent } from '../../db/fake';
import { formatDateTime } from '../../db/time';

/** Purchase orders and warning numbers. */
export function seedInventory(db: Db): void {
  const { pickCompany } = companyPicker(db);
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
      faker.helpers.arrayElement(WARNING_REASON.values),
      formatDateTime(new Date(Date.now() + days(faker.number.int({ min: -60, max: 30 })))),
      recent(90),
    );
  }
}
