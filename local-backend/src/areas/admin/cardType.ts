import { CARD_TYPE_TEXTS, cardType, cardTypeApi } from '@console/remote-admin/contract';
import type { Db } from '../../db/database';
import { faker, recent } from '../../db/fake';
import { now } from '../../db/time';
import type { CurrentUser } from '../../http/auth';
import { define, type Endpoints } from '../../http/endpoint';
import { forbidden, invalid } from '../../http/envelope';
import { fromTable, leftJoinOne } from '../../http/from';
import { listEndpoints } from '../../http/listEndpoints';
import { requiredInteger, type Params } from '../../http/params';
import { inputOf, resourceList } from '../../http/resource';
import { restrictTo } from '../../http/scope';
import { Where } from '../../http/where';

/** A card type belongs to an agent (the platform's to none): an agent reaches its own and its sub-agents', a sub-agent its own. */
const OWNERSHIP = { agent: 't.agent_id' };

const LIST = resourceList(cardType, {
  name: 't.name',
  operator: 't.operator',
  monthlyFee: 't.monthly_fee',
  includedMinutes: 't.included_minutes',
  status: 't.status',
  createdAt: 't.created_at',
});

function listQuery(db: Db, user: CurrentUser, params: Params) {
  const where = restrictTo(db, LIST.where(params), user, OWNERSHIP);
  return {
    select: `t.id, t.name, t.operator, t.monthly_fee AS monthlyFee, t.included_minutes AS includedMinutes, t.status, t.remark,
      COALESCE(a.name, '平台') AS agentName, t.created_at AS createdAt`,
    from: fromTable('admin_card_type', 't', leftJoinOne('agents', 'a', 't.agent_id')),
    where,
    order: LIST.order(params, 't.created_at DESC, t.id DESC'),
  };
}

const isDuplicate = (error: unknown) => error instanceof Error && /UNIQUE constraint failed/.test(error.message);

/** Runs a write; the owner's name taken already is said in Chinese. */
function unique<T>(write: () => T): T {
  try {
    return write();
  } catch (error) {
    if (isDuplicate(error)) throw invalid(CARD_TYPE_TEXTS.duplicate);
    throw error;
  }
}

/** The card type `id` if the user reaches it, else 403. */
function reached(db: Db, user: CurrentUser, params: Params): number {
  const where = restrictTo(db, new Where().eq('t.id', requiredInteger(params, 'id', '编号')), user, OWNERSHIP);
  const found = db
    .prepare(`SELECT t.id FROM admin_card_type t ${where}`)
    .pluck()
    .get(...where.values) as number | undefined;
  if (!found) throw forbidden();
  return found;
}

/** 卡类型 (/cardType): this project's calls (CONTRACT.md, "Card types"). */
export const cardTypeEndpoints: Endpoints = [
  ...listEndpoints({ list: cardTypeApi.list, sheet: cardTypeApi.export, fileName: '卡类型', query: ({ db, params, user }) => listQuery(db, user, params) }),
  define({
    call: cardTypeApi.add,
    handler: ({ db, params, user }) => {
      const input = inputOf(cardType, params, cardType.formKeys, 'add');
      const id = unique(
        () =>
          db
            .prepare(
              `INSERT INTO admin_card_type (name, operator, monthly_fee, included_minutes, status, remark, created_at, agent_id, user_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
            )
            .run(
              input.name,
              input.operator,
              input.monthlyFee,
              input.includedMinutes ?? 0,
              input.status,
              input.remark ?? '',
              now(),
              user.role === 'admin' ? null : user.agentId,
              user.id,
            ).lastInsertRowid,
      );
      return { id: Number(id) };
    },
  }),
  define({
    call: cardTypeApi.update,
    handler: ({ db, params, user }) => {
      const id = reached(db, user, params);
      const input = inputOf(cardType, params, cardType.formKeys, 'edit');
      const values = {
        name: input.name,
        operator: input.operator,
        monthly_fee: input.monthlyFee,
        included_minutes: input.includedMinutes,
        status: input.status,
        remark: input.remark,
      };
      const set = Object.entries(values).filter(([, value]) => value !== undefined);
      if (set.length)
        unique(() =>
          db.prepare(`UPDATE admin_card_type SET ${set.map(([column]) => `${column} = ?`).join(', ')} WHERE id = ?`).run(...set.map(([, value]) => value), id),
        );
      return null;
    },
  }),
  define({
    call: cardTypeApi.delete,
    handler: ({ db, params, user }) => {
      db.prepare('DELETE FROM admin_card_type WHERE id = ?').run(reached(db, user, params));
      return null;
    },
  }),
];

const BRANDS: [operator: string, name: string, fee: number, minutes: number][] = [
  ['移动', '移动大王卡', 19, 100],
  ['移动', '移动花卡', 29, 300],
  ['移动', '移动商务卡', 58, 1000],
  ['联通', '联通沃派卡', 19, 100],
  ['联通', '联通冰激凌卡', 99, 1500],
  ['联通', '联通外呼专用卡', 39, 2000],
  ['电信', '电信星卡', 19, 0],
  ['电信', '电信翼商卡', 59, 1000],
  ['电信', '电信外呼畅打卡', 49, 3000],
  ['广电', '广电福卡', 19, 100],
  ['广电', '广电惠民卡', 29, 500],
];

/** Seed step: the platform's eleven brands, and each seeded agent's own versions of a few of them. */
export function seedCardTypes(db: Db): void {
  const admin = db.prepare("SELECT id FROM users WHERE role = 'admin' ORDER BY id LIMIT 1").pluck().get() as number;
  const agents = db.prepare('SELECT id FROM agents ORDER BY id').pluck().all() as number[];
  const insert = db.prepare(
    'INSERT INTO admin_card_type (name, operator, monthly_fee, included_minutes, status, remark, created_at, agent_id, user_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  for (const [operator, name, fee, minutes] of BRANDS) insert.run(name, operator, fee, minutes, 1, '平台标准资费', recent(400), null, admin);
  for (const agent of agents)
    for (const [operator, name, fee, minutes] of faker.helpers.arrayElements(BRANDS, { min: 2, max: 5 }))
      insert.run(
        `${name}（代理版）`,
        operator,
        Math.round(fee * faker.number.float({ min: 1, max: 1.5 }) * 100) / 100,
        minutes,
        faker.datatype.boolean(0.85) ? 1 : 0,
        faker.helpers.arrayElement(['', '限本地区销售', '新客专享', '企业客户']),
        recent(300),
        agent,
        null,
      );
}
