import { describe, expect, it } from 'vitest';
import { pageTitle } from './pageTitle';

describe('pageTitle (spec section 2: route title plus brand name)', () => {
  it('joins the route title and the brand name', () => {
    expect(pageTitle('黑名单', '云企业')).toBe('黑名单 | 云企业');
  });

  it('is the route title alone until the brand is known', () => {
    expect(pageTitle('黑名单', '')).toBe('黑名单');
  });
});
