/**
 * What `pnpm new-page` was asked for, with everything read from the repository already resolved
 * (the ledger's roles, the area's role list, the family's members): the emitters (`emit/*.ts`) are
 * pure functions of it.
 */
import type { Role } from '@console/sdk/manifest';
import { isFiltered, snakeOf, type FieldSpec } from './fields';

export interface Member {
  key: string;
  path: string;
  label: string;
}

export interface PageRequest {
  remote: string;
  area: string;
  title: string;
  /** The record's noun: 新增<noun>, 编辑<noun>. */
  noun: string;
  icon: string;
  order: number;
  /** The ledger note of a path that is not a spec route. */
  rolesNote?: string;
  group: string;
  crud: boolean;
  exporting: boolean;
  rowCount: number;
  /** camelCase name of the contract, the backend file and the table (`numberPool`). */
  name: string;
  family?: { name: string; kind: string; param: string; members: Member[]; source: string };
  members: Member[];
  /** Per member: whether the ledger has its route (a spec route), its roles (null: any logged-in role), whether it has a menu entry. */
  inLedger: boolean[];
  rolesOf: (readonly Role[] | null)[];
  inMenu: boolean[];
  /** The calls admit every role of any member's page. */
  callRoles: Role[] | null;
  fields: FieldSpec[];
  /** The area's role lists: their constant and module, and the expression of the calls' list (`'loggedIn'` or `CARRIER_ACCESS.x`). */
  access: { constant: string; module: string; expression: string };
  /** The UTC time as YYYYMMDDHHmmss: the migration's name and the seed's faker seed. */
  stamp: string;
}

/** A TypeScript string literal, single-quoted. */
export const q = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
export const list = (values: readonly (string | number)[]) => `[${values.map((value) => (typeof value === 'number' ? String(value) : q(value))).join(', ')}]`;

/** What every emitter derives the same way from the request. */
export function derived(r: PageRequest) {
  const { name, area, fields, family, rolesOf } = r;
  const snake = snakeOf(name);
  const SNAKE = snake.toUpperCase();
  const trailing = fields.length - [...fields].reverse().findIndex((field) => !['date', 'dateTime'].includes(field.kind));
  return {
    Name: name[0].toUpperCase() + name.slice(1),
    snake,
    SNAKE,
    table: `${area}_${snake}`,
    api: `${name}Api`,
    base: `/api/${area}/${name}`,
    paths: r.members.map((member) => member.path),
    ROLES_BY: `${SNAKE}_ROLES`,
    sameRoles: rolesOf.every((roles) => JSON.stringify(roles) === JSON.stringify(rolesOf[0])),
    ownerColumns: !fields.some((field) => field.key === 'companyName' || field.key === 'agentName'),
    enumName: (field: FieldSpec) => (field.values ? `${SNAKE}_${snakeOf(field.key).toUpperCase()}` : undefined),
    enums: fields.filter((field) => field.values),
    timeField: fields.find((field) => field.kind === 'dateTime' && !field.form),
    firstText: fields.find((field) => ['text', 'code'].includes(field.kind) && isFiltered(field) && field.column !== false),
    /** The owners' columns go before the trailing times, as the area's lists show them. */
    trailing: Math.min(trailing, fields.length),
    memberColumn: family ? snakeOf(family.param) : undefined,
    firstRole: (rolesOf[0]?.[0] ?? 'admin') as Role,
    formFields: fields.filter((field) => field.form),
  };
}

/** The keys of the resource's columns in its order (the owners' `companyName`/`agentName` among them), a password never one. */
export function columnKeys(r: PageRequest): string[] {
  const { trailing, ownerColumns } = derived(r);
  const order = [...r.fields.slice(0, trailing), ...(ownerColumns ? [{ key: 'companyName' }, { key: 'agentName' }] : []), ...r.fields.slice(trailing)] as {
    key: string;
    column?: false;
    kind?: string;
  }[];
  return order.filter((field) => field.column !== false && field.kind !== 'password').map((field) => field.key);
}
