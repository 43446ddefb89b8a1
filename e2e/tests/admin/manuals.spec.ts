import { SEEDED_HOSTS } from '@console/sdk/seeded';
import { currentPage, expect, groupEntries, login, test } from '../../support/fixtures';
import { axeViolations, describeViolations } from '../../support/axe';
import { shellUrl } from '../../support/platform';

/**
 * The manuals: each brand host shows its own operation manual (spec sections 2 and 9: 操作手册 for the
 * cloud-enterprise brand at /operationManual, the other brand's at /operationManual2) and answers the
 * other brand's with 404. A table-of-contents link followed by keyboard moves to its section and gives it
 * the focus; a page the manual names is a link to that page; the manual passes axe in both themes.
 */
const BRAND_MANUALS = [
  { host: SEEDED_HOSTS.cloud, path: '/operationManual', other: '/operationManual2', section: '充值' },
  { host: SEEDED_HOSTS.brand2, path: '/operationManual2', other: '/operationManual', section: '异常通话' },
] as const;

test.describe('manuals and guides', () => {
  for (const { host, path, other, section } of BRAND_MANUALS) {
    test(`${host.brandName}: ${path} from the menu, an anchor by keyboard, a named page, axe in both themes; ${other} is not here`, async ({ page }) => {
      await login(page, 'company', { host: host.hostname });
      expect(await groupEntries(page, '其他')).toContain('操作手册');
      await page.getByTestId('sidebar').getByRole('menuitem', { name: '操作手册' }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page).toHaveTitle(`操作手册 | ${host.brandName}`);
      const manual = currentPage(page);
      await expect(manual.getByRole('heading', { level: 2, name: '操作手册' })).toBeVisible();
      await expect(manual.getByText(`欢迎使用${host.brandName}。`, { exact: false }).first()).toBeVisible();

      const toc = manual.getByRole('navigation', { name: '目录' });
      await expect(toc.getByRole('link', { name: section })).toBeVisible();
      await toc.getByRole('link', { name: '查看账单' }).focus();
      await page.keyboard.press('Enter');
      const heading = manual.getByRole('heading', { level: 3, name: /查看账单$/ });
      await expect(heading).toBeFocused();
      await expect(heading).toBeInViewport();
      await expect(page).toHaveURL(new RegExp(`${path}#${path.slice(1)}-bill$`));

      for (const mode of ['light', 'dark'] as const) {
        if (mode === 'dark') {
          await page.getByRole('button', { name: '切换主题' }).dispatchEvent('click');
          await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
        }
        const violations = await axeViolations(page, `${path}（${mode}）`);
        expect(violations, describeViolations(violations)).toEqual([]);
      }

      await manual
        .getByRole('region', { name: /添加员工$/ })
        .getByRole('link', { name: '“员工管理”' })
        .first()
        .click();
      await expect(page).toHaveURL(/\/user$/);
      await expect(page).toHaveTitle(`员工管理 | ${host.brandName}`);

      await page.goto(`${shellUrl(host.hostname)}${other}`);
      await expect(page).toHaveURL(/\/404$/);
    });
  }

  test('the default host has neither manual; 常见问题 is everyone’s, 新手引导 the admin’s', async ({ page }) => {
    await login(page, 'normal', { to: '/aa' });
    const faq = currentPage(page);
    await expect(faq.getByRole('heading', { level: 2, name: '常见问题' })).toBeVisible();
    await faq.getByRole('navigation', { name: '目录' }).getByRole('link', { name: '电话打不出去？' }).click();
    await expect(faq.getByRole('heading', { level: 3, name: /电话打不出去？$/ })).toBeFocused();
    await faq
      .getByRole('region', { name: /电话打不出去？$/ })
      .getByRole('link', { name: '“通话记录”' })
      .click();
    await expect(page).toHaveURL(/\/record$/);
    await page.goto('/operationManual');
    await expect(page).toHaveURL(/\/404$/);
    await page.goto('/guide');
    await expect(page).toHaveURL(/\/403$/);

    await page.evaluate(() => localStorage.clear());
    await login(page, 'admin', { to: '/guide' });
    const guide = currentPage(page);
    await expect(guide.getByRole('heading', { level: 2, name: '新手引导' })).toBeVisible();
    await guide
      .getByRole('region', { name: /开通代理商$/ })
      .getByRole('link', { name: '“代理商管理”' })
      .click();
    await expect(page).toHaveURL(/\/agent$/);
  });
});
