import { platformStore, servedRoutesAtom } from '@console/sdk';
import { createResourcePage, type PageQuery, type Query } from '@console/sdk/kit';
import { ROLE_LABELS, ROLES } from '@console/sdk/manifest';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { roleAccess, roleAccessPage, roleAccessRows, type RoleAccessRow } from './roleAccess';

/** A new set of served routes is a new declaration: the list asks again, its search kept. */
const RoleTable = createResourcePage(({ rows }) => ({
  resource: roleAccess,
  noun: '页面权限',
  list: (query: Query & PageQuery) => Promise.resolve(roleAccessPage(rows as unknown as RoleAccessRow[], query)),
  filters: [
    'title',
    'path',
    'area',
    { kind: 'select', name: 'role', label: '角色', options: ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] })) },
  ],
}));

/**
 * 角色权限 (/role): what each role may open, read off the manifests the shell serves (servedRoutesAtom),
 * so that it is the guard's own declaration, never a second copy; a role list changed in a manifest
 * shows here with its next release.
 */
export default function RoleAccess() {
  const routes = useAtomValue(servedRoutesAtom, { store: platformStore });
  const rows = useMemo(() => roleAccessRows(routes), [routes]);
  return <RoleTable path="/role" title="角色权限" params={{ rows: rows as never }} />;
}
