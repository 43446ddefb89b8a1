import { describe, expect, it } from 'vitest';
import { closeAllTabs, closeLeftTabs, closeOtherTabs, closeRightTabs, closeTab, visitTab, type TabEntry } from './tabRules';

const tab = (n: number): TabEntry => ({ name: `page${n}`, title: `页面${n}`, path: `/page${n}` });
const tabs = (...ns: number[]) => ns.map(tab);

describe('visitTab (spec sections 2 and 4)', () => {
  it('adds a visited page once', () => {
    expect(visitTab(tabs(1), tab(2))).toEqual(tabs(1, 2));
    expect(visitTab(tabs(1, 2), tab(1))).toEqual(tabs(1, 2));
  });

  it('holds at most 88 tabs and drops the oldest beyond that', () => {
    let list: TabEntry[] = [];
    for (let n = 1; n <= 88; n++) list = visitTab(list, tab(n));
    expect(list).toHaveLength(88);
    list = visitTab(list, tab(89));
    expect(list).toHaveLength(88);
    expect(list[0]).toEqual(tab(2));
    expect(list[87]).toEqual(tab(89));
  });
});

describe('closeTab', () => {
  it('closing the active tab goes to the next tab', () => {
    expect(closeTab(tabs(1, 2, 3), '/page2', '/page2')).toEqual({ tabs: tabs(1, 3), navigateTo: '/page3' });
  });

  it('else to the previous tab', () => {
    expect(closeTab(tabs(1, 2, 3), '/page3', '/page3')).toEqual({ tabs: tabs(1, 2), navigateTo: '/page2' });
  });

  it('closing the last tab goes to the root', () => {
    expect(closeTab(tabs(1), '/page1', '/page1')).toEqual({ tabs: [], navigateTo: '/' });
  });

  it('closing another tab stays where you are', () => {
    expect(closeTab(tabs(1, 2, 3), '/page1', '/page3')).toEqual({ tabs: tabs(2, 3), navigateTo: null });
  });
});

describe('close others / close all', () => {
  it('close others keeps only the active tab', () => {
    expect(closeOtherTabs(tabs(1, 2, 3), '/page2')).toEqual({ tabs: tabs(2), navigateTo: null });
  });

  it('close all empties the bar and goes home', () => {
    expect(closeAllTabs()).toEqual({ tabs: [], navigateTo: '/' });
  });
});

describe('the right-click menu', () => {
  it('close others of another tab goes to that tab', () => {
    expect(closeOtherTabs(tabs(1, 2, 3), '/page1', '/page3')).toEqual({ tabs: tabs(1), navigateTo: '/page1' });
  });

  it('close left keeps the tab and those right of it', () => {
    expect(closeLeftTabs(tabs(1, 2, 3, 4), '/page3', '/page4')).toEqual({ tabs: tabs(3, 4), navigateTo: null });
    expect(closeLeftTabs(tabs(1, 2, 3, 4), '/page3', '/page1')).toEqual({ tabs: tabs(3, 4), navigateTo: '/page3' });
  });

  it('close right keeps the tab and those left of it', () => {
    expect(closeRightTabs(tabs(1, 2, 3, 4), '/page2', '/page1')).toEqual({ tabs: tabs(1, 2), navigateTo: null });
    expect(closeRightTabs(tabs(1, 2, 3, 4), '/page2', '/page4')).toEqual({ tabs: tabs(1, 2), navigateTo: '/page2' });
  });
});
