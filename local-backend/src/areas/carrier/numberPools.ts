import { MOBILE } from '@console/sdk/contract';
import { NUMBER_POOLS, POOL_MAX_NUMBERS, POOL_TEXTS, numberPoolApi, poolNumbers, type NumberPoolKey } from '@console/remote-carrier/contract';
import type { Db } from '../../db/database';
import { companyPicker, faker, recent } from '../../db/fake';
import { formatDateTime, now } from '../../db/time';
import type { AuthedContext } from '../../http/endpoint';
import { define, type Endpoints } from '../../http/endpoint';
import { invalid, notFound } from '../../http/envelope';
import { fromTable, leftJoinOne } from '../../http/from';
import { pageOf } from '../../http/page';
import { ids, oneOf, paging, requiredInteger, type Params } from '../../http/params';
import { inputOf, resourceList } from '../../http/resource';
import { exportRows } from '../../http/exportRows';
import { sendSheet } from '../../http/sheet';

const STATUS_SQL = "CASE WHEN p.company_id IS NULL THEN '空闲' ELSE '已分配' END";

const LIST = resourceList(poolNumbers, {
  phoneNumber: 'p.phone_number',
  operator: 'p.operator',
  city: 'p.city',
  monthlyFee: 'p.monthly_fee',
  status: STATUS_SQL,
  companyId: 'p.company_id',
  assignedAt: 'p.assigned_at',
  createdAt: 'p.created_at',
});

/** The route's pool, required on every list and add. */
const poolOf = (params: Params): NumberPoolKey => {
  const pool = oneOf(params, 'pool', '号码池', NUMBER_POOLS.keys);
  if (!pool) throw invalid('请选择号码池');
  return pool;
};

function listQuery({ params }: AuthedContext) {
  const where = LIST.where(params).eq('p.pool', poolOf(params));
  return {
    select: `p.id, p.phone_number AS phoneNumber, p.operator, p.city, p.monthly_fee AS monthlyFee, ${STATUS_SQL} AS status,
      COALESCE(c.name, '') AS companyName, COALESCE(a.name, '') AS agentName, COALESCE(p.assigned_at, '') AS assignedAt, p.remark, p.created_at AS createdAt`,
    from: fromTable('carrier_pool_numbers', 'p', leftJoinOne('companies', 'c', 'p.company_id'), leftJoinOne('agents', 'a', 'p.agent_id')),
    where,
    order: LIST.order(params, 'p.created_at DESC, p.id DESC'),
  };
}

const splitPhones = (text: string) => [...new Set(text.split(/[\s,，;；、]+/).filter(Boolean))];

interface PoolNumber {
  id: number;
  phone: string;
  companyId: number | null;
}
const numbersOf = (db: Db, chosen: number[]) =>
  db
    .prepare(
      `SELECT id, phone_number AS phone, company_id AS companyId FROM carrier_pool_numbers WHERE id IN (${chosen.map(() => '?').join(', ')}) ORDER BY id`,
    )
    .all(...chosen) as PoolNumber[];

function chosenIds(params: Params): number[] {
  const chosen = ids(params, '号码');
  if (chosen.length > POOL_MAX_NUMBERS) throw invalid(POOL_TEXTS.tooMany);
  return chosen;
}

/** Number pools: `/api/carrier/poolNumber*` (CONTRACT.md, "Carrier part 2"). */
export const numberPoolEndpoints: Endpoints = [
  define({ call: numberPoolApi.list, handler: (context) => pageOf(context.db, listQuery(context), paging(context.params)) }),
  define({
    call: numberPoolApi.export,
    handler: (context) =>
      sendSheet(
        context.reply,
        context.params,
        `${NUMBER_POOLS.variants[poolOf(context.params)].label}号码池`,
        numberPoolApi.export.columns,
        exportRows(context.db, listQuery(context)),
      ),
  }),
  define({
    call: numberPoolApi.add,
    handler: ({ db, params }) => {
      const pool = poolOf(params);
      const input = inputOf(poolNumbers, params, poolNumbers.formKeys, 'add');
      const phones = splitPhones(input.phoneNumbers);
      if (phones.length > POOL_MAX_NUMBERS) throw invalid(POOL_TEXTS.tooMany);
      const wrong = phones.filter((phone) => !MOBILE.regex.test(phone));
      const valid = phones.filter((phone) => MOBILE.regex.test(phone));
      if (valid.length === 0) throw invalid(POOL_TEXTS.noValid(wrong.length));
      // The UNIQUE phone_number decides what is already in a pool (this one or the other), not a read before the write.
      const insert = db.prepare(
        `INSERT INTO carrier_pool_numbers (pool, phone_number, operator, city, monthly_fee, remark, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (phone_number) DO NOTHING`,
      );
      const at = now();
      return db.transaction(() => {
        const taken: string[] = [];
        for (const phone of valid)
          if (insert.run(pool, phone, input.operator, input.city ?? '', input.monthlyFee ?? 0, input.remark ?? '', at).changes === 0) taken.push(phone);
        return { added: valid.length - taken.length, invalid: wrong, taken };
      })();
    },
  }),
  define({
    call: numberPoolApi.update,
    handler: ({ db, params }) => {
      const id = requiredInteger(params, 'id', '号码');
      const input = inputOf(poolNumbers, params, ['city', 'monthlyFee', 'remark'], 'edit');
      const changed = db
        .prepare('UPDATE carrier_pool_numbers SET city = COALESCE(?, city), monthly_fee = COALESCE(?, monthly_fee), remark = COALESCE(?, remark) WHERE id = ?')
        .run(input.city ?? null, input.monthlyFee ?? null, input.remark ?? null, id);
      if (changed.changes === 0) throw notFound('号码');
      return null;
    },
  }),
  define({
    call: numberPoolApi.delete,
    handler: ({ db, params }) => {
      const id = requiredInteger(params, 'id', '号码');
      const [found] = numbersOf(db, [id]);
      if (!found) throw notFound('号码');
      if (found.companyId !== null) throw invalid(POOL_TEXTS.deleteAssigned(found.phone));
      // Guarded: a number assigned meanwhile stays.
      if (db.prepare('DELETE FROM carrier_pool_numbers WHERE id = ? AND company_id IS NULL').run(id).changes === 0)
        throw invalid(POOL_TEXTS.deleteAssigned(found.phone));
      return null;
    },
  }),
  define({
    call: numberPoolApi.assign,
    handler: ({ db, params, user }) => {
      const chosen = chosenIds(params);
      const companyId = requiredInteger(params, 'companyId', '企业');
      const company = db.prepare('SELECT id, agent_id AS agentId FROM companies WHERE id = ?').get(companyId) as { id: number; agentId: number } | undefined;
      if (!company) throw notFound('企业');
      const assign = db.prepare('UPDATE carrier_pool_numbers SET company_id = ?, agent_id = ?, assigned_at = ? WHERE id = ? AND company_id IS NULL');
      const record = db.prepare("INSERT INTO carrier_pool_moves (number_id, action, company_id, operator_id, created_at) VALUES (?, '分配', ?, ?, ?)");
      const at = now();
      return db.transaction(() => {
        const skipped: string[] = [];
        let moved = 0;
        for (const number of numbersOf(db, chosen)) {
          if (assign.run(company.id, company.agentId, at, number.id).changes === 0) {
            skipped.push(number.phone);
            continue;
          }
          record.run(number.id, company.id, user.id, at);
          moved++;
        }
        if (moved === 0) throw invalid(POOL_TEXTS.assignNone);
        return { moved, skipped };
      })();
    },
  }),
  define({
    call: numberPoolApi.recall,
    handler: ({ db, params, user }) => {
      const chosen = chosenIds(params);
      const recall = db.prepare('UPDATE carrier_pool_numbers SET company_id = NULL, agent_id = NULL, assigned_at = NULL WHERE id = ? AND company_id = ?');
      const record = db.prepare("INSERT INTO carrier_pool_moves (number_id, action, company_id, operator_id, created_at) VALUES (?, '收回', ?, ?, ?)");
      const at = now();
      return db.transaction(() => {
        const skipped: string[] = [];
        let moved = 0;
        for (const number of numbersOf(db, chosen)) {
          if (number.companyId === null || recall.run(number.id, number.companyId).changes === 0) {
            skipped.push(number.phone);
            continue;
          }
          record.run(number.id, number.companyId, user.id, at);
          moved++;
        }
        if (moved === 0) throw invalid(POOL_TEXTS.recallNone);
        return { moved, skipped };
      })();
    },
  }),
];

/** Seed: 3000 numbers in the platform's pool, 1200 in 蜗牛's (170/171), about four in ten assigned to the seeded companies. */
export function seedNumberPools(db: Db): void {
  const { pickCompany } = companyPicker(db);
  const insert = db.prepare(
    `INSERT INTO carrier_pool_numbers (pool, phone_number, operator, city, monthly_fee, company_id, agent_id, assigned_at, remark, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const move = db.prepare("INSERT INTO carrier_pool_moves (number_id, action, company_id, operator_id, created_at) VALUES (?, '分配', ?, 1, ?)");
  const seen = new Set<string>();
  const fresh = (make: () => string) => {
    let phone = make();
    while (seen.has(phone)) phone = make();
    seen.add(phone);
    return phone;
  };
  const cities = ['北京', '上海', '广州', '深圳', '杭州', '成都', '武汉', '南京', '西安', '重庆'];
  for (const [pool, count] of [
    ['platform', 3000],
    ['WN', 1200],
  ] as const) {
    for (let i = 0; i < count; i++) {
      const phone = fresh(() =>
        pool === 'WN'
          ? `17${faker.helpers.arrayElement(['0', '1'])}${faker.string.numeric(8)}`
          : `1${faker.helpers.arrayElement(['3', '5', '8', '9'])}${faker.string.numeric(9)}`,
      );
      const createdAt = recent(360);
      const company = faker.number.int({ min: 1, max: 10 }) <= 4 ? pickCompany() : null;
      const assignedAt = company
        ? formatDateTime(new Date(Math.min(Date.now(), new Date(createdAt.replace(' ', 'T')).getTime() + faker.number.int({ min: 1, max: 30 }) * 86_400_000)))
        : null;
      const id = insert.run(
        pool,
        phone,
        pool === 'WN' ? '虚拟运营商' : faker.helpers.arrayElement(['移动', '联通', '电信']),
        faker.helpers.arrayElement(cities),
        faker.helpers.arrayElement([0, 5, 10, 15, 20, 30]),
        company?.id ?? null,
        company?.agent_id ?? null,
        assignedAt,
        faker.helpers.arrayElement(['', '', '靓号', '客户预留', '待核实']),
        createdAt,
      ).lastInsertRowid;
      if (company) move.run(id, company.id, assignedAt);
    }
  }
}
