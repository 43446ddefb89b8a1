import ExcelJS from 'exceljs';
import { expect, login, test } from '../../support/fixtures';
import { choose, confirmPopover, dialog, expectEmpty, rows, saveDialog, searchBy, total } from '../../support/listPage';

test('/tonglianPrecisionTube: 通联精准管控', { tag: '@smoke' }, async ({ page }) => {
  await login(page, 'admin', { to: '/tonglianPrecisionTube' });
  await expect(rows(page)).toHaveCount(10);
  await expect(total(page)).toHaveText('共 300 条');
  // A value of its own per attempt.
  const unique = `${Date.now().toString().slice(-8)}`;
  await page.getByRole('button', { name: '新增通联精准管控' }).click();
  await dialog(page).getByLabel('同一被叫每日呼叫上限', { exact: true }).fill('50');
  await dialog(page).getByLabel('每日外呼总量上限', { exact: true }).fill('60');
  await dialog(page).getByLabel('允许外呼开始', { exact: true }).fill('0012345');
  await dialog(page).getByLabel('允许外呼结束', { exact: true }).fill('0012345');
  await dialog(page).getByLabel('禁呼地区', { exact: true }).fill(unique);
  await choose(page, dialog(page), '状态', '启用');
  await saveDialog(page);
  await searchBy(page, '禁呼地区', unique);
  await expect(rows(page)).toHaveCount(1);
  await rows(page).first().getByRole('button', { name: '编辑' }).click();
  await dialog(page).getByLabel('禁呼地区', { exact: true }).fill(`${unique}1`);
  await saveDialog(page);
  await expect(rows(page).first()).toContainText(`${unique}1`);
  await rows(page).first().getByRole('button', { name: '删除' }).click();
  await confirmPopover(page);
  await expectEmpty(page);
  await searchBy(page, '禁呼地区', '');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /导\s*出/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('通联精准管控.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const sheet = workbook.getWorksheet(1)!;
  expect(sheet.getRow(1).values).toEqual([
    undefined,
    ...['同一被叫每日呼叫上限', '每日外呼总量上限', '允许外呼开始', '允许外呼结束', '禁呼地区', '状态', '企业', '代理商', '更新时间'],
  ]);
  expect(sheet.rowCount).toBe(301);
});
