import { MOBILE } from '@console/sdk/contract';
import ExcelJS from 'exceljs';
import { currentPage, expect, login, test } from '../../support/fixtures';
import {
  choose,
  clickFolded,
  confirmDialog,
  confirmFolded,
  confirmPopover,
  dialog,
  expectEmpty,
  message,
  rowWith,
  rows,
  saveDialog,
  searchBy,
  searchForm,
  total,
  totalCount,
} from '../../support/listPage';

test.describe('customers: create, edit, delete, import, export, pools', () => {
  test('a company adds, edits and deletes a customer; bad input is said in Chinese and nothing typed is lost', async ({ page }) => {
    await login(page, 'company', { to: '/customer' });
    await expect(rows(page).first()).toBeVisible();
    const existingPhone = (await rows(page).first().locator('td').nth(2).innerText()).trim();

    await page.getByRole('button', { name: '新增客户' }).click();
    const form = dialog(page);
    await form.getByLabel('客户名称').fill('浏览器测试客户');
    await form.getByLabel('手机号').fill('1391234');
    await confirmDialog(page);
    await expect(form.getByText(MOBILE.message)).toBeVisible();
    await form.getByLabel('手机号').fill(existingPhone);
    await confirmDialog(page);
    await expect(message(page)).toContainText('该手机号已是本企业客户');
    await expect(form.getByLabel('客户名称')).toHaveValue('浏览器测试客户');

    await form.getByLabel('手机号').fill('13912345001');
    await choose(page, form, '来源', '展会');
    await confirmDialog(page);
    await expect(message(page)).toContainText('保存成功');
    await searchBy(page, '手机号', '13912345001');
    await expect(total(page)).toHaveText('共 1 条');
    await expect(rows(page).first()).toContainText('浏览器测试客户');
    await expect(rows(page).first()).toContainText('展会');

    await rows(page).first().getByRole('button', { name: '编辑' }).click();
    await expect(dialog(page).getByLabel('客户名称')).toHaveValue('浏览器测试客户');
    await dialog(page).getByLabel('客户名称').fill('浏览器测试客户（已改）');
    await confirmDialog(page);
    await expect(rows(page).first()).toContainText('浏览器测试客户（已改）');

    // Six actions for the company: 编辑, 写跟进 and 拨打 are buttons, 跟进记录, 释放 and 删除 under 更多.
    await clickFolded(page, rows(page).first(), '删除');
    await confirmFolded(page);
    await expectEmpty(page);
  });

  test('exports the list and the import template as files, and imports a filled-in template', async ({ page }) => {
    await login(page, 'normal', { to: '/customer' });
    await expect(rows(page).first()).toBeVisible();
    const before = await totalCount(page);

    // The file is the list as this user sees it: a column hidden in the settings stays out, the
    // company's custom fields are in, all in the table's order.
    const headers = currentPage(page).locator('thead th');
    await expect(headers.filter({ hasText: '客户等级' })).toHaveCount(1);
    await currentPage(page).getByRole('button', { name: '列设置' }).click();
    await page.locator('.ant-popover:visible').getByLabel('标签').uncheck();
    await expect(headers.filter({ hasText: /^标签$/ })).toHaveCount(0);
    await page.keyboard.press('Escape');
    const shown = (await headers.allInnerTexts()).map((text) => text.trim()).filter((text) => text && text !== '操作');
    const exported = page.waitForEvent('download');
    await page.getByRole('button', { name: /导\s*出/ }).click();
    const file = await exported;
    expect(file.suggestedFilename()).toBe('我的客户.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile((await file.path())!);
    expect((book.worksheets[0]!.getRow(1).values as unknown[]).slice(1).map(String)).toEqual(shown);
    expect(shown).toEqual(expect.arrayContaining(['客户等级', '意向产品']));
    const template = page.waitForEvent('download');
    await page.getByRole('button', { name: '下载导入模板' }).click();
    expect((await template).suggestedFilename()).toBe('客户导入模板.csv');

    const csv =
      '\uFEFF客户名称,手机号,公司,来源,跟进进度,标签,预计金额（元）,备注\r\n导入甲,13900001111,甲公司,展会,意向明确,重点客户,1200.50,\r\n导入乙,13900002222,,,,,,\r\n';
    await page
      .locator('input[type=file]:not([disabled])')
      .first()
      .setInputFiles({ name: '客户.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(message(page)).toContainText('导入完成：新增 2 条，跳过重复 0 条');
    await expect(total(page)).toHaveText(`共 ${before + 2} 条`);
    await searchBy(page, '手机号', '13900001111');
    await expect(rows(page).first()).toContainText('1,200.50');
  });

  test('a released customer lands in the high seas, where a colleague claims it', async ({ page }) => {
    await login(page, 'normal', { to: '/customer' });
    const first = rows(page).first();
    await expect(first).toBeVisible();
    const phone = (await first.locator('td').nth(2).innerText()).trim();
    await clickFolded(page, first, '释放');
    await confirmFolded(page);
    await expect(message(page)).toContainText('已释放到公海');

    await page.goto('/release');
    await searchBy(page, '手机号', phone);
    await expect(rows(page).first()).toContainText('公海');

    await login(page, 'company', { to: '/CRMHigh' });
    await searchBy(page, '手机号', phone);
    await expect(total(page)).toHaveText('共 1 条');
    await rows(page).first().getByRole('button', { name: '领取' }).click();
    await confirmPopover(page);
    await expectEmpty(page);
  });

  test('a follow-up moves the customer’s stage', async ({ page }) => {
    await login(page, 'normal', { to: '/customer' });
    const first = rows(page).first();
    await expect(first).toBeVisible();
    await first.getByRole('button', { name: '写跟进' }).click();
    await choose(page, dialog(page), '跟进进度', '商务谈判');
    await dialog(page).getByLabel('跟进内容').fill('浏览器里写的跟进');
    await confirmDialog(page);
    await expect(message(page)).toContainText('跟进已记录');
    // The history opens beside the list, newest first.
    await clickFolded(page, first, '跟进记录');
    const history = page.getByRole('dialog', { name: /^跟进记录：/ });
    await expect(history.getByRole('listitem').first()).toContainText('浏览器里写的跟进');
    await history.getByRole('button', { name: '关闭' }).click();
    await page.goto('/followProgress');
    await expect(rows(page).first()).toContainText('浏览器里写的跟进');
    await expect(rows(page).first()).toContainText('商务谈判');
  });

  test('a supervisor transfers selected customers to a colleague of their company', async ({ page }) => {
    await login(page, 'company', { to: '/customer' });
    await expect(rows(page).nth(1)).toBeVisible();
    await page.getByRole('button', { name: /转移客户/ }).click();
    await expect(message(page)).toContainText('请先勾选要转移客户的记录');
    await rows(page).nth(0).locator('input[type=checkbox]').check();
    await rows(page).nth(1).locator('input[type=checkbox]').check();
    await page.getByRole('button', { name: /转移客户（2）/ }).click();
    const form = dialog(page);
    await expect(form.getByText('转移客户（已选 2 条）')).toBeVisible();
    await confirmDialog(page);
    await expect(form.getByText('请选择接收员工')).toBeVisible();
    await form.getByLabel('接收员工').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    await confirmDialog(page);
    await expect(message(page)).toContainText('已转移 2 个客户');
  });

  test('a source is added, renamed and deleted; an empty search shows an empty list, not an error', async ({ page }) => {
    // A name of its own per attempt: two attempts running at once must not refuse each other as duplicates.
    const name = `抖音直播${Date.now().toString(36)}`;
    await login(page, 'company', { to: '/CRMsource' });
    await page.getByRole('button', { name: '新增来源' }).click();
    await dialog(page).getByLabel('来源名称').fill(name);
    await saveDialog(page);
    await searchBy(page, '来源名称', name);
    await expect(rows(page)).toHaveCount(1);
    await rows(page).first().getByRole('button', { name: '编辑' }).click();
    await dialog(page).getByLabel('来源名称').fill(`${name}间`);
    await saveDialog(page);
    await expect(rows(page).first()).toContainText(`${name}间`);
    await rows(page).first().getByRole('button', { name: '删除' }).click();
    await confirmPopover(page);
    await expectEmpty(page);
  });

  test('a return visit is added, edited and deleted with the spec’s texts', async ({ page }) => {
    await login(page, 'company', { to: '/returnVisit' });
    await expect(rows(page).first()).toBeVisible();
    await page.getByRole('button', { name: '新增提醒' }).click();
    await confirmDialog(page);
    await expect(dialog(page).getByText('请填写提醒标题')).toBeVisible();
    await expect(dialog(page).getByText('请选择有效的时间')).toBeVisible();
    await dialog(page).getByLabel('提醒标题').fill('回访浏览器客户');
    await dialog(page).getByLabel('提醒时间').fill('2099-01-02 10:00:00');
    await dialog(page).getByLabel('提醒时间').press('Enter');
    await confirmDialog(page);
    await searchBy(page, '提醒标题', '浏览器');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('2099-01-02 10:00:00');
    await rows(page).first().getByRole('button', { name: '编辑' }).click();
    await dialog(page).getByLabel('提醒标题').fill('回访浏览器客户二');
    await confirmDialog(page);
    await expect(rows(page).first()).toContainText('回访浏览器客户二');
    await rows(page).first().getByRole('button', { name: '删除' }).click();
    await expect(page.locator('.ant-popconfirm:visible')).toContainText('确定要删除这个提醒吗?');
    await confirmPopover(page);
    await expectEmpty(page);
  });
});

test.describe('return visits: one list for the shell header and /returnVisit', () => {
  test('a visit added on the page is in the header at once; deleted in the header, it leaves the page', async ({ page }) => {
    const title = `回访共享列表${Date.now().toString(36)}`; // its own, whatever else runs meanwhile
    await login(page, 'admin', { to: '/returnVisit' });
    await expect(rows(page).first()).toBeVisible(); // admin's seeded return visits
    await page.getByRole('button', { name: '新增提醒' }).click();
    await dialog(page).getByLabel('提醒标题').fill(title);
    await dialog(page).getByLabel('提醒时间').fill('2099-01-03 09:00:00');
    await dialog(page).getByLabel('提醒时间').press('Enter');
    await confirmDialog(page);
    await searchBy(page, '提醒标题', title);
    await expect(rows(page)).toHaveCount(1);

    await page.getByRole('button', { name: '回访提醒' }).click();
    const item = page.locator('.ant-drawer').getByTestId('reminder-item').filter({ hasText: title });
    await expect(item).toHaveCount(1);
    await expect(item).toContainText('2099-01-03 09:00:00');
    await item.getByRole('button', { name: '删除' }).click();
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect(item).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expectEmpty(page);
  });
});

test.describe('leads: create, edit, delete, export', () => {
  test('a company adds a lead to the pool, edits it and deletes it', async ({ page }) => {
    // A phone of its own per attempt: a retry must not meet the lead an earlier attempt left behind.
    const phone = `139${String(Date.now()).slice(-8)}`;
    await login(page, 'company', { to: '/cluePool' });
    await expect(rows(page).first()).toBeVisible();
    await page.getByRole('button', { name: '新增线索' }).click();
    await dialog(page).getByLabel('姓名').fill('浏览器线索');
    await dialog(page).getByLabel('电话').fill(phone);
    await confirmDialog(page);
    await expect(message(page)).toContainText('保存成功');
    await searchBy(page, '电话', phone);
    await expect(total(page)).toHaveText('共 1 条');
    await expect(rows(page).first()).toContainText('待分配');
    await rows(page).first().getByRole('button', { name: '编辑' }).click();
    await dialog(page).getByLabel('姓名').fill('浏览器线索（改）');
    await saveDialog(page);
    await expect(rows(page).first()).toContainText('浏览器线索（改）');
    await rows(page).first().getByRole('button', { name: '删除' }).click();
    await confirmPopover(page);
    await expectEmpty(page);
  });

  test('exports the lead list and the web clues (downloadWebClue) as files', async ({ page }) => {
    await login(page, 'company', { to: '/clue' });
    await expect(rows(page).first()).toBeVisible();
    const leads = page.waitForEvent('download');
    await page.getByRole('button', { name: /导\s*出/ }).click();
    expect((await leads).suggestedFilename()).toBe('线索列表.xlsx');
    await page.getByRole('button', { name: '网页线索' }).click();
    await expect(page).toHaveURL(/\/webClue$/);
    // The lead list stays on screen until the web clues page has loaded.
    await expect(page.getByRole('button', { name: '转为线索' })).toBeVisible();
    const webClues = page.waitForEvent('download');
    await page
      .getByRole('button', { name: /导\s*出/ })
      .filter({ visible: true })
      .click();
    expect((await webClues).suggestedFilename()).toBe('网页线索.xlsx');
  });
});

test.describe('lead finding: filters, create, edit, delete, export', () => {
  test('filters by region, industry and registered capital on the server', async ({ page }) => {
    await login(page, 'company', { to: '/advancedSearch' });
    const all = await totalCount(page);
    await choose(page, searchForm(page), '地区', '广东省');
    await choose(page, searchForm(page), '行业', '制造业');
    await searchForm(page).getByLabel('注册资本≥（万元）').fill('100');
    await searchForm(page).locator('button[type=submit]').click();
    await expect(total(page)).not.toHaveText(`共 ${all} 条`);
    expect(await totalCount(page)).toBeGreaterThan(0);
    for (const row of await rows(page).all()) {
      const cells = await row.locator('td').allInnerTexts();
      expect(cells[2]).toBe('广东省');
      expect(cells[4]).toBe('制造业');
      expect(Number(cells[5].replace(/,/g, ''))).toBeGreaterThanOrEqual(100);
    }
    const file = page.waitForEvent('download');
    await page.getByRole('button', { name: /导\s*出/ }).click();
    expect((await file).suggestedFilename()).toBe('企业搜索结果.xlsx');
  });

  test('an industry template is added, edited and deleted, and counts its companies', async ({ page }) => {
    await login(page, 'company', { to: '/industryTemplate' });
    await expect(rows(page).first()).toBeVisible();
    await page.getByRole('button', { name: '新增模板' }).click();
    await dialog(page).getByLabel('模板名称').fill('浏览器金融模板');
    await choose(page, dialog(page), '行业', '金融业');
    await confirmDialog(page);
    await searchBy(page, '模板名称', '浏览器金融');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first().locator('td').nth(5)).toHaveText(/^[1-9]\d*$/);
    await rows(page).first().getByRole('button', { name: '编辑' }).click();
    await dialog(page).getByLabel('模板名称').fill('浏览器金融模板二');
    await confirmDialog(page);
    await expect(rows(page).first()).toContainText('浏览器金融模板二');
    await rows(page).first().getByRole('button', { name: '删除' }).click();
    await confirmPopover(page);
    await expectEmpty(page);
  });

  test('collecting a company puts it into the clue collection', async ({ page }) => {
    await login(page, 'company', { to: '/companySearch' });
    await expect(rows(page).first()).toBeVisible();
    const name = (await rows(page).first().locator('td').first().innerText()).trim();
    await rows(page).first().getByRole('button', { name: '收集' }).click();
    await expect(message(page)).toContainText('可在「线索收集」中查看');
    await page.goto('/clueCollection');
    await searchBy(page, '名称', name);
    await expect(rowWith(page, name).first()).toBeVisible();
  });
});
