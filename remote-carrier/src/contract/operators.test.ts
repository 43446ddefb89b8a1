import { describe, expect, it } from 'vitest';
import { LEDGER } from '../ledger';
import { OPERATORS } from './operators';

describe('operator families (one definition each)', () => {
  it('gives every operator page of the spec to exactly one brand and kind, all routes of this remote', () => {
    const own = new Set([...LEDGER.routes, ...LEDGER.extra].map((entry) => entry.path));
    for (const route of OPERATORS.routes) expect(own.has(route.path), route.path).toBe(true);
    // console-spec.md section 2: the operator-specific and CY-prefixed pages.
    expect(
      OPERATORS.routes
        .filter((route) => route.key === 'CY')
        .map((route) => route.path)
        .sort(),
    ).toEqual(
      [
        '/CYWNvirtualCommerce',
        '/wnQueryCY',
        '/WNrestartRecordListCY',
        '/accountOpeningProgressCY',
        '/frequencyLimitCY',
        '/WNAbnormalCallListCY',
        '/WNWhitelistCY',
        '/batchAccountClosureCY',
      ].sort(),
    );
    expect(
      OPERATORS.routes
        .filter((route) => route.kind === 'virtualCommerce')
        .map((route) => route.path)
        .sort(),
    ).toEqual(['/WNvirtualCommerce', '/DJvirtualCommerce', '/CYWNvirtualCommerce', '/GMvirtualCommerce', '/CCvirtualCommerce'].sort());
    expect(OPERATORS.keys).toEqual(['WN', 'CY', 'DJ', 'GM', 'CC']);
  });

  it('declares a kind of page once for the brands that have it, each route passing its brand', () => {
    const routes = OPERATORS.manifestRoutes('recharge', (operator) => ({ title: `${operator.label}充值`, module: './OperatorRecharge' }));
    expect(routes.map((route) => [route.path, route.props])).toEqual([
      ['/wnRecharge', { variant: 'WN' }],
      ['/djRecharge', { variant: 'DJ' }],
      ['/gmRecharge', { variant: 'GM' }],
    ]);
    expect(OPERATORS.of({ variant: 'CY' }).operator).toBe('CY');
  });
});
