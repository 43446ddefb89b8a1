import { WARNING_REASON } from '@console/remote-inventory/contract';
import type { Db } from '../../db/database';
import { companyPicker, days, faker, mobile, recent } from '../../db/fake';
import type { SeedStep } from '../../db/seedStep';
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

  const insertWarning = db.prepare(`INSERT INTO warning_phones (phone_number, company_id, agent_id, reason, valid_date, created_at) VALUES (?, ?, ?, ?, ?, ?)`);
  for (let i = 0; i < 800; i++) {
    const company = pickCompany();
    insertWarning.run(
      mobile(),
      company.id,
      company.agent_id,
      // 已过期 is read from the date (warningReason); what is stored is why a still-valid number is watched.
      faker.helpers.arrayElement(WARNING_REASON.values.filter((reason) => reason !== '已过期')),
      formatDateTime(new Date(Date.now() + days(faker.number.int({ min: -60, max: 30 })))),
      recent(90),
    );
  }
}

const SJTX_GOODS = ['5G 语音卡', '4G 语音卡', '物联网卡', '数据卡', '外呼专用卡', '长号卡'];
const SJ_GOODS = ['外呼手机', '桌面话机', '录音盒', '降噪耳麦'];
const MODELS = ['A1', 'A2', 'B1', 'B2'];
const EXPRESS_NAMES = ['顺丰速运', '中通快递', '圆通速递', '韵达快递', 'EMS', '京东物流'];

/**
 * The inventory's own step: goods of both lines, a year of receipts and shipments whose
 * running balances are the goods' quantities, white cards, call-frequency limits, and the purchase
 * orders of the first step linked to goods.
 */
export function seedStock(db: Db): void {
  const { companies, pickCompany } = companyPicker(db);
  const insertGoods = db.prepare(
    'INSERT INTO inventory_goods (line, name, model, unit, warn_threshold, enabled, remark, quantity, created_at, updated_at) VALUES (?, ?, ?, ?, ?, 1, ?, 0, ?, ?)',
  );
  const goods: { id: number; line: 'SJTX' | 'SJ'; threshold: number; quantity: number }[] = [];
  const yearAgo = formatDateTime(new Date(Date.now() - days(366)));
  for (const [line, names, unit] of [
    ['SJTX', SJTX_GOODS, '张'],
    ['SJ', SJ_GOODS, '台'],
  ] as const) {
    for (const name of names) {
      for (const model of MODELS) {
        const threshold = faker.number.int({ min: 5, max: 50 }) * 10;
        const created = insertGoods.run(line, `${line === 'SJTX' ? '四季通信' : '四季'}${name}`, model, unit, threshold, '', yearAgo, yearAgo);
        goods.push({ id: Number(created.lastInsertRowid), line, threshold, quantity: 0 });
      }
    }
  }

  // A year of events, in time order, so that every balance is the stock at that moment.
  type Event = { at: number; goods: (typeof goods)[number] };
  const events: Event[] = [];
  for (const item of goods) for (let i = 0; i < 75; i++) events.push({ at: Date.now() - faker.number.int({ min: days(1), max: days(365) }), goods: item });
  events.sort((a, b) => a.at - b.at);

  const insertMovement = db.prepare(
    'INSERT INTO inventory_movements (goods_id, direction, quantity, balance, reason, reference, operator_id, created_at) VALUES (?, ?, ?, ?, ?, ?, 1, ?)',
  );
  const insertShipment = db.prepare(
    `INSERT INTO inventory_shipments (shipment_no, goods_id, quantity, company_id, receiver, receiver_phone, address, express, tracking_no, status, remark, operator_id, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '', 1, ?, ?)`,
  );
  const daily = new Map<string, number>();
  const number = (prefix: string, at: string) => {
    const day = `${prefix}${at.slice(0, 10).replace(/-/g, '')}`;
    const next = (daily.get(day) ?? 0) + 1;
    daily.set(day, next);
    return `${day}${String(next).padStart(4, '0')}`;
  };
  const scale = (item: (typeof goods)[number]) => (item.line === 'SJTX' ? 1 : 0.2);
  for (const { at, goods: item } of events) {
    const when = formatDateTime(new Date(at));
    const receive = item.quantity < item.threshold || faker.number.float() < 0.42;
    if (receive) {
      const quantity = Math.max(1, Math.round(faker.number.int({ min: 200, max: 1500 }) * scale(item)));
      item.quantity += quantity;
      insertMovement.run(
        item.id,
        'in',
        quantity,
        item.quantity,
        faker.helpers.weightedArrayElement([
          { weight: 4, value: '采购入库' },
          { weight: 1, value: '手工入库' },
        ]),
        '',
        when,
      );
      continue;
    }
    const quantity = faker.number.int({ min: 1, max: Math.max(1, Math.floor(item.quantity / 3)) });
    item.quantity -= quantity;
    const shipmentNo = number('CK', when);
    insertMovement.run(item.id, 'out', quantity, item.quantity, '发货出库', shipmentNo, when);
    const age = Date.now() - at;
    const cancelled = faker.number.float() < 0.03;
    const status = cancelled ? '已撤销' : age > days(7) ? '已签收' : faker.helpers.arrayElement(['待发货', '已发货']);
    const shipped = status !== '待发货';
    insertShipment.run(
      shipmentNo,
      item.id,
      quantity,
      pickCompany().id,
      faker.person.fullName(),
      mobile(),
      `${faker.location.state()}${faker.location.city()}${faker.location.street()}${faker.number.int({ min: 1, max: 999 })}号`,
      shipped ? faker.helpers.arrayElement(EXPRESS_NAMES) : '',
      shipped ? faker.string.numeric(12) : '',
      status,
      when,
      when,
    );
    if (cancelled) {
      item.quantity += quantity;
      insertMovement.run(item.id, 'in', quantity, item.quantity, '撤销出库', shipmentNo, formatDateTime(new Date(at + 3_600_000)));
    }
  }
  // A few goods end below their threshold: the purchase list has work.
  for (const item of faker.helpers.arrayElements(goods, 8)) {
    const keep = faker.number.int({ min: 0, max: Math.floor(item.threshold / 2) });
    if (item.quantity <= keep) continue;
    const quantity = item.quantity - keep;
    const when = formatDateTime(new Date(Date.now() - faker.number.int({ min: 3_600_000, max: days(1) - 1 })));
    const shipmentNo = number('CK', when);
    item.quantity = keep;
    insertMovement.run(item.id, 'out', quantity, item.quantity, '发货出库', shipmentNo, when);
    insertShipment.run(
      shipmentNo,
      item.id,
      quantity,
      pickCompany().id,
      faker.person.fullName(),
      mobile(),
      `${faker.location.city()}${faker.location.street()}1号`,
      '',
      '',
      '待发货',
      when,
      when,
    );
  }
  const setQuantity = db.prepare(
    'UPDATE inventory_goods SET quantity = ?, updated_at = (SELECT COALESCE(MAX(created_at), updated_at) FROM inventory_movements WHERE goods_id = ?) WHERE id = ?',
  );
  for (const item of goods) setQuantity.run(item.quantity, item.id, item.id);

  // The first step's purchase orders get goods (cards of the card line), and arrival times.
  const cards = goods.filter((item) => item.line === 'SJTX');
  const orders = db.prepare('SELECT id, status, created_at AS createdAt FROM purchase_orders').all() as { id: number; status: string; createdAt: string }[];
  const link = db.prepare(`UPDATE purchase_orders SET goods_id = ?, card_type = (SELECT name FROM inventory_goods WHERE id = ?), arrived_at = ? WHERE id = ?`);
  for (const order of orders) {
    const item = faker.helpers.arrayElement(cards);
    const arrived =
      order.status === '已到货'
        ? formatDateTime(new Date(Math.min(Date.now(), new Date(order.createdAt.replace(' ', 'T')).getTime() + days(faker.number.int({ min: 2, max: 10 })))))
        : '';
    link.run(item.id, item.id, arrived, order.id);
  }

  const insertCard = db.prepare(
    'INSERT INTO white_cards (iccid, card_type, batch_no, status, company_id, remark, created_at, assigned_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const first = 89_860_240_000_000_000_000n;
  for (let i = 0; i < 5000; i++) {
    const created = recent(300);
    const status = faker.helpers.weightedArrayElement([
      { weight: 60, value: '在库' },
      { weight: 35, value: '已分配' },
      { weight: 5, value: '已作废' },
    ]);
    const assigned = status === '已分配';
    insertCard.run(
      String(first + BigInt(i * 37)),
      faker.helpers.arrayElement(['标准卡', '物联网卡', '语音卡', '数据卡']),
      `B${created.slice(0, 7).replace('-', '')}`,
      status,
      assigned ? pickCompany().id : null,
      '',
      created,
      assigned ? created : '',
    );
  }

  const insertLimit = db.prepare(
    'INSERT INTO frequency_limits (company_id, per_day, per_hour, redial_minutes, start_time, end_time, enabled, remark, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  insertLimit.run(null, 50, 10, 30, '08:00', '21:00', 1, '未单独设置的企业按此规则限制', recent(200));
  // Companies 1–10 (the seeded accounts' company among them) keep the default; others get their own rules.
  for (const company of faker.helpers.arrayElements(
    companies.filter((c) => c.id > 10),
    Math.min(150, companies.length),
  )) {
    const perDay = faker.number.int({ min: 2, max: 30 }) * 10;
    insertLimit.run(
      company.id,
      perDay,
      Math.max(1, Math.round(perDay / faker.number.int({ min: 4, max: 10 }))),
      faker.helpers.arrayElement([0, 10, 30, 60, 120]),
      faker.helpers.arrayElement(['08:00', '09:00']),
      faker.helpers.arrayElement(['18:00', '20:00', '21:00']),
      faker.number.float() < 0.9 ? 1 : 0,
      '',
      recent(200),
    );
  }
}

/** The inventory area's seed steps (its purchase orders and warning numbers are seeded in the organisation step). */
/** The inventory's seed steps: its first rows, purchase orders and warning numbers, continue the organisation step's faker sequence (`admin/seed.ts`). */
export const inventorySeedSteps: SeedStep[] = [
  { name: '采购单与预警号码', table: 'purchase_orders', fakerSeed: { continues: '客户与线索' }, fill: seedInventory },
  { name: '库存', table: 'inventory_goods', fakerSeed: 20261124, after: ['采购单与预警号码'], fill: seedStock },
];
