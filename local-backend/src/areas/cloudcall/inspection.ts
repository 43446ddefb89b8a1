import {
  aiResults,
  aiRiskDays,
  INSPECTION_TEXTS,
  inspectionApi,
  qaCompanies,
  qaCompanySummary,
  qaInspections,
  qaRules,
  qaServers,
  QA_REVIEW_VERDICT,
  RISK_LEVEL,
  callRiskStates,
} from '@console/remote-cloudcall/contract';
import type { Db } from '../../db/database';
import { now } from '../../db/time';
import { agentTree, type CurrentUser } from '../../http/auth';
import { define, type Endpoints } from '../../http/endpoint';
import { forbidden, invalid, notFound } from '../../http/envelope';
import { fromTable, joinOne, leftJoinOne } from '../../http/from';
import { listEndpoints } from '../../http/listEndpoints';
import { pageOf } from '../../http/page';
import { ids, integer, oneOf, paging, requiredInteger, text, type Params } from '../../http/params';
import { inputOf, resourceList } from '../../http/resource';
import { reachable, restrictTo } from '../../http/scope';
import { placeholders, Where } from '../../http/where';

/** A call record belongs to its agent, company and staff member: every inspection list is scoped through it. */
const CALL_OWNER = { agent: 'r.agent_id', company: 'r.company_id', user: 'r.user_id' };

const CALL_COLUMNS = `r.callee, r.caller, COALESCE(u.real_name, '') AS username, COALESCE(c.name, '') AS companyName,
  r.start_time AS startTime, r.duration_seconds AS durationSeconds`;
const CALL_SQL = { callee: 'r.callee', caller: 'r.caller', startTime: 'r.start_time', durationSeconds: 'r.duration_seconds' } as const;

// qualityRecord: a rule's hit on a call, with its verdict
const INSPECTIONS = resourceList(qaInspections, {
  ...CALL_SQL,
  companyId: 'r.company_id',
  ruleName: 'q.name',
  ruleKind: 'q.kind',
  level: 'q.level',
  verdict: 'i.verdict',
  deduct: 'q.deduct',
  reviewedAt: 'i.reviewed_at',
  createdAt: 'i.created_at',
});
function inspectionQuery(user: CurrentUser, db: Db, params: Params) {
  const where = INSPECTIONS.where(params);
  // /inspectionRecords: the reviewed ones only.
  if (String(params.reviewed ?? '') === '1') where.raw("i.verdict <> '待复核'");
  restrictTo(db, where, user, CALL_OWNER);
  return {
    select: `i.id, ${CALL_COLUMNS}, q.name AS ruleName, q.kind AS ruleKind, q.level, i.hit,
      i.at_ms / 1000 AS atSeconds, q.deduct, i.verdict, COALESCE(v.real_name, '') AS reviewer, i.reviewed_at AS reviewedAt,
      i.comment, i.created_at AS createdAt`,
    from: fromTable(
      'qa_inspections',
      'i',
      joinOne('call_records', 'r', 'i.record_id'),
      joinOne('qa_rules', 'q', 'i.rule_id'),
      leftJoinOne('users', 'u', 'r.user_id'),
      leftJoinOne('companies', 'c', 'r.company_id'),
      leftJoinOne('users', 'v', 'i.reviewer_id'),
    ),
    where,
    order: INSPECTIONS.order(params, 'i.created_at DESC, i.id DESC'),
  };
}

// AIInspectionList
const AI = resourceList(aiResults, { ...CALL_SQL, riskLevel: 'x.risk_level', score: 'x.score', emotion: 'x.emotion', createdAt: 'x.created_at' });
function aiQuery(user: CurrentUser, db: Db, params: Params) {
  const where = AI.where(params);
  restrictTo(db, where, user, CALL_OWNER);
  return {
    select: `x.id, ${CALL_COLUMNS}, x.risk_level AS riskLevel, x.score, x.emotion, x.hits, x.summary, x.created_at AS createdAt`,
    from: fromTable(
      'qa_ai_results',
      'x',
      joinOne('call_records', 'r', 'x.record_id'),
      leftJoinOne('users', 'u', 'r.user_id'),
      leftJoinOne('companies', 'c', 'r.company_id'),
    ),
    where,
    order: AI.order(params, 'x.created_at DESC, x.id DESC'),
  };
}

// AiRiskRecord: a day's AI results
const DAYS = resourceList(aiRiskDays, { day: 'date(x.created_at)' });

// riskStates: calls with their risk state
const RISK_STATES = resourceList(callRiskStates, { ...CALL_SQL, status: 'r.status', risk: 'r.risk', riskAt: 'r.risk_at' });
function riskStateQuery(user: CurrentUser, db: Db, params: Params) {
  const where = RISK_STATES.where(params);
  restrictTo(db, where, user, CALL_OWNER);
  return {
    select: `r.id, ${CALL_COLUMNS}, r.status, r.risk, r.risk_reason AS riskReason,
      CASE WHEN r.risk_at IS NULL THEN '' ELSE COALESCE(b.real_name, '系统') END AS riskBy, r.risk_at AS riskAt`,
    from: fromTable(
      'call_records',
      'r',
      leftJoinOne('users', 'u', 'r.user_id'),
      leftJoinOne('companies', 'c', 'r.company_id'),
      leftJoinOne('users', 'b', 'r.risk_by'),
    ),
    where,
    order: RISK_STATES.order(params, 'r.start_time DESC, r.id DESC'),
  };
}

// Rules: the platform's are every company's; an agent sees them and its tree's own, and edits only its own.
const RULES = resourceList(qaRules, {
  name: 'q.name',
  kind: 'q.kind',
  level: 'q.level',
  deduct: 'q.deduct',
  hits: 'hits',
  enabled: 'q.enabled',
  createdAt: 'q.created_at',
});
const ruleScope = (db: Db, user: CurrentUser, where: Where) => {
  if (user.role === 'admin') return where;
  const tree = user.agentId ? agentTree(db, user.agentId) : [];
  return where.raw(`(q.agent_id IS NULL OR q.agent_id IN (${placeholders(tree) || 'NULL'}))`, ...tree);
};
function ruleQuery(user: CurrentUser, db: Db, params: Params) {
  const where = ruleScope(db, user, RULES.where(params));
  return {
    select: `q.id, q.name, q.kind, q.keywords, q.threshold_seconds AS thresholdSeconds, q.level, q.deduct,
      COALESCE(a.name, '平台') AS owner, (SELECT COUNT(*) FROM qa_inspections i WHERE i.rule_id = q.id) AS hits, q.enabled, q.remark, q.created_at AS createdAt`,
    from: fromTable('qa_rules', 'q', leftJoinOne('agents', 'a', 'q.agent_id')),
    where,
    order: RULES.order(params, 'q.agent_id IS NOT NULL, q.id'),
  };
}
/** The rule `id` if this user may change it: admin any, an agent its own tree's (never the platform's). */
function ownRule(db: Db, user: CurrentUser, id: number): void {
  const rule = db.prepare('SELECT agent_id AS agentId FROM qa_rules WHERE id = ?').get(id) as { agentId: number | null } | undefined;
  if (!rule) throw notFound('质检规则');
  if (user.role === 'admin') return;
  if (rule.agentId === null) throw invalid(INSPECTION_TEXTS.notYourRule);
  if (!agentTree(db, user.agentId ?? 0).includes(rule.agentId)) throw forbidden();
}

// Enrolled companies
const COMPANIES = resourceList(qaCompanies, {
  companyName: 'c.name',
  aiEnabled: 'e.ai_enabled',
  enabled: 'e.enabled',
  sampleRate: 'e.sample_rate',
  updatedAt: 'e.updated_at',
});
const COMPANY_OWNER = { agent: 'c.agent_id', company: 'c.id' };
function companyQuery(user: CurrentUser, db: Db, params: Params) {
  const where = restrictTo(db, COMPANIES.where(params), user, COMPANY_OWNER);
  return {
    select: `e.id, e.company_id AS companyId, c.name AS companyName, COALESCE(a.name, '') AS agentName, e.server_id AS serverId, s.name AS serverName,
      e.sample_rate AS sampleRate, e.ai_enabled AS aiEnabled,
      (SELECT COUNT(*) FROM qa_inspections i JOIN call_records r ON r.id = i.record_id WHERE r.company_id = e.company_id) AS inspections,
      (SELECT COUNT(*) FROM qa_inspections i JOIN call_records r ON r.id = i.record_id WHERE r.company_id = e.company_id AND i.verdict = '待复核') AS pending,
      e.enabled, COALESCE(w.real_name, '') AS updatedBy, e.updated_at AS updatedAt`,
    from: fromTable(
      'qa_companies',
      'e',
      joinOne('companies', 'c', 'e.company_id'),
      joinOne('qa_servers', 's', 'e.server_id'),
      leftJoinOne('agents', 'a', 'c.agent_id'),
      leftJoinOne('users', 'w', 'e.updated_by'),
    ),
    where,
    order: COMPANIES.order(params, 'e.updated_at DESC, e.id DESC'),
  };
}

// Per company summary (/telephoneInspectionList): the enrolled companies with what inspection found
const SUMMARY = resourceList(qaCompanySummary, {
  companyName: 'c.name',
  calls: 'calls',
  inspected: 'inspected',
  inspections: 'inspections',
  pending: 'pending',
  failed: 'failed',
  passRate: 'passRate',
  highRisk: 'highRisk',
});
function summaryQuery(user: CurrentUser, db: Db, params: Params) {
  const where = restrictTo(db, SUMMARY.where(params), user, COMPANY_OWNER);
  const hits = 'FROM qa_inspections i JOIN call_records r ON r.id = i.record_id WHERE r.company_id = e.company_id';
  return {
    select: `e.id, c.name AS companyName, COALESCE(a.name, '') AS agentName,
      (SELECT COUNT(*) FROM call_records r WHERE r.company_id = e.company_id) AS calls,
      (SELECT COUNT(DISTINCT i.record_id) ${hits}) AS inspected,
      (SELECT COUNT(*) ${hits}) AS inspections,
      (SELECT COUNT(*) ${hits} AND i.verdict = '待复核') AS pending,
      (SELECT COUNT(*) ${hits} AND i.verdict = '不合格') AS failed,
      (SELECT ROUND(100.0 * SUM(i.verdict = '合格') / NULLIF(SUM(i.verdict <> '待复核'), 0), 1) ${hits}) AS passRate,
      (SELECT COUNT(*) FROM qa_ai_results x JOIN call_records r ON r.id = x.record_id WHERE r.company_id = e.company_id AND x.risk_level = '高') AS highRisk`,
    from: fromTable('qa_companies', 'e', joinOne('companies', 'c', 'e.company_id'), leftJoinOne('agents', 'a', 'c.agent_id')),
    where,
    order: SUMMARY.order(params, 'e.company_id'),
  };
}

// Servers: the platform's; an agent sees those its tree's companies run on.
const SERVERS = resourceList(qaServers, {
  name: 's.name',
  host: 's.host',
  engine: 's.engine',
  maxConcurrency: 's.max_concurrency',
  enabled: 's.enabled',
  createdAt: 's.created_at',
});
function serverQuery(user: CurrentUser, db: Db, params: Params) {
  const where = SERVERS.where(params);
  if (user.role !== 'admin') {
    const tree = user.agentId ? agentTree(db, user.agentId) : [];
    where.raw(
      `s.id IN (SELECT e.server_id FROM qa_companies e JOIN companies c ON c.id = e.company_id WHERE c.agent_id IN (${placeholders(tree) || 'NULL'}))`,
      ...tree,
    );
  }
  return {
    select: `s.id, s.name, s.host, s.port, s.engine, s.max_concurrency AS maxConcurrency,
      (SELECT COUNT(*) FROM qa_companies e WHERE e.server_id = s.id) AS companies, s.enabled, s.remark, s.created_at AS createdAt`,
    from: fromTable('qa_servers', 's'),
    where,
    order: SERVERS.order(params, 's.id'),
  };
}

/** The call `id` if this user may act on it (its scope), else refused. */
function reachableCall(db: Db, user: CurrentUser, id: number): { id: number; risk: number; callee: string; caller: string } {
  const where = restrictTo(db, new Where().eq('r.id', id), user, CALL_OWNER);
  const found = db.prepare(`SELECT r.id, r.risk, r.callee, r.caller FROM call_records r ${where}`).get(...where.values) as
    { id: number; risk: number; callee: string; caller: string } | undefined;
  if (!found) throw forbidden();
  return found;
}

/**
 * A verdict on a pending hit: who and when, and pinned to the hit's moment on the recording's timeline
 * (the player's marks) by the reviewer. Inside the caller's transaction.
 */
function writeVerdict(db: Db, user: CurrentUser, id: number, verdict: string, comment: string): void {
  const at = now();
  db.prepare('UPDATE qa_inspections SET verdict = ?, comment = ?, reviewer_id = ?, reviewed_at = ? WHERE id = ?').run(verdict, comment, user.id, at, id);
  db.prepare(
    `INSERT INTO call_record_marks (record_id, at_ms, kind, text, user_id, created_at)
     SELECT i.record_id, i.at_ms, 'verdict', ? || '（' || q.name || '）' || CASE WHEN ? <> '' THEN '：' || ? ELSE '' END, ?, ?
     FROM qa_inspections i JOIN qa_rules q ON q.id = i.rule_id
     -- A closed recording (关闭录音) has no timeline any more: the verdict is kept, no mark is pinned.
     JOIN call_records r ON r.id = i.record_id AND r.closed_at IS NULL
     WHERE i.id = ?`,
  ).run(verdict, comment, comment, user.id, at, id);
}

/** Quality inspection and risk: the `/api/record/*` calls of spec section 7 that are inspection's, and `/api/cloudcall/*` (CONTRACT.md). */
export const inspectionEndpoints: Endpoints = [
  ...listEndpoints({
    list: inspectionApi.qualityRecord,
    sheet: inspectionApi.exportQualityRecords,
    fileName: '质检记录',
    query: ({ db, params, user }) => inspectionQuery(user, db, params),
  }),
  define({
    call: inspectionApi.qualityReview,
    handler: ({ db, params, user }) => {
      const id = requiredInteger(params, 'id', '质检记录', { min: 1 });
      const verdict = oneOf(params, 'verdict', '复核结果', QA_REVIEW_VERDICT);
      if (!verdict) throw invalid('请选择复核结果');
      const comment = text(params, 'comment', '复核意见', 200) ?? '';
      if (verdict === '不合格' && !comment) throw invalid(INSPECTION_TEXTS.commentRequired);
      return db.transaction(() => {
        const where = restrictTo(db, new Where().eq('i.id', id), user, CALL_OWNER);
        const found = db
          .prepare(`SELECT i.verdict FROM qa_inspections i JOIN call_records r ON r.id = i.record_id ${where}`)
          .pluck()
          .get(...where.values) as string | undefined;
        if (found === undefined) throw forbidden();
        if (found !== '待复核') throw invalid(INSPECTION_TEXTS.alreadyReviewed);
        writeVerdict(db, user, id, verdict, comment);
        return null;
      })();
    },
  }),
  define({
    call: inspectionApi.qualityReviewBatch,
    handler: ({ db, params, user }) => {
      const wanted = ids(params, '质检记录');
      return db.transaction(() => {
        const where = restrictTo(db, new Where(), user, CALL_OWNER);
        const found = reachable(db, fromTable('qa_inspections', 'i', joinOne('call_records', 'r', 'i.record_id')), where, wanted);
        const pending = new Set(
          db
            .prepare(`SELECT id FROM qa_inspections WHERE verdict = '待复核' AND id IN (${placeholders(found)})`)
            .pluck()
            .all(...found) as number[],
        );
        for (const id of pending) writeVerdict(db, user, id, '合格', '');
        return { reviewed: pending.size, skipped: found.filter((id) => !pending.has(id)) };
      })();
    },
  }),
  ...listEndpoints({
    list: inspectionApi.AIInspectionList,
    sheet: inspectionApi.exportAiInspections,
    fileName: 'AI质检',
    query: ({ db, params, user }) => aiQuery(user, db, params),
  }),
  define({
    call: inspectionApi.aiInspectionTotals,
    handler: ({ db, params, user }) => {
      const { from, where } = aiQuery(user, db, params);
      return db
        .prepare(
          `SELECT COUNT(*) AS total, COALESCE(SUM(x.risk_level = '高'), 0) AS high, COALESCE(SUM(x.risk_level = '中'), 0) AS medium,
             COALESCE(SUM(x.risk_level = '低'), 0) AS low FROM ${from} ${where}`,
        )
        .get(...where.values);
    },
  }),
  define({
    call: inspectionApi.AiRiskRecord,
    handler: ({ db, params }) => {
      // Days of AI inspection, newest first: a page of days, the figures counted from qa_ai_results.
      const where = DAYS.where(params);
      const { pageIndex, pageSize } = paging(params);
      const total = db
        .prepare(`SELECT COUNT(DISTINCT date(x.created_at)) FROM qa_ai_results x ${where}`)
        .pluck()
        .get(...where.values) as number;
      const list = db
        .prepare(
          `SELECT date(x.created_at) AS day, COUNT(*) AS total, SUM(x.risk_level = '高') AS high, SUM(x.risk_level = '中') AS medium,
             SUM(x.risk_level = '低') AS low, ROUND(100.0 * SUM(x.risk_level IN ('高', '中')) / COUNT(*), 1) AS riskRate
           FROM qa_ai_results x ${where} GROUP BY day ORDER BY day ${params.sortField === 'day' && params.sortOrder === 'ascend' ? 'ASC' : 'DESC'} LIMIT ? OFFSET ?`,
        )
        .all(...where.values, pageSize, (pageIndex - 1) * pageSize);
      return { list: list.map((row, i) => ({ id: (pageIndex - 1) * pageSize + i + 1, ...(row as object) })), total };
    },
  }),
  define({
    call: inspectionApi.QualityCompany,
    handler: ({ db, user }) => {
      // `userId` is the spec's parameter; the session says who asks.
      const where = restrictTo(db, new Where().eq('e.enabled', 1), user, COMPANY_OWNER);
      return db
        .prepare(`SELECT c.id AS value, c.name AS label FROM qa_companies e JOIN companies c ON c.id = e.company_id ${where} ORDER BY c.name`)
        .all(...where.values);
    },
  }),
  ...listEndpoints({
    list: inspectionApi.inspectionSummary,
    sheet: inspectionApi.exportInspectionSummary,
    fileName: '电话质检列表',
    query: ({ db, params, user }) => summaryQuery(user, db, params),
  }),
  // Risk state of a call, and the risk list
  define({ call: inspectionApi.riskStates, handler: ({ db, params, user }) => pageOf(db, riskStateQuery(user, db, params), paging(params)) }),
  define({
    call: inspectionApi.riskRecordUpdate,
    handler: ({ db, params, user }) => {
      const id = requiredInteger(params, 'id', '通话记录', { min: 1 });
      const risk = requiredInteger(params, 'risk', '风险状态', { min: 0, max: 1 });
      const reason = text(params, 'reason', '标记原因', 50);
      if (!reason) throw invalid(INSPECTION_TEXTS.reasonRequired);
      const level = risk === 1 ? (oneOf(params, 'level', '风险等级', RISK_LEVEL) ?? '中') : undefined;
      return db.transaction(() => {
        const call = reachableCall(db, user, id);
        if (risk === 1 && call.risk === 1) throw invalid(INSPECTION_TEXTS.alreadyRisky);
        if (risk === 0 && call.risk === 0) throw invalid(INSPECTION_TEXTS.notRisky);
        const at = now();
        db.prepare('UPDATE call_records SET risk = ?, risk_by = ?, risk_at = ?, risk_reason = ? WHERE id = ?').run(risk, user.id, at, reason, id);
        // A risky call puts its callee on the risk list, once (an open entry of the same number is kept).
        if (risk === 1) {
          const open = db.prepare("SELECT id FROM risk_list WHERE callee = ? AND kind = '号码' AND handled = 0").pluck().get(call.callee);
          if (!open) {
            db.prepare(
              `INSERT INTO risk_list (callee, caller, user_id, company_id, agent_id, keyword, level, handled, created_at, kind, record_id)
               SELECT callee, caller, user_id, company_id, agent_id, ?, ?, 0, ?, '号码', id FROM call_records WHERE id = ?`,
            ).run(reason, level, at, id);
          }
        }
        return null;
      })();
    },
  }),
  define({
    call: inspectionApi.riskHandle,
    handler: ({ db, params, user }) => {
      const id = requiredInteger(params, 'id', '风险记录', { min: 1 });
      const note = text(params, 'note', '处理说明', 200);
      if (!note) throw invalid('请填写处理说明');
      return db.transaction(() => {
        const where = restrictTo(db, new Where().eq('k.id', id), user, { agent: 'k.agent_id', company: 'k.company_id', user: 'k.user_id' });
        const handled = db
          .prepare(`SELECT k.handled FROM risk_list k ${where}`)
          .pluck()
          .get(...where.values) as number | undefined;
        if (handled === undefined) throw forbidden();
        if (handled === 1) throw invalid(INSPECTION_TEXTS.alreadyHandled);
        db.prepare('UPDATE risk_list SET handled = 1, handled_by = ?, handled_at = ?, handle_note = ? WHERE id = ?').run(user.id, now(), note, id);
        return null;
      })();
    },
  }),
  // Rules
  ...listEndpoints({
    list: inspectionApi.ruleList,
    sheet: inspectionApi.exportRules,
    fileName: '质检规则',
    query: ({ db, params, user }) => ruleQuery(user, db, params),
  }),
  define({
    call: inspectionApi.ruleSave,
    handler: ({ db, params, user }) => {
      const id = integer(params, 'id', '编号', { min: 1 });
      const input = inputOf(qaRules, params);
      const keywords = (input.keywords ?? '')
        .split(/[,，\s]+/)
        .filter(Boolean)
        .join(',');
      if (input.kind === '关键词' && !keywords) throw invalid(INSPECTION_TEXTS.keywordsRequired);
      if (input.kind !== '关键词' && !input.thresholdSeconds) throw invalid(INSPECTION_TEXTS.thresholdRequired);
      const values = {
        name: input.name,
        kind: input.kind,
        keywords: input.kind === '关键词' ? keywords : '',
        threshold_seconds: input.kind === '关键词' ? null : input.thresholdSeconds,
        level: input.level,
        deduct: input.deduct,
        enabled: input.enabled,
        remark: input.remark ?? '',
      };
      return db.transaction(() => {
        if (id === undefined) {
          // Admin writes the platform's rules; an agent its own.
          const agentId = user.role === 'admin' ? null : user.agentId;
          const added = db
            .prepare(
              `INSERT INTO qa_rules (name, kind, keywords, threshold_seconds, level, deduct, enabled, remark, agent_id, created_at)
               VALUES (@name, @kind, @keywords, @threshold_seconds, @level, @deduct, @enabled, @remark, @agent_id, @created_at)`,
            )
            .run({ ...values, agent_id: agentId, created_at: now() });
          return { id: Number(added.lastInsertRowid) };
        }
        ownRule(db, user, id);
        db.prepare(
          `UPDATE qa_rules SET name = @name, kind = @kind, keywords = @keywords, threshold_seconds = @threshold_seconds, level = @level,
             deduct = @deduct, enabled = @enabled, remark = @remark WHERE id = @id`,
        ).run({ ...values, id });
        return { id };
      })();
    },
  }),
  define({
    call: inspectionApi.ruleDelete,
    handler: ({ db, params, user }) => {
      const id = requiredInteger(params, 'id', '编号', { min: 1 });
      return db.transaction(() => {
        ownRule(db, user, id);
        const hits = db.prepare('SELECT COUNT(*) FROM qa_inspections WHERE rule_id = ?').pluck().get(id) as number;
        if (hits > 0) throw invalid(INSPECTION_TEXTS.ruleInUse(hits));
        db.prepare('DELETE FROM qa_rules WHERE id = ?').run(id);
        return null;
      })();
    },
  }),
  // Enrolled companies
  define({ call: inspectionApi.companyList, handler: ({ db, params, user }) => pageOf(db, companyQuery(user, db, params), paging(params)) }),
  define({
    call: inspectionApi.companySave,
    handler: ({ db, params, user }) => {
      const id = integer(params, 'id', '编号', { min: 1 });
      const input = inputOf(
        qaCompanies,
        params,
        id === undefined ? ['companyId', 'serverId', 'sampleRate', 'aiEnabled', 'enabled'] : ['serverId', 'sampleRate', 'aiEnabled', 'enabled'],
      );
      return db.transaction(() => {
        const server = db.prepare('SELECT enabled FROM qa_servers WHERE id = ?').pluck().get(input.serverId) as number | undefined;
        if (server === undefined) throw notFound('质检服务器');
        let companyId: number;
        if (id === undefined) {
          companyId = input.companyId as number;
          if (db.prepare('SELECT 1 FROM qa_companies WHERE company_id = ?').get(companyId)) throw invalid(INSPECTION_TEXTS.companyEnrolled);
        } else {
          const found = db.prepare('SELECT company_id FROM qa_companies WHERE id = ?').pluck().get(id) as number | undefined;
          if (found === undefined) throw notFound('质检企业');
          companyId = found;
        }
        const reach = restrictTo(db, new Where().eq('c.id', companyId), user, COMPANY_OWNER);
        if (!db.prepare(`SELECT 1 FROM companies c ${reach}`).get(...reach.values)) throw forbidden();
        // A company is put on (or moved to) an enabled server only.
        if (server === 0) throw invalid(INSPECTION_TEXTS.serverDisabled);
        const values = {
          server_id: input.serverId,
          sample_rate: input.sampleRate,
          ai_enabled: input.aiEnabled,
          enabled: input.enabled,
          updated_by: user.id,
          updated_at: now(),
        };
        if (id === undefined) {
          const added = db
            .prepare(
              `INSERT INTO qa_companies (company_id, server_id, sample_rate, ai_enabled, enabled, updated_by, updated_at)
               VALUES (@company_id, @server_id, @sample_rate, @ai_enabled, @enabled, @updated_by, @updated_at)`,
            )
            .run({ ...values, company_id: companyId });
          return { id: Number(added.lastInsertRowid) };
        }
        db.prepare(
          `UPDATE qa_companies SET server_id = @server_id, sample_rate = @sample_rate, ai_enabled = @ai_enabled, enabled = @enabled,
             updated_by = @updated_by, updated_at = @updated_at WHERE id = @id`,
        ).run({ ...values, id });
        return { id };
      })();
    },
  }),
  define({
    call: inspectionApi.companyDelete,
    handler: ({ db, params, user }) => {
      const id = requiredInteger(params, 'id', '编号', { min: 1 });
      const where = restrictTo(db, new Where().eq('e.id', id), user, COMPANY_OWNER);
      const found = db
        .prepare(`SELECT e.id FROM qa_companies e JOIN companies c ON c.id = e.company_id ${where}`)
        .pluck()
        .get(...where.values);
      if (!found) throw forbidden();
      // The inspections already made stay: they are the company's calls' history.
      db.prepare('DELETE FROM qa_companies WHERE id = ?').run(id);
      return null;
    },
  }),
  // Servers
  ...listEndpoints({
    list: inspectionApi.serverList,
    sheet: inspectionApi.exportServers,
    fileName: '质检服务器',
    query: ({ db, params, user }) => serverQuery(user, db, params),
  }),
  define({
    call: inspectionApi.serverSave,
    handler: ({ db, params }) => {
      const id = integer(params, 'id', '编号', { min: 1 });
      const input = inputOf(qaServers, params);
      const values = {
        name: input.name,
        host: input.host,
        port: input.port,
        engine: input.engine,
        max_concurrency: input.maxConcurrency,
        enabled: input.enabled,
        remark: input.remark ?? '',
      };
      return db.transaction(() => {
        const twin = db
          .prepare('SELECT id FROM qa_servers WHERE host = ? AND port = ? AND id IS NOT ?')
          .pluck()
          .get(values.host, values.port, id ?? null);
        if (twin) throw invalid(INSPECTION_TEXTS.serverDuplicate);
        if (id === undefined) {
          const added = db
            .prepare(
              `INSERT INTO qa_servers (name, host, port, engine, max_concurrency, enabled, remark, created_at)
               VALUES (@name, @host, @port, @engine, @max_concurrency, @enabled, @remark, @created_at)`,
            )
            .run({ ...values, created_at: now() });
          return { id: Number(added.lastInsertRowid) };
        }
        const changed = db
          .prepare(
            `UPDATE qa_servers SET name = @name, host = @host, port = @port, engine = @engine, max_concurrency = @max_concurrency,
               enabled = @enabled, remark = @remark WHERE id = @id`,
          )
          .run({ ...values, id });
        if (changed.changes === 0) throw notFound('质检服务器');
        return { id };
      })();
    },
  }),
  define({
    call: inspectionApi.serverDelete,
    handler: ({ db, params }) => {
      const id = requiredInteger(params, 'id', '编号', { min: 1 });
      return db.transaction(() => {
        const companies = db.prepare('SELECT COUNT(*) FROM qa_companies WHERE server_id = ?').pluck().get(id) as number;
        if (companies > 0) throw invalid(INSPECTION_TEXTS.serverInUse(companies));
        if (db.prepare('DELETE FROM qa_servers WHERE id = ?').run(id).changes === 0) throw notFound('质检服务器');
        return null;
      })();
    },
  }),
  define({
    call: inspectionApi.serverOptions,
    handler: ({ db }) => db.prepare(`SELECT id AS value, name || '（' || host || '）' AS label FROM qa_servers WHERE enabled = 1 ORDER BY id`).all(),
  }),
];
