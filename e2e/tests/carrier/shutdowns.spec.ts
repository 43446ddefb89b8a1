import { shutdownApi, shutdowns, exemptNumbers } from '@console/remote-carrier/contract';
import { expect, login, test } from '../../support/fixtures';
import {
  choose,
  confirmDialog,
  confirmPopover,
  dialog,
  downloadSheet,
  expectEmpty,
  message,
  pickOption,
  rows,
  saveDialog,
  searchBy,
  sheetHeader,
} from '../../support/listPage';

test.describe('shutdowns (admin)', () => {
  test('a number exempt from shutdown is passed over by a stop; a stopped number is restored, and both are in the records', async ({ page }) => {
    const stem = `139${Date.now().toString().slice(-7)}`;
    await login(page, 'admin', { to: '/NoShutdownMaintenanceNumber' });
    await page.getByRole('button', { name: '添加免停机号码' }).click();
    await dialog(page).getByLabel(exemptNumbers.fields.phoneNumbers.label, { exact: true }).fill(`${stem}1`);
    await pickOption(page, dialog(page), exemptNumbers.fields.companyId.label, '星辰');
    await dialog(page).getByLabel(exemptNumbers.fields.reason.label, { exact: true }).fill('政企客户');
    await dialog(page).getByLabel(exemptNumbers.fields.validUntil.label, { exact: true }).fill('2099-12-31');
    await dialog(page).getByLabel(exemptNumbers.fields.validUntil.label, { exact: true }).press('Enter');
    await saveDialog(page);
    await expect(message(page)).toContainText('已添加 1 个免停机号码');

    await page.goto('/shutdownList');
    await page.getByRole('button', { name: '号码停机' }).click();
    await dialog(page).getByLabel(shutdowns.fields.phoneNumbers.label, { exact: true }).fill(`${stem}1\n${stem}2`);
    await pickOption(page, dialog(page), shutdowns.fields.companyId.label, '星辰');
    await choose(page, dialog(page), shutdowns.fields.reason.label, '投诉');
    await saveDialog(page);
    await expect(message(page)).toContainText(`已停机 1 个号码；免停机维护号码不停机：${stem}1`);
    await searchBy(page, shutdowns.fields.phoneNumber.label, stem);
    await expect(rows(page)).toHaveCount(1);
    await rows(page).first().locator('input[type=checkbox]').check();
    await page.getByRole('button', { name: /复机（1）/ }).click();
    await confirmPopover(page);
    await expect(message(page)).toContainText('已复机 1 个号码');
    await expectEmpty(page);

    await page.goto(`/shutdownRecord?phoneNumber=${stem}`);
    await expect(rows(page)).toHaveCount(2);
    const sheet = await downloadSheet(page, '停机记录.xlsx');
    expect(sheetHeader(sheet)).toEqual(shutdownApi.shutdownEventExport.columns.map((column) => column.title));
  });

  test('/stop: a pending request is approved with a note', async ({ page }) => {
    await login(page, 'admin', { to: '/stop?status=%E5%BE%85%E5%AE%A1%E6%A0%B8' });
    const request = rows(page).first();
    const phone = (await request.innerText()).match(/1\d{10}/)![0];
    await request.getByRole('button', { name: '通过' }).click();
    await confirmDialog(page);
    await expect(message(page)).toContainText('已通过，号码已停机');
    await page.goto(`/shutdownList?phoneNumber=${phone}`);
    await expect(rows(page)).toHaveCount(1);
  });
});
