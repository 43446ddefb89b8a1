import { OPERATOR_WHITELIST_TEXTS, operatorWhitelist, operatorWhitelistApi } from '@console/remote-carrier/contract';
import type { Db } from '../../db/database';
import { companyPicker, faker, mobile, recent } from '../../db/fake';
import { now } from '../../db/time';
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

const OPERATOR = operatorMembers('whitelist');

const ENTRIES = bindTable(operatorWhitelist, {
  table: 'carrier_operator_whitelist',
  alias: 't',
  joins: [leftJoinOne('companies', 'c', 't.company_id'), leftJoinOne('agents', 'a', 't.agent_id')],
  columns: { companyName: "COALESCE(c.name, '')", agentName: "COALESCE(a.name, '')" },
  owner: RULE_OWNER,
  order: 't.created_at DESC, t.id DESC',
  noun: '白名单号码',
});

/** An entry of `operator` in the user's reach, refused when it is another operator's. */
function ownedOf(db: Db, user: CurrentUser, params: Params): number {
  const id = requiredInteger(params, 'id', '编号');
  checkOwned(db, ENTRIES, user, id);
  if (!db.prepare('SELECT 1 FROM carrier_operator_whitelist WHERE id = ? AND operator = ?').get(id, OPERATOR.of(params))) throw forbidden();
  return id;
}

function saving<T>(phone: string, write: () => T): T {
  try {
    return write();
  } catch (error) {
    if (isDuplicate(error)) throw invalid(OPERATOR_WHITELIST_TEXTS.duplicate(phone));
    throw error;
  }
}

/** 白名单 (/WNWhitelist, /WNWhitelistCY): callees the dialling gate lets pass the windows and frequency limits. */
export const operatorWhitelistEndpoints: Endpoints = [
  ...listEndpoints({
    list: operatorWhitelistApi.list,
    sheet: operatorWhitelistApi.export,
    fileName: '白名单',
    query: ({ db, params, user }) => tableQuery(ENTRIES, params, restrictTo(db, new Where().eq('t.operator', OPERATOR.of(params)), user, RULE_OWNER)),
  }),
  define({
    call: operatorWhitelistApi.add,
    handler: ({ db, params, user }) => {
      const operator = OPERATOR.of(params);
      const input = inputOf(operatorWhitelist, params);
      const { name: _name, ...owner } = ruleCompany(db, user, input.companyId);
      return saving(input.phoneNumber, () => ({ id: insertRow(db, ENTRIES, input, { ...owner, operator, user_id: user.id, created_at: now() }) }));
    },
  }),
  define({
    call: operatorWhitelistApi.update,
    handler: ({ db, params, user }) => {
      const id = ownedOf(db, user, params);
      const input = inputOf(operatorWhitelist, params, undefined, 'edit');
      saving(input.phoneNumber ?? '', () => updateRow(db, ENTRIES, id, input));
      return null;
    },
  }),
  define({
    call: operatorWhitelistApi.delete,
    handler: ({ db, params, user }) => {
      deleteRow(db, ENTRIES, ownedOf(db, user, params));
      return null;
    },
  }),
];

/** Seed step: 1,500 consenting callees per operator over the seeded companies (3 in 10 the first one's). */
export function seedOperatorWhitelist(db: Db): void {
  const { pickCompany, usersOf } = companyPicker(db);
  const insert = db.prepare(
    'INSERT OR IGNORE INTO carrier_operator_whitelist (operator, phone_number, remark, created_at, agent_id, company_id, user_id) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  for (const operator of OPERATOR.members.values) {
    for (let i = 0; i < 1500; i++) {
      const company = pickCompany();
      insert.run(
        operator,
        mobile(),
        faker.helpers.arrayElement(['', '客户已同意回访', '老客户', '已签约', '客户主动咨询']),
        recent(365),
        company.agent_id,
        company.id,
        faker.helpers.arrayElement([...(usersOf.all(company.id) as number[]), null]),
      );
    }
  }
}
