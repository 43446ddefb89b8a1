import { expect, login, test } from '../../support/fixtures';
import {
  callWithClaimedAdmin,
  choose,
  dialog,
  downloadSheet,
  expectEmpty,
  message,
  openWithClaimedAdmin,
  pickOption,
  REFUSED,
  rowConfirm,
  rows,
  rowWith,
  saveDialog,
  searchBy,
  totalCount,
  unique,
} from '../../support/listPage';

test.describe('cloud-call families', () => {
  test('admin makes a Job template and gives it to an agent; the agent allocates it to its company within its share', async ({ page }) => {
    test.setTimeout(180_000);
    const name = unique('E2E模板');
    await login(page, 'admin', { to: '/JobsipTemplate' });
    await page.getByRole('button', { name: '新增Job模板' }).click();
    await dialog(page).getByLabel('模板名称', { exact: true }).fill(name);
    await pickOption(page, dialog(page), 'SIP服务器');
    await dialog(page).getByLabel('单价（元/分钟）', { exact: true }).fill('0.08');
    await dialog(page).getByLabel('并发数', { exact: true }).fill('100');
    await saveDialog(page);
    await searchBy(page, '模板名称', name);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('6秒');
    await rows(page).first().getByRole('button', { name: '编辑' }).click();
    await dialog(page).getByLabel('并发数', { exact: true }).fill('120');
    await saveDialog(page);
    await expect(rows(page).first()).toContainText('120');

    // The platform gives the template to the seeded agent (华东代理, the first agent).
    await page.goto('/JobenterpriseAllocation');
    await page.getByRole('button', { name: '分配模板' }).click();
    await choose(page, dialog(page), '模板', name);
    // The agent picker is searched on the server and ordered by name, so the agent is typed, not taken first.
    expect(await pickOption(page, dialog(page), '代理商', '华东代理')).toBe('华东代理');
    await dialog(page).getByLabel('单价（元/分钟）', { exact: true }).fill('0.09');
    await dialog(page).getByLabel('并发数', { exact: true }).fill('50');
    await dialog(page).getByLabel('线路数', { exact: true }).fill('20');
    await saveDialog(page);

    // The agent allocates to its company: beyond its share it is told why, and what it typed stays.
    await login(page, 'agent', { to: '/JobenterpriseAllocation' });
    await page.getByRole('button', { name: '分配模板' }).click();
    await choose(page, dialog(page), '模板', name);
    // The agent's own company (its sub-agents' are listed too, ordered by name): the seeded 星辰科技.
    const company = await pickOption(page, dialog(page), '企业', '星辰科技有限公司');
    await dialog(page).getByLabel('单价（元/分钟）', { exact: true }).fill('0.12');
    await dialog(page).getByLabel('并发数', { exact: true }).fill('60');
    await dialog(page).getByLabel('线路数', { exact: true }).fill('10');
    await dialog(page)
      .getByRole('button', { name: /确\s*定|保\s*存/ })
      .click();
    await expect(message(page)).toContainText('并发数超出代理商可分配额度：代理商分配 50，已分配给其他企业 0，本次 60');
    await expect(dialog(page).getByLabel('线路数', { exact: true })).toHaveValue('10');
    await expect(page.locator('.ant-message-error')).toHaveCount(0, { timeout: 10_000 });
    await dialog(page).getByLabel('并发数', { exact: true }).fill('30');
    await saveDialog(page);
    await searchBy(page, '企业', company);
    const allocation = rowWith(page, name);
    await expect(allocation).toHaveCount(1);
    await allocation.getByRole('button', { name: '编辑' }).click();
    await dialog(page).getByLabel('并发数', { exact: true }).fill('40');
    await saveDialog(page);
    await expect(rowWith(page, name)).toContainText('40');
    // Its own allocation from the platform is not its to change.
    await searchBy(page, '企业', '');
    await expect(rowWith(page, name).filter({ hasText: '代理商' }).getByRole('button', { name: '编辑' })).toHaveCount(0);
    await rowConfirm(page, rowWith(page, name).filter({ hasText: company }), '删除');

    // The platform takes the template back and deletes it.
    await login(page, 'admin', { to: '/JobenterpriseAllocation' });
    await searchBy(page, '代理商', '华东代理');
    await rowConfirm(page, rowWith(page, name), '删除');
    await page.goto('/JobsipTemplate');
    await searchBy(page, '模板名称', name);
    await rowConfirm(page, rows(page).first(), '删除');
    await expectEmpty(page);
  });

  test('a company exports its trumpet consumption: the file is the search, its totals above the table', async ({ page }) => {
    await login(page, 'company', { to: '/trumpetFTConsumptionDetails' });
    await expect(rows(page).first()).toBeVisible();
    const figures = page.getByRole('group', { name: '统计' });
    await expect(figures).toContainText('费用合计');
    const count = await totalCount(page);
    await expect(figures).toContainText(`计费通话${count}`);
    const sheet = await downloadSheet(page, '消费明细.xlsx');
    expect(sheet.getRow(1).values).toEqual(expect.arrayContaining(['主叫号码', '被叫号码', '计费次数', '单价（元/计费单位）', '费用（元）']));
    expect(sheet.rowCount - 1).toBe(count);
  });

  test('a company claiming admin opens /sipTemplate, but the backend refuses its list and its writes', async ({ page }) => {
    await login(page, 'company');
    await openWithClaimedAdmin(page, '/sipTemplate');
    expect(
      await callWithClaimedAdmin(
        page,
        '/api/cloudcall/templateSave',
        'family=plain&name=x&serverId=1&pricePerMinute=0.1&billingUnit=6&concurrency=1&enabled=1',
      ),
    ).toEqual(REFUSED);
  });
});
