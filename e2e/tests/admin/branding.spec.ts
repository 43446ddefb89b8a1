import type { Locator, Page } from '@playwright/test';
import { brand, SWIPER_TEXTS, UPLOAD_TEXTS } from '@console/remote-admin/contract';
import { SEEDED_HOSTS } from '@console/sdk/seeded';
import { shellUrl } from '../../support/platform';
import { expect, login, test } from '../../support/fixtures';
import { dialog, message, rows, saveDialog, searchBy } from '../../support/listPage';

const f = brand.fields;
const BRAND2 = SEEDED_HOSTS.brand2.hostname;

/** The brand of a host as the shell reads it. */
async function brandOf(page: Page, host: string): Promise<{ webName: string; icon: string; topSmallPicture: string; topBigPicture: string }> {
  return (await (await page.request.get(`${shellUrl()}/api/oem/getOemInfo?url=${host}`)).json()).data;
}

/** An image file for an upload field: bytes served by the backend (another brand's pictures, valid by the rules). */
async function served(page: Page, url: string, name: string) {
  return { name, mimeType: 'image/png', buffer: await (await page.request.get(`${shellUrl()}${url}`)).body() };
}

const field = (scope: Locator, label: string) => scope.locator('.ant-form-item').filter({ has: scope.page().getByText(label, { exact: true }) });

test('/OEMset: a refused upload keeps the form; new icon and logos uploaded for brand2, whose host then shows them', async ({ page }) => {
  // Other hosts' pictures are the new ones (content-addressed: their URLs are known before the upload).
  const cy = await brandOf(page, SEEDED_HOSTS.cy.hostname);
  const before = await brandOf(page, BRAND2);
  expect(before.icon).not.toBe(cy.icon);

  await login(page, 'admin', { to: '/OEMset' });
  await searchBy(page, f.keyword.label, BRAND2);
  await expect(rows(page)).toHaveCount(1);
  await rows(page).first().getByRole('button', { name: '编辑' }).click();
  const form = dialog(page);
  await expect(form.getByLabel(f.webName.label, { exact: true })).toHaveValue(before.webName);
  const downUrl = `https://app.example.com/download?brand=${BRAND2}&e2e=1`;
  await form.getByLabel(f.downUrl.label, { exact: true }).fill(downUrl);

  // An SVG, named .png: refused by its bytes, with the rule in Chinese; what was typed stays.
  const svg = { name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="window.__xss=1"/>') };
  await field(form, f.icon.label).locator('input[type="file"]').setInputFiles(svg);
  await expect(message(page)).toContainText(UPLOAD_TEXTS.svg);
  await expect(form.getByLabel(f.downUrl.label, { exact: true })).toHaveValue(downUrl);
  await expect(field(form, f.icon.label).getByRole('img', { name: f.icon.label })).toHaveAttribute('src', before.icon);

  await field(form, f.icon.label)
    .locator('input[type="file"]')
    .setInputFiles(await served(page, cy.icon, 'icon.png'));
  await expect(field(form, f.icon.label).getByRole('img', { name: f.icon.label })).toHaveAttribute('src', cy.icon);
  await field(form, f.topSmallPicture.label)
    .locator('input[type="file"]')
    .setInputFiles(await served(page, cy.topSmallPicture, 'small.png'));
  await field(form, f.topBigPicture.label)
    .locator('input[type="file"]')
    .setInputFiles(await served(page, cy.topBigPicture, 'big.png'));
  await expect(field(form, f.topBigPicture.label).getByRole('img', { name: f.topBigPicture.label })).toHaveAttribute('src', cy.topBigPicture);
  await saveDialog(page);
  expect(await brandOf(page, BRAND2)).toMatchObject({ icon: cy.icon, topSmallPicture: cy.topSmallPicture, topBigPicture: cy.topBigPicture });

  // The brand's host: favicon and logos are the uploaded ones, served as images.
  await page.goto(`${shellUrl(BRAND2)}/login`);
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', cy.icon);
  await expect(page.locator('img.login-logo')).toHaveAttribute('src', cy.topBigPicture);
  expect(await page.locator('img.login-logo').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await login(page, 'company', { host: BRAND2 });
  await expect(page).toHaveTitle(`系统首页 | ${before.webName}`);
  await expect(page.locator('.console-sider-logo img')).toHaveAttribute('src', cy.topSmallPicture);
});

test('/OEMswiper moves an image down; /swipes shows the new order to any role', async ({ page }) => {
  await login(page, 'admin', { to: '/OEMswiper' });
  const titles = page.locator('.ant-table-tbody .ant-table-row td:nth-child(3)');
  await expect(titles.first()).not.toBeEmpty();
  const before = await titles.allTextContents();
  await page.getByRole('button', { name: `下移「${before[0]}」` }).click();
  await expect(message(page)).toContainText('已下移');
  await expect(titles).toHaveText([before[1]!, before[0]!, ...before.slice(2)]);
  // The first image cannot go higher: its button is disabled (the backend says 已是第一张 to a direct call).
  await expect(page.getByRole('button', { name: `上移「${before[1]}」` })).toBeDisabled();
  expect(SWIPER_TEXTS.edge('up')).toBe('已是第一张');

  const enabled = await page
    .locator('.ant-table-tbody .ant-table-row')
    .evaluateAll((trs) => trs.filter((tr) => tr.textContent?.includes('启用')).map((tr) => tr.querySelector('td:nth-child(3)')?.textContent ?? ''));
  await login(page, 'normal', { to: '/swipes' });
  await expect(page.getByTestId('swipe-title')).toHaveText(enabled.map((title, index) => `${index + 1}. ${title}`));
  await expect(page.locator('[data-testid="brand-slide"] img').first()).toHaveAttribute('src', /^\/api\/admin\/upload\/file\/[0-9a-f]{64}\.png$/);
});
