import type { RouteDeclaration } from '@console/sdk';

/**
 * Pages the shell itself renders, declared like a remote's routes so the guard, the sidebar, the
 * tabs and the titles treat them alike.
 */
export const SHELL_ROUTES: RouteDeclaration[] = [
  {
    path: '/remotes',
    title: '模块状态',
    icon: 'ClusterOutlined',
    module: './RemoteStatus',
    roles: ['admin'],
    rolesNote: 'an admin-only page of the remotes running in this console',
    menu: [{ group: 'system', order: 90 }],
  },
];

export const shellRoute = (path: string) => SHELL_ROUTES.find((route) => route.path === path);
