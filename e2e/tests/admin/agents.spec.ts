import type { Page } from '@playwright/test';
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
  pickOption,
  REFUSED,
  rows,
  rowWith,
  saveDialog,
  searchBy,
  totalCount,
  unique,
} from '../../support/listPage';

/** The login call as the login page sends it: its code and message. */
const tryLogin = (page: Page, username: string, password: string) =>
  page.evaluate(
    async ([username, password]) => {
      const response = await fetch('/api/login/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username, password }).toString(),
      });
      return (await response.json()) as { code: number; message: string };
    },
    [username, password],
  );

test.describe('agents and accounts', () => {
  test('a sub-agent is added under its agent, edited, given months, exported and deleted', async ({ page }) => {
    await login(page, 'admin', { to: '/subagent' });
    expect(await totalCount(page)).toBeGreaterThan(0);
    const name = unique('子代理');
    await page.getByRole('button', { name: '新增子代理' }).click();
    await pickOption(page, dialog(page), '上级代理', '华东代理');
    await dialog(page).getByLabel('代理商名称', { exact: true }).fill(name);
    await dialog(page).getByLabel('联系人', { exact: true }).fill('测试');
    await dialog(page).getByLabel('联系电话', { exact: true }).fill('13800001111');
    await dialog(page).getByLabel('坐席数', { exact: true }).fill('1');
    await saveDialog(page);
    await searchBy(page, '代理商名称', name);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('华东代理');

    // More seats than the agent can hand out: refused in Chinese, and the dialog keeps what was typed.
    await rows(page).first().getByRole('button', { name: '编辑' }).click();
    await dialog(page).getByLabel('坐席数', { exact: true }).fill('100000');
    await dialog(page)
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect(message(page)).toContainText('坐席数超过上级代理的可分配坐席');
    await expect(dialog(page).getByLabel('坐席数', { exact: true })).toHaveValue('100000');
    await dialog(page).getByLabel('坐席数', { exact: true }).fill('2');
    await saveDialog(page);
    await expect(rowWith(page, name)).toHaveCount(1);

    await rows(page).first().getByRole('button', { name: '购买月数' }).click();
    // The amount is paid from the agent's balance: the dialog says so, with the balance.
    await expect(dialog(page)).toContainText('金额从余额中扣除，当前余额');
    await dialog(page).getByLabel('购买月数', { exact: true }).fill('1');
    await saveDialog(page);
    // Eight actions for the admin: 编辑, 购买月数 and 增加通话时长 are buttons, the rest under 更多.
    await clickFolded(page, rows(page).first(), '购买记录');
    await expect(page.locator('.ant-drawer:visible')).toContainText('包月续期');
    await page.keyboard.press('Escape');

    const sheet = await downloadSheet(page, '代理商.xlsx');
    expect(sheet.getRow(1).values).toContain('代理商名称');
    expect(sheet.getRow(2).values).toContain(name);

    await clickFolded(page, rows(page).first(), '删除');
    await confirmFolded(page);
    await expectEmpty(page);
  });

  test('a platform account is added, stopped (its login is refused), restarted and deleted', async ({ page }) => {
    await login(page, 'admin', { to: '/administratorAccount' });
    const username = unique('ops');
    await page.getByRole('button', { name: '新增账号' }).click();
    await dialog(page).getByLabel('用户名', { exact: true }).fill(username);
    await dialog(page).getByLabel('密码', { exact: true }).fill('secret123');
    await dialog(page).getByLabel('姓名', { exact: true }).fill('运维');
    await choose(page, dialog(page), '角色', 'OEM');
    await saveDialog(page);
    await searchBy(page, '用户名', username);
    await expect(rows(page)).toHaveCount(1);
    expect((await tryLogin(page, username, 'secret123')).code).toBe(200);

    await rows(page).first().getByRole('button', { name: '停用' }).click();
    await confirmPopover(page);
    await expect(rows(page).first()).toContainText('停用');
    expect(await tryLogin(page, username, 'secret123')).toMatchObject({ code: 400, message: '账号已停用，请联系管理员' });
    await rows(page).first().getByRole('button', { name: '启用' }).click();
    await confirmPopover(page);
    await expect(rows(page).first().getByRole('button', { name: '停用' })).toBeVisible();

    await rows(page).first().getByRole('button', { name: '删除' }).click();
    await confirmPopover(page);
    await expectEmpty(page);
    await page.getByRole('button', { name: '登录记录' }).click();
    await expect(page).toHaveURL(/\/remoteLogin$/);
  });

  test('a calling number is added to a company, edited, exported and deleted', async ({ page }) => {
    await login(page, 'admin', { to: '/callsNumber' });
    const number = `0571${Date.now().toString().slice(-8)}`;
    await page.getByRole('button', { name: '新增外呼号码' }).click();
    await dialog(page).getByLabel('号码', { exact: true }).fill(number);
    await choose(page, dialog(page), '运营商', '电信');
    await pickOption(page, dialog(page), '企业', '星辰科技有限公司');
    await saveDialog(page);
    await searchBy(page, '号码', number);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('华东代理');
    await rows(page).first().getByRole('button', { name: '编辑' }).click();
    await dialog(page).getByLabel('日呼叫上限', { exact: true }).fill('800');
    await saveDialog(page);
    await expect(rows(page).first()).toContainText('800');
    const sheet = await downloadSheet(page, '外呼号码.xlsx');
    expect(sheet.getRow(2).getCell(1).value).toBe(number);
    await rows(page).first().getByRole('button', { name: '删除' }).click();
    await confirmPopover(page);
    await expectEmpty(page);
  });

  test('an agent claiming admin opens /subagent, but the backend refuses its list and its writes', async ({ page }) => {
    await login(page, 'agent');
    await openWithClaimedAdmin(page, '/subagent');
    expect(await callWithClaimedAdmin(page, '/api/agent/buyMonths', 'agentId=1&months=12')).toEqual(REFUSED);
  });
});
