import ExcelJS from 'exceljs';
import { expect, login, test } from '../../support/fixtures';
import { choose, confirmPopover, dialog, expectEmpty, rows, saveDialog, searchBy, total } from '../../support/listPage';

test('/callsNumber: 外呼号码', { tag: '@smoke' }, async ({ page }) => {
  await login(page, 'admin', { to: '/callsNumber' });
  await expect(rows(page)).toHaveCount(10);
  await expect(total(page)).toHaveText('共 3000 条');
  // A value of its own per attempt.
  const unique = `${Date.now().toString().slice(-8)}`;
  await page.getByRole('button', { name: '新增外呼号码' }).click();
  await dialog(page).getByLabel('号码', { exact: true }).fill(unique);
  await choose(page, dialog(page), '运营商', '移动');
  await choose(page, dialog(page), '状态', '正常');
  await saveDialog(page);
  await searchBy(page, '号码', unique);
  await expect(rows(page)).toHaveCount(1);
  await rows(page).first().getByRole('button', { name: '编辑' }).click();
  await dialog(page).getByLabel('号码', { exact: true }).fill(`${unique}1`);
  await saveDialog(page);
  await expect(rows(page).first()).toContainText(`${unique}1`);
  await rows(page).first().getByRole('button', { name: '删除' }).click();
  await confirmPopover(page);
  await expectEmpty(page);
  await searchBy(page, '号码', '');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /导\s*出/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('外呼号码.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const sheet = workbook.getWorksheet(1)!;
  expect(sheet.getRow(1).values).toEqual([undefined, ...['号码', '运营商', '归属地', '日呼叫上限', '状态', '企业', '代理商', '创建时间']]);
  expect(sheet.rowCount).toBe(3001);
});
