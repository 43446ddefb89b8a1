import { intentionCustomerApi } from '@console/remote-crm/contract';
import { now } from '../../db/time';
import { sendCsv } from '../../http/csv';
import { define, type Endpoints } from '../../http/endpoint';
import { invalid, Refusal } from '../../http/envelope';
import { ownCompany } from './access';
import { customerInput } from './customers';
import { IMPORT_COLUMNS, IMPORT_MAX_ROWS } from './domain';
import { logCrm } from './helpers';

const EXAMPLE: Record<(typeof IMPORT_COLUMNS)[number]['key'], string> = {
  name: '张三',
  phone: '13800000000',
  company: '示例科技有限公司',
  source: '电话外呼',
  progress: '初次接触',
  tags: '重点客户,需回访',
  amount: '5000.00',
  remark: '导入前请删除本示例行',
};

/** Turns the rows of a filled-in template into field maps; a missing required column is refused. */
export function rowsFromTemplate(header: unknown, rows: unknown): Record<string, string>[] {
  if (!Array.isArray(header) || !Array.isArray(rows)) throw invalid('文件内容无法识别，请使用下载的导入模板');
  const titles = header.map((title) =>
    String(title ?? '')
      .replace(/^\uFEFF/, '')
      .trim(),
  );
  const missing = IMPORT_COLUMNS.filter((column) => column.required && !titles.includes(column.title));
  if (missing.length) throw invalid(`模板缺少列：${missing.map((column) => column.title).join('、')}`);
  const filled = rows.filter((row): row is unknown[] => Array.isArray(row) && row.some((cell) => String(cell ?? '').trim() !== ''));
  if (filled.length === 0) throw invalid('文件中没有客户数据');
  if (filled.length > IMPORT_MAX_ROWS) throw invalid(`一次最多导入 ${IMPORT_MAX_ROWS} 条`);
  return filled.map((row) => {
    const values: Record<string, string> = {};
    for (const column of IMPORT_COLUMNS) {
      const index = titles.indexOf(column.title);
      if (index >= 0) values[column.key] = String(row[index] ?? '').trim();
    }
    return values;
  });
}

/** The downloadable template and the import from it (`/api/intentionCustomer/import`, JSON body). */
export const importEndpoints: Endpoints = [
  define({
    call: intentionCustomerApi.downloadIntentionTemplate,
    handler: ({ reply }) =>
      sendCsv(
        reply,
        '客户导入模板.csv',
        IMPORT_COLUMNS.map((column) => ({ title: column.title, key: column.key })),
        [EXAMPLE],
      ),
  }),
  define({
    call: intentionCustomerApi.import,
    handler: ({ db, params, user }) => {
      const companyId = ownCompany(user);
      const rows = rowsFromTemplate(params.header, params.rows);
      const errors: string[] = [];
      const seen = new Set<string>();
      const accepted: ReturnType<typeof customerInput>[] = [];
      let skipped = 0;
      const exists = db.prepare('SELECT 1 FROM customers WHERE company_id = ? AND phone = ?').pluck();
      rows.forEach((row, index) => {
        try {
          const input = customerInput(db, companyId, { ...row, tags: row.tags?.replace(/[;；、]/g, ',') });
          // The same number twice in the file, or already a customer: skipped, not an error.
          if (seen.has(input.phone) || exists.get(companyId, input.phone)) skipped++;
          else accepted.push(input);
          seen.add(input.phone);
        } catch (error) {
          if (!(error instanceof Refusal)) throw error;
          errors.push(`第 ${index + 2} 行：${error.message}`);
        }
      });
      // A file with mistakes adds nothing: the user fixes it and imports again.
      if (errors.length) throw invalid(`导入失败，${errors.slice(0, 5).join('；')}${errors.length > 5 ? ` 等 ${errors.length} 处错误` : ''}`);
      const at = now();
      const insert = db.prepare(
        `INSERT INTO customers (name, phone, company, source, progress, tags, owner_id, company_id, department_id, pool, amount, remark,
           next_follow_at, extra, last_follow_at, created_at, updated_at)
         VALUES (@name, @phone, @company, @source, @progress, @tags, @ownerId, @companyId, @departmentId, 'mine', @amount, @remark,
           @nextFollowAt, '{}', '', @at, @at)`,
      );
      db.transaction(() => {
        for (const input of accepted) insert.run({ ...input, ownerId: user.id, companyId, departmentId: user.departmentId, at });
        logCrm(db, user, { target: '客户', action: '导入', detail: `导入 ${accepted.length} 条，跳过重复 ${skipped} 条` });
      })();
      return { added: accepted.length, skipped };
    },
  }),
];
