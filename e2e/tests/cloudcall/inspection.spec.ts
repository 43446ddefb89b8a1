import { inspectionApi, INSPECTION_TEXTS } from '@console/remote-cloudcall/contract';
import { expect, login, test } from '../../support/fixtures';
import {
  choose,
  confirmPopover,
  dialog,
  downloadSheet,
  expectEmpty,
  openClaimingAdmin,
  REFUSED,
  rows,
  saveDialog,
  searchBy,
  sheetHeader,
  unique,
} from '../../support/listPage';

test.describe('quality inspection and risk', () => {
  test('/telephoneInspectionType: admin adds, edits and deletes a keyword rule, and exports the rules', async ({ page }) => {
    const name = unique('规则');
    await login(page, 'admin', { to: '/telephoneInspectionType' });
    await expect(rows(page).first()).toBeVisible();
    await page.getByRole('button', { name: '新增质检规则' }).click();
    await dialog(page).getByLabel('规则名称', { exact: true }).fill(name);
    // A keyword rule without keywords is refused by the backend, and the form keeps what was typed.
    await dialog(page)
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect(page.locator('.ant-message-error')).toContainText(INSPECTION_TEXTS.keywordsRequired);
    await expect(dialog(page).getByLabel('规则名称', { exact: true })).toHaveValue(name);
    await dialog(page).getByLabel('关键词', { exact: true }).fill('退订,不需要');
    await saveDialog(page);
    await searchBy(page, '规则名称', name);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('退订,不需要');
    await expect(rows(page).first()).toContainText('平台');
    await rows(page).first().getByRole('button', { name: '编辑' }).click();
    await dialog(page).getByLabel('关键词', { exact: true }).fill('退订,不需要,别打了');
    await saveDialog(page);
    await expect(rows(page).first()).toContainText('别打了');
    await rows(page).first().getByRole('button', { name: '删除' }).click();
    await confirmPopover(page);
    await expectEmpty(page);
    await searchBy(page, '规则名称', '');
    const sheet = await downloadSheet(page, '质检规则.xlsx');
    expect(sheetHeader(sheet)).toEqual(inspectionApi.exportRules.columns.map((column) => column.title));
  });

  test('/qualityInspection: the company reviews a pending hit (不合格 needs a comment); /inspectionRecords lists it and exports', async ({ page }) => {
    await login(page, 'company', { to: '/qualityInspection' });
    const pending = rows(page)
      .filter({ has: page.getByRole('button', { name: '复核', exact: true }) })
      .first();
    await expect(pending).toBeVisible();
    const callee = (await pending.locator('td').first().innerText()).trim();
    await pending.getByRole('button', { name: '复核', exact: true }).click();
    await choose(page, dialog(page), '复核结果', '不合格');
    await dialog(page)
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect(page.locator('.ant-message-error')).toContainText(INSPECTION_TEXTS.commentRequired);
    await dialog(page).getByLabel('复核意见', { exact: true }).fill('坐席未安抚客户');
    await saveDialog(page);
    await page.goto('/inspectionRecords');
    await searchBy(page, '被叫号码', callee);
    const reviewed = rows(page).filter({ hasText: '坐席未安抚客户' });
    await expect(reviewed).toHaveCount(1);
    await expect(reviewed).toContainText('不合格');
    await expect(reviewed.getByRole('button', { name: '复核', exact: true })).toHaveCount(0);
    const sheet = await downloadSheet(page, '质检记录.xlsx');
    expect(sheetHeader(sheet)).toEqual(inspectionApi.exportQualityRecords.columns.map((column) => column.title));
  });

  test('/qualityInspection2 and /riskList: the company marks a call risky, its number joins the risk list and is handled; the mark is cleared', async ({
    page,
  }) => {
    const reason = unique('投诉');
    await login(page, 'company', { to: '/qualityInspection2' });
    const call = rows(page)
      .filter({ has: page.getByRole('button', { name: '标记风险', exact: true }) })
      .first();
    await expect(call).toBeVisible();
    const callee = (await call.locator('td').first().innerText()).trim();
    await searchBy(page, '被叫号码', callee);
    const row = rows(page)
      .filter({ has: page.getByRole('button', { name: '标记风险', exact: true }) })
      .first();
    await row.getByRole('button', { name: '标记风险', exact: true }).click();
    await dialog(page).getByLabel('标记原因', { exact: true }).fill(reason);
    await saveDialog(page);
    // Who marked it (the company account, 赵敏) and when.
    const marked = rows(page).filter({ hasText: reason });
    await expect(marked.getByRole('button', { name: '解除风险', exact: true })).toBeVisible();
    await expect(marked).toContainText('赵敏');
    await expect(marked).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);

    await page.goto('/riskList');
    await searchBy(page, '被叫号码', callee);
    const entry = rows(page).filter({ hasText: reason });
    await expect(entry).toContainText('未处理');
    await entry.getByRole('button', { name: '处理', exact: true }).click();
    await dialog(page).getByLabel('处理说明', { exact: true }).fill('已致电客户道歉');
    await saveDialog(page);
    await expect(entry).toContainText('已处理');
    await expect(entry.getByRole('button', { name: '处理', exact: true })).toHaveCount(0);
    await expect(entry).toContainText('已致电客户道歉');

    await page.goto('/qualityInspection2');
    await searchBy(page, '被叫号码', callee);
    await rows(page).filter({ hasText: reason }).getByRole('button', { name: '解除风险', exact: true }).click();
    await dialog(page).getByLabel('解除原因', { exact: true }).fill('核实后误判');
    await saveDialog(page);
    await expect(rows(page).filter({ hasText: '核实后误判' })).toContainText('正常');
  });

  test('a department user claiming admin is shown the rules page, but the backend refuses the list', async ({ page }) => {
    await login(page, 'department');
    const response = await openClaimingAdmin(page, '/telephoneInspectionType', '/api/cloudcall/inspectionRuleList');
    expect(await response.json()).toEqual(REFUSED);
    await expect(rows(page)).toHaveCount(0);
  });
});
