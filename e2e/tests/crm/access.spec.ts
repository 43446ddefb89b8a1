import { SEEDED_HOSTS } from '@console/sdk/seeded';
import { expect, login, test } from '../../support/fixtures';
import { message, openWithClaimedAdmin, rows } from '../../support/listPage';

test.describe('CRM routes refuse the roles they do not admit', () => {
  for (const [role, path] of [
    ['department', '/advancedSearch'],
    ['normal', '/webClue'],
    ['normal', '/customerQualityControl'],
    ['gm', '/highSeas'],
  ] as const) {
    test(`${role} opening ${path} gets 403`, async ({ page }) => {
      await login(page, role, { to: path });
      await expect(page).toHaveURL(/\/403$/);
      await expect(page.getByText('抱歉，您无权访问此页面')).toBeVisible();
    });
  }

  test('lead finding on a CY host is not found (404)', async ({ page }) => {
    await login(page, 'company', { host: SEEDED_HOSTS.cy.hostname, to: '/shopSearch' });
    await expect(page).toHaveURL(/\/404$/);
  });

  test('a tampered stored role opens the page, but the backend refuses the data', async ({ page }) => {
    await login(page, 'normal');
    await openWithClaimedAdmin(page, '/webClue');
  });

  test('a tampered interior flag opens lead finding, but the backend refuses the search', async ({ page }) => {
    await login(page, 'department');
    await page.evaluate(() => localStorage.setItem('interior', 'true'));
    await page.reload();
    await page.goto('/advancedSearch');
    await expect(page).toHaveURL(/\/advancedSearch$/);
    await expect(message(page)).toContainText('未开通线索查找');
    await expect(rows(page)).toHaveCount(0);
  });
});
