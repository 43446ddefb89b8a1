import { atom } from 'jotai';
import { sessionAtom } from '@console/sdk';
import type { TabEntry } from './tabRules';

/** Tabs belong to a user: another user logging in on this browser never sees them. */
const storageKey = (username: string) => `console:tabs:${username}`;

function readTabs(username: string): TabEntry[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(storageKey(username)) ?? '[]') as unknown;
    return Array.isArray(parsed) ? (parsed as TabEntry[]) : [];
  } catch {
    return [];
  }
}

const tabsByUser = atom<Record<string, TabEntry[]>>({});

export const tabsAtom = atom(
  (get) => {
    const username = get(sessionAtom).username;
    return get(tabsByUser)[username] ?? readTabs(username);
  },
  (get, set, update: TabEntry[] | ((tabs: TabEntry[]) => TabEntry[])) => {
    const username = get(sessionAtom).username;
    if (!username) return;
    const tabs = typeof update === 'function' ? update(get(tabsByUser)[username] ?? readTabs(username)) : update;
    set(tabsByUser, { ...get(tabsByUser), [username]: tabs });
    try {
      localStorage.setItem(storageKey(username), JSON.stringify(tabs));
    } catch {
      /* tabs still work for this page */
    }
  },
);
