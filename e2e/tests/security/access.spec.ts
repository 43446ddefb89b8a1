import { SEEDED_ACCOUNTS, SEEDED_PASSWORD } from '@console/sdk/seeded';
import { shellUrl } from '../../support/platform';
import { currentPage, expect, login, rows, test } from '../../support/fixtures';
import { openClaimingAdmin, REFUSED } from '../../support/listPage';

/**
 * A tampered `ms_role` (CONTRACT.md, "Session", `Authorization`): the shell then draws another role's menus and pages, but the
 * backend decides from the token alone, so the user gets what its own role gets.
 */

test.describe('a tampered ms_role', () => {
  test('a normal user claiming admin is shown an admin-only page, but the backend answers 403 and no rows', async ({ page }) => {
    await login(page, 'normal');
    const response = await openClaimingAdmin(page, '/purchaseOrderList', '/api/inventory/purchaseOrderList');
    expect(await response.json()).toEqual(REFUSED);
    await expect(page.locator('.ant-message')).toContainText(REFUSED.message);
    await expect(currentPage(page).locator('.ant-table-tbody')).toBeVisible();
    await expect(rows(page)).toHaveCount(0);
  });

  test('a company user claiming admin gets its own call records, not the admin’s', async ({ page }) => {
    await login(page, 'company');
    const response = await openClaimingAdmin(page, '/record', '/api/record/queryRequest');
    const tampered = (await response.json()) as { code: number; data: { total: number; list: { companyName: string }[] } };
    expect(tampered.code).toBe(200);

    // What the admin's token gets from the same call: every company's records.
    const adminLogin = await page.request.post(`${shellUrl()}/api/login/login`, {
      form: { username: SEEDED_ACCOUNTS.admin.username, password: SEEDED_PASSWORD },
    });
    const adminToken = ((await adminLogin.json()) as { data: { token: string } }).data.token;
    const asAdmin = await page.request.post(`${shellUrl()}/api/record/queryRequest`, {
      headers: { Authorization: `Bearer ${adminToken}` },
      form: { pageIndex: 1, pageSize: 10 },
    });
    const admin = (await asAdmin.json()) as { data: { total: number } };
    expect(tampered.data.total).toBeGreaterThan(0);
    expect(tampered.data.total).toBeLessThan(admin.data.total);
    // Only the company's own rows are on the page.
    expect(new Set(tampered.data.list.map((row) => row.companyName)).size).toBe(1);
    await expect(rows(page)).toHaveCount(tampered.data.list.length);
  });
});
