import { describe, expect, it } from 'vitest';
import { defineVariants } from './variants';

const KINDS = ['template', 'allocation'] as const;
const family = () =>
  defineVariants(KINDS, {
    plain: { label: '云呼', prefix: '', routes: { template: '/sipTemplate', allocation: '/enterpriseAllocation' } },
    UU: { label: 'UU', prefix: 'UU', routes: { template: '/UUtemplate' } },
  });

describe('defineVariants', () => {
  it('lists every route of the family with its member and kind, and finds a path', () => {
    const calls = family();
    expect(calls.routes.map(({ path, key, kind }) => [path, key, kind])).toEqual([
      ['/sipTemplate', 'plain', 'template'],
      ['/enterpriseAllocation', 'plain', 'allocation'],
      ['/UUtemplate', 'UU', 'template'],
    ]);
    expect(calls.at('/UUtemplate')?.variant.prefix).toBe('UU');
    expect(calls.at('/nowhere')).toBeUndefined();
  });

  it('gives one manifest entry per member that has a kind, each passing its member to the one page', () => {
    const entries = family().manifestRoutes('template', (variant) => ({ title: `${variant.label}模板`, module: './CallTemplate' }));
    expect(entries).toEqual([
      { path: '/sipTemplate', title: '云呼模板', module: './CallTemplate', props: { variant: 'plain' } },
      { path: '/UUtemplate', title: 'UU模板', module: './CallTemplate', props: { variant: 'UU' } },
    ]);
    expect(family().of({ variant: 'UU' })).toMatchObject({ key: 'UU', label: 'UU', prefix: 'UU' });
    expect(() => family().of({ variant: 'nobody' })).toThrow('unknown variant');
  });

  it('refuses a path given to two pages, and a kind the family does not have', () => {
    expect(() => defineVariants(KINDS, { a: { label: 'A', routes: { template: '/x' } }, b: { label: 'B', routes: { allocation: '/x' } } })).toThrow(
      '/x is declared twice',
    );
    expect(() => defineVariants(KINDS, { a: { label: 'A', routes: { premium: '/y' } as never } })).toThrow('unknown page kind premium');
  });
});
