import type { MenuProps } from 'antd';
import { createElement } from 'react';
import { menuIcons, type MenuNode } from '@console/sdk';

type Item = Required<MenuProps>['items'][number];

/** SDK menu nodes -> antd Menu items; keys are paths for leaves and group keys for groups. */
export function toMenuItems(nodes: MenuNode[]): Item[] {
  return nodes.map((node) =>
    node.kind === 'group'
      ? {
          key: node.key,
          label: node.title,
          icon: createElement(menuIcons[node.icon]),
          children: node.children.map((leaf) => ({ key: leaf.key, label: leaf.title, 'data-path': leaf.path })),
        }
      : { key: node.key, label: node.title, icon: node.icon ? createElement(menuIcons[node.icon]) : undefined, 'data-path': node.path },
  );
}

/** The path a menu key opens: group leaves are keyed `group:path` so one route can sit in two groups. */
export function pathOfKey(key: string): string {
  const separator = key.indexOf(':');
  return separator >= 0 ? key.slice(separator + 1) : key;
}

/** Keys to highlight and groups to open for the current path. */
export function menuSelection(nodes: MenuNode[], pathname: string): { selected: string[]; open: string[] } {
  const selected: string[] = [];
  const open: string[] = [];
  for (const node of nodes) {
    if (node.kind === 'item' && node.path === pathname) selected.push(node.key);
    if (node.kind === 'group') {
      const leaf = node.children.find((child) => child.path === pathname);
      if (leaf) {
        selected.push(leaf.key);
        open.push(node.key);
      }
    }
  }
  return { selected, open };
}
