// @vitest-environment happy-dom
/**
 * One fact, one source: the CRM values and role lists the backend enforces are the ones the pages
 * offer (the SDK) and the ones the manifest guards routes with. This fails when they drift apart.
 */
import * as sdk from '@console/sdk';
import { describe, expect, it } from 'vitest';
import { manifest } from '../../remote-crm/src/manifest';
import { CRM_ACCESS } from './routes/crm/access';
import * as domain from './routes/crm/domain';
import { QUALITY_ISSUES } from './routes/crm/statistics';

describe('CRM values and role lists agree between backend, SDK and manifest', () => {
  it('has the same fixed values', () => {
    for (const name of [
      'CUSTOMER_POOLS', 'POOL_LABELS', 'DICTIONARY_KINDS', 'DICTIONARY_LABELS', 'FOLLOW_WAYS', 'TEMPLATE_TYPES', 'CLUE_STATUSES', 'CLUE_SOURCES',
      'WEB_CLUE_CHANNELS', 'WEB_CLUE_STATUSES', 'SHOP_PLATFORMS', 'SHOP_CATEGORIES', 'COLLECTION_STATUSES', 'LOG_ACTIONS', 'FIELD_KINDS',
    ] as const) {
      expect((sdk as Record<string, unknown>)[name], name).toEqual((domain as Record<string, unknown>)[name]);
    }
    expect(sdk.QUALITY_ISSUES).toEqual(QUALITY_ISSUES);
  });

  it('has the same action role lists', () => {
    expect(sdk.CRM_ACCESS).toEqual(CRM_ACCESS);
  });

  it('guards the role-gated routes with the roles their calls admit', () => {
    const roles = (path: string) => manifest.routes.find((route) => route.path === path)?.roles;
    for (const path of ['/advancedSearch', '/companySearch', '/shopSearch', '/industryTemplate', '/mapSearch', '/batchCheckCompany', '/poolAccount', '/highSeas']) {
      expect(roles(path), path).toEqual(CRM_ACCESS.leadFinders);
    }
    expect(roles('/webClue')).toEqual(CRM_ACCESS.webClues);
    expect(roles('/consultationDetailed')).toEqual(CRM_ACCESS.webClues);
    expect(roles('/customerQualityControl')).toEqual(CRM_ACCESS.qualityControl);
  });
});
