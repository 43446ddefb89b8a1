import { describe, expect, it } from 'vitest';
import type { MenuNode } from '@console/sdk';
import { menuSelection, pathOfKey } from './menuItems';

const nodes: MenuNode[] = [
  { kind: 'item', key: '/dashboard', path: '/dashboard', title: '系统首页', order: 0 },
  {
    kind: 'group',
    key: 'others',
    title: '其他',
    icon: 'AppstoreOutlined',
    order: 99,
    children: [{ kind: 'item', key: 'others:/blackList', path: '/blackList', title: '黑名单', order: 1 }],
  },
];

describe('menu keys', () => {
  it('map back to paths', () => {
    expect(pathOfKey('others:/blackList')).toBe('/blackList');
    expect(pathOfKey('/dashboard')).toBe('/dashboard');
  });

  it('select the current page and open its group', () => {
    expect(menuSelection(nodes, '/blackList')).toEqual({ selected: ['others:/blackList'], open: ['others'] });
    expect(menuSelection(nodes, '/dashboard')).toEqual({ selected: ['/dashboard'], open: [] });
    expect(menuSelection(nodes, '/404')).toEqual({ selected: [], open: [] });
  });
});
