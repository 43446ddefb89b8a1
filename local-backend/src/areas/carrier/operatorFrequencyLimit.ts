import {
  OPERATOR_FREQUENCY_LIMIT_ENABLED,
  OPERATOR_FREQUENCY_LIMIT_TEXTS,
  operatorFrequencyLimit,
  operatorFrequencyLimitApi,
} from '@console/remote-carrier/contract';
import type { FormMode } from '@console/sdk/contract';
import type { Db } from '../../db/database';
import { faker, recent } from '../../db/fake';
import type { CurrentUser } from '../../http/auth';
import { define, type Endpoints } from '../../http/endpoint';
import { forbidden, invalid } from '../../http/envelope';
import { leftJoinOne } from '../../http/from';
import { listEndpoints } from '../../http/listEndpoints';
import { requiredInteger, type Params } from '../../http/params';
import { inputOf } from '../../http/resource';
import { restrictTo } from '../../http/scope';
import { bindTable, checkOwned, deleteRow, insertRow, tableQuery, updateRow } from '../../http/table';
import { Where } from '../../http/where';
import { operatorMembers } from './operatorMember';
import { isDuplicate, RULE_OWNER, ruleCompany } from './ruleCompany';

const OPERATOR = operatorMembers('frequencyLimit');

const LIMITS = bindTable(operatorFrequencyLimit, {
  table: 'carrier_operator_frequency_limit',
  alias: 't',
  joins: [leftJoinOne('companies', 'c', 't.company_id'), leftJoinOne('agents', 'a', 't.agent_id')],
  // An operator's default has no company: 0 in the row (no row value is null), 平台默认 as its name.
  columns: { companyId: 'COALESCE(t.company_id, 0)', companyName: "COALESCE(c.name, '平台默认')", agentName: "COALESCE(a.name, '')" },
  owner: RULE_OWNER,
  stamped: 'updated_at',
  order: 't.company_id IS NOT NULL, t.updated_at DESC, t.id DESC',
  noun: '频次规则',
});

/** The rules of one operator this user may see: admin every rule, an agent its companies' (the operator's default is admin's). */
const scoped = (db: Db, user: CurrentUser, params: Params) => restrictTo(db, new Where().eq('t.operator', OPERATOR.of(params)), user, RULE_OWNER);

function limitOf(params: Params, mode: FormMode) {
  const input = inputOf(operatorFrequencyLimit, params, undefined, mode);
  if (input.perHour !== undefined && input.perDay !== undefined && input.perHour > input.perDay) throw invalid(OPERATOR_FREQUENCY_LIMIT_TEXTS.hourOverDay);
  return input;
}

/** A rule of `operator` in the user's reach (checkOwned), refused when it is another operator's. */
function ownedOf(db: Db, user: CurrentUser, params: Params): number {
  const id = requiredInteger(params, 'id', '编号');
  checkOwned(db, LIMITS, user, id);
  if (!db.prepare('SELECT 1 FROM carrier_operator_frequency_limit WHERE id = ? AND operator = ?').get(id, OPERATOR.of(params))) throw forbidden();
  return id;
}

function saving<T>(write: () => T, companyId: number | null | undefined): T {
  try {
    return write();
  } catch (error) {
    if (isDuplicate(error)) throw invalid(companyId ? OPERATOR_FREQUENCY_LIMIT_TEXTS.duplicate : OPERATOR_FREQUENCY_LIMIT_TEXTS.defaultDuplicate);
    if (error instanceof Error && /CHECK constraint failed/.test(error.message)) throw invalid(OPERATOR_FREQUENCY_LIMIT_TEXTS.hourOverDay);
    throw error;
  }
}

/** 频次限制 (/frequencyLimit, /frequencyLimitCY): how often a number on the operator's line may call (the dialling gate). */
export const operatorFrequencyLimitEndpoints: Endpoints = [
  ...listEndpoints({
    list: operatorFrequencyLimitApi.list,
    sheet: operatorFrequencyLimitApi.export,
    fileName: '频次限制',
    query: ({ db, params, user }) => tableQuery(LIMITS, params, scoped(db, user, params)),
  }),
  define({
    call: operatorFrequencyLimitApi.add,
    handler: ({ db, params, user }) => {
      const operator = OPERATOR.of(params);
      const input = limitOf(params, 'add');
      // Only admin sets an operator's default (no company); an agent sets its companies' rules.
      if (!input.companyId && user.role !== 'admin') throw invalid('请选择企业');
      const owner = input.companyId ? ruleCompany(db, user, input.companyId) : { company_id: null, agent_id: null };
      const { companyId: _companyId, ...fields } = input;
      return saving(
        () => ({ id: insertRow(db, LIMITS, fields, { operator, company_id: owner.company_id, agent_id: owner.agent_id, user_id: user.id }) }),
        input.companyId,
      );
    },
  }),
  define({
    call: operatorFrequencyLimitApi.update,
    handler: ({ db, params, user }) => {
      const id = ownedOf(db, user, params);
      const input = limitOf(params, 'edit');
      const current = db.prepare('SELECT per_day AS perDay, per_hour AS perHour FROM carrier_operator_frequency_limit WHERE id = ?').get(id) as {
        perDay: number;
        perHour: number;
      };
      if ((input.perHour ?? current.perHour) > (input.perDay ?? current.perDay)) throw invalid(OPERATOR_FREQUENCY_LIMIT_TEXTS.hourOverDay);
      updateRow(db, LIMITS, id, input);
      return null;
    },
  }),
  define({
    call: operatorFrequencyLimitApi.delete,
    handler: ({ db, params, user }) => {
      deleteRow(db, LIMITS, ownedOf(db, user, params));
      return null;
    },
  }),
];

/** Seed step: each operator's default (per day 300, per hour 60, a callee 3 times a day) and a rule for about half the companies. */
export function seedOperatorFrequencyLimit(db: Db): void {
  const companies = db.prepare('SELECT id, agent_id FROM companies ORDER BY id').all() as { id: number; agent_id: number }[];
  const insert = db.prepare(
    `INSERT INTO carrier_operator_frequency_limit (operator, per_day, per_hour, callee_per_day, enabled, remark, updated_at, agent_id, company_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const operator of OPERATOR.members.values) {
    insert.run(operator, 300, 60, 3, '生效中', '运营商默认规则', recent(200), null, null);
    for (const company of companies) {
      if (company.id !== 1 && faker.datatype.boolean()) continue;
      const perDay = faker.helpers.arrayElement([100, 150, 200, 300, 500]);
      insert.run(
        operator,
        perDay,
        faker.helpers.arrayElement([10, 20, 30, 50].filter((hour) => hour <= perDay)),
        faker.number.int({ min: 1, max: 5 }),
        faker.helpers.weightedArrayElement([
          { weight: 5, value: OPERATOR_FREQUENCY_LIMIT_ENABLED.values[0] },
          { weight: 1, value: OPERATOR_FREQUENCY_LIMIT_ENABLED.values[1] },
        ]),
        faker.helpers.arrayElement(['', '运营商要求', '投诉后收紧', '客户报备']),
        recent(200),
        company.agent_id,
        company.id,
      );
    }
  }
}
