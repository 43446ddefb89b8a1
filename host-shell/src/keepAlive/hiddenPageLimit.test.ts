import { describe, expect, it } from 'vitest';
import { keptPages } from './keepAliveRules';
import { HIDDEN_PAGE_LIMIT } from './KeepAlivePages';

/** The bound the README states (at most 12 hidden pages stay mounted), measured in bench/keepAlive.ts. */
describe('HIDDEN_PAGE_LIMIT', () => {
  it('is 12', () => {
    expect(HIDDEN_PAGE_LIMIT).toBe(12);
  });

  it('keeps 12 hidden pages besides the current one and lets the least recent go', () => {
    const visited = Array.from({ length: 14 }, (_, i) => `/page${i}`);
    expect(keptPages(visited.slice(0, 13), visited[13], visited, HIDDEN_PAGE_LIMIT)).toEqual(visited.slice(1));
  });
});
