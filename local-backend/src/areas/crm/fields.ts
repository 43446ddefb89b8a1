import { customField, customFieldApi, intentionCustomerApi } from '@console/remote-crm/contract';
import type { Db } from '../../db/database';
import { now } from '../../db/time';
import type { CurrentUser } from '../../http/auth';
import { define, type Endpoints } from '../../http/endpoint';
import { forbidden, invalid } from '../../http/envelope';
import { pageOf } from '../../http/page';
import { charCount, integer, list, paging, type Params, requiredInteger, text } from '../../http/params';
import { inputOf, resourceList } from '../../http/resource';
import { restrictTo } from '../../http/scope';
import { Where } from '../../http/where';
import { ownCompany } from './access';
import { BUILTIN_FIELDS, type FIELD_KINDS } from './domain';
import { logCrm } from './helpers';
import { fromTable, joinOne } from '../../http/from';

export interface ColumnConfig {
  key: string;
  label: string;
  kind: (typeof FIELD_KINDS)[number];
  options: string[];
  required: boolean;
  visible: boolean;
  sort: number;
  builtin: boolean;
}

const FIELD_KIND_LABELS: Record<string, string> = { text: '文本', number: '数字', date: '日期', select: '下拉选项' };

interface FieldRow {
  id: number;
  company_id: number;
  field_key: string;
  label: string;
  kind: ColumnConfig['kind'];
  options: string;
  required: number;
  visible: number;
  sort: number;
  builtin: number;
}

const toConfig = (row: FieldRow): ColumnConfig => ({
  key: row.field_key,
  label: row.label,
  kind: row.kind,
  options: row.options ? row.options.split(',') : [],
  required: row.required === 1,
  visible: row.visible === 1,
  sort: row.sort,
  builtin: row.builtin === 1,
});

/** The built-in fields in their default order: what a company without its own configuration sees. */
export const defaultColumns = (): ColumnConfig[] =>
  BUILTIN_FIELDS.map((builtin, index) => ({
    ...builtin,
    options: [],
    required: ['name', 'phone'].includes(builtin.key),
    visible: true,
    sort: (index + 1) * 10,
    builtin: true,
  }));

/** A company's customer fields (built-in and custom) in order: getColumn. */
export function companyColumns(db: Db, companyId: number | null): ColumnConfig[] {
  if (!companyId) return defaultColumns();
  const rows = db.prepare('SELECT * FROM custom_fields WHERE company_id = ? ORDER BY sort, id').all(companyId) as FieldRow[];
  if (rows.length === 0) return defaultColumns();
  const configured = rows.map(toConfig);
  // A built-in field the company never configured still shows.
  const missing = defaultColumns().filter((column) => !configured.some((c) => c.key === column.key));
  return [...configured, ...missing].sort((a, b) => a.sort - b.sort);
}

/**
 * Values of the company's custom fields from a form (`field_<key>`), checked by kind; answers the
 * JSON stored in customers.extra.
 */
export function customValues(db: Db, companyId: number, params: Params, previous = '{}'): string {
  const values: Record<string, string | number> = JSON.parse(previous || '{}');
  for (const column of companyColumns(db, companyId).filter((c) => !c.builtin)) {
    const name = `field_${column.key}`;
    if (!(name in params) && !column.required) continue;
    const raw = text(params, name, column.label, 200);
    if (raw === undefined) {
      if (column.required) throw invalid(`请填写${column.label}`);
      delete values[column.key];
      continue;
    }
    if (column.kind === 'number') {
      if (!Number.isFinite(Number(raw))) throw invalid(`${column.label}必须是数字`);
      values[column.key] = Number(raw);
    } else if (column.kind === 'date') {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(raw.slice(0, 10))) throw invalid(`${column.label}格式应为 YYYY-MM-DD`);
      values[column.key] = raw.slice(0, 10);
    } else if (column.kind === 'select') {
      if (!column.options.includes(raw)) throw invalid(`${column.label}只能是：${column.options.join('、')}`);
      values[column.key] = raw;
    } else {
      values[column.key] = raw;
    }
  }
  return JSON.stringify(values);
}

/** Creates the built-in rows of a company the first time it configures its fields. */
function ensureBuiltins(db: Db, companyId: number): void {
  const has = db.prepare('SELECT COUNT(*) FROM custom_fields WHERE company_id = ? AND builtin = 1').pluck().get(companyId) as number;
  if (has > 0) return;
  const insert = db.prepare(
    'INSERT INTO custom_fields (company_id, field_key, label, kind, required, visible, sort, builtin, created_at) VALUES (?, ?, ?, ?, ?, 1, ?, 1, ?)',
  );
  for (const column of defaultColumns()) insert.run(companyId, column.key, column.label, column.kind, column.required ? 1 : 0, column.sort, now());
}

const LIST = resourceList(customField, {
  label: 'f.label',
  kind: 'f.kind',
  sort: 'f.sort',
  builtin: 'f.builtin',
  companyId: 'f.company_id',
  createdAt: 'f.created_at',
});

function findOwn(db: Db, user: CurrentUser, id: number): FieldRow {
  const row = db.prepare('SELECT * FROM custom_fields WHERE id = ?').get(id) as FieldRow | undefined;
  if (!row || row.company_id !== ownCompany(user)) throw forbidden();
  return row;
}

/** Customer field configuration (/customTag): `/api/customField/<verb>` and the spec's getColumn. */
export const fieldEndpoints: Endpoints = [
  define({
    call: intentionCustomerApi.getColumn,
    handler: ({ db, params, user }) => {
      const companyId = integer(params, 'companyId', '企业编号');
      const userId = integer(params, 'userId', '用户编号');
      if (userId !== undefined && userId !== user.id) throw forbidden();
      if (companyId !== undefined && user.role !== 'admin' && companyId !== user.companyId) {
        // Above company level a column set of a company in reach may be read.
        const where = new Where().eq('c.id', companyId);
        restrictTo(db, where, user, { agent: 'c.agent_id', company: 'c.id' });
        if (!db.prepare(`SELECT 1 FROM companies c ${where}`).get(...where.values)) throw forbidden();
      }
      return companyColumns(db, companyId ?? user.companyId);
    },
  }),
  define({
    call: customFieldApi.list,
    handler: ({ db, params, user }) => {
      const where = LIST.where(params);
      restrictTo(db, where, user, { agent: 'c.agent_id', company: 'f.company_id' });
      return pageOf(
        db,
        {
          select: `f.id, f.label, f.kind, f.options, f.required, f.visible, f.sort, f.builtin,
            f.company_id AS companyId, c.name AS companyName, f.created_at AS createdAt`,
          from: fromTable('custom_fields', 'f', joinOne('companies', 'c', 'f.company_id')),
          where,
          order: LIST.order(params, 'f.company_id, f.sort, f.id'),
        },
        paging(params),
      );
    },
  }),
  define({
    call: customFieldApi.save,
    handler: ({ db, params, user }) => {
      const companyId = ownCompany(user);
      const id = integer(params, 'id', '字段编号');
      const input = inputOf(customField, params, ['label', 'required', 'visible', 'sort']);
      const { label, sort = 100 } = input;
      const visible = input.visible === false ? 0 : 1;
      const required = input.required ? 1 : 0;
      ensureBuiltins(db, companyId);
      const clash = db.prepare('SELECT id FROM custom_fields WHERE company_id = ? AND label = ? AND id IS NOT ?').get(companyId, label, id ?? null);
      if (clash) throw invalid(`字段「${label}」已存在`);
      if (id !== undefined) {
        const row = findOwn(db, user, id);
        if (row.builtin === 1) {
          if (['name', 'phone'].includes(row.field_key) && !visible) throw invalid('客户名称和手机号不能隐藏');
          db.prepare('UPDATE custom_fields SET label = ?, visible = ?, sort = ? WHERE id = ?').run(label, visible, sort, id);
        } else {
          const { kind, options } = kindAndOptions(params);
          db.prepare('UPDATE custom_fields SET label = ?, kind = ?, options = ?, required = ?, visible = ?, sort = ? WHERE id = ?').run(
            label,
            kind,
            options,
            required,
            visible,
            sort,
            id,
          );
        }
        logCrm(db, user, { target: '客户', action: '编辑', detail: `修改字段「${label}」` });
        return { id };
      }
      const { kind, options } = kindAndOptions(params);
      const count = db.prepare('SELECT COUNT(*) FROM custom_fields WHERE company_id = ? AND builtin = 0').pluck().get(companyId) as number;
      if (count >= 20) throw invalid('自定义字段最多 20 个');
      const key = `c${Date.now().toString(36)}${count}`;
      const created = db
        .prepare(
          'INSERT INTO custom_fields (company_id, field_key, label, kind, options, required, visible, sort, builtin, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, ?)',
        )
        .run(companyId, key, label, kind, options, required, visible, sort, now());
      logCrm(db, user, { target: '客户', action: '新增', detail: `新增字段「${label}」（${FIELD_KIND_LABELS[kind]}）` });
      return { id: Number(created.lastInsertRowid) };
    },
  }),
  define({
    call: customFieldApi.delete,
    handler: ({ db, params, user }) => {
      const row = findOwn(db, user, requiredInteger(params, 'id', '字段编号'));
      if (row.builtin === 1) throw invalid('内置字段不能删除，可设置为隐藏');
      db.prepare('DELETE FROM custom_fields WHERE id = ?').run(row.id);
      logCrm(db, user, { target: '客户', action: '删除', detail: `删除字段「${row.label}」` });
      return null;
    },
  }),
];

function kindAndOptions(params: Params): { kind: ColumnConfig['kind']; options: string } {
  const { kind } = inputOf(customField, params, ['kind']);
  const options = [...new Set(list(params, 'options'))];
  if (kind === 'select' && options.length < 2) throw invalid('下拉选项至少填写两个，用逗号分隔');
  if (options.some((option) => charCount(option) > 20)) throw invalid('每个选项不能超过 20 个字符');
  return { kind, options: kind === 'select' ? options.join(',') : '' };
}
