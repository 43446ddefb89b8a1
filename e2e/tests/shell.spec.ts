import { SEEDED_SIP } from '@console/sdk/seeded';
import { currentPage, expect, groupEntries, login, test } from '../support/fixtures';
import { callApi, recordTones, tonesPlayed } from '../support/probes';
import { choose, confirmPopover, dialog, rowWith, saveDialog, searchBy } from '../support/listPage';
import { contrastRatio, parseColour } from '../../shared-sdk/src/theme/contrast';

test.describe('return-visit reminders (admin and normal)', () => {
  test('add, validate, survive a failed save, edit and delete', async ({ page, expectConsoleErrors }) => {
    expectConsoleErrors(/status of 500/);
    await login(page, 'normal');
    await page.getByRole('button', { name: '回访提醒' }).click();
    const drawer = page.locator('.ant-drawer');
    await drawer.getByRole('button', { name: /新增提醒/ }).click();
    const dialog = page.getByRole('dialog', { name: '新增提醒' });
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(dialog.getByText('请填写提醒标题')).toBeVisible();
    await expect(dialog.getByText('请选择有效的时间')).toBeVisible();

    await dialog.getByLabel('提醒标题').fill('回访星辰科技');
    await dialog.getByLabel('电话').fill('13800000001');
    await dialog.getByLabel('备注').fill('确认报价');
    await dialog.getByLabel('提醒时间').click();
    await dialog.getByLabel('提醒时间').fill('2026-12-01 10:30');
    await dialog.getByLabel('提醒时间').press('Enter');

    // The server fails once: the dialog says why and keeps everything typed.
    await page.route('**/api/customer/addCallBack', (route) => route.fulfill({ status: 200, json: { code: 500, message: '服务暂时不可用', data: null } }));
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.locator('.ant-message')).toContainText('服务暂时不可用');
    await expect(dialog.getByLabel('提醒标题')).toHaveValue('回访星辰科技');
    await expect(dialog.getByLabel('备注')).toHaveValue('确认报价');
    await page.unroute('**/api/customer/addCallBack');

    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    const item = drawer.getByTestId('reminder-item');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText('回访星辰科技');
    await expect(item).toContainText('2026-12-01 10:30:00');

    await item.getByRole('button', { name: '编辑' }).click();
    const edit = page.getByRole('dialog', { name: '编辑提醒' });
    await expect(edit.getByLabel('提醒标题')).toHaveValue('回访星辰科技');
    await edit.getByLabel('提醒标题').fill('回访星辰科技（二次）');
    await edit.getByRole('button', { name: /确\s*定/ }).click();
    await expect(item).toContainText('回访星辰科技（二次）');

    await item.getByRole('button', { name: '删除' }).click();
    const confirm = page.locator('.ant-modal-confirm');
    await expect(confirm).toContainText('提示');
    await expect(confirm).toContainText('确定要删除这个提醒吗?');
    await confirm.getByRole('button', { name: /确\s*定/ }).click();
    await expect(drawer.getByText('暂无提醒')).toBeVisible();
  });

  test('a due reminder shows a card for 3 s and plays 880 Hz at gain 0.3 for 500 ms', async ({ page }) => {
    await recordTones(page);
    await page.clock.install({ time: new Date('2026-11-22T09:29:00') });
    await login(page, 'admin');
    const added = await callApi(page, 'POST', '/api/customer/addCallBack', {
      name: '回访王总',
      phone: '13911112222',
      remark: '续约',
      date: '2026-11-22 09:31:00',
      userId: await page.evaluate(() => localStorage.getItem('user') ?? ''),
    });
    expect(added.code).toBe(200);
    await page.reload();
    await expect(page.getByTestId('dashboard')).toBeVisible();
    const card = page.locator('.ant-notification-notice', { hasText: '回访王总' });
    await page.clock.pauseAt(new Date('2026-11-22T09:30:59'));
    await expect(page.getByTestId('header-clock')).toHaveText('2026-11-22 09:30:59');
    await expect(card).toHaveCount(0);
    // The bell counts the reminders still ahead (its own date-time included): 回访王总 among them until 09:31:00 has passed.
    const bellCount = page.locator('.ant-badge', { has: page.getByRole('button', { name: '回访提醒' }) }).locator('.ant-badge-count');
    const ahead = Number(await bellCount.getAttribute('title'));
    expect(ahead).toBeGreaterThanOrEqual(1);
    await page.clock.runFor(1000);
    await expect(card).toBeVisible();
    await expect(page.getByTestId('header-clock')).toHaveText('2026-11-22 09:31:00');
    await expect(card).toContainText('13911112222');
    await expect(card).toContainText('续约');
    expect(await tonesPlayed(page)).toContainEqual({ frequency: 880, gain: 0.3, seconds: 0.5 });
    await expect(bellCount).toHaveAttribute('title', String(ahead));
    await page.clock.runFor(2500);
    await expect(card).toBeVisible();
    if (ahead > 1) await expect(bellCount).toHaveAttribute('title', String(ahead - 1));
    else await expect(bellCount).toHaveCount(0);
    await page.clock.runFor(600);
    // The close animation finishes on its own clock.
    await page.clock.resume();
    await expect(card).toBeHidden({ timeout: 2000 });
  });

  test('only admin and normal have the entry', async ({ page }) => {
    await login(page, 'company');
    await expect(page.getByRole('button', { name: '回访提醒' })).toHaveCount(0);
  });
});

test.describe('bell, device, app QR, avatar', () => {
  test('the admin bell counts pending top-ups, sounds, and leads to /woniuRecharge', async ({ page }) => {
    await recordTones(page);
    await login(page, 'admin');
    const badge = page.getByTestId('top-up-badge');
    await expect(badge.locator('.ant-badge-count')).toHaveText('3');
    await expect.poll(() => tonesPlayed(page)).toContainEqual({ frequency: 880, gain: 0.3, seconds: 0.5 });
    await page.getByRole('button', { name: '系统提醒' }).click();
    await expect(page).toHaveURL(/\/woniuRecharge$/);
    await expect(page).toHaveTitle('充值列表 | 云呼管理平台');
    await currentPage(page).getByRole('button', { name: '处理' }).first().click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect(page.locator('.ant-message')).toContainText('已处理');
    // The next 8-second poll sees one fewer.
    await expect(badge.locator('.ant-badge-count')).toHaveText('2', { timeout: 12_000 });
  });

  // Here, after the bell test and in its file (a file's tests run one after another): a pending top-up
  // from elsewhere while that test counts would change its count.
  test('/addReturns: a company’s application rings the admin bell; handled on /woniuRecharge it credits the flow list', async ({ page }) => {
    const company = '星辰科技有限公司';
    // A sum no other run applies for, so the rows below are this run's.
    const amount = 1000 + (Date.now() % 9000) + Math.floor(Math.random() * 99 + 1) / 100;
    const shown = amount.toLocaleString('zh-CN', { minimumFractionDigits: 2 });
    const badge = page.getByTestId('top-up-badge').locator('.ant-badge-count');
    await login(page, 'admin');
    await expect(badge).toHaveText(/^\d+$/);
    const before = Number(await badge.innerText());

    await login(page, 'company', { to: '/addReturns' });
    await page.getByRole('button', { name: '申请充值' }).click();
    await choose(page, dialog(page), '企业', company);
    await dialog(page).getByLabel('金额（元）', { exact: true }).fill(amount.toFixed(2));
    await saveDialog(page);
    await expect(rowWith(page, shown)).toContainText('待处理');

    await login(page, 'admin', { to: '/woniuRecharge' });
    await expect(badge).toHaveText(String(before + 1));
    await searchBy(page, '企业', company);
    await rowWith(page, shown).getByRole('button', { name: '处理' }).click();
    await confirmPopover(page);
    await expect(rowWith(page, shown)).toContainText('已处理');
    // The next 8-second poll sees one fewer.
    await expect(badge).toHaveText(String(before), { timeout: 12_000 });

    await page.goto('/flowManagement');
    await searchBy(page, '企业', company);
    await expect(rowWith(page, shown)).toContainText('充值');
  });

  test('a normal user with computer-dial sees the device state, polled every 5 s', async ({ page }) => {
    await login(page, 'normal');
    const status = page.getByTestId('device-status');
    await expect(status).toHaveText('未连接');
    expect((await callApi(page, 'POST', '/api/socket/device/connect', { deviceName: '话机-01', ip: '10.0.0.8' })).code).toBe(200);
    await expect(status).toHaveText('已连接：话机-01', { timeout: 8000 });
    await callApi(page, 'POST', '/api/socket/device/disconnect');
    await expect(status).toHaveText('未连接', { timeout: 8000 });
  });

  test('users without computer-dial, or with the sip flag, are not polled for a device', async ({ page }) => {
    await login(page, 'department');
    await expect(page.getByTestId('device-status')).toHaveCount(0);
    await login(page, SEEDED_SIP.good.username);
    await expect(page.getByTestId('sip-status')).toBeVisible();
    await expect(page.getByTestId('device-status')).toHaveCount(0);
  });

  test('the app QR comes from the brand’s downUrl', async ({ page }) => {
    await login(page, 'company');
    await page.getByRole('button', { name: '下载APP' }).hover();
    await expect(page.getByTestId('app-qr').locator('svg')).toBeVisible();
    await expect(page.getByTestId('app-qr')).toContainText('扫码下载 APP');
  });
});

test.describe('polling', () => {
  test('pauses while the tab is hidden, resumes when visible, and stops at logout', async ({ page }) => {
    await page.clock.install();
    const polls: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/(topUp\/count|socket\/web\/getConnection)/.test(request.url())) polls.push(request.url());
    });
    await login(page, 'admin');
    await expect.poll(() => polls.length).toBeGreaterThan(0);
    const setHidden = (hidden: boolean) =>
      page.evaluate((value) => {
        Object.defineProperty(document, 'hidden', { configurable: true, get: () => value });
        document.dispatchEvent(new Event('visibilitychange'));
      }, hidden);

    await setHidden(true);
    const whileVisible = polls.length;
    await page.clock.runFor(40_000);
    expect(polls.length).toBe(whileVisible);

    await setHidden(false);
    await expect.poll(() => polls.length).toBe(whileVisible + 1);
    await page.clock.runFor(8_000);
    await expect.poll(() => polls.length).toBe(whileVisible + 2);

    await page.getByTestId('user-menu').hover();
    await page.getByText('退出登录').click();
    await expect(page).toHaveURL(/\/login$/);
    const atLogout = polls.length;
    await page.clock.runFor(60_000);
    expect(polls.length).toBe(atLogout);
  });
});

test.describe('theme', () => {
  test('the header switch turns the whole console dark, before the first paint of a reload', async ({ page }) => {
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const root = document.documentElement;
        (window as unknown as { __beforeApp: unknown }).__beforeApp = {
          theme: root.getAttribute('data-theme'),
          background: getComputedStyle(root).backgroundColor,
          appMounted: Boolean(document.querySelector('.ant-layout')),
        };
      });
    });
    await login(page, 'admin');
    await page.getByRole('button', { name: '切换主题' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await expect(page.getByTestId('dashboard')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __beforeApp: unknown }).__beforeApp)).toEqual({
      theme: 'dark',
      background: 'rgb(0, 0, 0)',
      appMounted: false,
    });
  });

  test('/setColor chooses the primary colour for every page, from the first render on reload', async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __primary: string[] }).__primary = seen;
      new MutationObserver(() => {
        const button = document.querySelector('.ant-btn-color-primary.ant-btn-variant-solid');
        if (button && seen.length === 0) seen.push(getComputedStyle(button).backgroundColor);
      }).observe(document, { subtree: true, childList: true });
    });
    await login(page, 'agent');
    await groupEntries(page, '系统设置');
    await page.getByTestId('sidebar').getByText('主题设置', { exact: true }).click();
    await expect(page).toHaveTitle('主题设置 | 云呼管理平台');
    const sample = currentPage(page).getByRole('button', { name: '主要按钮' });
    const fill = () => sample.evaluate((button) => getComputedStyle(button).backgroundColor);
    const before = await fill();
    await currentPage(page).getByLabel('主题色').click();
    const input = page.locator('.ant-color-picker-input input').first();
    await input.fill('fa541c');
    await input.press('Enter');
    await page.keyboard.press('Escape');
    // #fa541c under the buttons' white text reads below 4.5:1: it is drawn corrected (darker), still orange.
    await expect.poll(fill).not.toBe(before);
    const drawn = await fill();
    expect(contrastRatio(drawn, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    const [red, green, blue] = parseColour(drawn).rgb;
    expect(red > green && green > blue).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('theme2'))).toBe('#fa541c');
    await page.goto('/blackList');
    await expect(currentPage(page).locator('button[type=submit]')).toHaveCSS('background-color', drawn);
    await page.reload();
    await expect(currentPage(page).locator('button[type=submit]')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __primary: string[] }).__primary)).toEqual([drawn]);
  });
});

test.describe('change password', () => {
  test('validates as spec section 5 says, keeps input on refusal, logs out on success', async ({ page, expectConsoleErrors }) => {
    // A successful change ends every session of the user on the server; a bell or reminder poll
    // already in flight at that moment is answered 401, which is the session ending as designed.
    expectConsoleErrors(/status of 401 \(Unauthorized\)/);
    await login(page, 'root');
    await page.getByTestId('user-menu').hover();
    await page.getByRole('menuitem', { name: '修改密码' }).click();
    const dialog = page.getByRole('dialog', { name: '修改密码' });
    await expect(dialog.locator('xpath=ancestor-or-self::*[contains(@class,"ant-modal")][1]')).toHaveCSS('width', `${Math.round(1600 * 0.3)}px`);
    await expect(dialog.getByLabel('账号')).toHaveValue('root');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(dialog.getByText('请输入原密码')).toBeVisible();
    await expect(dialog.getByText('请输入新密码')).toBeVisible();
    await expect(dialog.getByText('请再次输入密码')).toBeVisible();

    await dialog.getByLabel('新密码').fill('654321');
    await dialog.getByLabel('确认密码').fill('654320');
    await expect(dialog.getByText('两次输入密码不一致!')).toBeVisible();
    // Changing the new password revalidates the filled confirmation.
    await dialog.getByLabel('新密码').fill('654320');
    await expect(dialog.getByText('两次输入密码不一致!')).toBeHidden();
    await dialog.getByLabel('新密码').fill('654321');
    await expect(dialog.getByText('两次输入密码不一致!')).toBeVisible();
    await dialog.getByLabel('确认密码').fill('654321');

    await dialog.getByLabel('原密码').fill('wrong-old');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.locator('.ant-message')).toContainText('原密码错误');
    await expect(dialog.getByLabel('新密码')).toHaveValue('654321');

    await dialog.getByLabel('原密码').fill('123456');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.locator('.ant-message')).toContainText('修改成功');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.getByPlaceholder('用户名').fill('root');
    await page.getByPlaceholder('密码').fill('654321');
    await page.locator('button[type=submit]').click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('SIP phone', () => {
  test('registers with the registrar: 未注册, then 注册成功', async ({ page }) => {
    // Hold the account answer until the header is up, so the first state can be seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/sipVoice/server**', async (route) => {
      await held;
      await route.continue();
    });
    await page.addInitScript(() => {
      const states: string[] = [];
      (window as unknown as { __sip: string[] }).__sip = states;
      new MutationObserver(() => {
        const text = document.querySelector('[data-testid="sip-status"]')?.textContent ?? '';
        if (text && states[states.length - 1] !== text) states.push(text);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await login(page, SEEDED_SIP.good.username);
    await expect(page.getByTestId('sip-status')).toHaveText('未注册');
    release();
    await expect(page.getByTestId('sip-status')).toHaveText('注册成功');
    expect(await page.evaluate(() => (window as unknown as { __sip: string[] }).__sip)).toEqual(['未注册', '注册成功']);
  });

  test('a wrong password shows the failure', async ({ page }) => {
    await login(page, SEEDED_SIP.bad.username);
    await expect(page.getByTestId('sip-status')).toHaveText('注册失败');
  });

  test('users without a SIP account have no phone', async ({ page }) => {
    await login(page, 'normal');
    await expect(page.getByTestId('dashboard')).toBeVisible();
    await expect(page.getByTestId('sip-status')).toHaveCount(0);
  });
});
