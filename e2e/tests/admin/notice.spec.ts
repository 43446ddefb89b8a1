import { notices } from '@console/remote-admin/contract';
import { settled } from '../../support/axe';
import { expect, login, test } from '../../support/fixtures';
import { confirmPopover, expectEmpty, message, rows, searchBy, unique } from '../../support/listPage';

/** Notices: published with the rich-text editor to a role, read on the dashboard (which marks it read), deleted by the admin. */
test('/addNotice → /notice → the company’s dashboard: publish, read, delete', async ({ page }) => {
  const title = unique('E2E公告');
  await login(page, 'admin', { to: '/addNotice' });
  // Typed only once the page has drawn (its editor and the company picker loaded): a title typed into the
  // first draw was seen lost once under load (CI, retry passed).
  await settled(page, '/addNotice');
  await page.getByLabel(notices.fields.title.label).fill(title);
  // No words: refused by the form, what was typed is kept.
  await page.getByRole('button', { name: /发\s*布/ }).click();
  await expect(page.getByText('请输入公告内容')).toBeVisible();
  await expect(page.getByLabel(notices.fields.title.label)).toHaveValue(title);

  await page.getByRole('checkbox', { name: '企业', exact: true }).check();
  const editor = page.getByRole('textbox', { name: '公告内容' });
  await editor.click();
  await page.keyboard.type('今晚系统升级，');
  await page.getByRole('button', { name: '加粗' }).click();
  await page.keyboard.type('请提前保存');
  await page.getByRole('button', { name: /发\s*布/ }).click();
  await expect(message(page)).toContainText('公告已发布');
  await expect(page).toHaveURL(/\/notice$/);

  await searchBy(page, notices.fields.title.label, title);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('企业');
  await expect(rows(page).first()).toContainText('全部企业');
  await rows(page).first().getByRole('button', { name: '查看' }).click();
  await expect(page.locator('.ant-drawer:visible .notice-content strong')).toHaveText('请提前保存');
  await page.keyboard.press('Escape');

  // The company reads it on its dashboard; opening it marks it read.
  await page.evaluate(() => localStorage.clear());
  await login(page, 'company');
  const item = page.locator('.notice-inbox .ant-list-item', { hasText: title });
  await expect(item).toContainText('未读');
  await item.getByRole('button', { name: title }).click();
  await expect(page.locator('.ant-modal:visible .notice-content')).toContainText('今晚系统升级，请提前保存');
  await page.keyboard.press('Escape');
  await expect(item).toContainText('已读');
  // Read for good: after a reload it is no longer among the unread (which come first, so it may have left the five shown).
  await page.reload();
  await expect(page.locator('.notice-inbox .ant-list-item').first()).toBeVisible();
  await expect(page.locator('.notice-inbox .ant-list-item', { hasText: title }).filter({ hasText: '未读' })).toHaveCount(0);

  // Staff were not named: it does not reach them.
  await page.evaluate(() => localStorage.clear());
  await login(page, 'normal');
  await expect(page.locator('.notice-inbox .ant-list-item').first()).toBeVisible();
  await expect(page.locator('.notice-inbox', { hasText: title })).toHaveCount(0);

  await page.evaluate(() => localStorage.clear());
  await login(page, 'admin', { to: '/notice' });
  await searchBy(page, notices.fields.title.label, title);
  // 公告标题, 接收角色, 接收企业, 发布人, 已读人数: the company's reading.
  await expect(rows(page).first().locator('td').nth(4)).toHaveText('1');
  await rows(page).first().getByRole('button', { name: '删除' }).click();
  await confirmPopover(page);
  await expectEmpty(page);
});
