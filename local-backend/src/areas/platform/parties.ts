import { PICKER_LIMIT, partyApi } from '@console/sdk/contract/parties';
import type { Db } from '../../db/database';
import type { CurrentUser } from '../../http/auth';
import { define, type Endpoints } from '../../http/endpoint';
import { integer, text, type Params } from '../../http/params';
import { restrictTo, type Ownership } from '../../http/scope';
import { Where } from '../../http/where';

/** What a picker reads: its rows (`value`, `label`), the columns through which they are the caller's, and what the typed name matches. */
interface Picker {
  id: string;
  from: string;
  label: string;
  owner: Ownership;
  matches: string[];
}

/**
 * The one way every picker answers (CONTRACT.md, "Pickers"): the caller's scope (`restrictTo`), the
 * typed `name` matched anywhere in `matches`, or the one choice `id` (the label of a value already
 * chosen), at most `PICKER_LIMIT` rows ordered by label then id.
 */
function pick(db: Db, user: CurrentUser, params: Params, picker: Picker, where = new Where()) {
  const name = text(params, 'name', '名称', 50)?.replace(/[%_]/g, '');
  where.eq(picker.id, integer(params, 'id', '编号'));
  if (name) where.raw(`(${picker.matches.map((column) => `${column} LIKE ?`).join(' OR ')})`, ...picker.matches.map(() => `%${name}%`));
  restrictTo(db, where, user, picker.owner);
  return db
    .prepare(`SELECT ${picker.id} AS value, ${picker.label} AS label FROM ${picker.from} ${where} ORDER BY label, value LIMIT ${PICKER_LIMIT}`)
    .all(...where.values);
}

const COMPANIES: Picker = { id: 'c.id', from: 'companies c', label: 'c.name', owner: { agent: 'c.agent_id', company: 'c.id' }, matches: ['c.name'] };
const AGENTS: Picker = { id: 'a.id', from: 'agents a', label: 'a.name', owner: { agent: 'a.id' }, matches: ['a.name'] };
const DEPARTMENTS: Picker = {
  id: 'd.id',
  from: 'departments d JOIN companies c ON c.id = d.company_id',
  label: "c.name || ' / ' || d.name",
  owner: { agent: 'c.agent_id', company: 'd.company_id', department: 'd.id' },
  matches: ['d.name', 'c.name'],
};
const STAFF: Picker = {
  id: 'u.id',
  from: 'users u',
  label: "COALESCE(NULLIF(u.real_name, ''), u.username) || '（' || u.username || '）'",
  owner: { agent: 'u.agent_id', company: 'u.company_id', department: 'u.department_id' },
  matches: ['u.username', 'u.real_name'],
};

/** The pickers of the parties (`@console/sdk/contract/parties`), for every area's forms and filters. */
export const partyEndpoints: Endpoints = [
  define({ call: partyApi.companies, handler: ({ db, params, user }) => pick(db, user, params, COMPANIES) }),
  define({ call: partyApi.agents, handler: ({ db, params, user }) => pick(db, user, params, AGENTS) }),
  define({
    call: partyApi.departments,
    handler: ({ db, params, user }) => pick(db, user, params, DEPARTMENTS, new Where().eq('d.company_id', integer(params, 'companyId', '企业编号'))),
  }),
  define({
    call: partyApi.staff,
    handler: ({ db, params, user }) =>
      pick(
        db,
        user,
        params,
        STAFF,
        new Where()
          .raw("u.role IN ('company', 'department', 'normal') AND u.deleted_at IS NULL")
          .eq('u.company_id', integer(params, 'companyId', '企业编号'))
          .eq('u.department_id', integer(params, 'departmentId', '部门编号')),
      ),
  }),
];
