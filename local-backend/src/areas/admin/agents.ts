import {
  accounts,
  AGENT_LEVEL,
  AGENT_LIMITS,
  AGENT_TEXTS,
  agentApi,
  agents,
  buyRecords,
  PLATFORM_ROLES,
  useRecords,
  type AgentHolding,
  type AgentLevel,
} from '@console/remote-admin/contract';
import { liveAccount } from '../../db/accounts';
import type { Db } from '../../db/database';
import { faker, mobile, recent } from '../../db/fake';
import { hashPassword } from '../../db/passwords';
import { formatDateTime, now } from '../../db/time';
import type { CurrentUser } from '../../http/auth';
import { define, type Endpoints } from '../../http/endpoint';
import { invalid, notFound } from '../../http/envelope';
import { fromTable, joinOne, leftJoinOne } from '../../http/from';
import { pageOf } from '../../http/page';
import { integer, money, oneOf, paging, requiredInteger, text, type Params } from '../../http/params';
import { inputOf, resourceList } from '../../http/resource';
import { bindTable, insertRow, tableQuery, updateRow } from '../../http/table';
import { listEndpoints } from '../../http/listEndpoints';
import { Where } from '../../http/where';

/** Seats an agent has handed out: its companies' and its sub-agents'. */
const USED_SEATS = `(COALESCE((SELECT SUM(c.seats) FROM companies c WHERE c.agent_id = a.id), 0)
  + COALESCE((SELECT SUM(s.seats) FROM agents s WHERE s.parent_id = a.id), 0))`;

const AGENTS = bindTable(agents, {
  table: 'agents',
  alias: 'a',
  joins: [leftJoinOne('agents', 'p', 'a.parent_id')],
  columns: { parentName: "COALESCE(p.name, '')", usedSeats: USED_SEATS },
  noun: '代理商',
});

/** What an agent's own record says, before what it has handed out is counted. */
type AgentRecord = Omit<AgentHolding, 'companies' | 'subAgents'>;

/** An agent with what it holds and what it has handed out (the one reading every rule below uses). */
export function agentHolding(db: Db, id: number): AgentHolding {
  const found = db
    .prepare(
      `SELECT a.id, a.name, a.level, a.parent_id AS parentId, a.balance, a.seats, ${USED_SEATS} AS usedSeats, a.call_minutes AS callMinutes,
        a.valid_date AS validDate, a.status,
        (SELECT COUNT(*) FROM companies c WHERE c.agent_id = a.id) AS companies,
        (SELECT COUNT(*) FROM agents s WHERE s.parent_id = a.id) AS subAgents
       FROM agents a WHERE a.id = ?`,
    )
    .get(id) as AgentHolding | undefined;
  if (!found) throw notFound('代理商');
  return found;
}

const money2 = (value: number) => value.toFixed(2);

/** The agent above a sub-agent (none above an agent): what the sub-agent's seats, term, balance and minutes stay within. */
const parentOf = (db: Db, agent: { parentId?: number | null }): AgentHolding | undefined => (agent.parentId ? agentHolding(db, agent.parentId) : undefined);

/** The latest term among an agent's sub-agents (an agent's own term may not end before it). */
const latestChildTerm = (db: Db, id: number) => db.prepare('SELECT MAX(valid_date) FROM agents WHERE parent_id = ?').pluck().get(id) as string | null;

/** An agent's login accounts follow its term: the login check reads the user's own valid date. */
const syncAccountTerms = (db: Db, agentId: number, validDate: string) =>
  db.prepare("UPDATE users SET valid_date = ? WHERE agent_id = ? AND role IN ('agent', 'subAgent')").run(validDate, agentId);

/**
 * Adds or edits an agent in one transaction, keeping a sub-agent within its agent: seats within the
 * agent's free seats, its balance taken from the agent's, its term no later than the agent's; and an
 * agent never below what it has handed out (seats, its sub-agents' terms).
 */
function saveAgent(db: Db, params: Params, id: number | undefined): { id: number } {
  // An agent's place in the tree is set when it is added (its parent is an add-only field).
  const input = inputOf(agents, params, agents.formKeys, id === undefined ? 'add' : 'edit');
  return db.transaction(() => {
    const before: AgentRecord | undefined = id === undefined ? undefined : agentHolding(db, id);
    const parent = parentOf(db, before ?? input);
    const level: AgentLevel = parent ? 'subAgent' : 'agent';
    // The sub-agent page says what it adds: a sub-agent needs its agent.
    if (!before && !parent && oneOf(params, 'level', '级别', AGENT_LEVEL) === 'subAgent') throw invalid(AGENT_TEXTS.parentRequired);
    const balance = input.balance ?? before?.balance ?? 0;
    if (before) {
      if (input.seats < before.usedSeats) throw invalid(AGENT_TEXTS.seatsBelowAllocated(before.usedSeats));
      const childTerm = latestChildTerm(db, before.id);
      if (childTerm && input.validDate < childTerm) throw invalid(AGENT_TEXTS.validDateBelowChildren(childTerm));
    }
    if (parent) {
      if (parent.level !== 'agent') throw invalid(AGENT_TEXTS.parentNotAgent);
      const free = parent.seats - parent.usedSeats + (before?.seats ?? 0);
      if (input.seats > free) throw invalid(AGENT_TEXTS.seatsOverParent(free));
      if (input.validDate > parent.validDate) throw invalid(AGENT_TEXTS.validDateOverParent(parent.validDate));
      const moved = Math.round((balance - (before?.balance ?? 0)) * 100) / 100;
      if (moved > parent.balance) throw invalid(AGENT_TEXTS.balanceOverParent(money2(parent.balance)));
      db.prepare('UPDATE agents SET balance = ROUND(balance - ?, 2) WHERE id = ?').run(moved, parent.id);
    }
    const values = { ...input, balance, status: input.status ?? ((before?.status ?? 1) as 0 | 1) };
    if (before) {
      updateRow(db, AGENTS, before.id, values);
      syncAccountTerms(db, before.id, values.validDate);
      return { id: before.id };
    }
    return { id: insertRow(db, AGENTS, values, { level, created_at: now() }) };
  })();
}

/** `months` calendar months after `from` (the last day of a shorter month when the day is past it). */
export function addMonths(from: Date, months: number): Date {
  const result = new Date(from);
  const day = result.getDate();
  result.setDate(1);
  result.setMonth(result.getMonth() + months);
  const last = new Date(result.getFullYear(), result.getMonth() + 1, 0).getDate();
  result.setDate(Math.min(day, last));
  return result;
}

const parseDateTime = (value: string) => new Date(value.replace(' ', 'T'));

function purchase(params: Params) {
  return {
    agentId: requiredInteger(params, 'agentId', '代理商', { min: 1 }),
    amount: money(params, 'amount', buyRecords.fields.amount.label, buyRecords.fields.amount.max) ?? 0,
    remark: text(params, 'remark', buyRecords.fields.remark.label, buyRecords.fields.remark.max) ?? '',
  };
}

/**
 * Writes a purchase: the agent pays `amount` from its balance (its prepaid funds with the platform),
 * refused when the balance is short. Called inside the purchase's transaction, so the balance, the
 * buy record and what was bought move together or not at all.
 */
function insertBuyRecord(db: Db, agent: AgentRecord, record: Record<string, unknown> & { amount: number }) {
  const cents = (value: number) => Math.round(value * 100);
  if (cents(record.amount) > cents(agent.balance)) throw invalid(AGENT_TEXTS.balanceShort(money2(record.amount), money2(agent.balance)));
  db.prepare('UPDATE agents SET balance = ROUND(balance - ?, 2) WHERE id = ?').run(record.amount, agent.id);
  db.prepare(
    `INSERT INTO agent_buy_records (agent_id, kind, months, minutes, amount, valid_from, valid_to, operator_id, remark, created_at)
       VALUES (@agentId, @kind, @months, @minutes, @amount, @validFrom, @validTo, @operatorId, @remark, @createdAt)`,
  ).run({ months: null, minutes: null, validFrom: '', validTo: '', ...record, agentId: agent.id, createdAt: now() });
}

/** Extends an agent's term by whole months from its end, or from now when it has passed (paid from its balance); a sub-agent's stays within its agent's. */
function buyMonths(db: Db, params: Params, user: CurrentUser) {
  const { agentId, amount, remark } = purchase(params);
  const months = requiredInteger(params, 'months', '购买月数', { min: 1, max: AGENT_LIMITS.maxMonths });
  return db.transaction(() => {
    const agent = agentHolding(db, agentId);
    const start = Math.max(Date.now(), parseDateTime(agent.validDate).getTime());
    const validDate = formatDateTime(addMonths(new Date(start), months));
    const parent = parentOf(db, agent);
    if (parent && validDate > parent.validDate) throw invalid(AGENT_TEXTS.validDateOverParent(parent.validDate));
    db.prepare('UPDATE agents SET valid_date = ? WHERE id = ?').run(validDate, agent.id);
    syncAccountTerms(db, agent.id, validDate);
    insertBuyRecord(db, agent, { kind: 'months', months, amount, validFrom: agent.validDate, validTo: validDate, operatorId: user.id, remark });
    return { validDate };
  })();
}

/** Adds call minutes to an agent; a sub-agent's come out of its agent's minutes. */
function addValidCallTime(db: Db, params: Params, user: CurrentUser) {
  const { agentId, amount, remark } = purchase(params);
  const minutes = requiredInteger(params, 'minutes', '通话时长', { min: 1, max: AGENT_LIMITS.maxMinutes });
  return db.transaction(() => {
    const agent = agentHolding(db, agentId);
    const parent = parentOf(db, agent);
    if (parent) {
      if (minutes > parent.callMinutes) throw invalid(AGENT_TEXTS.minutesOverParent(parent.callMinutes));
      db.prepare('UPDATE agents SET call_minutes = call_minutes - ? WHERE id = ?').run(minutes, parent.id);
    }
    db.prepare('UPDATE agents SET call_minutes = call_minutes + ? WHERE id = ?').run(minutes, agent.id);
    insertBuyRecord(db, agent, { kind: 'minutes', minutes, amount, operatorId: user.id, remark });
    return { callMinutes: agent.callMinutes + minutes };
  })();
}

/** Deletes an agent that has no companies, sub-agents or accounts left, with its own purchase and serial records. */
function deleteAgent(db: Db, id: number) {
  db.transaction(() => {
    const agent = agentHolding(db, id);
    if (agent.companies || agent.subAgents) throw invalid(AGENT_TEXTS.hasChildren);
    if (db.prepare('SELECT 1 FROM users WHERE agent_id = ?').get(id)) throw invalid(AGENT_TEXTS.hasAccounts);
    db.prepare('DELETE FROM agent_buy_records WHERE agent_id = ?').run(id);
    db.prepare('DELETE FROM agent_serials WHERE agent_id = ?').run(id);
    db.prepare('DELETE FROM agents WHERE id = ?').run(id);
  })();
  return null;
}

// Accounts: the platform's (admin, oem, gm; /administratorAccount) or one agent's (its agent or subAgent logins).
const ACCOUNTS = resourceList(accounts, {
  username: 'u.username',
  realName: 'u.real_name',
  phone: 'u.phone',
  role: 'u.role',
  status: 'u.status',
  validDate: 'u.valid_date',
  createdAt: 'u.created_at',
});

function accountQuery(params: Params) {
  const agentId = integer(params, 'id', '代理商', { min: 1 });
  const where = ACCOUNTS.where(params).raw(liveAccount('u'));
  if (agentId) where.eq('u.agent_id', agentId).raw("u.role IN ('agent', 'subAgent')");
  else where.raw(`u.role IN (${PLATFORM_ROLES.map((role) => `'${role}'`).join(', ')})`);
  return {
    select: `u.id, u.username, u.real_name AS realName, u.phone, u.role, COALESCE(a.name, '') AS agentName, u.status, u.valid_date AS validDate,
      COALESCE((SELECT MAX(l.at) FROM login_records l WHERE l.user_id = u.id), '') AS lastLoginAt, u.created_at AS createdAt`,
    from: fromTable('users', 'u', leftJoinOne('agents', 'a', 'u.agent_id')),
    where,
    order: ACCOUNTS.order(params, 'u.id'),
  };
}

/** Platform accounts never expire; an agent's follow its agent's term. */
const PLATFORM_TERM = '2099-12-31 23:59:59';
/** root and admin are the platform's own accounts (spec section 2): never stopped or deleted here. */
const PROTECTED = ['root', 'admin'];

interface AccountRecord {
  id: number;
  username: string;
  role: string;
  agentId: number | null;
}

/** An account this page manages (a platform or agent login, never a company's staff), refusing protected ones when asked. */
function managedAccount(db: Db, params: Params, user: CurrentUser, guard: boolean): AccountRecord {
  const id = requiredInteger(params, 'id', '账号', { min: 1 });
  const found = db.prepare('SELECT id, username, role, agent_id AS agentId FROM users WHERE id = ?').get(id) as AccountRecord | undefined;
  if (!found) throw notFound('账号');
  if (![...PLATFORM_ROLES, 'agent', 'subAgent'].includes(found.role)) throw invalid(AGENT_TEXTS.notAgentAccount);
  if (guard && (found.id === user.id || PROTECTED.includes(found.username))) throw invalid(AGENT_TEXTS.protectedAccount);
  return found;
}

function addAccount(db: Db, params: Params) {
  const input = inputOf(accounts, params);
  const secret = input.password!;
  const agentId = integer(params, 'agentId', '代理商', { min: 1 });
  return db.transaction(() => {
    let role: string;
    let validDate = PLATFORM_TERM;
    if (agentId) {
      const agent = agentHolding(db, agentId);
      role = agent.level;
      validDate = agent.validDate;
    } else {
      if (!input.role || !(PLATFORM_ROLES as readonly string[]).includes(input.role)) throw invalid('请选择角色');
      role = input.role;
    }
    if (db.prepare('SELECT 1 FROM users WHERE username = ?').get(input.username)) throw invalid(AGENT_TEXTS.usernameTaken);
    const created = db
      .prepare(
        `INSERT INTO users (username, password_hash, role, real_name, phone, agent_id, status, valid_date, created_at)
         VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?)`,
      )
      .run(input.username, hashPassword(secret), role, input.realName, input.phone ?? '', agentId ?? null, validDate, now());
    return { id: Number(created.lastInsertRowid) };
  })();
}

function updateAccount(db: Db, params: Params, user: CurrentUser) {
  const account = managedAccount(db, params, user, false);
  const input = inputOf(accounts, params, ['realName', 'phone', 'role', 'password'], 'edit');
  const secret = input.password ?? undefined;
  // A platform account may change between platform roles; an agent's keeps its agent's level.
  const role = account.agentId === null && input.role ? input.role : account.role;
  if (account.agentId === null && !(PLATFORM_ROLES as readonly string[]).includes(role)) throw invalid('请选择角色');
  if (PROTECTED.includes(account.username) && role !== account.role) throw invalid(AGENT_TEXTS.protectedAccount);
  db.transaction(() => {
    db.prepare('UPDATE users SET real_name = ?, phone = ?, role = ? WHERE id = ?').run(input.realName, input.phone ?? '', role, account.id);
    if (secret !== undefined) {
      db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(hashPassword(secret), account.id);
      db.prepare('DELETE FROM sessions WHERE user_id = ?').run(account.id);
    }
  })();
  return null;
}

/** Stops (its sessions end now, and the login refuses it) or restarts an account. */
function stopAccount(db: Db, params: Params, user: CurrentUser) {
  const account = managedAccount(db, params, user, true);
  const status = requiredInteger(params, 'status', '状态', { min: 0, max: 1 });
  db.transaction(() => {
    db.prepare('UPDATE users SET status = ? WHERE id = ?').run(status, account.id);
    if (status === 0) db.prepare('DELETE FROM sessions WHERE user_id = ?').run(account.id);
  })();
  return null;
}

/** Tables that keep an account's own traces: they go with it. Anything else that names it (calls, customers) keeps it. */
const ACCOUNT_TRACES = ['sessions', 'login_records', 'devices', 'sip_accounts'];

function deleteAccount(db: Db, params: Params, user: CurrentUser) {
  const account = managedAccount(db, params, user, true);
  try {
    db.transaction(() => {
      for (const table of ACCOUNT_TRACES) db.prepare(`DELETE FROM ${table} WHERE user_id = ?`).run(account.id);
      db.prepare('DELETE FROM users WHERE id = ?').run(account.id);
    })();
  } catch (error) {
    if (error instanceof Error && /FOREIGN KEY/.test(error.message)) throw invalid('该账号已有业务记录，不能删除，请改为停用');
    throw error;
  }
  return null;
}

const BUYS = resourceList(buyRecords, {
  agentName: 'a.name',
  kind: 'b.kind',
  months: 'b.months',
  minutes: 'b.minutes',
  amount: 'b.amount',
  createdAt: 'b.created_at',
});

function buyQuery(params: Params) {
  const where = BUYS.where(params).eq('b.agent_id', integer(params, 'agentId', '代理商', { min: 1 }));
  return {
    select: `b.id, a.name AS agentName, b.kind, b.months, b.minutes, b.amount, b.valid_from AS validFrom, b.valid_to AS validTo,
      COALESCE(u.real_name, '') AS operatorName, b.remark, b.created_at AS createdAt`,
    from: fromTable('agent_buy_records', 'b', joinOne('agents', 'a', 'b.agent_id'), leftJoinOne('users', 'u', 'b.operator_id')),
    where,
    order: BUYS.order(params, 'b.created_at DESC, b.id DESC'),
  };
}

const USES = resourceList(useRecords, { month: 'r.month', companyName: 'c.name', calls: 'r.calls', connected: 'r.connected', minutes: 'r.minutes' });

function useQuery(params: Params) {
  const where = USES.where(params).eq('r.agent_id', integer(params, 'agentId', '代理商', { min: 1 }));
  return {
    select: "r.id, r.month, c.name AS companyName, COALESCE(a.name, '') AS agentName, r.calls, r.connected, r.minutes",
    from: fromTable('agent_use_records', 'r', leftJoinOne('companies', 'c', 'r.company_id'), leftJoinOne('agents', 'a', 'r.agent_id')),
    where,
    order: USES.order(params, 'r.month DESC, r.minutes DESC'),
  };
}

/** Agents (spec section 7, `/api/agent/*`). */
export const agentEndpoints: Endpoints = [
  define({
    call: agentApi.fetchAgent,
    handler: ({ db, user }) => (user.agentId ? agentHolding(db, user.agentId) : null),
  }),
  ...listEndpoints({ list: agentApi.list, sheet: agentApi.exportAgents, fileName: '代理商', query: ({ params }) => tableQuery(AGENTS, params) }),
  define({ call: agentApi.add, handler: ({ db, params }) => saveAgent(db, params, undefined) }),
  define({
    call: agentApi.update,
    handler: ({ db, params }) => {
      saveAgent(db, params, requiredInteger(params, 'id', '代理商', { min: 1 }));
      return null;
    },
  }),
  define({ call: agentApi.fetchAgentById, handler: ({ db, params }) => agentHolding(db, requiredInteger(params, 'agentId', '代理商', { min: 1 })) }),
  define({
    call: agentApi.fetchInitAgent,
    handler: ({ db, params }) => {
      const where = new Where()
        .raw("a.level = 'agent'")
        .raw('a.status = 1')
        .like('a.name', text(params, 'name', '代理商名称', 50));
      const rows = db.prepare(`SELECT a.id, a.name, a.seats - ${USED_SEATS} AS free FROM agents a ${where} ORDER BY a.name LIMIT 100`).all(...where.values) as {
        id: number;
        name: string;
        free: number;
      }[];
      return rows.map((row) => ({ value: row.id, label: `${row.name}（可分配坐席 ${row.free}）` }));
    },
  }),
  define({ call: agentApi.delete, handler: ({ db, params }) => deleteAgent(db, requiredInteger(params, 'id', '代理商', { min: 1 })) }),
  define({ call: agentApi.account, handler: ({ db, params }) => pageOf(db, accountQuery(params), paging(params)) }),
  define({ call: agentApi.addAccount, handler: ({ db, params }) => addAccount(db, params) }),
  define({ call: agentApi.updateAccount, handler: ({ db, params, user }) => updateAccount(db, params, user) }),
  define({ call: agentApi.stopAccount, handler: ({ db, params, user }) => stopAccount(db, params, user) }),
  define({ call: agentApi.deleteAccount, handler: ({ db, params, user }) => deleteAccount(db, params, user) }),
  define({ call: agentApi.useRecord, handler: ({ db, params }) => pageOf(db, useQuery(params), paging(params)) }),
  define({ call: agentApi.buyRecord, handler: ({ db, params }) => pageOf(db, buyQuery(params), paging(params)) }),
  define({ call: agentApi.buyMonths, handler: ({ db, params, user }) => buyMonths(db, params, user) }),
  define({ call: agentApi.addValidCallTime, handler: ({ db, params, user }) => addValidCallTime(db, params, user) }),
];

/**
 * Seed step: the agents' holdings made consistent (a sub-agent's term within its agent's, an agent's
 * seats at least what it has handed out), their call minutes, and their purchase history: the month
 * purchases chain back from each agent's term, the minute purchases sum to what it holds plus what it
 * gave its sub-agents.
 */
export function seedAgentHoldings(db: Db): void {
  // Two levels only: a sub-agent seeded under a sub-agent moves up to the agent above (parents have lower ids).
  for (const id of db.prepare("SELECT id FROM agents WHERE level = 'subAgent' ORDER BY id").pluck().all() as number[]) {
    db.prepare(
      "UPDATE agents SET parent_id = (SELECT p.parent_id FROM agents p WHERE p.id = agents.parent_id) WHERE id = ? AND (SELECT p.level FROM agents p WHERE p.id = agents.parent_id) = 'subAgent'",
    ).run(id);
  }
  db.prepare(
    `UPDATE agents SET valid_date = (SELECT p.valid_date FROM agents p WHERE p.id = agents.parent_id)
     WHERE parent_id IS NOT NULL AND valid_date > (SELECT p.valid_date FROM agents p WHERE p.id = agents.parent_id)`,
  ).run();
  const all = db.prepare('SELECT id, parent_id AS parentId, level, valid_date AS validDate, created_at AS createdAt FROM agents ORDER BY id').all() as {
    id: number;
    parentId: number | null;
    level: AgentLevel;
    validDate: string;
    createdAt: string;
  }[];
  // Sub-agents first: their seats count in their agent's.
  for (const agent of [...all].sort((a, b) => Number(a.level === 'agent') - Number(b.level === 'agent'))) {
    const { seats, usedSeats } = agentHolding(db, agent.id);
    if (seats < usedSeats) db.prepare('UPDATE agents SET seats = ? WHERE id = ?').run(usedSeats + faker.number.int({ min: 0, max: 40 }), agent.id);
    syncAccountTerms(db, agent.id, agent.validDate);
  }
  const admins = db.prepare("SELECT id FROM users WHERE role = 'admin'").pluck().all() as number[];
  const given = new Map<number, number>();
  // Sub-agents first: what they bought came out of their agent's minutes.
  for (const agent of [...all].sort((a, b) => Number(a.level === 'agent') - Number(b.level === 'agent'))) {
    const operatorId = faker.helpers.arrayElement(admins);
    let validTo = agent.validDate;
    for (let i = faker.number.int({ min: 1, max: 8 }); i > 0; i--) {
      const months = faker.helpers.arrayElement([1, 3, 6, 12, 12, 24]);
      const validFrom = formatDateTime(addMonths(parseDateTime(validTo), -months));
      const at = validFrom < agent.createdAt ? agent.createdAt : validFrom;
      insertSeedBuy(db, { agentId: agent.id, kind: 'months', months, amount: months * 300, validFrom, validTo, operatorId, createdAt: at });
      validTo = validFrom;
    }
    let bought = 0;
    for (let i = faker.number.int({ min: 1, max: 10 }); i > 0; i--) {
      const minutes = faker.helpers.arrayElement(agent.level === 'agent' ? [50_000, 100_000, 200_000] : [5_000, 10_000, 20_000]);
      bought += minutes;
      insertSeedBuy(db, { agentId: agent.id, kind: 'minutes', minutes, amount: minutes * 0.05, operatorId, createdAt: recent(600) });
    }
    const parent = agent.parentId;
    if (parent) given.set(parent, (given.get(parent) ?? 0) + bought);
    db.prepare('UPDATE agents SET call_minutes = ? WHERE id = ?').run(Math.max(0, bought - (given.get(agent.id) ?? 0)), agent.id);
  }
}

function insertSeedBuy(db: Db, record: Record<string, unknown>) {
  db.prepare(
    `INSERT INTO agent_buy_records (agent_id, kind, months, minutes, amount, valid_from, valid_to, operator_id, remark, created_at)
     VALUES (@agentId, @kind, @months, @minutes, @amount, @validFrom, @validTo, @operatorId, '', @createdAt)`,
  ).run({ months: null, minutes: null, validFrom: '', validTo: '', ...record });
}

/** Seed: a few more platform operators, and one or two logins for each agent that has none (password 123456 like every seeded account). */
export function seedAgentAccounts(db: Db): void {
  const hash = db.prepare("SELECT password_hash FROM users WHERE username = 'admin'").pluck().get() as string;
  const insert = db.prepare(
    `INSERT INTO users (username, password_hash, role, real_name, phone, agent_id, status, valid_date, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const operators: [string, string][] = [
    ['ops01', 'admin'],
    ['ops02', 'admin'],
    ['ops03', 'admin'],
    ['finance01', 'admin'],
    ['oem02', 'oem'],
    ['oem03', 'oem'],
    ['gm02', 'gm'],
  ];
  for (const [username, role] of operators) {
    insert.run(username, hash, role, faker.person.fullName(), mobile(), null, faker.datatype.boolean(0.85) ? 1 : 0, PLATFORM_TERM, recent(700));
  }
  const bare = db
    .prepare(
      'SELECT id, level, valid_date AS validDate, created_at AS createdAt FROM agents WHERE id NOT IN (SELECT agent_id FROM users WHERE agent_id IS NOT NULL) ORDER BY id',
    )
    .all() as {
    id: number;
    level: AgentLevel;
    validDate: string;
    createdAt: string;
  }[];
  for (const agent of bare) {
    for (let i = 1; i <= faker.number.int({ min: 1, max: 2 }); i++) {
      insert.run(`agent${agent.id}_${i}`, hash, agent.level, faker.person.fullName(), mobile(), agent.id, 1, agent.validDate, agent.createdAt);
    }
  }
}
