import { frequencyLimitApi, frequencyLimits, LIMIT_TEXTS } from '@console/remote-inventory/contract';
import { agentTree } from '../../http/auth';
import { now } from '../../db/time';
import { define, type Endpoints } from '../../http/endpoint';
import { invalid, notFound } from '../../http/envelope';
import { pageOf } from '../../http/page';
import { integer, paging, requiredInteger, type Params } from '../../http/params';
import { inputOf, resourceList } from '../../http/resource';
import { placeholders } from '../../http/where';
import { companyExists } from './ledger';
import { fromTable, leftJoinOne } from '../../http/from';

function limitInput(params: Params) {
  const { remark, ...input } = inputOf(frequencyLimits, params);
  if (input.perHour > input.perDay) throw invalid(LIMIT_TEXTS.hourOverDay);
  if (input.startTime >= input.endTime) throw invalid(LIMIT_TEXTS.badWindow);
  return { ...input, remark: remark ?? '', enabled: ['0', 'false', 'off'].includes(String(params.enabled ?? '').toLowerCase()) ? 0 : 1 };
}

const LIMITS = resourceList(frequencyLimits, {
  companyName: "COALESCE(c.name, '平台默认')",
  perDay: 'f.per_day',
  perHour: 'f.per_hour',
  redialMinutes: 'f.redial_minutes',
  enabled: 'f.enabled',
  updatedAt: 'f.updated_at',
  scope: "CASE WHEN f.company_id IS NULL THEN 'default' ELSE 'company' END",
});

/** Call-frequency limits (`/api/frequencyLimiting/*`): every role reads the rules that apply to it; admin writes. */
export const limitEndpoints: Endpoints = [
  define({
    call: frequencyLimitApi.list,
    handler: ({ db, params, user }) => {
      const where = LIMITS.where(params);
      // What applies to the user: the platform default, and the rules of the companies it works for.
      const companies = (column: string, values: number[]) => where.raw(`(f.company_id IS NULL OR ${column} IN (${placeholders(values)}))`, ...values);
      switch (user.role) {
        case 'admin':
          break;
        case 'agent':
        case 'subAgent': {
          const agents = user.agentId ? (user.role === 'agent' ? agentTree(db, user.agentId) : [user.agentId]) : [];
          if (agents.length) companies('c.agent_id', agents);
          else where.raw('f.company_id IS NULL');
          break;
        }
        case 'company':
        case 'department':
        case 'normal':
          if (user.companyId) companies('f.company_id', [user.companyId]);
          else where.raw('f.company_id IS NULL');
          break;
        default:
          where.raw('1 = 0');
      }
      return pageOf(
        db,
        {
          select: `f.id, f.company_id AS companyId, COALESCE(c.name, '平台默认') AS companyName, f.per_day AS perDay, f.per_hour AS perHour,
            f.redial_minutes AS redialMinutes, f.start_time AS startTime, f.end_time AS endTime, f.start_time || '-' || f.end_time AS window,
            f.enabled, f.remark, f.updated_at AS updatedAt`,
          from: fromTable('frequency_limits', 'f', leftJoinOne('companies', 'c', 'f.company_id')),
          where,
          order: LIMITS.order(params, '(f.company_id IS NOT NULL), f.updated_at DESC, f.id DESC'),
        },
        paging(params),
      );
    },
  }),
  define({
    call: frequencyLimitApi.save,
    handler: ({ db, params }) => {
      const id = integer(params, 'id', '规则');
      const values = limitInput(params);
      const at = now();
      if (id !== undefined) {
        const changed = db
          .prepare(
            'UPDATE frequency_limits SET per_day = ?, per_hour = ?, redial_minutes = ?, start_time = ?, end_time = ?, enabled = ?, remark = ?, updated_at = ? WHERE id = ?',
          )
          .run(values.perDay, values.perHour, values.redialMinutes, values.startTime, values.endTime, values.enabled, values.remark, at, id);
        if (!changed.changes) throw notFound('频次限制规则');
        return { id };
      }
      const companyId = requiredInteger(params, 'companyId', '适用企业');
      companyExists(db, companyId);
      if (db.prepare('SELECT 1 FROM frequency_limits WHERE company_id = ?').get(companyId)) throw invalid(LIMIT_TEXTS.duplicate);
      const created = db
        .prepare(
          'INSERT INTO frequency_limits (company_id, per_day, per_hour, redial_minutes, start_time, end_time, enabled, remark, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
        )
        .run(companyId, values.perDay, values.perHour, values.redialMinutes, values.startTime, values.endTime, values.enabled, values.remark, at);
      return { id: Number(created.lastInsertRowid) };
    },
  }),
  define({
    call: frequencyLimitApi.delete,
    handler: ({ db, params }) => {
      const id = requiredInteger(params, 'id', '规则');
      const rule = db.prepare('SELECT company_id AS companyId FROM frequency_limits WHERE id = ?').get(id) as { companyId: number | null } | undefined;
      if (!rule) throw notFound('频次限制规则');
      if (rule.companyId === null) throw invalid(LIMIT_TEXTS.defaultKept);
      db.prepare('DELETE FROM frequency_limits WHERE id = ?').run(id);
      return null;
    },
  }),
];
