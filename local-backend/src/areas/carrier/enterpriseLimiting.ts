import {
  ENTERPRISE_LIMITING_MODE,
  ENTERPRISE_LIMITING_STATUS,
  ENTERPRISE_LIMITING_TEXTS,
  enterpriseLimiting,
  enterpriseLimitingApi,
} from '@console/remote-carrier/contract';
import type { FormMode } from '@console/sdk/contract';
import type { Db } from '../../db/database';
import { faker, recent } from '../../db/fake';
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

const RULES = bindTable(enterpriseLimiting, {
  table: 'carrier_enterprise_limiting',
  alias: 't',
  joins: [leftJoinOne('companies', 'c', 't.company_id'), leftJoinOne('agents', 'a', 't.agent_id')],
  columns: { companyName: "COALESCE(c.name, '')", agentName: "COALESCE(a.name, '')" },
  owner: RULE_OWNER,
  stamped: 'updated_at',
  order: 't.updated_at DESC, t.id DESC',
  noun: '限呼规则',
});

/** The form's values; 限量 needs its daily limit, 停止外呼 keeps none. */
function ruleOf(params: Params, mode: FormMode) {
  const input = inputOf(enterpriseLimiting, params, undefined, mode);
  if (input.mode === '限量' && !input.dailyLimit) throw invalid(ENTERPRISE_LIMITING_TEXTS.limitMissing);
  return input.mode === '停止外呼' ? { ...input, dailyLimit: null as unknown as number } : input;
}

/** 企业限呼 (/enterpriseLimiting): one rule per company, asked by the dialling gate. */
export const enterpriseLimitingEndpoints: Endpoints = [
  ...listEndpoints({
    list: enterpriseLimitingApi.list,
    sheet: enterpriseLimitingApi.export,
    fileName: '企业限呼',
    query: ({ db, params, user }) => tableQuery(RULES, params, restrictTo(db, new Where(), user, RULE_OWNER)),
  }),
  define({
    call: enterpriseLimitingApi.add,
    handler: ({ db, params, user }) => {
      const input = ruleOf(params, 'add');
      const { name, ...owner } = ruleCompany(db, user, input.companyId);
      try {
        return { id: insertRow(db, RULES, input, { ...owner, user_id: user.id }) };
      } catch (error) {
        if (isDuplicate(error)) throw invalid(ENTERPRISE_LIMITING_TEXTS.duplicate(name));
        throw error;
      }
    },
  }),
  define({
    call: enterpriseLimitingApi.update,
    handler: ({ db, params, user }) => {
      const id = requiredInteger(params, 'id', '编号');
      const input = ruleOf(params, 'edit');
      checkOwned(db, RULES, user, id);
      updateRow(db, RULES, id, input);
      return null;
    },
  }),
  define({
    call: enterpriseLimitingApi.delete,
    handler: ({ db, params, user }) => {
      const id = requiredInteger(params, 'id', '编号');
      checkOwned(db, RULES, user, id);
      deleteRow(db, RULES, id);
      return null;
    },
  }),
];

/** Seed step: a rule for about one company in three (company 1 none: its calls stay open for the other pages' flows), most 已解除. */
export function seedEnterpriseLimiting(db: Db): void {
  const companies = db.prepare('SELECT id, agent_id FROM companies WHERE id > 1 ORDER BY id').all() as { id: number; agent_id: number }[];
  const insert = db.prepare(
    'INSERT INTO carrier_enterprise_limiting (mode, daily_limit, reason, status, updated_at, agent_id, company_id) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  for (const company of companies) {
    if (faker.number.int({ min: 1, max: 3 }) !== 1) continue;
    const mode = faker.helpers.arrayElement(ENTERPRISE_LIMITING_MODE.values);
    insert.run(
      mode,
      mode === '限量' ? faker.helpers.arrayElement([500, 1000, 2000, 5000]) : null,
      faker.helpers.arrayElement(['欠费', '投诉率超标', '运营商通报', '资质待补充', '客户申请']),
      faker.helpers.weightedArrayElement([
        { weight: 1, value: ENTERPRISE_LIMITING_STATUS.values[0] },
        { weight: 2, value: ENTERPRISE_LIMITING_STATUS.values[1] },
      ]),
      recent(200),
      company.agent_id,
      company.id,
    );
  }
}
