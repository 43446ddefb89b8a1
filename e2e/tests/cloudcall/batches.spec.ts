import { expect, login, test } from '../../support/fixtures';
import {
  callWithClaimedAdmin,
  choose,
  clickFolded,
  confirmFolded,
  confirmPopover,
  dialog,
  downloadSheet,
  expectEmpty,
  message,
  openWithClaimedAdmin,
  REFUSED,
  rows,
  rowWith,
  saveDialog,
  searchBy,
  sheetHeader,
  total,
  unique,
} from '../../support/listPage';

test.describe('call batches', () => {
  test('a company creates a batch from pasted numbers, runs it through its states, sees who did what, exports, and deletes a pending one', async ({ page }) => {
    const name = unique('回访');
    await login(page, 'company', { to: '/cdrBatchManagement' });
    await expect(rows(page).first()).toBeVisible();

    await page.getByRole('button', { name: '新建批次' }).click();
    const form = dialog(page);
    await form.getByLabel('批次名称').fill(name);
    await choose(page, form, '批次类型', '通知回访');
    await choose(page, form, '服务器', '华东一号');
    await form.getByLabel('号码').fill('13800000001\n12345\n13800000002\n13800000001');
    await saveDialog(page);
    await expect(message(page)).toContainText('导入 2 个号码；重复 1 个已去除；无效号码 1 个未导入：12345');

    await searchBy(page, '批次名称', name);
    await expect(total(page)).toHaveText('共 1 条');
    const row = rows(page).first();
    await expect(row).toContainText('待启动');
    await expect(row).toContainText('0/2');

    // Edit: the name.
    await row.getByRole('button', { name: '编辑' }).click();
    await dialog(page).getByLabel('批次名称').fill(`${name}改`);
    await saveDialog(page);
    await expect(row).toContainText(`${name}改`);

    // Start, pause, stop (each asked first); each recorded with who and when.
    await row.getByRole('button', { name: '启动', exact: true }).click();
    await confirmPopover(page);
    await expect(row).toContainText('进行中');
    await row.getByRole('button', { name: '暂停', exact: true }).click();
    await confirmPopover(page);
    await expect(row).toContainText('已暂停');
    await row.getByRole('button', { name: '停止', exact: true }).click();
    // The stop says what it frees: the two numbers never called go back to the company's quota.
    await expect(page.getByText('停止后不能再启动，其 2 个未呼叫的号码将释放回企业的批次额度')).toBeVisible();
    await confirmPopover(page);
    await expect(row).toContainText('已停止');
    await expect(row.getByRole('button', { name: '启动', exact: true })).toHaveCount(0);
    await row.getByRole('button', { name: '操作记录' }).click();
    const drawer = page.locator('.ant-drawer:visible');
    await expect(drawer.locator('.ant-table-row')).toHaveCount(3);
    await expect(drawer.locator('.ant-table-row').first()).toContainText('停止');
    await expect(drawer.locator('.ant-table-row').first()).toContainText('赵敏');
    await page.keyboard.press('Escape');

    // Its numbers, from the batch number.
    await row.getByRole('link').click();
    await expect(page).toHaveURL(/\/cdrBatchList\?batchNo=PC\d{12}/);
    await expect(total(page)).toHaveText('共 2 条');
    await expect(rows(page).first()).toContainText('待呼叫');

    // Export of the batches, then a pending batch deleted.
    await page.goto('/cdrBatchManagement');
    const sheet = await downloadSheet(page, '批次管理.xlsx');
    // The list as shown: its visible columns, in order.
    expect(sheetHeader(sheet)).toEqual(['批次号', '批次名称', '批次类型', '服务器', '企业', '代理商', '状态', '进度', '号码总数', '创建人', '创建时间']);
    const pending = unique('待删');
    await page.getByRole('button', { name: '新建批次' }).click();
    await dialog(page).getByLabel('批次名称').fill(pending);
    await choose(page, dialog(page), '批次类型', '通知回访');
    await choose(page, dialog(page), '服务器', '华东一号');
    await dialog(page).getByLabel('号码').fill('13900000001');
    await saveDialog(page);
    await searchBy(page, '批次名称', pending);
    // A pending batch has five actions: 编辑, 启动 and 停止 are buttons, 操作记录 and 删除 under 更多.
    await clickFolded(page, rows(page).first(), '删除');
    await confirmFolded(page);
    await expectEmpty(page);
  });

  test('an agent is refused a company allocation beyond what it holds, in Chinese, the form kept', async ({ page }) => {
    await login(page, 'agent', { to: '/cdrBatchAllocation?level=%E4%BC%81%E4%B8%9A&companyName=%E6%98%9F%E8%BE%B0' });
    const row = rowWith(page, '通知回访');
    await row.getByRole('button', { name: '编辑' }).click();
    await dialog(page).getByLabel('号码额度').fill('999999');
    await dialog(page)
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect(page.locator('.ant-message-error')).toContainText('超出代理商可分配额度');
    await expect(dialog(page).getByLabel('号码额度')).toHaveValue('999999');
  });

  test('admin adds, edits and deletes a batch server', async ({ page }) => {
    const name = unique('服务器');
    await login(page, 'admin', { to: '/cdrBatchServer' });
    await expect(rows(page).first()).toBeVisible();
    await page.getByRole('button', { name: '新增服务器' }).click();
    const form = dialog(page);
    await form.getByLabel('服务器名称').fill(name);
    await form.getByLabel('IP 地址').fill('10.9.9');
    await form.getByLabel('端口').fill('5060');
    await form.getByLabel('最大并发').fill('20');
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await expect(form.getByText('请输入正确的 IPv4 地址')).toBeVisible();
    await form.getByLabel('IP 地址').fill('10.9.9.9');
    await saveDialog(page);
    await searchBy(page, '服务器名称', name);
    await expect(total(page)).toHaveText('共 1 条');
    await rows(page).first().getByRole('button', { name: '编辑' }).click();
    await dialog(page).getByLabel('最大并发').fill('40');
    await saveDialog(page);
    await expect(rows(page).first()).toContainText('40');
    await rows(page).first().getByRole('button', { name: '删除' }).click();
    await confirmPopover(page);
    await expectEmpty(page);
  });

  test('the consumption totals are the current search’s, and the export has the list’s columns', async ({ page }) => {
    await login(page, 'company', { to: '/cdrBatchConsumptionDetails' });
    await expect(rows(page).first()).toBeVisible();
    const figures = page.getByRole('group', { name: '统计' });
    const calls = figures.locator('.ant-statistic', { hasText: '计费通话' }).locator('.ant-statistic-content-value');
    await expect(calls).toHaveText(/^[1-9][\d,]*$/);
    const all = Number((await calls.innerText()).replace(/,/g, ''));
    expect(await total(page).innerText()).toBe(`共 ${all} 条`);
    await searchBy(page, '被叫号码', '138');
    await expect.poll(async () => Number((await calls.innerText()).replace(/,/g, ''))).toBeLessThan(all);
    const sheet = await downloadSheet(page, '批次消费明细.xlsx');
    expect(sheetHeader(sheet)).toEqual(['被叫号码', '批次号', '批次类型', '企业', '代理商', '呼叫时间', '通话时长', '计费单位数', '单价（元）', '费用（元）']);
    expect(sheet.rowCount - 1).toBe(Number((await calls.innerText()).replace(/,/g, '')));
  });

  test('the backend refuses a staff member whose stored role was tampered with', async ({ page }) => {
    await login(page, 'normal');
    await openWithClaimedAdmin(page, '/cdrBatchManagement');
    expect(await callWithClaimedAdmin(page, '/api/cloudcall/batchState', 'id=1&action=stop')).toEqual(REFUSED);
  });
});
