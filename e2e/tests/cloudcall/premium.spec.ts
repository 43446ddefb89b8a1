import ExcelJS from 'exceljs';
import { expect, login, test } from '../../support/fixtures';
import { choose, confirmPopover, dialog, expectEmpty, rows, saveDialog, searchBy, total } from '../../support/listPage';

test('/premium: 附加费', { tag: '@smoke' }, async ({ page }) => {
  await login(page, 'admin', { to: '/premium' });
  await expect(rows(page)).toHaveCount(10);
  await expect(total(page)).toHaveText('共 400 条');
  // A value of its own per attempt.
  const unique = `${Date.now().toString().slice(-8)}`;
  await page.getByRole('button', { name: '新增附加费' }).click();
  await choose(page, dialog(page), '适用范围', '企业全部号码');
  await dialog(page).getByLabel('号段起始', { exact: true }).fill(unique);
  await dialog(page).getByLabel('附加费（元/分钟）', { exact: true }).fill('99.5');
  await saveDialog(page);
  await searchBy(page, '号段起始', unique);
  await expect(rows(page)).toHaveCount(1);
  await rows(page).first().getByRole('button', { name: '编辑' }).click();
  await dialog(page).getByLabel('号段起始', { exact: true }).fill(`${unique}1`);
  await saveDialog(page);
  await expect(rows(page).first()).toContainText(`${unique}1`);
  await rows(page).first().getByRole('button', { name: '删除' }).click();
  await confirmPopover(page);
  await expectEmpty(page);
  await searchBy(page, '号段起始', '');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /导\s*出/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('附加费.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const sheet = workbook.getWorksheet(1)!;
  expect(sheet.getRow(1).values).toEqual([undefined, ...['适用范围', '号段起始', '号段结束', '附加费（元/分钟）', '备注', '企业', '代理商', '更新时间']]);
  expect(sheet.rowCount).toBe(401);
});
