import { describe, expect, it } from 'vitest';
import { LEDGER } from '../ledger';
import { CALL_FAMILIES } from './families';

describe('cloud-call families (one definition each)', () => {
  it('gives each family page of the spec to one family and kind, all routes of this remote', () => {
    const own = new Set([...LEDGER.routes, ...LEDGER.extra].map((entry) => entry.path));
    for (const route of CALL_FAMILIES.routes) expect(own.has(route.path), route.path).toBe(true);
    // console-spec.md section 2: sipTemplate, enterpriseAllocation, specialServiceNumber, FTConsumptionDetails,
    // their Job-prefixed equivalents, UUtemplate and the trumpet-prefixed equivalents.
    expect(CALL_FAMILIES.routes.map((route) => route.path).sort()).toEqual(
      [
        ...['/sipTemplate', '/enterpriseAllocation', '/specialServiceNumber', '/FTConsumptionDetails'],
        ...['/JobsipTemplate', '/JobenterpriseAllocation', '/JobspecialServiceNumber', '/JobFTConsumptionDetails'],
        '/UUtemplate',
        ...['/trumpetTemplate', '/trumpetenterpriseAllocation', '/trumpetspecialServiceNumber', '/trumpetFTConsumptionDetails'],
      ].sort(),
    );
    expect(
      CALL_FAMILIES.manifestRoutes('template', (family) => ({ title: `${family.label}模板`, module: './CallTemplate' })).map((route) => route.props),
    ).toEqual([{ variant: 'plain' }, { variant: 'Job' }, { variant: 'UU' }, { variant: 'trumpet' }]);
  });
});
