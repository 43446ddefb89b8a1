import {
  AXB_IMPORT_TEXTS,
  AXB_NUMBER_IMPORT_COLUMNS,
  AXB_NUMBER_IMPORT_MAX,
  AXB_OPERATOR,
  AXB_TEXTS,
  axbApi,
  axbBindings,
  axbCalls,
  axbNumbers,
  axbUsers,
  middleNumbers,
  privateNumbers,
} from '@console/remote-cloudcall/contract';
import type { Db } from '../../db/database';
import { now } from '../../db/time';
import { sendCsv } from '../../http/csv';
import type { CurrentUser } from '../../http/auth';
import { define, type Endpoints } from '../../http/endpoint';
import { invalid, notFound } from '../../http/envelope';
import { join, joinOne, leftJoinOne } from '../../http/from';
import { listEndpoints } from '../../http/listEndpoints';
import { integer, present, requiredInteger } from '../../http/params';
import { inputOf } from '../../http/resource';
import { restrictTo } from '../../http/scope';
import { bindTable, checkOwned, deleteRow, insertRow, tableQuery, updateRow } from '../../http/table';
import { Where } from '../../http/where';
import { SQL_NOW, sqlDaysAfter } from './axbPackages';
import { chosenCompany } from './chosenCompany';

/**
 * Expiry is applied at read and at write, never by a timer: every read says 已过期 for a live row whose
 * period has ended (the SQL compares with now), and the write that binds, recycles or disables a number
 * first closes its ended binding (released_at = expires_at, 到期) in the same transaction, so the partial
 * unique index `axb_bindings_one_live` (one row with released_at NULL per number) frees the number then.
 */
const LIVE = (alias: string) => `${alias}.released_at IS NULL AND ${alias}.expires_at > ${SQL_NOW}`;

/** Closes the ended binding of a number, if any (see above). */
export function closeExpired(db: Db, numberId: number): void {
  db.prepare(
    `UPDATE axb_bindings SET released_at = expires_at, end_reason = '到期' WHERE number_id = ? AND released_at IS NULL AND expires_at <= ${SQL_NOW}`,
  ).run(numberId);
}

const isBound = (db: Db, numberId: number) => Boolean(db.prepare(`SELECT 1 FROM axb_bindings b WHERE b.number_id = ? AND ${LIVE('b')}`).get(numberId));

const NUMBERS = bindTable(axbNumbers, {
  table: 'axb_numbers',
  alias: 'n',
  joins: [leftJoinOne('companies', 'c', 'n.company_id'), leftJoinOne('agents', 'a', 'n.agent_id')],
  columns: {
    place: "CASE WHEN n.company_id IS NULL THEN '库存' ELSE '已分配' END",
    companyName: "COALESCE(c.name, '')",
    agentName: "COALESCE(a.name, '')",
    allocatedAt: "COALESCE(n.allocated_at, '')",
  },
  owner: { agent: 'n.agent_id', company: 'n.company_id' },
  order: 'n.created_at DESC, n.id DESC',
  noun: '中间号',
});

const MIDDLE = bindTable(middleNumbers, {
  table: 'axb_numbers',
  alias: 'n',
  joins: [
    leftJoinOne('companies', 'c', 'n.company_id'),
    leftJoinOne('agents', 'a', 'n.agent_id'),
    // At most one live binding per number (the partial unique index).
    join(`LEFT JOIN axb_bindings b ON b.number_id = n.id AND ${LIVE('b')}`, 'b'),
  ],
  columns: {
    companyName: 'c.name',
    agentName: "COALESCE(a.name, '')",
    lineState: "CASE WHEN b.id IS NULL THEN '空闲' ELSE '绑定中' END",
    aPhone: "COALESCE(b.a_phone, '')",
    bPhone: "COALESCE(b.b_phone, '')",
    expiresAt: "COALESCE(b.expires_at, '')",
    bindingCount: '(SELECT COUNT(*) FROM axb_bindings h WHERE h.number_id = n.id)',
  },
  owner: { agent: 'n.agent_id', company: 'n.company_id' },
  order: 'n.allocated_at DESC, n.id DESC',
  noun: '中间号',
});

const PRIVATE = bindTable(privateNumbers, {
  table: 'axb_private_numbers',
  alias: 'p',
  joins: [joinOne('companies', 'c', 'p.company_id'), leftJoinOne('agents', 'a', 'p.agent_id')],
  columns: {
    companyName: 'c.name',
    agentName: "COALESCE(a.name, '')",
    bindingCount: `(SELECT COUNT(*) FROM axb_bindings b WHERE b.company_id = p.company_id AND b.a_phone = p.phone AND ${LIVE('b')})`,
  },
  owner: { agent: 'p.agent_id', company: 'p.company_id' },
  order: 'p.created_at DESC, p.id DESC',
  noun: '隐私号',
});

const BINDINGS = bindTable(axbBindings, {
  table: 'axb_bindings',
  alias: 'b',
  joins: [joinOne('axb_numbers', 'x', 'b.number_id'), joinOne('companies', 'c', 'b.company_id'), leftJoinOne('agents', 'a', 'b.agent_id')],
  columns: {
    xNumber: 'x.number',
    companyName: 'c.name',
    agentName: "COALESCE(a.name, '')",
    state: `CASE WHEN b.released_at IS NOT NULL THEN (CASE WHEN b.end_reason = '到期' THEN '已过期' ELSE '已解绑' END)
      WHEN b.expires_at <= ${SQL_NOW} THEN '已过期' ELSE '绑定中' END`,
    releasedAt: "COALESCE(b.released_at, '')",
    callCount: '(SELECT COUNT(*) FROM axb_calls k WHERE k.binding_id = b.id)',
  },
  owner: { agent: 'b.agent_id', company: 'b.company_id' },
  order: 'b.bound_at DESC, b.id DESC',
  noun: '绑定',
});

const CALLS = bindTable(axbCalls, {
  table: 'axb_calls',
  alias: 'k',
  joins: [
    joinOne('axb_bindings', 'b', 'k.binding_id'),
    join('JOIN axb_numbers x ON x.id = b.number_id', 'x'),
    joinOne('companies', 'c', 'k.company_id'),
    leftJoinOne('agents', 'a', 'k.agent_id'),
  ],
  columns: { xNumber: 'x.number', companyName: 'c.name', agentName: "COALESCE(a.name, '')" },
  owner: { agent: 'k.agent_id', company: 'k.company_id' },
  order: 'k.started_at DESC, k.id DESC',
  noun: '通话',
});

/** A company's callback service in one row (/GSAxb): the figures are counted from the rows of the other pages. */
const USERS = bindTable(axbUsers, {
  table: 'companies',
  alias: 'c',
  joins: [leftJoinOne('agents', 'a', 'c.agent_id')],
  columns: {
    companyName: 'c.name',
    agentName: "COALESCE(a.name, '')",
    numberCount: '(SELECT COUNT(*) FROM axb_numbers n WHERE n.company_id = c.id)',
    liveBindings: `(SELECT COUNT(*) FROM axb_bindings b WHERE b.company_id = c.id AND ${LIVE('b')})`,
    callCount: '(SELECT COUNT(*) FROM axb_calls k WHERE k.company_id = c.id)',
    billedMinutes: '(SELECT COALESCE(SUM(k.billed_minutes), 0) FROM axb_calls k WHERE k.company_id = c.id)',
    fee: '(SELECT ROUND(COALESCE(SUM(k.fee), 0), 2) FROM axb_calls k WHERE k.company_id = c.id)',
    packageExpiresAt: "(SELECT COALESCE(MAX(o.expires_at), '') FROM axb_orders o WHERE o.company_id = c.id)",
  },
  owner: { agent: 'c.agent_id', company: 'c.id' },
  order: 'c.id',
  noun: '企业',
});

const scoped = (db: Db, user: CurrentUser, owner: Parameters<typeof restrictTo>[3], where = new Where()) => restrictTo(db, where, user, owner);

/** A number row by id, or 中间号不存在. */
function numberRow(db: Db, id: number) {
  const row = db.prepare('SELECT id, number, status, company_id AS companyId, agent_id AS agentId FROM axb_numbers WHERE id = ?').get(id) as
    { id: number; number: string; status: string; companyId: number | null; agentId: number | null } | undefined;
  if (!row) throw notFound('中间号');
  return row;
}

/** How many more numbers a company may hold: its packages in force, less the numbers it holds. */
export function numberQuota(db: Db, companyId: number): number {
  const bought = db
    .prepare(`SELECT COALESCE(SUM(number_count), 0) FROM axb_orders WHERE company_id = ? AND expires_at > ${SQL_NOW}`)
    .pluck()
    .get(companyId) as number;
  const held = db.prepare('SELECT COUNT(*) FROM axb_numbers WHERE company_id = ?').pluck().get(companyId) as number;
  return bought - held;
}

/** Binds A and B to middle number `xNumber` until `expiresAt`; the rules in AXB_TEXTS. */
export function bind(db: Db, user: CurrentUser, input: { xNumber: string; aPhone: string; bPhone: string; expiresAt: string }): number {
  return db.transaction(() => {
    const number = db.prepare('SELECT id, status, company_id AS companyId, agent_id AS agentId FROM axb_numbers WHERE number = ?').get(input.xNumber) as
      { id: number; status: string; companyId: number | null; agentId: number | null } | undefined;
    if (!number) throw invalid(AXB_TEXTS.numberMissing(input.xNumber));
    if (number.companyId === null) throw invalid(AXB_TEXTS.numberNotAllocated);
    if (number.status !== '启用') throw invalid(AXB_TEXTS.numberDisabled);
    if (input.aPhone === input.bPhone) throw invalid(AXB_TEXTS.sameAB);
    const boundAt = now();
    if (input.expiresAt <= boundAt) throw invalid(AXB_TEXTS.expiresPast);
    if (input.expiresAt > sqlDaysAfter(db, boundAt, 365)) throw invalid(AXB_TEXTS.expiresTooLate);
    const registered = db
      .prepare("SELECT 1 FROM axb_private_numbers WHERE company_id = ? AND phone = ? AND status = '启用'")
      .get(number.companyId, input.aPhone);
    if (!registered) throw invalid(AXB_TEXTS.aNotRegistered(input.aPhone));
    closeExpired(db, number.id);
    if (isBound(db, number.id)) throw invalid(AXB_TEXTS.numberBound);
    const added = db
      .prepare('INSERT INTO axb_bindings (number_id, a_phone, b_phone, company_id, agent_id, bound_at, expires_at, user_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
      .run(number.id, input.aPhone, input.bPhone, number.companyId, number.agentId, boundAt, input.expiresAt, user.id);
    return Number(added.lastInsertRowid);
  })();
}

/** The filled-in lines of an import file (header AXB_NUMBER_IMPORT_COLUMNS), each with its line in the file (the header is 1). */
function importedLines(header: unknown, rows: unknown) {
  if (!Array.isArray(header) || !Array.isArray(rows)) throw invalid(AXB_IMPORT_TEXTS.unreadable);
  const titles = header.map((title) =>
    String(title ?? '')
      .replace(/^\uFEFF/, '')
      .trim(),
  );
  const missing = AXB_NUMBER_IMPORT_COLUMNS.filter((title) => !titles.includes(title));
  if (missing.length) throw invalid(AXB_IMPORT_TEXTS.missing(missing));
  const cell = (row: unknown[], title: string) => String(row[titles.indexOf(title)] ?? '').trim();
  const lines = rows
    .map((row, index) => ({ row: Array.isArray(row) ? (row as unknown[]) : [], line: index + 2 }))
    .filter(({ row }) => row.some((value) => String(value ?? '').trim() !== ''))
    .map(({ row, line }) => ({ line, number: cell(row, '中间号'), city: cell(row, '归属地'), operator: cell(row, '运营商') }));
  if (lines.length === 0) throw invalid(AXB_IMPORT_TEXTS.empty);
  if (lines.length > AXB_NUMBER_IMPORT_MAX) throw invalid(AXB_IMPORT_TEXTS.tooMany);
  return lines;
}

/** The callback numbers, bindings and calls (/AXBinventory, /middleNumber, /privateNumber, /AXBBinding, /consumptionDetails, /GSAxb). */
export const axbEndpoints: Endpoints = [
  // The X-number inventory
  ...listEndpoints({ list: axbApi.numberList, sheet: axbApi.exportNumbers, fileName: '中间号库存', query: ({ params }) => tableQuery(NUMBERS, params) }),
  define({
    call: axbApi.numberSave,
    handler: ({ db, params }) => {
      const id = integer(params, 'id', '编号', { min: 1 });
      const input = inputOf(axbNumbers, params, undefined, id === undefined ? 'add' : 'edit');
      return db.transaction(() => {
        if (id === undefined) {
          if (db.prepare('SELECT 1 FROM axb_numbers WHERE number = ?').get(input.number)) throw invalid(AXB_TEXTS.numberDuplicate(input.number!));
          return { id: insertRow(db, NUMBERS, input, { created_at: now() }) };
        }
        numberRow(db, id);
        if (input.status === '停用') {
          closeExpired(db, id);
          if (isBound(db, id)) throw invalid(AXB_TEXTS.numberBound);
        }
        updateRow(db, NUMBERS, id, input);
        return { id };
      })();
    },
  }),
  define({
    call: axbApi.numberTemplate,
    handler: ({ reply }) =>
      sendCsv(
        reply,
        '中间号导入模板.csv',
        AXB_NUMBER_IMPORT_COLUMNS.map((title) => ({ title, key: title })),
        [{ 中间号: '17000000000', 归属地: '杭州', 运营商: AXB_OPERATOR.values[0] }],
      ),
  }),
  define({
    call: axbApi.numberImport,
    handler: ({ db, params }) => {
      const lines = importedLines(params.header, params.rows);
      const pattern = axbNumbers.fields.number.pattern;
      // The valid lines are kept, the others named: one transaction, so a line is in or out, never half.
      return db.transaction(() => {
        const seen = new Set<string>();
        const refused: { line: number; number: string; reason: string }[] = [];
        const exists = db.prepare('SELECT 1 FROM axb_numbers WHERE number = ?');
        const insert = db.prepare("INSERT INTO axb_numbers (number, city, operator, status, created_at) VALUES (?, ?, ?, '启用', ?)");
        const at = now();
        for (const { line, number, city, operator } of lines) {
          const reason = !pattern.regex.test(number)
            ? pattern.message
            : seen.has(number)
              ? AXB_IMPORT_TEXTS.repeated(number)
              : exists.get(number)
                ? AXB_TEXTS.numberDuplicate(number)
                : !city || [...city].length > 20
                  ? AXB_IMPORT_TEXTS.city
                  : !AXB_OPERATOR.has(operator)
                    ? AXB_IMPORT_TEXTS.operator
                    : undefined;
          seen.add(number);
          if (reason) refused.push({ line, number, reason });
          else insert.run(number, city, operator, at);
        }
        return { imported: lines.length - refused.length, refused };
      })();
    },
  }),
  define({
    call: axbApi.numberDelete,
    handler: ({ db, params }) => {
      const id = requiredInteger(params, 'id', '编号', { min: 1 });
      db.transaction(() => {
        if (numberRow(db, id).companyId !== null) throw invalid(AXB_TEXTS.numberAllocated);
        if (db.prepare('SELECT 1 FROM axb_bindings WHERE number_id = ?').get(id)) throw invalid(AXB_TEXTS.numberHasBindings);
        deleteRow(db, NUMBERS, id);
      })();
      return null;
    },
  }),
  define({
    call: axbApi.numberAllocate,
    handler: ({ db, params, user }) => {
      const id = requiredInteger(params, 'id', '编号', { min: 1 });
      const company = chosenCompany(db, user, params, '请选择企业');
      db.transaction(() => {
        if (numberRow(db, id).companyId !== null) throw invalid(AXB_TEXTS.numberAllocated);
        if (numberQuota(db, company.id) < 1) throw invalid(AXB_TEXTS.noQuota);
        db.prepare('UPDATE axb_numbers SET company_id = ?, agent_id = ?, allocated_at = ? WHERE id = ?').run(company.id, company.agentId, now(), id);
      })();
      return null;
    },
  }),
  define({
    call: axbApi.numberRecycle,
    handler: ({ db, params }) => {
      const id = requiredInteger(params, 'id', '编号', { min: 1 });
      db.transaction(() => {
        if (numberRow(db, id).companyId === null) throw invalid(AXB_TEXTS.numberInStock);
        closeExpired(db, id);
        if (isBound(db, id)) throw invalid(AXB_TEXTS.numberBound);
        db.prepare('UPDATE axb_numbers SET company_id = NULL, agent_id = NULL, allocated_at = NULL WHERE id = ?').run(id);
      })();
      return null;
    },
  }),
  // The companies' middle numbers
  ...listEndpoints({
    list: axbApi.middleNumberList,
    sheet: axbApi.exportMiddleNumbers,
    fileName: '中间号',
    query: ({ db, params, user }) => tableQuery(MIDDLE, params, scoped(db, user, MIDDLE.owner, new Where().raw('n.company_id IS NOT NULL'))),
  }),
  // The companies' private (A) numbers
  ...listEndpoints({
    list: axbApi.privateList,
    sheet: axbApi.exportPrivate,
    fileName: '隐私号',
    query: ({ db, params, user }) => tableQuery(PRIVATE, params, scoped(db, user, PRIVATE.owner)),
  }),
  define({
    call: axbApi.privateSave,
    handler: ({ db, params, user }) => {
      const id = integer(params, 'id', '编号', { min: 1 });
      const input = inputOf(privateNumbers, params, undefined, id === undefined ? 'add' : 'edit');
      const { companyId: _chosen, ...values } = input;
      return db.transaction(() => {
        const companyId =
          id === undefined
            ? chosenCompany(db, user, params, '请选择企业').id
            : (checkOwned(db, PRIVATE, user, id), db.prepare('SELECT company_id FROM axb_private_numbers WHERE id = ?').pluck().get(id) as number);
        if (db.prepare('SELECT 1 FROM axb_private_numbers WHERE company_id = ? AND phone = ? AND id IS NOT ?').get(companyId, values.phone, id ?? null))
          throw invalid(AXB_TEXTS.privateDuplicate(values.phone!));
        if (id !== undefined) {
          updateRow(db, PRIVATE, id, { ...values, remark: values.remark ?? '' });
          return { id };
        }
        const agentId = db.prepare('SELECT agent_id FROM companies WHERE id = ?').pluck().get(companyId);
        return { id: insertRow(db, PRIVATE, { ...values, remark: values.remark ?? '' }, { company_id: companyId, agent_id: agentId, created_at: now() }) };
      })();
    },
  }),
  define({
    call: axbApi.privateDelete,
    handler: ({ db, params, user }) => {
      const id = requiredInteger(params, 'id', '编号', { min: 1 });
      db.transaction(() => {
        checkOwned(db, PRIVATE, user, id);
        const live = db
          .prepare(
            `SELECT 1 FROM axb_private_numbers p JOIN axb_bindings b ON b.company_id = p.company_id AND b.a_phone = p.phone AND ${LIVE('b')} WHERE p.id = ?`,
          )
          .get(id);
        if (live) throw invalid(AXB_TEXTS.privateHasBindings);
        deleteRow(db, PRIVATE, id);
      })();
      return null;
    },
  }),
  // Bindings
  ...listEndpoints({
    list: axbApi.bindingList,
    sheet: axbApi.exportBindings,
    fileName: 'AXB绑定',
    query: ({ db, params, user }) => tableQuery(BINDINGS, params, scoped(db, user, BINDINGS.owner)),
  }),
  define({
    call: axbApi.bind,
    handler: ({ db, params, user }) => {
      const input = inputOf(axbBindings, params);
      return { id: bind(db, user, input) };
    },
  }),
  define({
    call: axbApi.unbind,
    handler: ({ db, params, user }) => {
      const id = requiredInteger(params, 'id', '编号', { min: 1 });
      db.transaction(() => {
        checkOwned(db, BINDINGS, user, id);
        const released = db.prepare(`UPDATE axb_bindings SET released_at = ?, end_reason = '手动解绑' WHERE id = ? AND ${LIVE('axb_bindings')}`).run(now(), id);
        if (!released.changes) throw invalid(AXB_TEXTS.notLive);
      })();
      return null;
    },
  }),
  // Consumption
  ...listEndpoints({
    list: axbApi.callList,
    sheet: axbApi.exportCalls,
    fileName: '回拨消费明细',
    query: ({ db, params, user }) => tableQuery(CALLS, params, scoped(db, user, CALLS.owner)),
  }),
  define({
    call: axbApi.callTotals,
    handler: ({ db, params, user }) => {
      const { from, where } = tableQuery(CALLS, params, scoped(db, user, CALLS.owner));
      // Summed in fen, as each row's fee was rounded: the total equals the rows' sum to the cent.
      const sums = db
        .prepare(
          `SELECT COUNT(*) AS calls, COALESCE(SUM(k.duration_seconds), 0) AS seconds, COALESCE(SUM(k.billed_minutes), 0) AS minutes,
             COALESCE(SUM(CAST(ROUND(k.fee * 100) AS INTEGER)), 0) AS fen FROM ${from.needing(String(where))} ${where}`,
        )
        .get(...where.values) as { calls: number; seconds: number; minutes: number; fen: number };
      return { calls: sums.calls, seconds: sums.seconds, minutes: sums.minutes, fee: sums.fen / 100 };
    },
  }),
  define({
    call: axbApi.callTrend,
    handler: ({ db, params, user }) => {
      const { from, where } = tableQuery(CALLS, params, scoped(db, user, CALLS.owner));
      const days = db
        .prepare(
          `SELECT substr(k.started_at, 1, 10) AS day, COUNT(*) AS calls, COALESCE(SUM(CAST(ROUND(k.fee * 100) AS INTEGER)), 0) AS fen
           FROM ${from.needing(`${where} k.started_at`)} ${where} GROUP BY day ORDER BY day DESC LIMIT 31`,
        )
        .all(...where.values) as { day: string; calls: number; fen: number }[];
      return days.reverse().map(({ day, calls, fen }) => ({ day, calls, fee: fen / 100 }));
    },
  }),
  // Each company's service (/GSAxb): the companies that bought a package or hold a number.
  ...listEndpoints({
    list: axbApi.userList,
    sheet: axbApi.exportUsers,
    fileName: 'AXB用户',
    query: ({ db, params, user }) =>
      tableQuery(
        USERS,
        params,
        scoped(
          db,
          user,
          USERS.owner,
          new Where().raw('(EXISTS (SELECT 1 FROM axb_orders o WHERE o.company_id = c.id) OR EXISTS (SELECT 1 FROM axb_numbers n WHERE n.company_id = c.id))'),
        ),
      ),
  }),
  define({
    call: axbApi.phoneInfo,
    handler: ({ db, params, user }) => {
      if (!present(params.phone)) throw invalid(AXB_TEXTS.phoneMissing);
      const phone = String(params.phone).trim();
      const where = scoped(db, user, BINDINGS.owner, new Where().raw(`(b.a_phone = ? OR b.b_phone = ?) AND ${LIVE('b')}`, phone, phone));
      const bindings = db
        .prepare(
          `SELECT x.number AS xNumber, b.a_phone AS aPhone, b.b_phone AS bPhone, c.name AS companyName, b.expires_at AS expiresAt
           FROM axb_bindings b JOIN axb_numbers x ON x.id = b.number_id JOIN companies c ON c.id = b.company_id ${where} ORDER BY b.bound_at DESC`,
        )
        .all(...where.values);
      return { phone, bindings };
    },
  }),
];
