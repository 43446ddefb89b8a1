import { BLACKLIST_TEXTS, blacklist } from '@console/remote-carrier/contract';
import { expect, login, test } from '../../support/fixtures';
import { confirmPopover, dialog, expectEmpty, rows, saveDialog, searchBy } from '../../support/listPage';

test('/blackNameList: a bulk add keeps the valid numbers and names the invalid ones; a number is removed', async ({ page }) => {
  await login(page, 'company', { to: '/blackNameList' });
  await expect(rows(page).first()).toBeVisible();
  // Numbers of their own per attempt (13 + 9 digits of the clock).
  const stem = `137${Date.now().toString().slice(-7)}`;
  await page.getByRole('button', { name: '添加黑名单' }).click();
  await dialog(page).getByLabel(blacklist.fields.phoneNumbers.label, { exact: true }).fill(`${stem}1\n${stem}2\n12345`);
  await saveDialog(page);
  await expect(page.locator('.ant-message')).toContainText(BLACKLIST_TEXTS.added({ added: 2, invalid: ['12345'], duplicate: 0 }));
  await searchBy(page, blacklist.fields.phoneNumber.label, stem);
  await expect(rows(page)).toHaveCount(2);
  await rows(page)
    .filter({ hasText: `${stem}1` })
    .getByRole('button', { name: '删除' })
    .click();
  await confirmPopover(page);
  await expect(rows(page)).toHaveCount(1);
  await rows(page).first().getByRole('button', { name: '删除' }).click();
  await confirmPopover(page);
  await expectEmpty(page);
});
