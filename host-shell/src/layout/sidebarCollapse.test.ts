import { describe, expect, it } from 'vitest';
import { collapsesAt } from './sidebarCollapse';

describe('collapsesAt (spec section 2: narrower than 1500 px)', () => {
  it('collapses below 1500 px and not at 1500 px', () => {
    expect(collapsesAt(1499)).toBe(true);
    expect(collapsesAt(1500)).toBe(false);
    expect(collapsesAt(1920)).toBe(false);
  });
});
