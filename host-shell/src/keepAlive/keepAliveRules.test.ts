import { describe, expect, it } from 'vitest';
import { keptPages } from './keepAliveRules';

describe('keptPages', () => {
  it('keeps visited pages with an open tab, most recent last', () => {
    expect(keptPages(['/a', '/b'], '/c', ['/a', '/b', '/c'], 10)).toEqual(['/a', '/b', '/c']);
    expect(keptPages(['/a', '/b', '/c'], '/a', ['/a', '/b', '/c'], 10)).toEqual(['/b', '/c', '/a']);
  });

  it('destroys a page whose tab was closed', () => {
    expect(keptPages(['/a', '/b', '/c'], '/c', ['/a', '/c'], 10)).toEqual(['/a', '/c']);
  });

  it('keeps at most the limit of hidden pages, letting the least recent go', () => {
    expect(keptPages(['/a', '/b', '/c', '/d'], '/e', ['/a', '/b', '/c', '/d', '/e'], 2)).toEqual(['/c', '/d', '/e']);
  });

  it('keeps hidden pages while the current path is not a page (403, 404)', () => {
    expect(keptPages(['/a', '/b'], null, ['/a', '/b'], 10)).toEqual(['/a', '/b']);
  });
});
