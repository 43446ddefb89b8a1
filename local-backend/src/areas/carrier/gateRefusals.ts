import {
  GATE_RULE,
  GATE_TEXTS,
  gateApi,
  gateRefusals,
  REGION_WINDOW_TEXTS,
  regionWindowApi,
  regionWindows,
  type GateRule,
} from '@console/remote-carrier/contract';
import { define } from '../../http/endpoint';
import { invalid } from '../../http/envelope';
import { integer, requiredInteger } from '../../http/params';
import { inputOf } from '../../http/resource';
import type { Db } from '../../db/database';
import { faker, mobile, recent } from '../../db/fake';
import { leftJoinOne } from '../../http/from';
import type { Endpoints } from '../../http/endpoint';
import { listEndpoints } from '../../http/listEndpoints';
import { restrictTo } from '../../http/scope';
import { bindTable, deleteRow, insertRow, tableQuery, updateRow } from '../../http/table';
import { Where } from '../../http/where';
import { isDuplicate, RULE_OWNER } from './ruleCompany';

/** gate_refusals, written by the dialling gate (`areas/platform/gate.ts`), read here. */
const REFUSALS = bindTable(gateRefusals, {
  table: 'gate_refusals',
  alias: 't',
  joins: [leftJoinOne('companies', 'c', 't.company_id'), leftJoinOne('agents', 'a', 't.agent_id'), leftJoinOne('users', 'u', 't.user_id')],
  columns: {
    companyId: 'COALESCE(t.company_id, 0)',
    companyName: "COALESCE(c.name, '')",
    agentName: "COALESCE(a.name, '')",
    userName: "COALESCE(u.real_name, u.username, '')",
  },
  owner: RULE_OWNER,
  order: 't.created_at DESC, t.id DESC',
  noun: '拦截记录',
});

/** 外呼拦截记录 (/gateRefusals): the attempts the dialling gate refused, filtered, paged and exported on the server. */
export const gateRefusalEndpoints: Endpoints = listEndpoints({
  list: gateApi.refusals,
  sheet: gateApi.refusalsExport,
  fileName: '外呼拦截记录',
  query: ({ db, params, user }) => tableQuery(REFUSALS, params, restrictTo(db, new Where(), user, RULE_OWNER)),
});

/**
 * Seed step: 30 days of the gate's refusals (about 2,400) over the seeded numbers and batches, each
 * with the reason the rule gives, and the calling windows of four callee regions whose rules differ.
 */
export function seedGateRefusals(db: Db): void {
  const lines = db.prepare("SELECT phone_number AS phone, company_id AS companyId, agent_id AS agentId FROM carrier_numbers WHERE state = 'open'").all() as {
    phone: string;
    companyId: number;
    agentId: number;
  }[];
  const batches = db.prepare('SELECT batch_no AS batchNo, company_id AS companyId, agent_id AS agentId, operator_id AS userId FROM cdr_batches').all() as {
    batchNo: string;
    companyId: number;
    agentId: number;
    userId: number | null;
  }[];
  const usersOf = db.prepare('SELECT id FROM users WHERE company_id = ?').pluck();
  const insert = db.prepare(
    `INSERT INTO gate_refusals (created_at, source, rule, reason, caller, callee, reference, company_id, agent_id, user_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const reasonOf = (rule: GateRule, caller: string, callee: string): string => {
    switch (rule) {
      case 'numberState':
        return GATE_TEXTS.numberState(caller, faker.helpers.arrayElement(['已停机', '已冻结']));
      case 'numberStop':
        return GATE_TEXTS.numberStop(caller, faker.helpers.arrayElement(['投诉较多', '运营商预警', '疑似骚扰']));
      case 'enterpriseStop':
        return GATE_TEXTS.enterpriseStop(faker.helpers.arrayElement(['欠费', '投诉率超标']));
      case 'blacklist':
        return GATE_TEXTS.blacklist(callee);
      case 'callingWindow':
        return GATE_TEXTS.callingWindow('08:00-21:00', '企业允许时段');
      case 'numberRate':
        return GATE_TEXTS.numberRate(caller, faker.helpers.arrayElement([50, 80, 100]));
      case 'enterpriseDaily':
        return GATE_TEXTS.enterpriseDaily(faker.helpers.arrayElement([1000, 2000]));
      case 'operatorFrequency':
        return GATE_TEXTS.operatorPerDay(caller, 300);
      default:
        return GATE_TEXTS.platformRedial(callee, 30);
    }
  };
  for (let i = 0; i < 2400; i++) {
    const fromBatch = batches.length > 0 && faker.datatype.boolean({ probability: 0.35 });
    const callee = mobile();
    if (fromBatch) {
      const batch = faker.helpers.arrayElement(batches);
      const rule = faker.helpers.arrayElement<GateRule>(['enterpriseStop', 'blacklist', 'callingWindow', 'enterpriseDaily', 'platformFrequency']);
      const starting = rule === 'enterpriseStop' || rule === 'enterpriseDaily' ? faker.datatype.boolean() : false;
      insert.run(
        recent(30),
        starting ? '批次启动' : '批次外呼',
        rule,
        reasonOf(rule, batch.batchNo, callee),
        batch.batchNo,
        starting ? '' : callee,
        batch.batchNo,
        batch.companyId,
        batch.agentId,
        batch.userId,
      );
      continue;
    }
    const line = faker.helpers.arrayElement(lines);
    const rule = faker.helpers.weightedArrayElement<GateRule>(
      GATE_RULE.values.map((value) => ({ value, weight: value === 'callingWindow' || value === 'operatorFrequency' ? 4 : 1 })),
    );
    insert.run(
      recent(30),
      '点击拨号',
      rule,
      reasonOf(rule, line.phone, callee),
      line.phone,
      callee,
      '',
      line.companyId,
      line.agentId,
      faker.helpers.arrayElement([...(usersOf.all(line.companyId) as number[]), null]),
    );
  }
  const region = db.prepare('INSERT INTO gate_region_windows (prefix, region, start_time, end_time, remark, updated_at) VALUES (?, ?, ?, ?, ?, ?)');
  region.run('1380571', '浙江杭州', '09:00', '20:00', '地方通信管理局要求', recent(100));
  region.run('1391010', '北京', '09:00', '19:30', '重点时段管控', recent(100));
  region.run('1592000', '广东广州', '08:30', '20:30', '', recent(100));
  region.run('1865510', '安徽合肥', '09:00', '20:00', '', recent(100));
}

const WINDOWS = bindTable(regionWindows, { table: 'gate_region_windows', alias: 'w', stamped: 'updated_at', order: 'w.prefix, w.id', noun: '呼叫时段规则' });

/** 地区呼叫时段 (/callingWindows): the callee regions' windows the gate asks (admin). */
export const regionWindowEndpoints: Endpoints = [
  ...listEndpoints({ list: regionWindowApi.list, sheet: regionWindowApi.export, fileName: '地区呼叫时段', query: ({ params }) => tableQuery(WINDOWS, params) }),
  define({
    call: regionWindowApi.save,
    handler: ({ db, params }) => {
      const id = integer(params, 'id', '编号', { min: 1 });
      const input = inputOf(regionWindows, params, undefined, id ? 'edit' : 'add');
      if (input.startTime >= input.endTime) throw invalid(REGION_WINDOW_TEXTS.badWindow);
      try {
        if (!id) return { id: insertRow(db, WINDOWS, input) };
        updateRow(db, WINDOWS, id, input);
        return { id };
      } catch (error) {
        if (isDuplicate(error)) throw invalid(REGION_WINDOW_TEXTS.duplicate(input.prefix));
        throw error;
      }
    },
  }),
  define({
    call: regionWindowApi.delete,
    handler: ({ db, params }) => {
      deleteRow(db, WINDOWS, requiredInteger(params, 'id', '编号'));
      return null;
    },
  }),
];
