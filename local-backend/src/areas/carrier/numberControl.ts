import { NUMBER_CONTROL_MODE, NUMBER_CONTROL_STATUS, NUMBER_CONTROL_TEXTS, numberControl, numberControlApi } from '@console/remote-carrier/contract';
import type { FormMode } from '@console/sdk/contract';
import type { Db } from '../../db/database';
import { faker, recent } from '../../db/fake';
import { now } from '../../db/time';
import { define, type Endpoints } from '../../http/endpoint';
import { invalid } from '../../http/envelope';
import { leftJoinOne } from '../../http/from';
import { listEndpoints } from '../../http/listEndpoints';
import { requiredInteger, type Params } from '../../http/params';
import { inputOf } from '../../http/resource';
import { restrictTo } from '../../http/scope';
import { bindTable, checkOwned, deleteRow, insertRow, tableQuery, updateRow } from '../../http/table';
import { Where } from '../../http/where';
import { isDuplicate, RULE_OWNER, ruleCompany } from './ruleCompany';

const RULES = bindTable(numberControl, {
  table: 'carrier_number_control',
  alias: 't',
  joins: [leftJoinOne('companies', 'c', 't.company_id'), leftJoinOne('agents', 'a', 't.agent_id')],
  columns: { companyName: "COALESCE(c.name, '')", agentName: "COALESCE(a.name, '')" },
  owner: RULE_OWNER,
  stamped: 'updated_at',
  order: 't.created_at DESC, t.id DESC',
  noun: '管控规则',
});

/** The form's values; 限速 needs its daily limit, 停止外呼 keeps none. */
function ruleOf(params: Params, mode: FormMode) {
  const input = inputOf(numberControl, params, undefined, mode);
  if (input.mode === '限速' && !input.dailyLimit) throw invalid(NUMBER_CONTROL_TEXTS.limitMissing);
  return input.mode === '停止外呼' ? { ...input, dailyLimit: null as unknown as number } : input;
}

/** A second rule 生效中 for a number is refused by the table's partial unique index, answered in Chinese. */
function saving<T>(phone: () => string, write: () => T): T {
  try {
    return write();
  } catch (error) {
    if (isDuplicate(error)) throw invalid(NUMBER_CONTROL_TEXTS.duplicate(phone()));
    throw error;
  }
}

/** 号码管控 (/numberControl): the rules the dialling gate asks about a calling number. */
export const numberControlEndpoints: Endpoints = [
  ...listEndpoints({
    list: numberControlApi.list,
    sheet: numberControlApi.export,
    fileName: '号码管控',
    query: ({ db, params, user }) => tableQuery(RULES, params, restrictTo(db, new Where(), user, RULE_OWNER)),
  }),
  define({
    call: numberControlApi.add,
    handler: ({ db, params, user }) => {
      const input = ruleOf(params, 'add');
      const { name: _name, ...owner } = ruleCompany(db, user, input.companyId);
      return saving(
        () => input.phoneNumber,
        () => ({ id: insertRow(db, RULES, input, { ...owner, user_id: user.id, source: '人工', created_at: now() }) }),
      );
    },
  }),
  define({
    call: numberControlApi.update,
    handler: ({ db, params, user }) => {
      const id = requiredInteger(params, 'id', '编号');
      const input = ruleOf(params, 'edit');
      checkOwned(db, RULES, user, id);
      const phone = () => db.prepare('SELECT phone_number FROM carrier_number_control WHERE id = ?').pluck().get(id) as string;
      saving(phone, () => updateRow(db, RULES, id, input));
      return null;
    },
  }),
  define({
    call: numberControlApi.delete,
    handler: ({ db, params, user }) => {
      const id = requiredInteger(params, 'id', '编号');
      checkOwned(db, RULES, user, id);
      deleteRow(db, RULES, id);
      return null;
    },
  }),
];

/** Seed step: 600 rules on the seeded virtual-operator numbers, each for the number's company, about one in four 生效中. */
export function seedNumberControl(db: Db): void {
  const numbers = db.prepare("SELECT phone_number AS phone, company_id AS id, agent_id FROM carrier_numbers WHERE state <> 'closed' ORDER BY id").all() as {
    phone: string;
    id: number;
    agent_id: number;
  }[];
  const usersOf = db.prepare('SELECT id FROM users WHERE company_id = ?').pluck();
  const insert = db.prepare(
    `INSERT INTO carrier_number_control (phone_number, mode, daily_limit, reason, status, source, created_at, updated_at, agent_id, company_id, user_id)
     VALUES (?, ?, ?, ?, ?, '人工', ?, ?, ?, ?, ?)`,
  );
  for (const company of faker.helpers.arrayElements(numbers, 600)) {
    const phone = company.phone;
    const mode = faker.helpers.arrayElement(NUMBER_CONTROL_MODE.values);
    const created = recent(365);
    insert.run(
      phone,
      mode,
      mode === '限速' ? faker.helpers.arrayElement([20, 50, 80, 100, 150, 200]) : null,
      faker.helpers.arrayElement(['投诉较多', '短时通话占比高', '运营商预警', '客户要求暂停', '疑似骚扰', '欠费待处理']),
      faker.helpers.weightedArrayElement([
        { weight: 1, value: NUMBER_CONTROL_STATUS.values[0] },
        { weight: 3, value: NUMBER_CONTROL_STATUS.values[1] },
      ]),
      created,
      created,
      company.agent_id,
      company.id,
      faker.helpers.arrayElement([...(usersOf.all(company.id) as number[]), null]),
    );
  }
}
