import { beforeEach, describe, expect, it } from 'vitest';
import { platformStore, signIn } from '@console/sdk';
import { tabsAtom } from './tabsState';

const login = (username: string) =>
  signIn({
    token: `t-${username}`,
    role: 'admin',
    username,
    userId: 1,
    sip: false,
    interior: false,
    CRMDepartmentHigh: false,
    lastLoginAt: '',
    lastLoginIp: '',
  });
const tab = (path: string) => ({ name: path, title: path, path });
const tabs = () => platformStore.get(tabsAtom).map((entry) => entry.path);

beforeEach(() => localStorage.clear());

describe('tabs are kept per user', () => {
  it('another user logging in on this browser never sees them; back again, they are there', () => {
    login('alice');
    platformStore.set(tabsAtom, [tab('/customer'), tab('/clue')]);
    login('bob');
    expect(tabs()).toEqual([]);
    platformStore.set(tabsAtom, (list) => [...list, tab('/record')]);
    login('alice');
    expect(tabs()).toEqual(['/customer', '/clue']);
    expect(JSON.parse(localStorage.getItem('console:tabs:bob') ?? '[]')).toEqual([tab('/record')]);
  });
});
