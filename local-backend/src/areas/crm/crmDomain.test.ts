/**
 * The role lists the backend enforces for CRM calls (`@console/remote-crm/contract`, declared once) are the ones
 * the remote-crm manifest guards the matching routes with. This fails when they drift apart.
 */
import { describe, expect, it } from 'vitest';
import { manifest } from '../../../../remote-crm/src/manifest';
import { CRM_ACCESS } from './access';

describe('CRM role lists agree between the calls and the routes', () => {
  it('guards the role-gated routes with the roles their calls admit', () => {
    const roles = (path: string) => manifest.routes.find((route) => route.path === path)?.roles;
    for (const path of [
      '/advancedSearch',
      '/companySearch',
      '/shopSearch',
      '/industryTemplate',
      '/mapSearch',
      '/batchCheckCompany',
      '/poolAccount',
      '/highSeas',
    ]) {
      expect(roles(path), path).toEqual(CRM_ACCESS.leadFinders);
    }
    expect(roles('/webClue')).toEqual(CRM_ACCESS.webClues);
    expect(roles('/consultationDetailed')).toEqual(CRM_ACCESS.webClues);
    expect(roles('/customerQualityControl')).toEqual(CRM_ACCESS.qualityControl);
  });
});
