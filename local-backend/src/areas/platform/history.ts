import type { Field, Resource } from '@console/sdk/contract';
import { changeText, HISTORY_TABLES, historyApi, type ChangeEntry, type FieldChange } from '@console/sdk/history';
import { callRiskStates, CLOSE_TEXTS } from '@console/remote-cloudcall/contract';
import { CONTRACTS } from '../../contracts';
import type { Db } from '../../db/database';
import { agentTree, type CurrentUser } from '../../http/auth';
import type { ChangeAction, Changes } from '../../http/changeLog';
import { define, type Endpoints } from '../../http/endpoint';
import { forbidden, invalid } from '../../http/envelope';
import { operationName } from '../../http/operationLog';
import { requiredInteger, requiredText } from '../../http/params';

/** Labels of columns a resource does not show (keys, times): the trail still names them in Chinese. */
const COLUMN_LABELS: Record<string, string> = {
  id: '编号',
  password_hash: '密码',
  password: '密码',
  agent_id: '所属代理商',
  company_id: '所属企业',
  department_id: '所属部门',
  user_id: '所属员工',
  parent_id: '上级代理商',
  operator_id: '操作人',
  created_at: '创建时间',
  updated_at: '更新时间',
  deleted_at: '删除时间',
  deleted_by: '删除人',
  status_before_delete: '删除前状态',
  version: '版本',
  remark: '备注',
  // A call record's writes (/record's 变更记录): its risk mark (labelled as /qualityInspection2 shows it), 关闭录音,
  // the retention purge of its audio.
  risk_by: callRiskStates.fields.riskBy.label,
  risk_at: callRiskStates.fields.riskAt.label,
  risk_reason: callRiskStates.fields.riskReason.label,
  closed_at: '关闭时间',
  closed_by: '关闭人',
  close_reason: CLOSE_TEXTS.reason,
  recording_url: '录音文件',
};

const camel = (column: string) => column.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

const listResources = new Map(
  Object.values(CONTRACTS)
    .flat()
    .filter((call) => call.resource?.as === 'list')
    .map((call) => [call.path, call.resource!.of as Resource]),
);

/** Each table with a history: the resource of its list (the labels) and its noun. */
const TABLES = new Map(Object.entries(HISTORY_TABLES).map(([list, { table, noun }]) => [table, { resource: listResources.get(list), noun }]));

function valueText(field: Field | undefined, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (field?.values) return field.values.label(value);
  if (field?.kind === 'boolean' || typeof value === 'boolean') return value === true || value === 1 || value === '1' ? '是' : '否';
  return String(value);
}

/** A trail row's changes as the page shows them: each column by its field's label, enum values by their labels. */
export function describeChanges(resource: Resource | undefined, changes: Changes): FieldChange[] {
  return Object.entries(changes).map(([column, change]) => {
    const field = resource?.fields[camel(column)] as Field | undefined;
    const label = field?.label ?? COLUMN_LABELS[column] ?? column;
    if (change.changed) return { field: column, label, secret: true };
    return {
      field: column,
      label,
      ...('old' in change ? { old: valueText(field, change.old) } : {}),
      ...('new' in change ? { new: valueText(field, change.new) } : {}),
    };
  });
}

/**
 * The agent a record belongs to, for the scope: an agent record is its own, else the row's agent, or its
 * company's or user's agent; null where none (then only admin reads its history). A deleted row's values
 * are its trail's last ones.
 */
function agentOfRecord(db: Db, table: string, id: number): number | null {
  if (table === 'agents') return id;
  const columns = new Set((db.pragma(`table_info(${table})`) as { name: string }[]).map((column) => column.name));
  let row = db.prepare(`SELECT * FROM ${table} WHERE rowid = ?`).get(id) as Record<string, unknown> | undefined;
  if (!row) {
    const last = db
      .prepare(`SELECT changes FROM change_log WHERE table_name = ? AND row_id = ? AND action = 'delete' ORDER BY id DESC LIMIT 1`)
      .pluck()
      .get(table, id) as string | undefined;
    if (!last) return null;
    row = Object.fromEntries(Object.entries(JSON.parse(last) as Changes).map(([column, change]) => [column, change.old]));
  }
  const through = (sql: string, key: unknown) => (key == null ? null : ((db.prepare(sql).pluck().get(key) as number | null | undefined) ?? null));
  if (columns.has('agent_id') && row.agent_id != null) return Number(row.agent_id);
  if (columns.has('company_id')) return through('SELECT agent_id FROM companies WHERE id = ?', row.company_id);
  if (columns.has('user_id')) return through('SELECT agent_id FROM users WHERE id = ?', row.user_id);
  return null;
}

/** Whether this user may read the record's history: admin any, an agent its tree's, a sub-agent its own. */
function mayRead(db: Db, user: CurrentUser, table: string, id: number): boolean {
  if (user.role === 'admin') return true;
  const agent = agentOfRecord(db, table, id);
  if (agent === null || !user.agentId) return false;
  return user.role === 'agent' ? agentTree(db, user.agentId).includes(agent) : agent === user.agentId;
}

interface TrailRow {
  id: number;
  createdAt: string;
  username: string;
  role: string;
  path: string;
  action: ChangeEntry['action'];
  changes: string;
}

export function recordHistory(db: Db, user: CurrentUser, list: string, id: number): ChangeEntry[] {
  const table = HISTORY_TABLES[list]?.table;
  if (!table) throw invalid('该列表的记录没有变更记录');
  if (!mayRead(db, user, table, id)) throw forbidden();
  const rows = db
    .prepare(
      `SELECT id, created_at AS createdAt, username, role, path, action, changes FROM change_log WHERE table_name = ? AND row_id = ? ORDER BY id DESC LIMIT 500`,
    )
    .all(table, id) as TrailRow[];
  const resource = listResources.get(list);
  return rows.map(({ path, changes, ...row }) => ({
    ...row,
    operation: operationName(path),
    changes: describeChanges(resource, JSON.parse(changes) as Changes),
  }));
}

const ACTION_WORDS: Record<ChangeAction, string> = { insert: '新增', update: '修改', delete: '删除' };

/**
 * What each operation-log row changed, as one text (the log's 变更内容 column and export):
 * `修改企业 12：状态：正常 → 停用，联系人：甲 → 乙；新增部门 40：部门名称：销售部`.
 */
export function changeSummaries(db: Db, operationLogIds: number[]): Map<number, string> {
  const texts = new Map<number, string[]>();
  if (operationLogIds.length === 0) return new Map();
  const rows = db
    .prepare(
      `SELECT operation_log_id AS operationLogId, table_name AS tableName, row_id AS rowId, action, changes FROM change_log
       WHERE operation_log_id IN (${operationLogIds.map(() => '?').join(', ')}) ORDER BY id`,
    )
    .all(...operationLogIds) as { operationLogId: number; tableName: string; rowId: number; action: ChangeAction; changes: string }[];
  for (const row of rows) {
    const known = TABLES.get(row.tableName);
    const fields = describeChanges(known?.resource, JSON.parse(row.changes) as Changes).map(changeText);
    const text = `${ACTION_WORDS[row.action]}${known?.noun ?? row.tableName} ${row.rowId}${row.action === 'delete' ? '' : `：${fields.join('，')}`}`;
    texts.set(row.operationLogId, [...(texts.get(row.operationLogId) ?? []), text]);
  }
  return new Map([...texts].map(([id, parts]) => [id, parts.join('；')]));
}

/** 变更记录: a record's history, read off the trail (http/changeLog.ts). */
export const historyEndpoints: Endpoints = [
  define({
    call: historyApi.getHistory,
    handler: ({ db, params, user }) => recordHistory(db, user, requiredText(params, 'list', '列表'), requiredInteger(params, 'id', '编号', { min: 1 })),
  }),
];
